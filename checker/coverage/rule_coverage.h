#pragma once
// Rule-text coverage: which clauses, and which rulebook lines they quote, the
// decisions of scenario runs (and of random play) cited, per edition.
#include <map>
#include <string>
#include <vector>

#include "checker/game/game.h"
#include "core/run_result.h"
#include "reports/report.h"

namespace errata {

// Counts every decision (a trace event naming a clause) of the runs.
void count_decisions(ClauseHits& hits, const std::vector<RunResult>& runs);

// Counts the decisions of `games` random games per player count of every
// edition of every game whose random play keeps a trace.
void count_random_play(ClauseHits& hits, long games, uint64_t seed);

// Every edition of every game: its clauses and quoted lines, the ones cited.
std::vector<report::EditionCoverage> rule_coverage(const ClauseHits& hits);

}  // namespace errata
