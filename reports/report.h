#pragma once
// What one errata run found, as every report writer reads it: the scenario
// runs, the checker's decisions (findings and proofs) grouped by the check or
// diff that made them, the baseline they were compared with, and the texts
// they cite. Built by the command, never by the writers; the writers only
// format it, so the same run gives byte-identical reports.
#include <map>
#include <optional>
#include <string>
#include <utility>
#include <vector>

#include "core/run_result.h"
#include "core/baseline.h"
#include "core/finding.h"

namespace errata::report {

// One check or diff ("check love-letter-2019", "diff a vs b") and what it decided.
struct DecisionGroup {
  std::string name;
  double seconds = 0;  // measured wall time of the whole check or diff
  std::vector<Finding> findings;
  std::vector<std::string> proven;  // decisions proven equal, one line each
};

// A witness scenario replayed under one edition, for the HTML report.
struct WitnessTrace {
  std::string edition;
  std::vector<StepTrace> steps;
};

// How often decisions cited each line of one edition's rulebook, and which of
// its clauses no decision cited (errata coverage, the HTML shading).

struct EditionCoverage {
  std::string edition;
  std::string rulebook;
  int clauses = 0, clauses_cited = 0;
  int lines = 0, lines_cited = 0;  // rulebook lines some clause quotes; those a decision cited
  std::map<int, int> line_hits;    // line -> citations by decisions (0 for quoted lines never cited)
  std::vector<std::string> uncovered;  // clause ids never cited, sorted
};

struct Report {
  std::string command;                 // "errata verify scenarios" (the title of every report)
  std::vector<RunResult> runs;         // scenario runs, in the order they ran
  std::vector<double> run_seconds;     // one per run
  std::vector<DecisionGroup> groups;   // in a fixed order
  std::optional<Baseline> baseline;
  // The baseline ids this run could find (their prefixes; empty: every id, as
  // verify runs everything): only those can be stale.
  std::vector<std::string> baseline_scope;
  // An inconclusive decision not accepted by the baseline fails the run, unless allowed.
  bool allow_inconclusive = false;
  // errata diff: the divergences are the differences asked for, and are
  // called so ("2 new differences"), not errors.
  bool differences = false;
  // The run's wall time from start to end, when measured (the JUnit total:
  // the groups' own times overlap when they ran on several cores).
  std::optional<double> wall_seconds;
  std::map<std::string, std::string> rulebooks;  // rulebook path (quote_path) -> text, for every rulebook a finding quotes
  std::map<std::string, std::string> edition_rulebook;  // edition id -> its rulebook path
  std::map<std::string, std::vector<WitnessTrace>> witness_traces;  // finding id -> its witness under each edition
  std::vector<EditionCoverage> coverage;  // filled by errata coverage (and --html on run/verify)
  // The rule text behind each failed expectation: (run index, failure index in
  // RunResult::failures) -> the clauses that decided the step it checks,
  // quoted (SARIF's related locations). Filled by the command.
  std::map<std::pair<size_t, size_t>, std::vector<Quote>> failure_clauses;
};

// Every finding of the report, in group order.
std::vector<const Finding*> all_findings(const Report& r);

// "new" (an error finding the baseline does not accept, every error without a
// baseline, and likewise an inconclusive decision unless allowed: neither
// found nor proven, it fails the run), "accepted" (the baseline names it, of
// any severity), or "" (a warning or info finding not accepted: it does not
// fail the run).
std::string finding_state(const Report& r, const Finding& f);
// SARIF's baselineState of a finding, against the report's baseline: "" without
// one, "unchanged" when the baseline accepts it, else "new".
std::string baseline_state(const Report& r, const Finding& f);

// Baseline entries within the run's scope that it no longer finds, sorted: the
// finding was fixed, or its wording or id changed; the baseline should be
// refreshed.
std::vector<std::string> stale_entries(const Report& r);

struct Counts {
  int findings = 0, accepted = 0, errors = 0, warnings = 0, infos = 0;
  int new_errors = 0;        // error findings not accepted: each fails the run
  int new_differences = 0;   // errata diff: its divergences not accepted, apart from new_errors (each fails the run)
  bool differences = false;  // errata diff: Report::differences
  int new_inconclusive = 0;  // inconclusive decisions not accepted nor allowed: each fails the run
  int new_warnings = 0;      // with a baseline, warnings it does not accept (they do not fail the run)
  int new_infos = 0;         // with a baseline, info findings it does not accept (neither)
  int inconclusive = 0, proven = 0, unreplayed = 0, stale = 0;
  int runs = 0, runs_failed = 0;  // runs that ran (not bad input, not n/a); those with failed expectations
  int bad_inputs = 0;             // scenarios (or other inputs) errata could not read or run as written
};
Counts count(const Report& r);

// Whether the run failed: bad input, a failed scenario run, a new error
// finding (a diff's new difference), a new inconclusive decision, or a
// witness that did not replay.
bool failed(const Report& r);

// What makes the run fail, gravest first, each counted in words ("1 input
// errata could not read", "1 failed scenario run", "2 new errors", "2 new
// differences", "3 inconclusive decisions", "1 witness that did not replay");
// empty when it passes.
std::vector<std::string> failure_reasons(const Counts& c);
// The run's verdict in one line, what every report opens with: "failed: " and
// the reasons, or "passed: no new errors" (and how many scenario runs passed);
// a diff that found only differences "differ: 2 new differences", and one
// that passed "passed: no new differences".
std::string verdict(const Counts& c);
// The verdict's first word, capitalised ("Failed", "Differ", "Passed").
std::string verdict_word(const Counts& c);

// A failed scenario run's failed expectations, each as a compiler-style line
// ("file:line:col: error: [edition] scenario: message"); bad input as one.
std::vector<std::string> run_failure_lines(const RunResult& run);

// Line `n` (1-based) of a rulebook the report holds, or "".
std::string rulebook_line(const Report& r, const std::string& rulebook, int n);
// Whether a quote stands verbatim on its line (a silent clause's quote names
// its reading instead, at the reading's first line).
bool quote_stands(const Report& r, const Quote& q);

// A rulebook path as the repository holds it ("docs/rulebooks/NAME"), for
// locations tools can open.
std::string rulebook_path(const std::string& rulebook);
// Where a quote's text was read: the path the edition's loader read it from
// (Quote::path), else the bundled rulebook of that name.
std::string quote_path(const Quote& q);

}  // namespace errata::report
