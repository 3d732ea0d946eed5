#pragma once
// Why the rules refuse a step: the stable error codes of Secret Moon
// scenarios. A refused step leaves the state exactly as it was.
#include <cstdint>
#include <optional>
#include <string_view>

namespace errata::secret_moon {

enum class Rejection : uint8_t {
  none = 0,
  invalid_setup,
  invalid_deal,        // a new round's turn-order cards do not fit the players left
  not_your_turn,
  captured_player,     // a captured player takes a turn (l.154)
  round_over,          // a turn after every player has played this round
  round_not_over,      // a new round dealt while players are still to play
  game_over,
  target_required,
  invalid_target,      // self where another is required, an NPC where a player is required, an unknown name
  target_protected,    // l.134
  target_captured,     // reading target.captured
  guess_required,      // an Accuse without a role
  hide_in_round_3,     // l.132
  capture_unrevealed,  // l.148
  guard_cannot_capture,  // l.146
  unknown_action,
  unknown_role,
};

inline constexpr int kRejectionCount = static_cast<int>(Rejection::unknown_role) + 1;

constexpr std::string_view rejection_code(Rejection r) {
  constexpr std::string_view codes[kRejectionCount] = {
      "none",           "invalid-setup",     "invalid-deal",     "not-your-turn",      "captured-player",
      "round-over",     "round-not-over",    "game-over",        "target-required",    "invalid-target",
      "target-protected", "target-captured", "guess-required",   "hide-in-round-3",    "capture-unrevealed",
      "guard-cannot-capture", "unknown-action", "unknown-role",
  };
  return codes[static_cast<int>(r)];
}

std::optional<Rejection> rejection_from_code(std::string_view code);

}  // namespace errata::secret_moon
