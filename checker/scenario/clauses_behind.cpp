#include "clauses_behind.h"

#include <set>

#include "checker/game/game.h"

namespace errata {

const StepTrace* step_of(const RunResult& run, const Failure& f) {
  const StepTrace* found = nullptr;
  for (const auto& st : run.steps)
    if (st.mark.file == f.mark.file && st.mark.line <= f.mark.line) found = &st;
  return found ? found : run.steps.empty() ? nullptr : &run.steps.back();
}

std::vector<Quote> clauses_of_step(const RunResult& run, const StepTrace& step) {
  std::vector<Quote> out;
  const Game* g = game_of_edition(run.edition);
  if (!g) return out;
  std::set<std::string> seen;
  for (const auto& ev : step.events) {
    if (ev.clause.empty() || !seen.insert(ev.clause).second) continue;
    if (const Clause* c = g->clause(run.edition, ev.clause))
      for (const auto& cit : c->citations) {
        const Rulebook* book = rulebook_of_quote(run.edition, cit.rulebook);
        out.push_back({run.edition, c->id, cit.rulebook, cit.line, cit.quote, book ? book->path() : cit.rulebook});
      }
  }
  return out;
}

std::vector<Quote> clauses_behind(const RunResult& run, const Failure& f) {
  const StepTrace* st = step_of(run, f);
  return st ? clauses_of_step(run, *st) : std::vector<Quote>{};
}

}  // namespace errata
