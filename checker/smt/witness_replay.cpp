#include "witness_replay.h"

#include "checker/scenario/scenario_loader.h"
#include "model/core/input_error.h"

namespace errata::smt {

std::string replay_problem(const std::string& yaml, const std::function<RunResult(const Scenario&)>& run) {
  try {
    for (const auto& sc : load_scenarios(yaml, "witness.yaml")) {
      const RunResult r = run(sc);
      if (r.bad_input) return "bad input: " + r.bad_input->message;
      if (!r.failures.empty()) return r.failures[0].mark.str() + ": " + r.failures[0].message;
    }
  } catch (const InputError& e) {
    return e.what();
  }
  return "";
}

void attach_witness(Finding& f, const std::string& yaml, const std::string& problem) {
  f.witness = yaml;
  f.replayed = problem.empty();
  if (!f.replayed) f.message += " [checker bug: the witness does not replay: " + problem + "]";
}

}  // namespace errata::smt
