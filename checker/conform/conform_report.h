#pragma once
// A conformance run as errata reports it: compiler-style lines (each
// deviation at its own step) and a summary that counts deviations, not runs:
// distinct deviations by rule, card and kind, however many runs and games
// show each; JSON; and the report::Report every other writer reads (JUnit,
// SARIF, HTML, Markdown), where each deviation id is a finding located at the
// rulebook line of the clause it breaks, and --expectations is the baseline.
#include <string>
#include <vector>

#include "conform_run.h"
#include "expectations.h"
#include "reports/report.h"
#include "session.h"

namespace errata::conform {

struct Conformance {
  std::string command;  // "errata conform --engine '...'"
  std::string adapter;  // the --engine command
  Hello hello;
  std::vector<Run> runs;  // the scenarios' runs, then random play's
  std::vector<Expectation> expectations;
  bool random = false;
  long games = 0, turns = 0, refusals = 0, resyncs = 0, stopped = 0;
  std::string stopped_why;
  double random_seconds = 0;
};

// A run that fails the command: a deviation no expectation accepts, a crash, a protocol error.
bool fails(const Conformance& c, const Run& run);
// Expectations that accept no run's deviation.
std::vector<const Expectation*> stale_expectations(const Conformance& c);

// One distinct deviation (its edition, clause, card and kind) and how often it showed.
struct DistinctDeviation {
  std::string id, edition;
  Deviation first;
  long runs = 0, steps = 0;         // scenario runs that showed it, and at how many steps
  long games = 0, occurrences = 0;  // random play: games that showed it, and how many times
  bool accepted = true;             // every occurrence accepted by --expectations
};
std::vector<DistinctDeviation> distinct_deviations(const Conformance& c);

// Every failing run in compiler style (with `verbose`, every run), then the summary.
std::string conform_text(const Conformance& c, bool verbose);
std::string conform_json(const Conformance& c);
report::Report conform_report(const Conformance& c);

}  // namespace errata::conform
