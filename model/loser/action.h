#pragma once
// The steps of a game of Loser: a turn of phase 1, the vote of phase 2, the
// loser's choice of spell card, and the deal of the next round.
#include <array>
#include <cstdint>
#include <optional>
#include <string>

#include "state.h"

namespace errata::loser {

inline constexpr int kNoSpell = 0;

// One turn (l.84-104): a potion, then, for a blue one, a spell card or an action.
struct Turn {
  int8_t player = kNoPlayer;
  int8_t potion = 0;
  int8_t spell = kNoSpell;  // the spell card activated (1..)
  int8_t action_card = -1;  // the action card applied (0, 1) ...
  int8_t action_face = 0;   // ... and the face named (it must be the visible one)
};

// The vote (l.114-118) and what the potions count for at the reveal.
struct Vote {
  std::array<Thumb, kMaxPlayers> thumb{};
  // The value a spell card's effect made a potion count for (the text gives no
  // spell effects, so a scenario states the result); nullopt: its own number.
  std::array<std::optional<int>, kMaxPlayers> counts_as{};
};

// The potions of a new round, as dealt (l.54, l.148).
struct Deal {
  std::array<List<kMaxHand>, kMaxPlayers> hand{};
  List<kMaxPotions> face_up, face_down;
};

// How cards are shown in traces and scenarios.
inline std::string spell_name(int spell) { return "s" + std::to_string(spell); }
inline std::string action_name(int card, int face) {
  return std::to_string(card + 1) + (face == 0 ? "a" : "b");
}
inline const char* thumb_name(Thumb t) { return t == Thumb::up ? "up" : t == Thumb::down ? "down" : "none"; }

}  // namespace errata::loser
