#include "check_support.h"

#include "checker/smt/witness_replay.h"
#include "scenario_run.h"

namespace errata::secret_moon {

Finding finding(const Edition& ed, const std::string& kind, const std::string& severity, const std::string& what) {
  return edition_finding(ed.id, kind, severity, what);
}

std::vector<Quote> quotes_of(const Edition& ed, const std::vector<std::string>& clauses) {
  std::vector<Quote> out;
  for (const auto& id : clauses)
    if (const Clause* c = ed.clause(id))
      for (const auto& cit : c->citations) out.push_back({ed.id, id, cit.rulebook, cit.line, cit.quote});
  return out;
}

Quote line_quote(const Edition& ed, const std::string& clause, int line) {
  return {ed.id, clause, ed.rulebook.name(), line, ed.rulebook.line(line)};
}

Finding claim(const Edition& ed, const std::string& clause, bool holds, const std::string& message) {
  Finding f = finding(ed, holds ? "claim-proven" : "claim-refuted", holds ? "info" : "error", clause);
  f.clauses = {clause};
  f.message = message;
  f.quotes = quotes_of(ed, {clause});
  return f;
}

std::string replay_problem(const std::string& yaml, const Edition& ed) {
  return smt::replay_problem(yaml, [&](const Scenario& sc) { return run_scenario(sc, ed); });
}

void attach_game_or_inconclusive(Finding& f, const std::optional<std::string>& yaml, const Edition& ed) {
  smt::attach_game_or_inconclusive(f, yaml, [&](const std::string& w) { return replay_problem(w, ed); });
}

void attach_witness(Finding& f, const std::string& yaml, const Edition& ed) {
  smt::attach_witness(f, yaml, replay_problem(yaml, ed));
}

}  // namespace errata::secret_moon
