// errata run PATH...: every scenario under every edition it names.
#include <chrono>
#include <iostream>

#include "checker/scenario/edition_selection.h"
#include "checker/scenario/scenario_runs.h"
#include "checker/scenario/scenario_loader.h"
#include "commands.h"
#include "model/core/input_error.h"
#include "checker/rule_coverage.h"
#include "report_outputs.h"

namespace errata::cli {

int run_command(const RunOptions& o) {
  if (o.edition && !known_edition(*o.edition)) {
    std::cerr << "error: " << unknown_edition(*o.edition) << "\n";
    return kExitBadInput;
  }
  try {
    check_report_files(o.reports);
  } catch (const InputError& e) {
    std::cerr << e.what() << "\n";
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
    std::vector<std::string> notes;
    files = scenario_files(o.paths, &notes);
    for (const auto& n : notes) std::cerr << n << "\n";
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
        EditionSelection sel = select_editions(sc, o.edition);
        editions = std::move(sel.run);
        skipped += static_cast<int>(sel.skipped.size());
        if (o.verbose)
          for (const auto& s : sel.skipped)
            std::cout << sc.mark.str() << ": skipped: [" << s.edition << "] " << sc.name << ": " << s.reason << "\n";
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
      for (const auto& ed : editions) {
        const auto start = std::chrono::steady_clock::now();
        RunResult r = run_under(sc, ed);
        for (size_t i = 0; i < r.warnings.size(); ++i) {
          const Failure& w = r.warnings[i];
          if (o.strict && i == 0 && !r.bad_input) r.bad_input = w;  // printed as an error below
          else std::cerr << w.mark.str() << (o.strict ? ": error: [" : ": warning: [") << r.edition << "] " << w.message << "\n";
        }
        rep.run_seconds.push_back(std::chrono::duration<double>(std::chrono::steady_clock::now() - start).count());
        if (r.bad_input) {
          bad_input = true;
          std::cerr << one_line(r.bad_input->mark.str()) << ": error: [" << r.edition << "] " << one_line(r.bad_input->message) << "\n";
        }
        for (const auto& f : r.failures)
          std::cout << one_line(f.mark.str()) << ": error: [" << r.edition << "] " << one_line(f.message) << "\n";
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
    for (auto& c : rule_coverage(hits))
      if (hits.count(c.edition)) rep.coverage.push_back(std::move(c));  // the editions this run played
  }
  add_texts(rep, false);
  if (std::string err = write_reports(rep, o.reports); !err.empty()) {
    std::cerr << "error: " << err << "\n";
    return kExitBadInput;
  }
  std::cout << files.size() << " files, " << results.size() << " scenario runs\n";
  std::cout << passed << " passed, " << failed << " failed";
  if (skipped) std::cout << ", " << skipped << " skipped" << (o.verbose ? "" : " (-v says why)");
  std::cout << "\n";
  if (bad_input) return kExitBadInput;
  return failed ? kExitFailed : kExitOk;
}

}  // namespace errata::cli
