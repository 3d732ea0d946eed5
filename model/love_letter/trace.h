#pragma once
// What the engine decided during a step, each decision naming the clause
// that decided it. Filled only when a caller asks (explain, diagnostics,
// simulation); random play passes no trace and pays nothing for it. A trace
// that keeps no text only counts the decisions by clause (errata simulate):
// no text is built, nothing is allocated.
#include <array>
#include <cstdint>
#include <map>
#include <string>
#include <string_view>
#include <type_traits>
#include <utility>
#include <vector>

#include "clause_ids.h"

namespace errata::love_letter {

struct Event {
  std::string clause;  // clause id, or "" for a plain observation (who drew what)
  std::string text;
};

struct Trace {
  std::vector<std::string> names;  // seat -> player name
  std::vector<Event> events;
  bool keeps_text = true;                        // false: decisions are counted, not written
  std::array<uint64_t, kClauseCount> decided{};  // Love Letter: ClauseId index -> decisions it made
  // Decisions by a clause of an edition's own that no engine list holds (a
  // card as data citing its edition's text), by clause id.
  std::map<std::string, uint64_t, std::less<>> decided_elsewhere;

  const std::string& name(int seat) const { return names[static_cast<size_t>(seat)]; }
  // A decision named by its clause id as text (the other games' engines).
  void add(std::string_view clause, std::string text) { events.push_back({std::string(clause), std::move(text)}); }
  // A Love Letter decision: counted by its clause's dense index, and written
  // when the trace keeps text. `text` is a string or a function making one:
  // the function runs only when the text is kept.
  template <typename Text>
  void note(ClauseId clause, Text&& text) {
    ++decided[static_cast<size_t>(clause.index())];
    if (keeps_text) [[unlikely]] write(clause, text);
  }
  // A decision by a clause an edition file names (a card as data): counted
  // by its dense index where the engine knows the id, else by its id.
  template <typename Text>
  void cite(std::string_view clause, Text&& text) {
    if (const int i = ClauseId::index_of(clause); i >= 0) ++decided[static_cast<size_t>(i)];
    else ++decided_elsewhere[std::string(clause)];
    if (keeps_text) [[unlikely]] write_cited(clause, text);
  }
  // `times` decisions of one clause, counted at once without a branch each:
  // only where the trace keeps no text (each kept decision has its own text).
  void count_only(ClauseId clause, int times) { decided[static_cast<size_t>(clause.index())] += static_cast<uint64_t>(times); }
  // The same, its text made by `make(args...)` from a few values passed
  // along rather than captured: a closure is stored on the stack before the
  // test of keeps_text, values passed stay in registers (every turn's notes,
  // under errata simulate's counting trace).
  template <typename Make, typename... Args>
  void note_of(ClauseId clause, Make make, Args... args) {
    ++decided[static_cast<size_t>(clause.index())];
    if (keeps_text) [[unlikely]] write_of(clause, make, args...);
  }

 private:
  // The text of a decision, out of line and cold: inlined, building it (the
  // strings, the vector's growth) made every engine step that notes anything
  // save and restore registers and reserve stack for it, trace or not.
  template <typename Text>
  [[gnu::cold, gnu::noinline]] void write(ClauseId clause, Text& text) {
    if constexpr (std::is_invocable_v<Text&>) events.push_back({std::string(clause.id()), std::string(text())});
    else events.push_back({std::string(clause.id()), std::string(text)});
  }
  template <typename Text>
  [[gnu::cold, gnu::noinline]] void write_cited(std::string_view clause, Text& text) {
    if constexpr (std::is_invocable_v<Text&>) events.push_back({std::string(clause), std::string(text())});
    else events.push_back({std::string(clause), std::string(text)});
  }
  template <typename Make, typename... Args>
  [[gnu::cold, gnu::noinline]] void write_of(ClauseId clause, Make make, Args... args) {
    auto text = [&] { return make(args...); };
    write(clause, text);
  }
};

// Whether the engine should build a decision's text (for text it assembles
// before the decision is recorded).
inline bool wants_text(const Trace* t) { return t && t->keeps_text; }

}  // namespace errata::love_letter
