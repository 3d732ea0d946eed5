#pragma once
// errata simulate for Love Letter, split into shards: a Simulation's
// statistics as tallies that add up exactly (shard::Counts), and the
// Simulation a run's tallies (its shards' merged) make again.
#include <cstdint>

#include "checker/shard/counts.h"
#include "model/love_letter/edition.h"
#include "props/love_letter/simulation.h"

namespace errata::love_letter {

shard::Counts counts_of(const props::Simulation& s);
props::Simulation simulation_of(const shard::Counts& c, const Edition& ed, int players, uint64_t seed);

}  // namespace errata::love_letter
