// libFuzzer's entry point for one target, chosen at build time
// (ERRATA_FUZZ_TARGET, see fuzz/CMakeLists.txt).
#include <cstdlib>

#include "targets.h"

extern "C" int LLVMFuzzerInitialize(int*, char***) {
  errata::fuzz::warm_up();
  std::atexit(errata::fuzz::print_edition_edits_stats);
  return 0;
}

extern "C" int LLVMFuzzerTestOneInput(const uint8_t* data, size_t size) {
  static const errata::fuzz::Target target = errata::fuzz::find_target(ERRATA_FUZZ_TARGET);
  target(data, size);
  return 0;
}
