// The path `errata simulate` runs (props::simulate: whole games, statistics,
// decisions counted by clause), in rounds per second: the figure to set beside
// rounds/ (random_rounds_bench.cpp) for the same edition and player count.
// counted-simulate/ plays a fixed number of iterations from the same seeds,
// the same games every run: callgrind's instruction count divided by the
// rounds played (its rounds counter) is the cost of a round, as for counted/.
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
  bs.counters["rounds"] = benchmark::Counter(static_cast<double>(rounds));  // in all: counted-simulate/'s divisor
  bs.counters["turns_per_round"] = benchmark::Counter(static_cast<double>(turns) / static_cast<double>(rounds));
}

constexpr int64_t kCountedIterations = 20;  // 4 000 games

}  // namespace

void register_simulate() {
  for (const auto& [id, players] : benchmarked_tables()) {
    const std::string table = id + "/" + std::to_string(players) + "p";
    auto run = [id = id, players = players](benchmark::State& bs) { Simulate(bs, id, players); };
    benchmark::RegisterBenchmark(("simulate/" + table).c_str(), run);
    benchmark::RegisterBenchmark(("counted-simulate/" + table).c_str(), run)->Iterations(kCountedIterations);
  }
}

}  // namespace errata::bench
