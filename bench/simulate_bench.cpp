// The path `errata simulate` runs (props::simulate: whole games, statistics,
// decisions counted by clause), in rounds per second: the figure to set beside
// rounds/ (random_rounds_bench.cpp) for the same edition and player count.
#include <benchmark/benchmark.h>

#include <string>

#include "bench_editions.h"
#include "props/love_letter/simulation.h"

namespace errata::bench {
namespace {

void Simulate(benchmark::State& bs, const std::string& id, int players) {
  const love_letter::Edition& ed = edition(id);
  constexpr long kGames = 200;  // per iteration; each iteration a new seed
  uint64_t seed = 1;
  long rounds = 0, turns = 0;
  for (auto _ : bs) {
    const props::Simulation s = props::simulate(ed, players, kGames, seed++);
    rounds += s.rounds;
    turns += s.turns;
    benchmark::DoNotOptimize(s.clauses.size());
  }
  bs.SetItemsProcessed(rounds);
  bs.counters["turns_per_round"] = benchmark::Counter(static_cast<double>(turns) / static_cast<double>(rounds));
}

}  // namespace

void register_simulate() {
  for (const auto& [id, players] : benchmarked_tables())
    benchmark::RegisterBenchmark(("simulate/" + id + "/" + std::to_string(players) + "p").c_str(),
                                 [id = id, players = players](benchmark::State& bs) { Simulate(bs, id, players); });
}

}  // namespace errata::bench
