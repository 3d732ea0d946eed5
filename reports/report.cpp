#include "report.h"

#include <algorithm>
#include <cctype>
#include <set>

#include "model/core/input_error.h"

namespace errata::report {

std::vector<const Finding*> all_findings(const Report& r) {
  std::vector<const Finding*> out;
  for (const auto& g : r.groups)
    for (const auto& f : g.findings) out.push_back(&f);
  return out;
}

std::string finding_state(const Report& r, const Finding& f) {
  if (r.baseline && r.baseline->accepts(f.id)) return "accepted";
  if (f.kind == "inconclusive" && !r.allow_inconclusive) return "new";
  return f.severity == "error" ? "new" : "";
}

std::string baseline_state(const Report& r, const Finding& f) {
  if (!r.baseline) return "";
  return r.baseline->accepts(f.id) ? "unchanged" : "new";
}

std::vector<std::string> stale_entries(const Report& r) {
  std::vector<std::string> out;
  if (!r.baseline) return out;
  std::set<std::string> found;
  for (const auto* f : all_findings(r)) found.insert(f->id);
  auto in_scope = [&](const std::string& id) {
    if (r.baseline_scope.empty()) return true;
    for (const auto& prefix : r.baseline_scope)
      if (id.rfind(prefix, 0) == 0) return true;
    return false;
  };
  for (const auto& [id, reason] : r.baseline->accepted)
    if (!found.count(id) && in_scope(id)) out.push_back(id);
  return out;
}

Counts count(const Report& r) {
  Counts c;
  for (const auto* f : all_findings(r)) {
    ++c.findings;
    (f->severity == "error" ? c.errors : f->severity == "warning" ? c.warnings : c.infos)++;
    if (f->kind == "inconclusive") ++c.inconclusive;
    if (!f->witness.empty() && !f->replayed) ++c.unreplayed;
    const std::string state = finding_state(r, *f);
    if (state == "new")
      ++(f->kind == "inconclusive" ? c.new_inconclusive : r.differences && f->kind == "divergence" ? c.new_differences : c.new_errors);
    if (state == "accepted") ++c.accepted;
    if (r.baseline && state.empty()) ++(f->severity == "warning" ? c.new_warnings : c.new_infos);
  }
  c.differences = r.differences;
  for (const auto& g : r.groups) c.proven += static_cast<int>(g.proven.size());
  c.stale = static_cast<int>(stale_entries(r).size());
  for (const auto& x : r.runs) {
    if (x.bad_input) {
      ++c.bad_inputs;
    } else if (!x.not_applicable) {
      ++c.runs;
      c.runs_failed += !x.passed();
    }
  }
  return c;
}

bool failed(const Report& r) { return !failure_reasons(count(r)).empty(); }

namespace {
std::string counted(int n, const std::string& one, const std::string& many) {
  return std::to_string(n) + " " + (n == 1 ? one : many);
}
}  // namespace

std::vector<std::string> failure_reasons(const Counts& c) {
  std::vector<std::string> out;
  if (c.bad_inputs) out.push_back(counted(c.bad_inputs, "input errata could not read", "inputs errata could not read"));
  if (c.runs_failed) out.push_back(counted(c.runs_failed, "failed scenario run", "failed scenario runs"));
  if (c.new_errors) out.push_back(counted(c.new_errors, "new error", "new errors"));
  if (c.new_differences) out.push_back(counted(c.new_differences, "new difference", "new differences"));
  if (c.new_inconclusive) out.push_back(counted(c.new_inconclusive, "inconclusive decision", "inconclusive decisions"));
  if (c.unreplayed) out.push_back(counted(c.unreplayed, "witness that did not replay", "witnesses that did not replay"));
  return out;
}

std::string verdict_word(const Counts& c) {
  const auto reasons = failure_reasons(c);
  if (reasons.empty()) return "Passed";
  return c.new_differences && reasons.size() == 1 ? "Differ" : "Failed";
}

std::string verdict(const Counts& c) {
  const auto reasons = failure_reasons(c);
  if (reasons.empty())
    return std::string(c.differences ? "passed: no new differences" : "passed: no new errors") +
           (c.runs ? ", " + counted(c.runs, "scenario run", "scenario runs") + " passed" : "");
  std::string word = verdict_word(c);
  word[0] = static_cast<char>(std::tolower(static_cast<unsigned char>(word[0])));
  std::string out = word + ": ";
  for (size_t i = 0; i < reasons.size(); ++i) out += (i ? ", " : "") + reasons[i];
  return out;
}

std::vector<std::string> run_failure_lines(const RunResult& run) {
  std::vector<std::string> out;
  const std::string head =
      ": error: " + (run.edition.empty() ? "" : "[" + run.edition + "] ") + one_line(run.scenario) + ": ";
  if (run.bad_input) out.push_back(one_line(run.bad_input->mark.str()) + head + one_line(run.bad_input->message));
  for (const auto& f : run.failures) out.push_back(one_line(f.mark.str()) + head + one_line(f.message));
  return out;
}

std::string rulebook_line(const Report& r, const std::string& rulebook, int n) {
  const auto it = r.rulebooks.find(rulebook);
  if (it == r.rulebooks.end() || n <= 0) return "";
  size_t start = 0;
  for (int i = 1; i < n; ++i) {
    start = it->second.find('\n', start);
    if (start == std::string::npos) return "";
    ++start;
  }
  return it->second.substr(start, it->second.find('\n', start) - start);
}

bool quote_stands(const Report& r, const Quote& q) {
  return !q.text.empty() && rulebook_line(r, quote_path(q), q.line).find(q.text) != std::string::npos;
}

std::string rulebook_path(const std::string& rulebook) {
  return rulebook.find('/') == std::string::npos ? "docs/rulebooks/" + rulebook : rulebook;
}

std::string quote_path(const Quote& q) { return q.path.empty() ? rulebook_path(q.rulebook) : q.path; }

}  // namespace errata::report
