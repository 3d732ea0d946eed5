#pragma once
// errata run --as BASE=MINE: a scenario written for edition BASE run under
// edition MINE (a translator's), its components matched by role and BASE's
// expectations checked. Each scenario comes out:
//   - same: every expectation holds under MINE;
//   - differs: an expectation fails under MINE, a place where the two texts
//     decide differently: the first failed expectation, with the clauses that
//     decided its step under each edition, quoted;
//   - not applicable: MINE lacks a component the scenario uses, does not seat
//     its players, or refuses its setup; or the scenario fails under BASE
//     itself (it is then no reference).
// Which scenarios are BASE's: those that run under BASE (edition_selection.h).
#include <optional>
#include <string>
#include <vector>

#include "core/finding.h"
#include "core/run_result.h"
#include "scenario.h"

namespace errata {

struct AsRun {
  enum class Outcome { same, differs, not_applicable };
  Outcome outcome = Outcome::same;
  RunResult mine;                            // the run under MINE (its edition, failures, steps)
  std::string reason;                        // not applicable: why, in words
  std::optional<Failure> first_difference;   // differs: the first failed expectation under MINE
  std::vector<Quote> base_clauses, mine_clauses;  // differs: what decided that step under each
};

// BASE and MINE, from "BASE=MINE": InputError (on --as) unless both are
// editions of one game and differ.
std::pair<std::string, std::string> as_editions(const std::string& option);

// Whether the scenario is written for `base`: it runs under `base` as
// edition selection decides without --edition.
bool written_for(const Scenario& sc, const std::string& base);

// The scenario, written for `base`, under `mine`.
AsRun run_as(const Scenario& sc, const std::string& base, const std::string& mine);

}  // namespace errata
