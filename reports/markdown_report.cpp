#include "markdown_report.h"

#include <cstdio>

#include "escape.h"

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
  out += "| new errors | " + std::to_string(c.new_errors) + " |\n";
  if (r.baseline) out += "| accepted by the baseline | " + std::to_string(c.accepted) + " |\n";
  out += "| warnings | " + std::to_string(c.warnings) + " |\n| info | " + std::to_string(c.infos) + " |\n";
  out += "| inconclusive | " + std::to_string(c.inconclusive) + " |\n| decisions proven equal | " + std::to_string(c.proven) + " |\n";
  if (r.baseline) out += "| stale baseline entries | " + std::to_string(c.stale) + " |\n";
  if (c.unreplayed) out += "| witnesses that did not replay | " + std::to_string(c.unreplayed) + " |\n";
  return out;
}

std::string finding_md(const smt::Finding& f) {
  std::string out = "- **" + md(f.kind) + "** " + markdown_code(f.id) + ": " + md(f.message) + "\n";
  for (const auto& c : f.consequences) out += "  - " + md(c) + "\n";
  for (const auto& q : f.quotes)
    out += "  - " + md(q.edition) + ", " + md(quote_path(q)) + " line " + std::to_string(q.line) + " (" + markdown_code(q.clause) +
           "): « " + md(q.text) + " »\n";
  if (!f.witness_path.empty()) out += "  - witness: " + markdown_code(f.witness_path) + "\n";
  return out;
}

}  // namespace

std::string markdown_report(const Report& r) {
  const Counts c = count(r);
  std::string out = "## " + md(r.command) + "\n\n";
  out += failed(r) ? "**Failed**: " : "**Passed**: ";
  out += std::to_string(c.new_errors) + " new error" + (c.new_errors == 1 ? "" : "s") +
         (c.runs_failed ? ", " + std::to_string(c.runs_failed) + " failed scenario runs" : "") + ".\n\n";
  out += counts_table(r, c);
  if (c.stale)
    out += "\nStale baseline entries are accepted findings this run no longer finds; refresh the baseline with "
           "`errata verify --baseline FILE --write-baseline FILE` and review the reasons.\n";
  if (c.new_errors) {
    out += "\n### New errors\n\n";
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
