// The fuzz smoke test of `make test`: `errata_fuzz_smoke TARGET RUNS` feeds
// RUNS inputs, mutated deterministically from the target's seeds (the same
// seeds and dictionary `make fuzz` gives libFuzzer), to the same target
// function libFuzzer drives. A crash or an escaped exception fails the test;
// CTest's time limit catches a hang. Deterministic: the same inputs on every
// machine. An input that breaks errata is written to fuzz-smoke-TARGET-N.bin
// in the working folder before it runs, so a failure leaves it behind.
#include <cstdint>
#include <cstdio>
#include <fstream>
#include <iostream>
#include <string>

#include "adapter_replies.h"
#include "mutator.h"
#include "seed_corpus.h"
#include "targets.h"

namespace {

uint64_t fnv1a(const std::string& s) {  // the seed of a target's inputs: its name
  uint64_t h = 1469598103934665603ULL;
  for (unsigned char ch : s) h = (h ^ ch) * 1099511628211ULL;
  return h;
}

void keep(const std::string& path, const std::string& input) {
  std::ofstream(path, std::ios::binary) << input;
}

}  // namespace

// `errata_fuzz_smoke --seeds TARGET DIR`: the target's seeds as files in DIR
// (fuzz/run.sh gives them to libFuzzer: the adapter's transcripts are recorded, not kept in the tree).
int write_seeds(const std::string& target, const std::string& dir) {
  const auto seeds = errata::fuzz::seed_inputs(ERRATA_SOURCE_DIR, target);
  for (size_t i = 0; i < seeds.size(); ++i) keep(dir + "/" + target + "-" + std::to_string(i), seeds[i]);
  return seeds.empty() ? 2 : 0;
}

int main(int argc, char** argv) {
  using namespace errata::fuzz;
  if (argc == 4 && std::string(argv[1]) == "--seeds") return write_seeds(argv[2], argv[3]);
  if (argc != 3) {
    std::cerr << "usage: errata_fuzz_smoke TARGET RUNS | errata_fuzz_smoke --seeds TARGET DIR\n";
    return 2;
  }
  const std::string name = argv[1];
  const Target target = find_target(name);
  const long runs = std::stol(argv[2]);
  if (!target || runs <= 0) {
    std::cerr << "unknown fuzz target '" << name << "' or no runs\n";
    return 2;
  }
  const auto seeds = seed_inputs(ERRATA_SOURCE_DIR, name);
  if (seeds.empty()) {
    std::cerr << "no seeds for '" << name << "'\n";
    return 2;
  }
  warm_up();
  Mutator mutator(fnv1a(name), name == "adapter" ? adapter_dictionary() : yaml_dictionary(ERRATA_SOURCE_DIR));
  const std::string kept = "fuzz-smoke-" + name + ".bin";
  for (long n = 0; n < runs; ++n) {
    const std::string& seed = seeds[static_cast<size_t>(n) % seeds.size()];
    const std::string input = mutator.mutate(seed, seeds[mutator.below(seeds.size())]);
    keep(kept, input);  // left behind if this input breaks errata
    target(reinterpret_cast<const uint8_t*>(input.data()), input.size());
  }
  std::remove(kept.c_str());
  std::cout << name << ": " << runs << " mutated inputs from " << seeds.size() << " seeds, all handled\n";
  if (name == "edition-edits") print_edition_edits_stats();
  return 0;
}
