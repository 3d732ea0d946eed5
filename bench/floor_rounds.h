#pragma once
// What both floor loops (floor_loop_bench.cpp, floor_loop_premium_bench.cpp)
// share: rounds dealt and played from seed 12345 until the benchmark stops,
// the turns counted (items: turns; turns_per_round, the check that a floor
// plays the same game as errata's loop beside it).
#include <benchmark/benchmark.h>

#include <cstdint>

#include "model/core/rng.h"

namespace errata::bench {

// A round played to its end: a turn (`turn(round, rng)`), then the next seat
// still in the round (`round.in`, a bit set by seat), until `over(round)`.
template <typename Round, typename Turn, typename Over>
int play_to_end(Round& r, Rng& rng, Turn turn, Over over) {
  int turns = 0;
  while (!over(r)) {
    turn(r, rng);
    ++turns;
    do r.to_move = (r.to_move + 1) % r.players;
    while (!(r.in >> r.to_move & 1));
  }
  return turns;
}

// `deal(round, rng)` deals a new round; `play(round, rng)` plays it to its end
// and returns its turns.
template <typename Round, typename Deal, typename Play>
void floor_rounds(benchmark::State& bs, Deal deal, Play play) {
  Rng rng(12345);
  Round r;
  int64_t turns = 0;
  for (auto _ : bs) {
    deal(r, rng);
    turns += play(r, rng);
    benchmark::DoNotOptimize(r);
  }
  bs.SetItemsProcessed(turns);
  bs.counters["turns_per_round"] = benchmark::Counter(static_cast<double>(turns) / static_cast<double>(bs.iterations()));
}

}  // namespace errata::bench
