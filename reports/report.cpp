#include "report.h"

#include <algorithm>
#include <set>

namespace errata::report {

std::vector<const smt::Finding*> all_findings(const Report& r) {
  std::vector<const smt::Finding*> out;
  for (const auto& g : r.groups)
    for (const auto& f : g.findings) out.push_back(&f);
  return out;
}

std::string finding_state(const Report& r, const smt::Finding& f) {
  if (r.baseline && r.baseline->accepts(f.id)) return "accepted";
  if (f.kind == "inconclusive" && !r.allow_inconclusive) return "new";
  return f.severity == "error" ? "new" : "";
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
    if (state == "new") ++c.new_errors;
    if (state == "accepted") ++c.accepted;
  }
  for (const auto& g : r.groups) c.proven += static_cast<int>(g.proven.size());
  c.stale = static_cast<int>(stale_entries(r).size());
  c.runs = static_cast<int>(r.runs.size());
  c.runs_failed = static_cast<int>(std::count_if(r.runs.begin(), r.runs.end(), [](const RunResult& x) { return !x.passed(); }));
  return c;
}

bool failed(const Report& r) {
  const Counts c = count(r);
  return c.new_errors || c.unreplayed || c.runs_failed;
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
