#include "rule_coverage.h"

#include <algorithm>
#include <set>

#include "checker/game/game.h"

namespace errata {
namespace {

struct EditionClauses {
  std::string edition, rulebook;
  std::vector<const Clause*> clauses;
};

std::vector<EditionClauses> every_edition() {
  std::vector<EditionClauses> out;
  for (const Game* game : games())
    for (const auto& ge : game->editions()) {
      EditionClauses e{ge.id, ge.rulebook, {}};
      const auto never = game->inapplicable_clause_ids(ge.id);  // a card the deck lacks: nothing can cite them
      for (const auto& cid : game->clause_ids(ge.id))
        if (std::find(never.begin(), never.end(), cid) == never.end()) e.clauses.push_back(game->clause(ge.id, cid));
      out.push_back(std::move(e));
    }
  return out;
}

report::EditionCoverage coverage_of(const EditionClauses& e, const std::map<std::string, long>& hits) {
  report::EditionCoverage c;
  c.edition = e.edition;
  c.rulebook = e.rulebook;
  for (const Clause* clause : e.clauses) {
    const auto it = hits.find(clause->id);
    const long n = it == hits.end() ? 0 : it->second;
    ++c.clauses;
    if (n > 0) ++c.clauses_cited;
    else c.uncovered.push_back(clause->id);
    for (const auto& cit : clause->citations)
      if (cit.rulebook == e.rulebook) c.line_hits[cit.line] += static_cast<int>(n);
  }
  c.lines = static_cast<int>(c.line_hits.size());
  for (const auto& [line, n] : c.line_hits) c.lines_cited += n > 0;
  return c;
}

}  // namespace

void count_decisions(ClauseHits& hits, const std::vector<RunResult>& runs) {
  for (const auto& r : runs)
    for (const auto& step : r.steps)
      for (const auto& e : step.events)
        if (!e.clause.empty()) ++hits[r.edition][e.clause];
}

void count_random_play(ClauseHits& hits, long games_per_count, uint64_t seed) {
  for (const Game* game : games()) game->count_random_play(hits, games_per_count, seed);
}

std::vector<report::EditionCoverage> rule_coverage(const ClauseHits& hits) {
  std::vector<report::EditionCoverage> out;
  static const std::map<std::string, long> none;
  for (const auto& e : every_edition()) {
    const auto it = hits.find(e.edition);
    out.push_back(coverage_of(e, it == hits.end() ? none : it->second));
  }
  return out;
}

}  // namespace errata
