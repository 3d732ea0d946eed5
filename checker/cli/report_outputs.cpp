#include "report_outputs.h"

#include <unistd.h>

#include <chrono>
#include <cstdlib>
#include <iostream>
#include <set>

#include "checker/game/game.h"
#include "checker/scenario/clauses_behind.h"
#include "checker/scenario/scenario_loader.h"
#include "checker/scenario/scenario_runs.h"
#include "model/core/input_error.h"
#include "model/core/suggest.h"
#include "core/atomic_file.h"
#include "reports/html_report.h"
#include "reports/junit_report.h"
#include "reports/markdown_report.h"
#include "reports/sarif_report.h"

namespace errata::cli {
namespace {

const auto kStart = std::chrono::steady_clock::now();  // errata's start (static initialisation, before main)

std::vector<report::WitnessTrace> replay(const Finding& f) {
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


void locate_quotes(report::Report& r) {
  for (auto& g : r.groups)
    for (auto& f : g.findings)
      for (auto& q : f.quotes)
        if (const Rulebook* book = rulebook_of_quote(q.edition, q.rulebook)) q.path = book->path();
}

void add_texts(report::Report& r, bool witness_traces) {
  std::set<std::string> editions;
  for (const auto& run : r.runs) editions.insert(run.edition);
  for (const auto* f : report::all_findings(r))
    for (const auto& e : f->editions) editions.insert(e);
  for (const auto& c : r.coverage) editions.insert(c.edition);
  for (const auto& e : editions) {
    const Rulebook* book = rulebook_of_edition(e);
    if (!book) continue;
    r.edition_rulebook[e] = book->path();
    r.rulebooks.emplace(book->path(), book->text());
  }
  for (const auto* f : report::all_findings(r))  // a base's text that an edition's kept clauses quote
    for (const auto& q : f->quotes)
      if (const Rulebook* book = rulebook_of_quote(q.edition, q.rulebook)) r.rulebooks.emplace(book->path(), book->text());
  for (size_t i = 0; i < r.runs.size(); ++i)
    for (size_t k = 0; k < r.runs[i].failures.size(); ++k)
      if (auto quotes = clauses_behind(r.runs[i], r.runs[i].failures[k]); !quotes.empty())
        r.failure_clauses[{i, k}] = std::move(quotes);
  if (!witness_traces) return;
  for (const auto* f : report::all_findings(r))
    if (!f->witness.empty()) r.witness_traces[f->id] = replay(*f);
}

void check_report_files(const ReportFiles& files) {
  const std::pair<const std::optional<std::string>*, const char*> paths[] = {
      {&files.sarif, "--sarif"}, {&files.html, "--html"}, {&files.markdown, "--markdown"}, {&files.junit, "--junit"}};
  for (const auto& [path, option] : paths)
    if (*path)
      if (std::string why = file_writable(**path); !why.empty()) throw InputError(SourceMark{option, 0, 0}, why);
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

void add_bad_input_run(report::Report& r, const InputError& e, const std::string& label) {
  RunResult bad;
  bad.file = e.mark().file;
  bad.scenario = label;
  bad.bad_input = Failure{e.mark(), e.message()};
  r.runs.push_back(std::move(bad));
  r.run_seconds.push_back(0);
}

std::string report_bad_input(const std::string& command, const InputError& e, const ReportFiles& files) {
  report::Report r;
  r.command = command;
  add_bad_input_run(r, e, "(input)");
  r.wall_seconds = seconds_since_start();
  return write_reports(r, files);
}

int say_bad_inputs(const report::Report& r) {
  int n = 0;
  for (const auto& run : r.runs)
    if (run.bad_input) {
      std::cerr << one_line(run.bad_input->mark.str()) << ": error: " << (run.edition.empty() ? "" : "[" + run.edition + "] ")
                << run.bad_input->message << "\n";
      ++n;
    }
  return n;
}

double seconds_since_start() { return std::chrono::duration<double>(std::chrono::steady_clock::now() - kStart).count(); }

bool colour_stdout() {
  const char* no_colour = std::getenv("NO_COLOR");
  return ::isatty(STDOUT_FILENO) && !(no_colour && *no_colour);
}

}  // namespace errata::cli
