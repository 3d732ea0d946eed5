#include "text_report.h"

#include <set>
#include <tuple>

namespace errata::report {
namespace {

std::string paint(const std::string& text, const char* code, bool colour) {
  return colour ? std::string("\033[") + code + "m" + text + "\033[0m" : text;
}

const char* colour_of(const std::string& label) {
  if (label == "error") return "1;31";
  if (label == "warning") return "1;33";
  if (label == "accepted") return "32";
  return "36";
}

std::string plural(int n, const std::string& one, const std::string& many) {
  return std::to_string(n) + " " + (n == 1 ? one : many);
}

// The quotes already printed in full: a rulebook line quoted again (a long
// line many findings cite) is named, not repeated.
using Quoted = std::set<std::tuple<std::string, int, std::string>>;

std::string quote_line(const Quote& q, Quoted& quoted) {
  const std::string where = "    " + q.edition + " " + q.rulebook + ":" + std::to_string(q.line) + " (" + q.clause + "): ";
  if (!quoted.insert({quote_path(q), q.line, q.text}).second) return where + "(line " + std::to_string(q.line) + ", quoted above)\n";
  return where + "« " + q.text + " »\n";
}

std::string finding_lines(const Report& r, const Finding& f, bool colour, Quoted& quoted) {
  const std::string state = finding_state(r, f);
  const std::string label = state == "accepted" ? "accepted" : f.severity;
  std::string out = paint(label + ":", colour_of(label), colour) + " " + f.kind + " [" + f.id + "]\n  " + f.message + "\n";
  for (const auto& c : f.consequences) out += "    - " + c + "\n";
  for (const auto& q : f.quotes) out += quote_line(q, quoted);
  if (!f.witness.empty())
    out += "    witness" + (f.witness_path.empty() ? std::string() : " " + f.witness_path) +
           (f.replayed ? ", replayed by the models" : ", NOT replayed") + "\n";
  return out;
}

// "baseline: …" and, when they are not listed above, the first findings of
// this run it does not list (warnings, then info): the other side of its
// stale entries, which a refresh adds.
std::string baseline_lines(const Report& r, const Counts& c, const TextOptions& o) {
  if (!r.baseline) return "";
  std::string out = "baseline: " + std::to_string(c.accepted) + " accepted" +
                    (o.verbose ? "" : " (not shown; --verbose lists them)") + ", " +
                    (c.differences ? plural(c.new_differences, "new difference", "new differences") + ", " : "") +
                    plural(c.new_errors, "new error", "new errors") + ", " +
                    plural(c.new_warnings, "new warning", "new warnings") + ", " + std::to_string(c.new_infos) + " new info" +
                    (c.new_warnings + c.new_infos ? " (not in the baseline)" : "") + "\n";
  if (o.verbose || o.list_findings || !(c.new_warnings + c.new_infos)) return out;
  int shown = 0;
  for (const char* severity : {"warning", "info"})
    for (const auto* f : all_findings(r)) {
      if (f->severity != severity || !finding_state(r, *f).empty() || shown++ >= 5) continue;
      out += "  not in the baseline: " + f->id + "\n";
    }
  if (shown > 5) out += "  ... and " + std::to_string(shown - 5) + " more (--verbose)\n";
  return out;
}

std::string counts_lines(const Report& r, const Counts& c, const TextOptions& o) {
  std::string out;
  if (c.runs) out += "scenarios: " + plural(c.runs, "run", "runs") + ", " + std::to_string(c.runs - c.runs_failed) +
                     " passed, " + std::to_string(c.runs_failed) + " failed\n";
  out += "findings: " + std::to_string(c.findings) + " (" + plural(c.errors, "error", "errors") + ", " +
         plural(c.warnings, "warning", "warnings") + ", " + std::to_string(c.infos) + " info), " +
         std::to_string(c.inconclusive) + " inconclusive, " + std::to_string(c.proven) + " decisions proven equal\n";
  out += baseline_lines(r, c, o);
  if (o.hidden) out += "filters: " + plural(o.hidden, "finding", "findings") + " left out by --severity/--kind/--edition/--game\n";
  return out;
}

std::string stale_lines(const Report& r, const TextOptions& o) {
  const auto stale = stale_entries(r);
  if (stale.empty()) return "";
  std::string out = plural(static_cast<int>(stale.size()), "stale baseline entry", "stale baseline entries") +
                    ": the baseline accepts findings this run no longer finds (the text, a reading or the checker changed);"
                    " refresh it with `errata verify --baseline " + o.baseline_path + " --write-baseline " + o.baseline_path +
                    "` and review the reasons.\n";
  const size_t shown = o.verbose ? stale.size() : std::min<size_t>(stale.size(), 5);
  for (size_t i = 0; i < shown; ++i) out += "  stale: " + stale[i] + "\n";
  if (shown < stale.size()) out += "  ... and " + std::to_string(stale.size() - shown) + " more (--verbose)\n";
  return out;
}

// What fails the run, in the verdict's order: each failed scenario run's
// failed expectations (and bad input), the new errors (a diff's new
// differences), the new inconclusive decisions, the witnesses that did not
// replay.
std::string failures(const Report& r, const Counts& c, const TextOptions& o, Quoted& quoted) {
  std::string out;
  const std::string error = paint("error:", "1;31", o.colour);
  for (const auto& run : r.runs)
    for (auto line : run_failure_lines(run)) out += line.replace(line.find(": error: "), 9, ": " + error + " ") + "\n";
  const auto findings = all_findings(r);
  auto list = [&](int n, const std::string& title, auto which) {
    if (!n) return;
    out += title + (r.baseline ? " (not in the baseline)" : "") + ":\n";
    for (const auto* f : findings)
      if (finding_state(r, *f) == "new" && which(*f)) out += finding_lines(r, *f, o.colour, quoted);
  };
  auto difference = [&](const Finding& f) { return r.differences && f.kind == "divergence"; };
  list(c.new_errors, plural(c.new_errors, "new error", "new errors"),
       [&](const Finding& f) { return f.kind != "inconclusive" && !difference(f); });
  list(c.new_differences, plural(c.new_differences, "new difference", "new differences"), difference);
  list(c.new_inconclusive, plural(c.new_inconclusive, "inconclusive decision", "inconclusive decisions"),
       [](const Finding& f) { return f.kind == "inconclusive"; });
  if (c.unreplayed)
    out += error + " " + plural(c.unreplayed, "witness", "witnesses") + " did not replay (a checker bug)\n";
  return out;
}

}  // namespace

std::string finding_text(const Report& r, const Finding& f, bool colour) {
  Quoted quoted;
  return finding_lines(r, f, colour, quoted);
}

std::string text_report(const Report& r, const TextOptions& o) {
  const Counts c = count(r);
  Quoted quoted;
  // The headline first: the command and its verdict, then what fails it.
  std::string out = paint(r.command, "1", o.colour) + "\n";
  out += paint(verdict(c), failed(r) ? "1;31" : "32", o.colour) + "\n";
  out += failures(r, c, o, quoted);
  for (const auto* f : all_findings(r)) {
    const std::string state = finding_state(r, *f);
    if (state == "new") continue;  // listed above
    if (o.verbose || (o.list_findings && state != "accepted")) out += finding_lines(r, *f, o.colour, quoted);
  }
  if (o.verbose)
    for (const auto& g : r.groups)
      for (const auto& p : g.proven) out += "proven: " + g.name + ": " + p + "\n";
  return out + counts_lines(r, c, o) + stale_lines(r, o);
}

}  // namespace errata::report
