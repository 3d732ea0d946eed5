// Complete rounds of random legal play per second, for each edition and for 2
// and 4 players: what the properties and `errata simulate` spend their time in.
// A round here is a fresh random deal played to its end, as in a game.
#include <benchmark/benchmark.h>

#include <string>

#include "checker/edition_catalog.h"
#include "model/love_letter/random_play.h"

namespace {

using namespace errata;
using namespace errata::love_letter;

const Edition& edition(const std::string& id) {
  static const EditionCatalog catalog = EditionCatalog::bundled();
  const Edition* e = catalog.find(id);
  if (!e) throw std::runtime_error("no edition " + id);
  return *e;
}

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

void register_all() {
  for (const char* id : {"love-letter-2019", "love-letter-2019-classic", "princesse-princesse", "love-letter-bga",
                         "love-letter-bga-premium"}) {
    for (int players : {2, 4}) {
      const Edition& ed = edition(id);
      if (players < ed.min_players || players > ed.max_players) continue;
      benchmark::RegisterBenchmark((std::string("rounds/") + id + "/" + std::to_string(players) + "p").c_str(),
                                   [id = std::string(id), players](benchmark::State& bs) { RandomRounds(bs, id, players); });
    }
    // The Premium cards need 5 players or more.
  }
  for (int players : {5, 8})
    benchmark::RegisterBenchmark(("rounds/love-letter-bga-premium/" + std::to_string(players) + "p").c_str(),
                                 [players](benchmark::State& bs) { RandomRounds(bs, "love-letter-bga-premium", players); });
}

}  // namespace

int main(int argc, char** argv) {
  register_all();
  benchmark::Initialize(&argc, argv);
  if (benchmark::ReportUnrecognizedArguments(argc, argv)) return 1;
  benchmark::RunSpecifiedBenchmarks();
  benchmark::Shutdown();
  return 0;
}
