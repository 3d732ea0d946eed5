#pragma once
// Why the rules refuse a step. The codes are the scenario format's stable
// error codes; a rejected step leaves the state exactly as it was.
#include <cstdint>
#include <optional>
#include <string_view>

namespace errata::love_letter {

enum class Rejection : uint8_t {
  none = 0,
  invalid_setup,
  not_your_turn,
  card_not_in_hand,
  countess_must_be_played,
  target_required,
  invalid_target,
  target_protected,
  guard_cannot_name_guard,
  guess_required,
  invalid_choice,
  round_over,
  unknown_card,
  round_not_over,  // extension: a new round dealt before this one ended
  game_over,       // extension: a step after the game ended
  sycophant_target_required,  // extension: the card played must choose the Sycophant's player
};

inline constexpr int kRejectionCount = static_cast<int>(Rejection::sycophant_target_required) + 1;

constexpr std::string_view rejection_code(Rejection r) {
  constexpr std::string_view codes[kRejectionCount] = {
      "none",          "invalid-setup",   "not-your-turn",
      "card-not-in-hand", "countess-must-be-played", "target-required",
      "invalid-target", "target-protected", "guard-cannot-name-guard",
      "guess-required", "invalid-choice", "round-over",
      "unknown-card",  "round-not-over",  "game-over",
      "sycophant-target-required",
  };
  return codes[static_cast<int>(r)];
}

std::optional<Rejection> rejection_from_code(std::string_view code);

}  // namespace errata::love_letter
