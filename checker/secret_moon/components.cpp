#include "components.h"

namespace errata::secret_moon {

ComponentTable component_table(const std::vector<const Edition*>& editions) {
  ComponentTable t;
  for (const auto* ed : editions) t.editions.push_back(ed->id);
  auto row = [&](const std::string& what, const auto& cell) { add_row(t, editions, what, cell); };
  for (int i = 1; i < kCharacterCount; ++i) {
    const auto c = static_cast<Character>(i);
    row(std::string(character_id(c)), [c](const Edition& ed) {
      const CharacterSpec* s = ed.spec(c);
      return s ? s->name + " ×" + std::to_string(s->count) + ", " + std::string(team_id(s->team)) + " team, answers " +
                     std::string(reply_id(s->answer))
               : "";
    });
  }
  row("players", [](const Edition& ed) { return std::to_string(ed.min_players) + " to " + std::to_string(ed.max_players); });
  row("turn-order cards", [](const Edition& ed) { return std::to_string(ed.turn_cards); });
  row("rounds", [](const Edition& ed) { return std::to_string(ed.rounds); });
  row("removed unseen", [](const Edition& ed) {
    if (ed.removal.from.empty()) return std::string("none");
    std::string from;
    for (Character c : ed.removal.from) from += (from.empty() ? "" : " or ") + std::string(character_id(c));
    return "at " + std::to_string(ed.removal.players) + " players, " + std::to_string(ed.removal.count) + " " + from;
  });
  row("colour markers", [](const Edition& ed) {
    return std::to_string(ed.markers.colours) + " colours × " + std::to_string(ed.markers.per_colour);
  });
  row("Princess markers", [](const Edition& ed) { return std::to_string(ed.markers.princess); });
  row("Minister markers", [](const Edition& ed) { return std::to_string(ed.markers.minister); });
  return t;
}

}  // namespace errata::secret_moon
