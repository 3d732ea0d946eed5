// errata run PATH... --as BASE=MINE: the scenarios written for BASE run under
// MINE (checker/scenario/run_as.h), each same, differs or not applicable,
// then a summary; the reports (--junit: a not applicable run is skipped).
#include <chrono>
#include <iostream>

#include "checker/scenario/run_as.h"
#include "checker/scenario/scenario_loader.h"
#include "commands.h"
#include "model/core/input_error.h"
#include "report_outputs.h"
#include "run_lines.h"

namespace errata::cli {
namespace {

struct AsTally {
  int files = 0, scenarios = 0, same = 0, differ = 0, not_applicable = 0, errors = 0, others = 0;
  std::string first_reason;  // the first not applicable scenario's reason
};

std::string quoted(const Quote& q) {
  return "    " + q.edition + ", " + q.rulebook + ":" + std::to_string(q.line) + " (" + q.clause + "): « " + one_line(q.text) + " »\n";
}

// What one scenario came out as, in compiler style; `same` only with -v.
void print(const Scenario& sc, const AsRun& r, const std::string& base, const std::string& mine, bool verbose) {
  const std::string at = one_line(sc.mark.str()) + ": ";
  if (r.outcome == AsRun::Outcome::same) {
    if (verbose) std::cout << at << "same: [" << base << " → " << mine << "] " << one_line(sc.name) << "\n";
    return;
  }
  if (r.outcome == AsRun::Outcome::not_applicable) {
    if (verbose) std::cout << at << "not applicable: [" << mine << "] " << one_line(sc.name) << ": " << one_line(r.reason) << "\n";
    return;
  }
  const Failure& f = *r.first_difference;
  std::cout << one_line(f.mark.str()) << ": differs: [" << base << " → " << mine << "] " << one_line(sc.name) << ": "
            << one_line(f.message) << "\n";
  for (const auto& q : r.base_clauses) std::cout << quoted(q);
  for (const auto& q : r.mine_clauses) std::cout << quoted(q);
  if (r.base_clauses.empty() && r.mine_clauses.empty()) std::cout << "    (no clause decided that step under either edition)\n";
}

void summary(const AsTally& t, const std::string& base, const std::string& mine, bool verbose) {
  std::cout << "errata run --as " << base << "=" << mine << ": " << t.files << (t.files == 1 ? " file, " : " files, ")
            << t.scenarios << (t.scenarios == 1 ? " scenario" : " scenarios") << " written for " << base << "\n";
  std::cout << t.same << " same, " << t.differ << " differ, " << t.not_applicable << " not applicable"
            << (t.not_applicable && !verbose ? " (-v says why)" : "");
  if (t.others) std::cout << "; " << t.others << " not written for " << base;
  if (t.errors) std::cout << "; " << t.errors << (t.errors == 1 ? " error" : " errors") << " (bad input)";
  std::cout << "\n";
}

}  // namespace

int run_as_command(const RunOptions& o) {
  std::pair<std::string, std::string> editions;
  std::vector<std::string> files;
  try {
    editions = as_editions(*o.as);
    check_report_files(o.reports);
    files = scenario_files(o.paths, nullptr);
  } catch (const InputError& e) {
    std::cerr << e.what() << "\n";
    return kExitBadInput;
  }
  const auto& [base, mine] = editions;
  report::Report rep;
  rep.command = "errata run --as " + *o.as;
  for (const auto& p : o.paths) rep.command += " " + p;
  AsTally t;
  t.files = static_cast<int>(files.size());
  for (const auto& file : files) {
    try {
      for (const auto& sc : load_scenario_file(file)) {
        if (!written_for(sc, base)) {
          ++t.others;
          continue;
        }
        const auto start = std::chrono::steady_clock::now();
        AsRun r = run_as(sc, base, mine);
        rep.run_seconds.push_back(std::chrono::duration<double>(std::chrono::steady_clock::now() - start).count());
        ++t.scenarios;
        print(sc, r, base, mine, o.verbose);
        if (r.outcome == AsRun::Outcome::same) ++t.same;
        if (r.outcome == AsRun::Outcome::differs) ++t.differ;
        if (r.outcome == AsRun::Outcome::not_applicable && !t.not_applicable++) t.first_reason = r.reason;
        rep.runs.push_back(std::move(r.mine));
      }
    } catch (const InputError& e) {
      std::cerr << one_line(e.mark().str()) << ": error: " << e.message() << "\n";
      ++t.errors;
    }
  }
  add_texts(rep, false);
  if (std::string err = write_reports(rep, o.reports); !err.empty()) {
    std::cerr << "error: " << err << "\n";
    return kExitBadInput;
  }
  summary(t, base, mine, o.verbose);
  if (t.errors) return kExitBadInput;
  if (t.same + t.differ == 0) {
    std::cerr << "error: nothing ran under " << mine << ": " << t.scenarios << " scenarios written for " << base
              << (t.not_applicable ? ", none applicable (the first: " + t.first_reason + ")" : "")
              << (t.others ? "; " + std::to_string(t.others) + " written for other editions" : "") << "\n";
    return kExitBadInput;
  }
  return t.differ ? kExitFailed : kExitOk;
}

}  // namespace errata::cli
