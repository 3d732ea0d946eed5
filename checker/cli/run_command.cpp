// errata run PATH...: every scenario under every edition it names.
#include <chrono>
#include <iostream>

#include "checker/scenario/scenario_runs.h"
#include "checker/scenario/scenario_loader.h"
#include "commands.h"
#include "model/core/input_error.h"
#include "checker/rule_coverage.h"
#include "report_outputs.h"

namespace errata::cli {

int run_command(const EditionCatalog& catalog, const RunOptions& o) {
  if (o.edition && !known_edition(catalog, *o.edition)) {
    std::cerr << "error: " << unknown_edition(catalog, *o.edition) << "\n";
    return kExitBadInput;
  }
  report::Report rep;
  rep.command = "errata run";
  for (const auto& p : o.paths) rep.command += " " + p;
  std::vector<RunResult>& results = rep.runs;
  bool bad_input = false;
  int passed = 0, failed = 0, skipped = 0;
  std::vector<std::string> files;
  try {
    files = scenario_files(o.paths);
  } catch (const InputError& e) {
    std::cerr << e.what() << "\n";
    return kExitBadInput;
  }
  for (const auto& file : files) {
    std::vector<Scenario> scenarios;
    try {
      scenarios = load_scenario_file(file);
    } catch (const InputError& e) {
      std::cerr << e.what() << "\n";
      bad_input = true;
      ++failed;
      RunResult r;
      r.file = file;
      r.scenario = "(file)";
      r.bad_input = Failure{e.mark(), e.message()};
      results.push_back(std::move(r));
      rep.run_seconds.push_back(0);  // not run: the file or its editions are bad input
      continue;
    }
    for (const auto& sc : scenarios) {
      std::vector<std::string> editions;
      try {
        editions = run_editions(sc, catalog, o.edition);
      } catch (const InputError& e) {
        std::cerr << e.what() << "\n";
        bad_input = true;
        ++failed;
        RunResult r;
        r.file = file;
        r.scenario = sc.name;
        r.mark = sc.mark;
        r.bad_input = Failure{e.mark(), e.message()};
        results.push_back(std::move(r));
        rep.run_seconds.push_back(0);
        continue;
      }
      if (editions.empty()) ++skipped;
      for (const auto& ed : editions) {
        const auto start = std::chrono::steady_clock::now();
        RunResult r = run_under(sc, ed, catalog, !o.edition);
        rep.run_seconds.push_back(std::chrono::duration<double>(std::chrono::steady_clock::now() - start).count());
        if (r.bad_input) {
          bad_input = true;
          std::cerr << r.bad_input->mark.str() << ": error: [" << r.edition << "] " << r.bad_input->message << "\n";
        }
        for (const auto& f : r.failures)
          std::cout << f.mark.str() << ": error: [" << r.edition << "] " << f.message << "\n";
        if (r.passed()) {
          ++passed;
          if (o.verbose) std::cout << sc.mark.str() << ": passed: [" << r.edition << "] " << sc.name << "\n";
        } else {
          ++failed;
        }
        results.push_back(std::move(r));
      }
    }
  }
  if (o.reports.html) {  // the HTML report shades each line by the decisions that cited it
    ClauseHits hits;
    count_decisions(hits, results);
    for (auto& c : rule_coverage(catalog, hits))
      if (hits.count(c.edition)) rep.coverage.push_back(std::move(c));  // the editions this run played
  }
  add_texts(rep, catalog, false);
  if (std::string err = write_reports(rep, o.reports); !err.empty()) {
    std::cerr << "error: " << err << "\n";
    return kExitBadInput;
  }
  std::cout << files.size() << " files, " << results.size() << " scenario runs\n";
  std::cout << passed << " passed, " << failed << " failed";
  if (skipped) std::cout << ", " << skipped << " skipped";
  std::cout << "\n";
  if (bad_input) return kExitBadInput;
  return failed ? kExitFailed : kExitOk;
}

}  // namespace errata::cli
