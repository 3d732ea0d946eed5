// errata conform where users feel it, as whole processes: every bundled Love
// Letter scenario played on errata's own engine through the protocol (the
// reference adapter, `errata engine`), in seconds; and random differential
// play against it, in games per second, per edition. Both sides are errata:
// the figures are the protocol's cost (a child process, JSON lines both ways,
// yaml-cpp reading every reply), which must not dominate.
#include <benchmark/benchmark.h>

#include <cstdlib>
#include <string>

#include "bench_editions.h"

namespace errata::bench {
namespace {

std::string conform(const std::string& args) {
  const std::string errata = ERRATA_BINARY;
  return "cd " + std::string(ERRATA_SOURCE_DIR) + " && " + errata + " conform --engine '" + errata + " engine' " + args +
         " >/dev/null 2>&1";
}

void Scenarios(benchmark::State& bs) {
  const std::string command = conform("scenarios");
  for (auto _ : bs)
    if (std::system(command.c_str()) != 0) bs.SkipWithError("errata conform failed");
}

constexpr int kGames = 100;

void RandomGames(benchmark::State& bs, const std::string& edition) {
  const std::string command = conform("--games " + std::to_string(kGames) + " --seed 1 --edition " + edition);
  for (auto _ : bs)
    if (std::system(command.c_str()) != 0) bs.SkipWithError("errata conform --games failed");
  bs.SetItemsProcessed(bs.iterations() * kGames);  // items per second: games per second
}

}  // namespace

void register_conform() {
  benchmark::RegisterBenchmark("conform/scenarios", Scenarios)->Unit(benchmark::kSecond)->UseRealTime()->Iterations(3);
  for (const auto& id : catalog().ids())
    benchmark::RegisterBenchmark(("conform/random/" + id).c_str(), [id](benchmark::State& bs) { RandomGames(bs, id); })
        ->Unit(benchmark::kSecond)->UseRealTime()->Iterations(1);
}

}  // namespace errata::bench
