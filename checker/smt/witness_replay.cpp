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

void attach_game_or_inconclusive(Finding& f, const std::optional<std::string>& yaml,
                                 const std::function<std::string(const std::string&)>& replay) {
  if (yaml) return attach_witness(f, *yaml, replay(*yaml));
  f.id = "inconclusive" + f.id.substr(f.id.find(':'));
  f.kind = "inconclusive";
  f.severity = "warning";
  f.message += " No game from the deal reached that case within the search's games, so it is not shown: inconclusive.";
}

}  // namespace errata::smt
