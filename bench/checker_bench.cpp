// The checker's speed where users feel it: `errata verify` on the bundled
// rulebooks as a whole process (what `make run` runs), and the tasks it
// spreads over the cores — `errata check` of each Love Letter edition and
// `errata diff` of each pair — in seconds per run. Z3's limits are resource
// counts, so every run does the same work: the figure is the machine's.
#include <benchmark/benchmark.h>

#include <cstdlib>
#include <string>

#include "bench_editions.h"
#include "checker/love_letter/smt/check.h"
#include "checker/love_letter/smt/diff.h"

namespace errata::bench {
namespace {

void Check(benchmark::State& bs, const std::string& id) {
  for (auto _ : bs) benchmark::DoNotOptimize(smt::check_edition(edition(id), catalog(), smt::SolveOptions{}).size());
}

void Diff(benchmark::State& bs, const std::string& a, const std::string& b) {
  for (auto _ : bs)
    benchmark::DoNotOptimize(smt::diff_editions(edition(a), edition(b), catalog(), smt::SolveOptions{}).findings.size());
}

void Verify(benchmark::State& bs) {
  const std::string command = std::string(ERRATA_BINARY) + " verify " + ERRATA_SOURCE_DIR + "/scenarios --baseline " +
                              ERRATA_SOURCE_DIR + "/checker/baseline.yaml >/dev/null 2>&1";
  for (auto _ : bs)
    if (std::system(command.c_str()) != 0) bs.SkipWithError("errata verify failed");
}

}  // namespace

void register_checker() {
  benchmark::RegisterBenchmark("verify/bundled", Verify)->Unit(benchmark::kSecond)->UseRealTime()->Iterations(3);
  const auto ids = catalog().ids();
  for (const auto& id : ids)
    benchmark::RegisterBenchmark(("check/" + id).c_str(), [id](benchmark::State& bs) { Check(bs, id); })
        ->Unit(benchmark::kSecond)->Iterations(2);
  for (size_t i = 0; i < ids.size(); ++i)
    for (size_t j = i + 1; j < ids.size(); ++j)
      if (catalog().find(ids[i])->game == catalog().find(ids[j])->game)
        benchmark::RegisterBenchmark(("diff/" + ids[i] + "/" + ids[j]).c_str(),
                                     [a = ids[i], b = ids[j]](benchmark::State& bs) { Diff(bs, a, b); })
            ->Unit(benchmark::kSecond)->Iterations(2);
}

}  // namespace errata::bench
