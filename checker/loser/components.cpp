#include "components.h"

#include <algorithm>

#include "model/loser/state.h"

namespace errata::loser {

std::string value_runs(const std::vector<int>& values) {
  std::vector<int> v = values;
  std::sort(v.begin(), v.end());
  std::string out;
  for (size_t i = 0; i < v.size();) {
    size_t j = i;
    while (j + 1 < v.size() && v[j + 1] == v[j] + 1) ++j;
    out += (out.empty() ? "" : ", ") + std::to_string(v[i]) + (j > i ? "-" + std::to_string(v[j]) : "");
    i = j + 1;
  }
  return out;
}

ComponentTable component_table(const std::vector<const Edition*>& editions) {
  ComponentTable t;
  for (const auto* ed : editions) t.editions.push_back(ed->id);
  auto row = [&](const std::string& what, const auto& cell) { add_row(t, editions, what, cell); };
  row("players", [](const Edition& ed) { return std::to_string(ed.min_players) + " to " + std::to_string(ed.max_players); });
  row("potions", [](const Edition& ed) { return std::to_string(ed.potion_low) + " to " + std::to_string(ed.potion_high); });
  row("red potions", [](const Edition& ed) { return value_runs(ed.red); });
  row("blue potions", [](const Edition& ed) { return value_runs(ed.blue); });
  row("spell cards", [](const Edition& ed) { return std::to_string(ed.spells); });
  row("action cards", [](const Edition& ed) {
    return std::to_string(ed.action_cards) + ", " + std::to_string(ed.faces_per_action_card) + " faces each";
  });
  row("characters", [](const Edition& ed) {
    return std::to_string(ed.characters) + ", " + std::to_string(ed.cards_per_character) + " cards each";
  });
  row("spell cards the first player draws", [](const Edition& ed) { return std::to_string(ed.first_player_draws); });
  row("spell cards the loser draws", [](const Edition& ed) { return std::to_string(ed.loser_draws); });
  for (int n = 1; n <= kMaxPlayers; ++n) {
    bool any = false;
    for (const auto* ed : editions) any = any || ed->row(n);
    if (!any) continue;
    row("deal for " + std::to_string(n) + " players", [n](const Edition& ed) {
      const DealRow* r = ed.row(n);
      return r ? "hand " + std::to_string(r->hand) + ", face up " + std::to_string(r->face_up) + ", face down " +
                     std::to_string(r->face_down)
               : std::string();
    });
  }
  return t;
}

}  // namespace errata::loser
