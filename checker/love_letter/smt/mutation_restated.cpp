// The mutants that must change nothing the rules decide: values remapped
// keeping every comparison and sum, and `base:` edition files restating what
// they inherit (read by the loader, as a user's file is).
#include <algorithm>
#include <stdexcept>

#include "card_values.h"
#include "model/core/input_error.h"
#include "model/love_letter/edition_loader.h"
#include "mutation_suite.h"

namespace errata::smt {

using love_letter::Edition;
using love_letter::Role;

namespace {

// Whether the encodings read the same values of both: the order (with the
// Counts' bonus), and the sums where a tie is broken by discard totals.
bool same_values_read(const Edition& a, const Edition& b) {
  const CardValues x = card_values(a), y = card_values(b);
  const bool sums = a.rules.tie_break_on_discards();
  return x.ranked == y.ranked && (!sums || x.summed == y.summed);
}

std::string quoted(const std::string& text) {
  std::string out = "\"";
  for (char ch : text) out += (ch == '"' || ch == '\\') ? std::string("\\") + ch : std::string(1, ch);
  return out + "\"";
}

std::string card_table(const Edition& ed) {
  std::string y = "cards:\n";
  for (const auto& c : ed.cards) {
    y += "  - { role: " + std::string(love_letter::role_id(c.role)) + ", name: " + quoted(c.name);
    if (!c.aliases.empty()) {
      std::string also;
      for (const auto& a : c.aliases) also += (also.empty() ? "" : ", ") + quoted(a);
      y += ", also: [" + also + "]";
    }
    y += ", value: " + std::to_string(c.value) + ", count: " + (c.count_stated ? std::to_string(c.count) : "not stated");
    if (c.line) y += ", line: " + std::to_string(c.line);
    y += " }\n";
  }
  return y;
}

std::string tokens_table(const Edition& ed) {
  std::string y = "tokens_to_win:\n  clause: " + ed.tokens_clause + "\n  table: {";
  for (const auto& [n, t] : ed.tokens_to_win) y += (n == ed.tokens_to_win.begin()->first ? " " : ", ") + std::to_string(n) + ": " + std::to_string(t);
  return y + " }\n";
}

std::string variants(const Edition& ed) {
  if (ed.variants.empty()) return "";
  std::string y = "variants:\n";
  for (const auto& [point, variant] : ed.variants) y += "  " + point + ": " + variant + "\n";
  return y;
}

}  // namespace

std::vector<Mutant> remapped_mutants(const Edition& ed) {
  int top = 0;
  for (int i = 1; i < love_letter::kRoleCount; ++i) top = std::max<int>(top, ed.value[static_cast<size_t>(i)]);
  std::vector<std::pair<std::string, std::function<int(int)>>> remaps;
  for (int k : {2, 3})
    if (top * k <= 99) remaps.emplace_back("values*" + std::to_string(k), [k](int v) { return v * k; });
  if (top + 10 <= 99) remaps.emplace_back("values+10", [](int v) { return v + 10; });
  // The Bishop's guess is a printed number, and the Guard's under guard.names
  // a-number-other-than-one: there a remap shows in their play.
  const bool bishop = ed.has_card(Role::bishop), guard = ed.has_card(Role::guard) && ed.rules.guard_names_a_number();
  const std::string expect = bishop && guard ? "found by play." : bishop ? "found by play.bishop" : guard ? "found by play.guard" : "unobservable";
  std::vector<Mutant> out;
  for (const auto& remap : remaps) {
    const std::string& name = remap.first;
    // (A structured binding captured by a lambda does not build with clang 14, the fuzz build's.)
    auto change = [f = remap.second](Edition& e) {
      for (auto& c : e.cards) c.value = f(c.value);
      for (auto& v : e.value) v = static_cast<int8_t>(f(v));
    };
    Mutant m{"remap:" + name, ed, change, expect};
    m.edition.id = ed.id + "-mutant";
    change(m.edition);
    if (same_values_read(ed, m.edition)) out.push_back(std::move(m));
  }
  return out;
}

std::vector<Mutant> restated_mutants(const Edition& ed, const EditionCatalog& catalog) {
  const std::string players = "players: { min: " + std::to_string(ed.min_players) + ", max: " + std::to_string(ed.max_players) +
                              ", clause: " + ed.players_clause + " }\n";
  const std::string setup = "setup: { set_aside_face_down: " + std::to_string(ed.set_aside_face_down) +
                            ", face_up_when_two_players: " + std::to_string(ed.face_up_when_two_players) + " }\n";
  const std::vector<std::pair<std::string, std::string>> parts{
      {"cards", card_table(ed)}, {"players", players}, {"tokens", tokens_table(ed)}, {"setup", setup}, {"variants", variants(ed)},
      {"all", card_table(ed) + players + tokens_table(ed) + setup + variants(ed)}};
  std::vector<Mutant> out;
  for (const auto& [what, text] : parts) {
    if (text.empty()) continue;
    const std::string id = ed.id + "-restated";
    Mutant m{"restate:" + what, ed, nullptr, "unobservable"};
    try {
      const love_letter::FindEdition find = [&](const std::string& base) { return base == ed.id ? &ed : catalog.find(base); };
      m.edition = love_letter::load_edition("id: " + id + "\nbase: " + ed.id + "\n" + text, id + ".yaml", find);
    } catch (const InputError& e) {
      throw std::logic_error("restating " + what + " of " + ed.id + " is refused: " + e.what());
    }
    out.push_back(std::move(m));
  }
  return out;
}

}  // namespace errata::smt
