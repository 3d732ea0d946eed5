#pragma once
// Shared by the Secret Moon tests: the bundled edition, a standard 6-player
// table, and scenarios run through the Game as `errata run` does.
#include <string>
#include <vector>

#include "checker/scenario/scenario_loader.h"
#include "checker/secret_moon/secret_moon_game.h"
#include "model/secret_moon/edition_loader.h"
#include "model/secret_moon/engine.h"

namespace errata::secret_moon::test {

inline const Edition& edition() { return bundled_edition(); }

// Ana Princess, Bo Traveler, Cy Minister, Dee and Eve Guards, Fay Priest; two
// NPC Guards; turn-order cards 1 to 6 in seating order.
inline State six_players() {
  State s;
  s.players = 6;
  s.npcs = 2;
  s.character = {Character::princess, Character::traveler, Character::minister, Character::guard,
                 Character::guard,    Character::priest,   Character::guard,    Character::guard};
  for (int p = 0; p < 6; ++p) {
    s.turn_card[p] = static_cast<uint8_t>(p + 1);
    s.colour_markers[p] = 3;
  }
  s.waiting = s.all_players();
  s.princess_supply = 2;
  s.minister_supply = 4;
  return s;
}

inline Trace names() {
  Trace t;
  t.names = {"Ana", "Bo", "Cy", "Dee", "Eve", "Fay", "npc-1", "npc-2"};
  return t;
}

inline Action act(ActionKind k, int target = kNobody, Character guess = Character::none) {
  return Action{k, static_cast<int8_t>(target), guess};
}

// Every run of every scenario in `text` (a scenario file's contents).
inline std::vector<RunResult> run_text(const std::string& text, const std::string& file = "test.yaml") {
  std::vector<RunResult> out;
  for (const auto& sc : load_scenarios(text, file)) out.push_back(secret_moon_game().run(sc, "secret-moon"));
  return out;
}

}  // namespace errata::secret_moon::test
