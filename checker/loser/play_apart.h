#pragma once
// One game of Loser played apart: random legal play under edition a, each
// step replayed under b, until a step they decide differently (refused by one,
// or leaving another state). The situation is written as a Loser scenario,
// setup and steps, once per edition with the outcome that edition gives
// (checker/smt/search_apart.h runs the search and words it).
#include <optional>

#include "checker/smt/search_apart.h"
#include "model/loser/edition.h"

namespace errata::loser {

std::optional<smt::PlayedApart> play_apart(const Edition& a, const Edition& b, int players, uint64_t seed);

}  // namespace errata::loser
