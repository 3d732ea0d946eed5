#pragma once
// errata simulate for Secret Moon: `games` whole games of random legal play
// under one edition (props/secret_moon/random_games.h, one seed a game drawn
// from --seed), with each team's wins, how the games ended (the Minister or
// the Princess captured, l.161-162; the Princess and the Traveler both
// revealed, l.163; the third round over, l.160) and the rounds they lasted, as
// text or JSON. The random play keeps no trace: no clause counts yet.
#include <cstdint>
#include <functional>
#include <string>

#include "checker/shard/counts.h"
#include "checker/shard/shard.h"
#include "model/secret_moon/edition.h"

namespace errata::secret_moon {

// The tallies of the games `shard` takes of the run's `games` (game g played
// from the g-th seed of --seed's stream), and what a run's tallies say.
shard::Counts simulation_counts(const Edition& ed, int players, long games, uint64_t seed, const shard::Shard& shard,
                                const std::function<void(long)>& on_game);
std::string simulation_text(const Edition& ed, int players, uint64_t seed, const std::string& format, const shard::Counts& counts);

}  // namespace errata::secret_moon
