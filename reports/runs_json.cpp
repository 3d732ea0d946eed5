#include "runs_json.h"

namespace errata::report {

Json mark_json(const SourceMark& m) { return {{"file", m.file}, {"line", m.line}, {"column", m.column}}; }

Json failure_json(const Failure& f) { return {{"at", mark_json(f.mark)}, {"message", f.message}}; }

namespace {

Json failures_json(const std::vector<Failure>& fs) {
  Json out = Json::array();
  for (const auto& f : fs) out.push_back(failure_json(f));
  return out;
}

// The object one member a line, its list of runs one run a line.
JsonBreak runs_break(const JsonPath& p, const Json&) {
  if (p.empty()) return {2};
  if (path_is(p, {"runs"})) return {4};
  return {};
}

}  // namespace

Json run_json(const RunResult& r) {
  return {{"scenario", r.scenario},
          {"file", r.file},
          {"line", r.mark.line},
          {"edition", r.edition},
          {"passed", r.passed() && !r.not_applicable},
          {"failures", failures_json(r.failures)},
          {"bad_input", r.bad_input ? failure_json(*r.bad_input) : Json(nullptr)},
          {"warnings", failures_json(r.warnings)},
          {"not_applicable", r.not_applicable ? Json(*r.not_applicable) : Json(nullptr)}};
}

std::string runs_json(const std::vector<RunResult>& runs, const std::vector<std::pair<std::string, int>>& summary) {
  Json all = Json::array(), counts = Json::object();
  for (const auto& r : runs) all.push_back(run_json(r));
  for (const auto& [name, n] : summary) counts[name] = n;
  return json_text(Json{{"runs", std::move(all)}, {"summary", std::move(counts)}}, {runs_break}) + "\n";
}

}  // namespace errata::report
