#include "text_report.h"

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

std::string counts_lines(const Report& r, const Counts& c, const TextOptions& o) {
  std::string out;
  if (c.runs) out += "scenarios: " + plural(c.runs, "run", "runs") + ", " + std::to_string(c.runs - c.runs_failed) +
                     " passed, " + std::to_string(c.runs_failed) + " failed\n";
  out += "findings: " + std::to_string(c.findings) + " (" + plural(c.errors, "error", "errors") + ", " +
         plural(c.warnings, "warning", "warnings") + ", " + std::to_string(c.infos) + " info), " +
         std::to_string(c.inconclusive) + " inconclusive, " + std::to_string(c.proven) + " decisions proven equal\n";
  if (r.baseline)
    out += "baseline: " + std::to_string(c.accepted) + " accepted" +
           (o.verbose ? "" : " (not shown; --verbose lists them)") + ", " + plural(c.new_errors, "new error", "new errors") + "\n";
  if (o.hidden) out += "filters: " + plural(o.hidden, "finding", "findings") + " left out by --severity/--kind/--edition/--game\n";
  if (c.unreplayed) out += paint("error:", "1;31", o.colour) + " " + std::to_string(c.unreplayed) +
                           " witnesses did not replay (a checker bug)\n";
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

}  // namespace

std::string finding_text(const Report& r, const smt::Finding& f, bool colour) {
  const std::string state = finding_state(r, f);
  const std::string label = state == "accepted" ? "accepted" : f.severity;
  std::string out = paint(label + ":", colour_of(label), colour) + " " + f.kind + " [" + f.id + "]\n  " + f.message + "\n";
  for (const auto& c : f.consequences) out += "    - " + c + "\n";
  for (const auto& q : f.quotes)
    out += "    " + q.edition + " " + q.rulebook + ":" + std::to_string(q.line) + " (" + q.clause + "): « " + q.text + " »\n";
  if (!f.witness.empty())
    out += "    witness" + (f.witness_path.empty() ? std::string() : " " + f.witness_path) +
           (f.replayed ? ", replayed by the models" : ", NOT replayed") + "\n";
  return out;
}

std::string text_report(const Report& r, const TextOptions& o) {
  std::string out;
  const auto findings = all_findings(r);
  for (const auto* f : findings) {
    const std::string state = finding_state(r, *f);
    if (state == "new") continue;  // in the summary below
    if (o.verbose || (o.list_findings && state != "accepted")) out += finding_text(r, *f, o.colour);
  }
  if (o.verbose)
    for (const auto& g : r.groups)
      for (const auto& p : g.proven) out += "proven: " + g.name + ": " + p + "\n";
  const Counts c = count(r);
  out += paint(r.command, "1", o.colour) + "\n";
  if (c.new_errors) {
    out += plural(c.new_errors, "new error", "new errors") + (r.baseline ? " (not in the baseline)" : "") + ":\n";
    for (const auto* f : findings)
      if (finding_state(r, *f) == "new") out += finding_text(r, *f, o.colour);
  } else {
    out += paint("no new errors", "32", o.colour) + "\n";
  }
  return out + counts_lines(r, c, o) + stale_lines(r, o);
}

}  // namespace errata::report
