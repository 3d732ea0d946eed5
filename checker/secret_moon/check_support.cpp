#include "check_support.h"

#include "checker/scenario/scenario_loader.h"
#include "model/core/input_error.h"
#include "scenario_run.h"

namespace errata::secret_moon {

smt::Finding finding(const Edition& ed, const std::string& kind, const std::string& severity, const std::string& what) {
  return smt::edition_finding(ed.id, kind, severity, what);
}

std::vector<smt::Quote> quotes_of(const Edition& ed, const std::vector<std::string>& clauses) {
  std::vector<smt::Quote> out;
  for (const auto& id : clauses)
    if (const Clause* c = ed.clause(id))
      for (const auto& cit : c->citations) out.push_back({ed.id, id, cit.rulebook, cit.line, cit.quote});
  return out;
}

smt::Quote line_quote(const Edition& ed, const std::string& clause, int line) {
  return {ed.id, clause, ed.rulebook.name(), line, ed.rulebook.line(line)};
}

smt::Finding claim(const Edition& ed, const std::string& clause, bool holds, const std::string& message) {
  smt::Finding f = finding(ed, holds ? "claim-proven" : "claim-refuted", holds ? "info" : "error", clause);
  f.clauses = {clause};
  f.message = message;
  f.quotes = quotes_of(ed, {clause});
  return f;
}

std::string replay_problem(const std::string& yaml, const Edition& ed) {
  try {
    for (const auto& sc : load_scenarios(yaml, "witness.yaml")) {
      const RunResult r = run_scenario(sc, ed);
      if (r.bad_input) return "bad input: " + r.bad_input->message;
      if (!r.failures.empty()) return r.failures[0].mark.str() + ": " + r.failures[0].message;
    }
  } catch (const InputError& e) {
    return e.what();
  }
  return "";
}

void attach_witness(smt::Finding& f, const std::string& yaml, const Edition& ed) {
  f.witness = yaml;
  const std::string problem = replay_problem(yaml, ed);
  f.replayed = problem.empty();
  if (!f.replayed) f.message += " [checker bug: the witness does not replay: " + problem + "]";
}

}  // namespace errata::secret_moon
