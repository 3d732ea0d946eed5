#pragma once
// What the cards of an edition do that the engine asks of a role on every
// turn or round, as sets of roles (bit index_of(r)) tested in one
// instruction: resolved once by Edition::finish, for the bundled roles from
// what the engine's code does, for cards written as data from their effect.
// The native path asks a set where it compared with a role before.
#include <array>
#include <cstdint>

#include "role.h"

namespace errata::love_letter {

static_assert(kRoleCount <= 32, "a set of roles is one 32-bit word");
constexpr uint32_t role_bit(Role r) { return 1u << index_of(r); }
constexpr bool has_role(uint32_t set, Role r) { return (set >> index_of(r)) & 1u; }

// The bundled roles whose play chooses players (the Sycophant's demand asks).
inline constexpr uint32_t kNativeChoosers = [] {
  uint32_t roles = 0;
  for (Role c : {Role::guard, Role::priest, Role::baron, Role::prince, Role::king, Role::jester, Role::cardinal, Role::baroness,
                 Role::sycophant, Role::dowager_queen, Role::bishop})
    roles |= role_bit(c);
  return roles;
}();

// The bundled roles one play of which can make a player discard beyond a
// turn's play, one card each: the Guard, the Baron, the Dowager Queen (the
// target, or the Guard's player whom the Assassin answers: the Assassin, too),
// the Prince and the Bishop (the target's hand), the Princess (her player's).
inline constexpr std::array<uint8_t, kRoleCount> kNativeDiscards = [] {
  std::array<uint8_t, kRoleCount> n{};
  for (Role r : {Role::guard, Role::baron, Role::prince, Role::princess, Role::bishop, Role::dowager_queen, Role::assassin})
    n[static_cast<size_t>(r)] = 1;
  return n;
}();

inline constexpr std::array<uint32_t, kRoleCount> kNativeForcedBeside = [] {
  std::array<uint32_t, kRoleCount> n{};
  n[static_cast<size_t>(Role::countess)] = role_bit(Role::king) | role_bit(Role::prince);  // countess.forced
  return n;
}();

inline constexpr std::array<uint8_t, kRoleCount> kNativeTokensToPlayer = [] {
  std::array<uint8_t, kRoleCount> n{};
  n[static_cast<size_t>(Role::bishop)] = 1;  // bishop.guess
  return n;
}();

constexpr size_t forced_pair_index(Role c0, Role c1) {
  return static_cast<size_t>(c0) * static_cast<size_t>(kRoleCount) + static_cast<size_t>(c1);
}

// Each hand of two's card that must be played, from the cards that must be
// played (`forced`) beside which others (`forced_beside`); an edition's
// cards never force each other (effect_checks refuses it).
constexpr std::array<Role, kRoleCount * kRoleCount> forced_pairs(uint32_t forced, const std::array<uint32_t, kRoleCount>& beside) {
  std::array<Role, kRoleCount * kRoleCount> pairs{};
  for (int i = 0; i < kRoleCount; ++i) {
    const Role f = static_cast<Role>(i);
    if (!has_role(forced, f)) continue;
    for (int j = 0; j < kRoleCount; ++j) {
      const Role o = static_cast<Role>(j);
      if (!has_role(beside[static_cast<size_t>(i)], o)) continue;
      pairs[forced_pair_index(f, o)] = f;
      pairs[forced_pair_index(o, f)] = f;
    }
  }
  return pairs;
}

// Each set starts as the bundled roles' code makes it (an edition with no
// card as data keeps these).
struct RoleSets {
  uint32_t data = 0;                       // written as data (Edition::effect is not null)
  uint32_t choosers = kNativeChoosers;     // a play chooses players (sycophant.force asks)
  uint32_t leave_when_discarded = role_bit(Role::princess);  // whoever is made to discard it leaves the round (princess.leave)
  uint32_t leave_when_played = role_bit(Role::princess);     // its play always puts its player out (princess.leave): never without effect
  uint32_t forced = role_bit(Role::countess);  // must be played beside one of forced_beside (countess.forced)
  std::array<uint32_t, kRoleCount> forced_beside = kNativeForcedBeside;
  // The card of a hand of two that must be played, by the pair (`forced` and
  // `forced_beside` resolved: forced_pair_index), else Role::none: one load a
  // turn on the two cards, and no branch on what they are.
  std::array<Role, kRoleCount * kRoleCount> forced_in_hand = forced_pairs(forced, forced_beside);
  uint32_t protectors = role_bit(Role::handmaid);  // a play protects its player (handmaid.protect)
  uint32_t bonuses = 0;                    // written as data with a bonus at the round's end
  // How many discards one play of each can make beyond a turn's play
  // (piles_problem): a card as data, one per step that can.
  std::array<uint8_t, kRoleCount> discards_forced = kNativeDiscards;
  // Favor tokens one play of each can win during the round, for its own
  // player and for the player it chose (a card as data: its win-token
  // steps), for the invariant no-winner-before-game-end.
  std::array<uint8_t, kRoleCount> tokens_to_player = kNativeTokensToPlayer;
  std::array<uint8_t, kRoleCount> tokens_to_chosen{};
};


class Edition;
// The sets of `ed`'s cards (Edition::finish keeps them in Edition::sets).
RoleSets role_sets_of(const Edition& ed);

}  // namespace errata::love_letter
