// errata coverage PATH...: which clauses, and which rulebook lines they quote,
// the decisions of the bundled scenarios (and of random play) cite, per edition.
#include <cstdio>
#include <iostream>

#include "checker/coverage/rule_coverage.h"
#include "checker/scenario/scenario_loader.h"
#include "checker/scenario/scenario_runs.h"
#include "commands.h"
#include "model/core/input_error.h"
#include "report_outputs.h"

namespace errata::cli {
namespace {

std::string ratio(int part, int whole) {
  char buf[48];
  std::snprintf(buf, sizeof buf, "%4d/%-4d %5.1f%%", part, whole, whole ? 100.0 * part / whole : 100.0);
  return buf;
}

std::string coverage_table(const std::vector<report::EditionCoverage>& cov, bool verbose) {
  std::string out = "rule-text coverage   clauses cited      quoted lines cited\n";
  for (const auto& c : cov) {
    char name[64];
    std::snprintf(name, sizeof name, "%-26s", c.edition.c_str());
    out += std::string(name) + " " + ratio(c.clauses_cited, c.clauses) + "   " + ratio(c.lines_cited, c.lines) + "\n";
  }
  if (!verbose) return out + "(errata coverage --verbose lists the uncovered clauses; --html shades each rulebook line)\n";
  for (const auto& c : cov) {
    if (c.uncovered.empty()) continue;
    out += "  uncovered in " + c.edition + ":";
    for (size_t i = 0; i < c.uncovered.size(); ++i) out += (i ? ", " : " ") + c.uncovered[i];
    out += "\n";
  }
  return out;
}

}  // namespace

int coverage_command(const CoverageOptions& o) {
  check_report_files(o.reports);
  report::Report rep;
  rep.command = "errata coverage";
  for (const auto& p : o.paths) rep.command += " " + p;
  for (const auto& file : scenario_files(o.paths))
    for (const auto& sc : load_scenario_file(file))
      for (const auto& ed : run_editions(sc, std::nullopt)) {
        RunResult r = run_under(sc, ed);
        if (r.bad_input) throw InputError(r.bad_input->mark, "[" + ed + "] " + r.bad_input->message);
        rep.runs.push_back(std::move(r));
        rep.run_seconds.push_back(0);
      }
  ClauseHits hits;
  count_decisions(hits, rep.runs);
  if (o.props > 0) {
    count_random_play(hits, o.props, o.seed);
    rep.command += " --props " + std::to_string(o.props) + " --seed " + std::to_string(o.seed);
  }
  rep.coverage = rule_coverage(hits);
  add_texts(rep, false);
  if (std::string err = write_reports(rep, o.reports); !err.empty()) {
    std::cerr << "error: " << err << "\n";
    return kExitBadInput;
  }
  std::cout << coverage_table(rep.coverage, o.verbose);
  return kExitOk;
}

}  // namespace errata::cli
