#include "rejection.h"

#include <array>

namespace errata::loser {
namespace {

constexpr std::array<std::string_view, kRejectionCount> kCodes = {
    "none",           "invalid-setup",         "not-your-turn",       "unknown-card",
    "unknown-player", "potion-not-in-hand",    "red-potion-ends-turn", "spell-or-action-required",
    "spell-and-action", "spell-not-held",      "action-not-visible",  "vote-time",
    "not-voting-time", "vote-required",        "round-over",          "round-not-over",
    "invalid-choice", "spell-choice-pending",  "invalid-deal",        "game-over",
};

}  // namespace

std::string_view rejection_code(Rejection r) { return kCodes[static_cast<size_t>(r)]; }

std::optional<Rejection> rejection_from_code(std::string_view code) {
  for (int i = 1; i < kRejectionCount; ++i)
    if (kCodes[static_cast<size_t>(i)] == code) return static_cast<Rejection>(i);
  return std::nullopt;
}

}  // namespace errata::loser
