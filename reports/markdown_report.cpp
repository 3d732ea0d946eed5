#include "markdown_report.h"

#include <cstdio>

#include "core/escape.h"
#include "report_mark.h"

namespace errata::report {
namespace {

// Text inert inside a Markdown table cell or list item (escape.h).
std::string md(const std::string& s) { return markdown_text(s); }

std::string percent(int part, int whole) {
  char buf[16];
  std::snprintf(buf, sizeof buf, "%.1f%%", whole ? 100.0 * part / whole : 100.0);
  return buf;
}

std::string counts_table(const Report& r, const Counts& c) {
  std::string out = "| | |\n|---|---|\n";
  if (c.runs) out += "| scenario runs | " + std::to_string(c.runs - c.runs_failed) + " passed, " + std::to_string(c.runs_failed) + " failed |\n";
  if (c.bad_inputs) out += "| inputs errata could not read | " + std::to_string(c.bad_inputs) + " |\n";
  if (c.differences) out += "| new differences | " + std::to_string(c.new_differences) + " |\n";
  out += "| new errors | " + std::to_string(c.new_errors) + " |\n";
  if (r.baseline) out += "| accepted by the baseline | " + std::to_string(c.accepted) + " |\n";
  out += "| warnings | " + std::to_string(c.warnings) + (r.baseline ? " (" + std::to_string(c.new_warnings) + " new)" : "") +
         " |\n| info | " + std::to_string(c.infos) + " |\n";
  out += "| inconclusive | " + std::to_string(c.inconclusive) + (c.new_inconclusive ? " (" + std::to_string(c.new_inconclusive) + " not accepted)" : "") +
         " |\n| decisions proven equal | " + std::to_string(c.proven) + " |\n";
  if (r.baseline) out += "| stale baseline entries | " + std::to_string(c.stale) + " |\n";
  if (c.unreplayed) out += "| witnesses that did not replay | " + std::to_string(c.unreplayed) + " |\n";
  return out;
}

std::string finding_md(const Finding& f) {
  std::string out = "- **" + md(f.kind) + "** " + markdown_code(f.id) + ": " + md(f.message) + "\n";
  for (const auto& c : f.consequences) out += "  - " + md(c) + "\n";
  for (const auto& q : f.quotes)
    out += "  - " + md(q.edition) + ", " + md(quote_path(q)) + " line " + std::to_string(q.line) + " (" + markdown_code(q.clause) +
           "): « " + md(q.text) + " »\n";
  if (!f.witness_path.empty()) out += "  - witness: " + markdown_code(f.witness_path) + "\n";
  return out;
}

// One failed expectation (or a run's bad input): where, under which edition,
// in which scenario, and what.
std::string failure_md(const RunResult& run, const Failure& f) {
  return "- " + markdown_code(f.mark.str()) + " " + md("[" + run.edition + "] " + run.scenario + ": " + f.message) + "\n";
}

// Every failed scenario run's failures, at most kShown, then how many more.
std::string failed_runs_md(const Report& r) {
  constexpr int kShown = 20;
  std::string out;
  int listed = 0, total = 0;
  for (const auto& run : r.runs) {
    std::vector<const Failure*> all;
    if (run.bad_input) all.push_back(&*run.bad_input);
    for (const auto& f : run.failures) all.push_back(&f);
    for (const auto* f : all)
      if (++total <= kShown) out += failure_md(run, *f), ++listed;
  }
  if (!total) return "";
  if (total > listed) out += "- … and " + std::to_string(total - listed) + " more (the text output or the JUnit report lists them all)\n";
  return "\n### Failed scenarios\n\n" + out;
}

}  // namespace

std::string markdown_report(const Report& r) {
  const Counts c = count(r);
  std::string out = std::string(kMarkdownMark) + "\n## " + md(r.command) + "\n\n";
  const std::string v = verdict(c);
  const size_t colon = v.find(':');
  out += "**" + verdict_word(c) + "**" + v.substr(colon) + ".\n\n";
  out += counts_table(r, c);
  out += failed_runs_md(r);
  if (c.stale)
    out += "\nStale baseline entries are accepted findings this run no longer finds; refresh the baseline with "
           "`errata verify --baseline FILE --write-baseline FILE` and review the reasons.\n";
  if (c.new_errors + c.new_differences + c.new_inconclusive) {
    std::vector<std::string> what;
    if (c.new_errors) what.push_back("errors");
    if (c.new_differences) what.push_back("differences");
    if (c.new_inconclusive) what.push_back("inconclusive decisions");
    std::string title = "New " + what[0];
    for (size_t i = 1; i < what.size(); ++i) title += (i + 1 == what.size() ? " and " : ", ") + what[i];
    out += "\n### " + title + "\n\n";
    for (const auto* f : all_findings(r))
      if (finding_state(r, *f) == "new") out += finding_md(*f);
  }
  if (!r.coverage.empty()) {
    out += "\n### Rule-text coverage\n\n| edition | clauses cited | quoted lines cited |\n|---|---|---|\n";
    for (const auto& e : r.coverage)
      out += "| " + md(e.edition) + " | " + std::to_string(e.clauses_cited) + "/" + std::to_string(e.clauses) + " (" +
             percent(e.clauses_cited, e.clauses) + ") | " + std::to_string(e.lines_cited) + "/" + std::to_string(e.lines) +
             " (" + percent(e.lines_cited, e.lines) + ") |\n";
  }
  return out;
}

}  // namespace errata::report
