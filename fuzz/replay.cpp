// The regression corpus as ordinary tests: `errata_fuzz_replay TARGET FILE...`
// feeds each file to the same target function libFuzzer drives. An input
// that once broke errata must now end cleanly (exit 0); a crash, a sanitizer
// report or an escaped exception fails the test, and CTest's time limit
// catches a hang.
#include <cstdio>
#include <fstream>
#include <iostream>
#include <iterator>
#include <string>

#include "targets.h"

int main(int argc, char** argv) {
  if (argc < 3) {
    std::cerr << "usage: errata_fuzz_replay TARGET FILE...\n";
    return 2;
  }
  const errata::fuzz::Target target = errata::fuzz::find_target(argv[1]);
  if (!target) {
    std::cerr << "unknown fuzz target '" << argv[1] << "'\n";
    return 2;
  }
  for (int i = 2; i < argc; ++i) {
    std::ifstream f(argv[i], std::ios::binary);
    if (!f) {
      std::cerr << "cannot read " << argv[i] << "\n";
      return 2;
    }
    const std::string input((std::istreambuf_iterator<char>(f)), std::istreambuf_iterator<char>());
    target(reinterpret_cast<const uint8_t*>(input.data()), input.size());
  }
  errata::fuzz::print_edition_edits_stats();
  return 0;
}
