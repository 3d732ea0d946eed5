// Complete rounds of random legal play per second, for each edition and for 2
// and 4 players: what the properties and `errata simulate` spend their time in.
// A round here is a fresh random deal played to its end, as in a game.
#include <benchmark/benchmark.h>

#include <stdexcept>
#include <string>

#include "bench_editions.h"
#include "checker/love_letter/edition_catalog.h"
#include "model/love_letter/random_play.h"

namespace errata::bench {
namespace {

using namespace errata::love_letter;

void RandomRounds(benchmark::State& bs, const std::string& id, int players) {
  const Edition& ed = edition(id);
  const Engine engine(ed);
  Rng rng(12345);
  int64_t turns = 0;
  for (auto _ : bs) {
    State s = first_round(engine, players, static_cast<int>(rng.below(static_cast<uint32_t>(players))), rng);
    turns += play_random_round(engine, s, rng);
    benchmark::DoNotOptimize(s);
  }
  bs.SetItemsProcessed(bs.iterations());
  bs.counters["turns_per_round"] = benchmark::Counter(static_cast<double>(turns) / static_cast<double>(bs.iterations()));
}

}  // namespace

const EditionCatalog& catalog() {
  static const EditionCatalog bundled = EditionCatalog::bundled();
  return bundled;
}

const Edition& edition(const std::string& id) {
  const Edition* e = catalog().find(id);
  if (!e) throw std::runtime_error("no edition " + id);
  return *e;
}

std::vector<std::pair<std::string, int>> benchmarked_tables() {
  std::vector<std::pair<std::string, int>> out;
  for (const char* id : {"love-letter-2019", "love-letter-2019-classic", "princesse-princesse", "love-letter-bga",
                         "love-letter-bga-premium"}) {
    const Edition& ed = edition(id);
    for (int players : {2, 4})
      if (players >= ed.min_players && players <= ed.max_players) out.emplace_back(id, players);
  }
  for (int players : {5, 8}) out.emplace_back("love-letter-bga-premium", players);
  return out;
}

// rounds/ runs for a time; counted/ plays a fixed number of rounds from the
// same seed, the same rounds every run, so that an instruction count
// (valgrind --tool=callgrind) divided by kCountedRounds is the cost of a round,
// whatever the machine's load (see docs/performance.md). The floors'
// counted-floor/ and counted-floor-premium/ play as many.

void register_rounds() {
  for (const auto& [id, players] : benchmarked_tables()) {
    const std::string table = id + "/" + std::to_string(players) + "p";
    auto run = [id = id, players = players](benchmark::State& bs) { RandomRounds(bs, id, players); };
    benchmark::RegisterBenchmark(("rounds/" + table).c_str(), run);
    benchmark::RegisterBenchmark(("counted/" + table).c_str(), run)->Iterations(kCountedRounds);
  }
}

}  // namespace errata::bench

int main(int argc, char** argv) {
  errata::bench::register_rounds();
  errata::bench::register_simulate();
  errata::bench::register_simulate_other_games();
  errata::bench::register_checker();
  errata::bench::register_conform();
  errata::bench::register_floor();
  errata::bench::register_floor_premium();
  benchmark::Initialize(&argc, argv);
  if (benchmark::ReportUnrecognizedArguments(argc, argv)) return 1;
  benchmark::RunSpecifiedBenchmarks();
  benchmark::Shutdown();
  return 0;
}
