// errata run PATH...: every scenario under every edition it names.
#include <chrono>
#include <iostream>

#include "checker/scenario/edition_selection.h"
#include "checker/scenario/scenario_runs.h"
#include "checker/scenario/scenario_loader.h"
#include "commands.h"
#include "model/core/input_error.h"
#include "checker/coverage/rule_coverage.h"
#include "report_outputs.h"
#include "reports/runs_json.h"
#include "run_lines.h"

namespace errata::cli {

int run_command(const RunOptions& o) {
  if (o.as) {
    if (o.format != "text") throw InputError(SourceMark{"--format", 0, 0}, "errata run --as prints text only");
    return run_as_command(o);
  }
  if (o.edition && !known_edition(*o.edition)) throw InputError(SourceMark{"--edition", 0, 0}, unknown_edition(*o.edition));
  check_report_files(o.reports);
  report::Report rep;
  rep.command = "errata run";
  for (const auto& p : o.paths) rep.command += " " + p;
  std::vector<RunResult>& results = rep.runs;
  const bool json = o.format == "json";
  std::ostream nowhere(nullptr);  // --format json: the runs are said in the JSON alone
  RunLines lines(json ? nowhere : std::cout, json ? nowhere : std::cerr, !json && colour_stdout(), !json && colour_stderr());
  RunTally tally;
  std::string first_skip;  // why the first skipped run was skipped: said when nothing ran
  std::vector<std::string> notes;
  const std::vector<std::string> files = scenario_files(o.paths, &notes);  // bad input: main reports it
  for (const auto& n : notes) std::cerr << n << "\n";
  tally.files = static_cast<int>(files.size());
  // A file or scenario that cannot run at all: said once, kept for the reports.
  auto not_run = [&](const InputError& e, const std::string& file, const std::string& scenario, const SourceMark& mark) {
    lines.input_error(e, tally);
    RunResult r;
    r.file = file;
    r.scenario = scenario;
    r.mark = mark;
    r.bad_input = Failure{e.mark(), e.message()};
    results.push_back(std::move(r));
    rep.run_seconds.push_back(0);  // not run: the file or its editions are bad input
  };
  for (const auto& file : files) {
    std::vector<Scenario> scenarios;
    try {
      scenarios = load_scenario_file(file);
    } catch (const InputError& e) {
      not_run(e, file, "(file)", SourceMark{});
      continue;
    }
    for (const auto& sc : scenarios) {
      std::vector<std::string> editions;
      try {
        EditionSelection sel = select_editions(sc, o.edition);
        editions = std::move(sel.run);
        tally.skipped += static_cast<int>(sel.skipped.size());
        if (!sel.skipped.empty() && first_skip.empty())
          first_skip = sc.mark.str() + ": [" + sel.skipped.front().edition + "] " + sel.skipped.front().reason;
        if (o.verbose && !json)
          for (const auto& s : sel.skipped)
            std::cout << sc.mark.str() << ": skipped: [" << s.edition << "] " << sc.name << ": " << s.reason << "\n";
      } catch (const InputError& e) {
        not_run(e, file, sc.name, sc.mark);
        continue;
      }
      std::vector<RunResult> runs;
      for (const auto& ed : editions) {
        const auto start = std::chrono::steady_clock::now();
        RunResult r = run_under(sc, ed);
        if (o.strict && !r.warnings.empty() && !r.bad_input) r.bad_input = r.warnings.front();
        rep.run_seconds.push_back(std::chrono::duration<double>(std::chrono::steady_clock::now() - start).count());
        runs.push_back(std::move(r));
      }
      lines.scenario(runs, o.strict, tally);
      for (auto& r : runs) {
        if (r.passed() && o.verbose && !json) std::cout << sc.mark.str() << ": passed: [" << r.edition << "] " << sc.name << "\n";
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
  rep.wall_seconds = seconds_since_start();
  if (std::string err = write_reports(rep, o.reports); !err.empty()) {
    std::cerr << "error: " << err << "\n";
    return kExitBadInput;
  }
  if (json)
    std::cout << report::runs_json(results, {{"files", tally.files}, {"runs", tally.runs}, {"passed", tally.passed},
                                             {"failed", tally.failed}, {"skipped", tally.skipped}, {"errors", tally.errors},
                                             {"warnings", tally.warnings}});
  else
    lines.summary(tally, o.verbose);
  if (tally.errors) return kExitBadInput;
  if (tally.runs == 0) {  // a green run that tested nothing is no pass
    std::cerr << "error: nothing ran: " << tally.skipped << " skipped"
              << (first_skip.empty() ? "" : ", the first because " + first_skip) << "\n";
    return kExitBadInput;
  }
  return tally.failed ? kExitFailed : kExitOk;
}

}  // namespace errata::cli
