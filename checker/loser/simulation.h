#pragma once
// errata simulate for Loser: `games` whole games of random legal play under
// one edition (props/loser/random_games.h, one seed a game drawn from
// --seed): the frog cards each seat ends with and the games each seat lost
// (l.156-158), the rounds per game (one loser, one frog card a round,
// l.126, l.142), how often each vote outcome decides the loser (l.128-140), and
// every clause's decisions, as text or JSON.
#include <cstdint>
#include <functional>
#include <string>

#include "checker/shard/counts.h"
#include "checker/shard/shard.h"
#include "model/loser/edition.h"

namespace errata::loser {

// The tallies of the games `shard` takes of the run's `games` (game g played
// from the g-th seed of --seed's stream), and what a run's tallies say.
shard::Counts simulation_counts(const Edition& ed, int players, long games, uint64_t seed, const shard::Shard& shard,
                                const std::function<void(long)>& on_game);
std::string simulation_text(const Edition& ed, int players, uint64_t seed, const std::string& format, const shard::Counts& counts);

}  // namespace errata::loser
