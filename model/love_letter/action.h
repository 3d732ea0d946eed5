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
  Role guess = Role::none;             // the Guard's named character
  Role keep = Role::none;              // the Chancellor's kept card
  std::array<Role, 2> bottom{};        // the Chancellor's other cards, first placed under first
  uint8_t bottom_count = 0;

  friend bool operator==(const Action&, const Action&) = default;
};

}  // namespace errata::love_letter
