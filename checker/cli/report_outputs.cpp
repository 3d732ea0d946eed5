#include "report_outputs.h"

#include <unistd.h>

#include <cstdlib>
#include <fstream>
#include <set>
#include <sstream>

#include "checker/game.h"
#include "checker/scenario/scenario_loader.h"
#include "checker/scenario/scenario_runs.h"
#include "model/core/bundled_files.h"
#include "model/core/input_error.h"
#include "model/core/suggest.h"
#include "reports/atomic_file.h"
#include "reports/html_report.h"
#include "reports/junit_report.h"
#include "reports/markdown_report.h"
#include "reports/sarif_report.h"

namespace errata::cli {
namespace {

std::string rulebook_of(const std::string& edition) {
  if (const Game* g = game_of_edition(edition))
    for (const auto& e : g->editions())
      if (e.id == edition) return e.rulebook;
  return "";
}

std::string rulebook_text(const std::string& name) {
  if (auto f = find_bundled(name)) return std::string(f->text);
  std::ifstream in(name, std::ios::binary);  // a user's edition file may cite its own text by path
  std::stringstream ss;
  ss << in.rdbuf();
  return ss.str();
}

std::vector<report::WitnessTrace> replay(const smt::Finding& f) {
  std::vector<report::WitnessTrace> out;
  try {
    for (const auto& sc : load_scenarios(f.witness, f.id))
      for (const auto& ed : run_editions(sc, std::nullopt)) out.push_back({ed, run_under(sc, ed).steps});
  } catch (const InputError&) {
    // A witness that does not load is already reported: it did not replay.
  }
  return out;
}

}  // namespace

report::FindingFilter finding_filter(const FindingFilters& f) {
  report::FindingFilter out;
  out.severities = {f.severity.begin(), f.severity.end()};
  out.kinds = {f.kind.begin(), f.kind.end()};
  for (const auto& e : f.edition) {
    if (!known_edition(e)) throw InputError(SourceMark{"--edition", 0, 0}, unknown_edition(e));
    out.editions.insert(e);
  }
  std::vector<std::string> ids;
  for (const Game* g : games()) ids.push_back(g->id());
  for (const auto& game : f.game) {
    const Game* g = find_game(game);
    if (!g) throw InputError(SourceMark{"--game", 0, 0}, "unknown game '" + game + "'" + did_you_mean(game, ids));
    for (const auto& e : g->editions()) out.editions.insert(e.id);
  }
  if (std::string err = report::check_filter(out); !err.empty()) throw InputError(SourceMark{"errata", 0, 0}, err);
  return out;
}

void add_texts(report::Report& r, bool witness_traces) {
  std::set<std::string> editions;
  for (const auto& run : r.runs) editions.insert(run.edition);
  for (const auto* f : report::all_findings(r))
    for (const auto& e : f->editions) editions.insert(e);
  for (const auto& c : r.coverage) editions.insert(c.edition);
  for (const auto& e : editions) {
    const std::string rb = rulebook_of(e);
    if (rb.empty()) continue;
    r.edition_rulebook[e] = rb;
    if (!r.rulebooks.count(rb)) r.rulebooks[rb] = rulebook_text(rb);
  }
  if (!witness_traces) return;
  for (const auto* f : report::all_findings(r))
    if (!f->witness.empty()) r.witness_traces[f->id] = replay(*f);
}

std::string write_reports(const report::Report& r, const ReportFiles& files) {
  const std::pair<const std::optional<std::string>*, std::string (*)(const report::Report&)> writers[] = {
      {&files.sarif, report::sarif_report},
      {&files.html, report::html_report},
      {&files.markdown, report::markdown_report},
      {&files.junit, report::junit_report},
  };
  for (const auto& [path, write] : writers)
    if (*path)
      if (std::string err = write_file_atomically(**path, write(r)); !err.empty()) return err;
  return "";
}

bool colour_stdout() {
  const char* no_colour = std::getenv("NO_COLOR");
  return ::isatty(STDOUT_FILENO) && !(no_colour && *no_colour);
}

}  // namespace errata::cli
