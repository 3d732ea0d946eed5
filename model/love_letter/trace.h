#pragma once
// What the engine decided during a step, each decision naming the clause
// that decided it. Filled only when a caller asks (explain, diagnostics);
// random play passes no trace and pays nothing for it.
#include <string>
#include <string_view>
#include <vector>

namespace errata::love_letter {

struct Event {
  std::string clause;  // clause id, or "" for a plain observation (who drew what)
  std::string text;
};

struct Trace {
  std::vector<std::string> names;  // seat -> player name
  std::vector<Event> events;

  const std::string& name(int seat) const { return names[static_cast<size_t>(seat)]; }
  void add(std::string_view clause, std::string text) { events.push_back({std::string(clause), std::move(text)}); }
};

}  // namespace errata::love_letter
