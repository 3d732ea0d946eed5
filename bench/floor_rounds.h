#pragma once
// What both floor loops (floor_loop_bench.cpp, floor_loop_premium_bench.cpp)
// share: rounds dealt and played from seed 12345 until the benchmark stops,
// the turns counted (items: turns; turns_per_round, the check that a floor
// plays the same game as errata's loop beside it).
#include <benchmark/benchmark.h>

#include <array>
#include <bit>
#include <cstdint>

#include "model/core/rng.h"

namespace errata::bench {

// How many players a set holds, and the seat of its i-th player (from 0,
// lowest seat first; 32 past its last): one load each, no loop over the
// seats (the build assumes no popcount instruction).
inline constexpr std::array<uint8_t, 256> kSeats = [] {
  std::array<uint8_t, 256> n{};
  for (size_t set = 1; set < n.size(); ++set) n[set] = static_cast<uint8_t>((set & 1u) + n[set >> 1]);
  return n;
}();
inline constexpr auto kNth = [] {
  std::array<std::array<uint8_t, 8>, 256> seat{};
  for (size_t set = 0; set < seat.size(); ++set) {
    seat[set].fill(32);
    size_t i = 0;
    for (int p = 0; p < 8; ++p)
      if (set >> p & 1u) seat[set][i++] = static_cast<uint8_t>(p);
  }
  return seat;
}();
inline int seats(uint8_t set) { return kSeats[set]; }
inline int nth_seat(uint8_t set, int i) { return kNth[set][static_cast<size_t>(i)]; }

// The next seat clockwise after `from` in `in` (the players in the round),
// from the set: the seats after `from`, else the whole set, its lowest.
inline int next_seat(uint8_t in, int from) {
  const unsigned after = in & ~((2u << from) - 1u);
  return std::countr_zero(after ? after : static_cast<unsigned>(in));
}

// A round played to its end: a turn (`turn(round, rng)`), then the next seat
// still in the round (`round.in`, a bit set by seat), until `over(round)`.
template <typename Round, typename Turn, typename Over>
int play_to_end(Round& r, Rng& rng, Turn turn, Over over) {
  int turns = 0;
  while (!over(r)) {
    turn(r, rng);
    ++turns;
    r.to_move = next_seat(r.in, r.to_move);
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
