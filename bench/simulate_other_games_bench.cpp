// `errata simulate` for the other games, Loser and Secret Moon: the path the
// command runs (each game's simulation_counts: whole games of random legal
// play from one seed a game, and their tallies), in games per second, at the
// fewest and the most players each bundled edition seats. counted-simulate/
// plays a fixed number of iterations from the same seeds, the same games every
// run: callgrind's instruction count divided by the games played (its games
// counter) is the cost of a game (docs/performance.md).
#include <benchmark/benchmark.h>

#include <string>

#include "bench_editions.h"
#include "checker/loser/simulation.h"
#include "checker/secret_moon/simulation.h"
#include "model/loser/edition_loader.h"
#include "model/secret_moon/edition_loader.h"

namespace errata::bench {
namespace {

constexpr long kGames = 100;                // per iteration; each iteration a new seed
constexpr int64_t kCountedIterations = 20;  // 2 000 games

// Not inlined: callgrind counts counted-simulate/ of these games by toggling
// on this function (docs/performance.md).
template <typename Edition, typename Counts>
[[gnu::noinline]] void SimulateGames(benchmark::State& bs, const Edition& ed, int players, Counts counts) {
  uint64_t seed = 1;
  long games = 0;
  for (auto _ : bs) {
    const shard::Counts c = counts(ed, players, kGames, seed++, shard::Shard{}, nullptr);
    games += c.sum("games");
    benchmark::DoNotOptimize(c.sum("broken"));
  }
  bs.SetItemsProcessed(games);
  bs.counters["games"] = benchmark::Counter(static_cast<double>(games));  // in all: counted-simulate/'s divisor
}

template <typename Edition, typename Counts>
void register_game(const std::string& game, const Edition& ed, Counts counts) {
  for (int players : {ed.min_players, ed.max_players}) {
    const std::string table = game + "/" + std::to_string(players) + "p";
    auto run = [&ed, players, counts](benchmark::State& bs) { SimulateGames(bs, ed, players, counts); };
    benchmark::RegisterBenchmark(("simulate/" + table).c_str(), run);
    benchmark::RegisterBenchmark(("counted-simulate/" + table).c_str(), run)->Iterations(kCountedIterations);
  }
}

}  // namespace

void register_simulate_other_games() {
  register_game("loser", loser::bundled_edition(), &loser::simulation_counts);
  register_game("secret-moon", secret_moon::bundled_edition(), &secret_moon::simulation_counts);
}

}  // namespace errata::bench
