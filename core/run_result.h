#pragma once
// What running one scenario under one edition gave: failed expectations, bad
// input, and the trace of each step (the rule decisions and their clauses).
#include <optional>
#include <string>
#include <vector>

#include "model/core/source_mark.h"
#include "model/love_letter/trace.h"

namespace errata {

struct Failure {
  SourceMark mark;
  std::string message;
};

struct StepTrace {
  SourceMark mark;
  std::string title;  // "Ana plays Garde on Bo, naming Prêtre"
  std::vector<love_letter::Event> events;
  std::string rejected;  // the error code, when the rules refused the step
  // The state after the step as the keys of an expect map, one line a key
  // ("hands: {Ana: guard, Bo: priest}"): explain's final state and verdict.
  std::vector<std::string> state{};
};

struct RunResult {
  std::string scenario;
  std::string file;
  SourceMark mark;
  std::string edition;
  std::vector<Failure> failures;
  std::optional<Failure> bad_input;  // the scenario cannot be run as written (exit code 2)
  std::vector<Failure> warnings;     // e.g. a setup no real play reaches (an error under `run --strict`)
  std::vector<StepTrace> steps;      // the setup first, then one per step run
  // errata run --as: why the scenario does not apply to this edition (a card
  // it lacks, its player range); such a run is neither passed nor failed.
  std::optional<std::string> not_applicable{};

  bool passed() const { return failures.empty() && !bad_input; }
};

}  // namespace errata
