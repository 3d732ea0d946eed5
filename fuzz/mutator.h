#pragma once
// A deterministic mutator for the fuzz smoke test: libFuzzer's kinds of
// edits (erase, insert, change bytes; insert a dictionary word; copy, drop or
// splice lines), drawn from a seeded generator, so that the same seed gives
// the same inputs on every machine. It is not coverage-guided: `make fuzz`
// (libFuzzer) explores; the smoke test keeps a fixed sample in `make test`.
#include <cstdint>
#include <string>
#include <utility>
#include <vector>

namespace errata::fuzz {

class Mutator {
 public:
  Mutator(uint64_t seed, std::vector<std::string> dictionary) : state_(seed | 1), dictionary_(std::move(dictionary)) {}
  // `input` with one to four edits; `other` is another seed to splice from.
  std::string mutate(std::string input, const std::string& other);
  uint64_t below(uint64_t n);  // uniform in [0, n), n > 0

 private:
  void edit(std::string& s, const std::string& other);
  uint64_t state_;
  std::vector<std::string> dictionary_;
};

}  // namespace errata::fuzz
