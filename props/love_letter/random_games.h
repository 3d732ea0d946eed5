#pragma once
// Whole games of random legal play, checked turn by turn against the rules
// every Love Letter edition shares (props/invariants.h) and the turn's own
// rules: protection ends as its owner's turn begins, nobody chooses a player
// out of the round or (where protection forbids it) a protected one, every
// round ends within the deck's bound, the game ends within a bounded number
// of rounds.
#include <cstdint>
#include <optional>
#include <string>

#include "model/love_letter/edition.h"

namespace errata::props {

// The first rule broken in the game played from `seed` with `players`
// players (`rounds`, when given, receives the rounds played), or nullopt.
std::optional<std::string> random_game_problem(const love_letter::Edition& ed, int players, uint64_t seed,
                                               int* rounds = nullptr);

}  // namespace errata::props
