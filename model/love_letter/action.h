#pragma once
// What a player does on a turn: the card played and the choices it asks for.
#include <array>
#include <cstdint>

#include "role.h"

namespace errata::love_letter {

inline constexpr int8_t kNoPlayer = -1;

struct Action {
  Role card = Role::none;
  int8_t target = kNoPlayer;           // the chosen player, when the card chooses one
  int8_t target2 = kNoPlayer;          // a second chosen player (Cardinal, Baroness)
  Role guess = Role::none;             // the Guard's named character
  int8_t number = -1;                  // the Bishop's announced number
  bool redraw = false;                 // the Bishop's target discards and draws
  Role keep = Role::none;              // the Chancellor's kept card
  std::array<Role, 2> bottom{};        // the Chancellor's other cards, first placed under first
  uint8_t bottom_count = 0;

  friend bool operator==(const Action&, const Action&) = default;
};

}  // namespace errata::love_letter
