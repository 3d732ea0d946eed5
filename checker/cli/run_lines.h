#pragma once
// What `errata run` prints: each problem once, however many editions it
// concerns (one typo in a scenario that runs under four editions is one
// line naming the four, not four lines), `error:` and `warning:` coloured on
// a terminal, and the summary that counts what ran, what failed, what could
// not run and the warnings.
#include <iosfwd>
#include <string>
#include <vector>

#include "core/run_result.h"
#include "model/core/input_error.h"

namespace errata::cli {

struct RunTally {
  int files = 0, runs = 0, passed = 0, failed = 0, skipped = 0;
  int errors = 0;    // bad input, each counted once (the runs it stopped do not count as failed)
  int warnings = 0;  // each counted once
};

class RunLines {
 public:
  RunLines(std::ostream& out, std::ostream& err, bool colour_out, bool colour_err)
      : out_(out), err_(err), colour_out_(colour_out), colour_err_(colour_err) {}

  // A scenario's runs (one per edition): its bad input and warnings on the
  // error stream, its failed expectations on the output, each line once with
  // every edition it concerns; `strict`: warnings are errors. Tallies them.
  void scenario(const std::vector<RunResult>& runs, bool strict, RunTally& tally);
  // A file or scenario that cannot run at all (malformed YAML, an unknown edition).
  void input_error(const InputError& e, RunTally& tally);
  // "1 file, 4 scenario runs" and "3 passed, 1 failed, 1 skipped, 2 warnings".
  void summary(const RunTally& tally, bool verbose);

 private:
  std::string label(const std::string& word, bool colour) const;
  std::ostream& out_;
  std::ostream& err_;
  bool colour_out_, colour_err_;
};

// Colour on standard error: a terminal, and NO_COLOR unset.
bool colour_stderr();

}  // namespace errata::cli
