#pragma once
// One game of Secret Moon played apart: random legal play under edition a
// (the deal, each action among the legal ones, each round's turn-order
// cards), each step replayed under b, until a step they decide differently
// (refused by one, or leaving another state). The situation is written as a
// Secret Moon scenario once per edition with the outcome that edition gives
// (checker/smt/search_apart.h runs the search and words it).
#include <optional>

#include "checker/smt/search_apart.h"
#include "model/secret_moon/edition.h"

namespace errata::secret_moon {

std::optional<smt::PlayedApart> play_apart(const Edition& a, const Edition& b, int players, uint64_t seed);

}  // namespace errata::secret_moon
