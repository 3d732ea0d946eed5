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
#include "checker/love_letter/smt/mutation_suite.h"
#include "tests/data_cards/native_twins.h"

namespace errata::bench {
namespace {

void Check(benchmark::State& bs, const std::string& id) {
  for (auto _ : bs) benchmark::DoNotOptimize(smt::check_edition(edition(id), catalog(), SolveOptions{}).size());
}

void Diff(benchmark::State& bs, const std::string& a, const std::string& b) {
  for (auto _ : bs)
    benchmark::DoNotOptimize(smt::diff_editions(edition(a), edition(b), catalog(), SolveOptions{}).findings.size());
}

// An edition against its data twin (every role the vocabulary states written
// as data), beside the same edition against a native edition whose every
// decision is proven alike too (its values doubled, which keeps every
// comparison and sum): the data cards' encodings against the native ones'.
void DiffTwin(benchmark::State& bs, const std::string& id, bool twin) {
  const love_letter::Edition& ed = edition(id);
  const love_letter::Edition other = twin ? test::native_twin(ed) : smt::remapped_mutants(ed).front().edition;
  for (auto _ : bs) benchmark::DoNotOptimize(smt::diff_editions(ed, other, catalog(), SolveOptions{}).findings.size());
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
  // (Not the Premium deck: its Bishop guesses a printed number, so no remap keeps it.)
  for (const std::string id : {"love-letter-2019", "love-letter-bga"})
    for (bool twin : {false, true})
      benchmark::RegisterBenchmark(("diff-twin/" + id + (twin ? "/data-twin" : "/values-doubled")).c_str(),
                                   [id, twin](benchmark::State& bs) { DiffTwin(bs, id, twin); })
          ->Unit(benchmark::kSecond)->Iterations(2);
}

}  // namespace errata::bench
