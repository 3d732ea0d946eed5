#include "runs_json.h"

#include "core/escape.h"

namespace errata::report {

std::string mark_json(const SourceMark& m) {
  return "{\"file\": " + json_string(m.file) + ", \"line\": " + std::to_string(m.line) + ", \"column\": " +
         std::to_string(m.column) + "}";
}

std::string failure_json(const Failure& f) {
  return "{\"at\": " + mark_json(f.mark) + ", \"message\": " + json_string(f.message) + "}";
}

namespace {

std::string failures_json(const std::vector<Failure>& fs) {
  std::string out = "[";
  for (size_t i = 0; i < fs.size(); ++i) out += (i ? ", " : "") + failure_json(fs[i]);
  return out + "]";
}

}  // namespace

std::string run_json(const RunResult& r, const std::string& more) {
  std::string out = "{\"scenario\": " + json_string(r.scenario) + ", \"file\": " + json_string(r.file) +
                    ", \"line\": " + std::to_string(r.mark.line) + ", \"edition\": " + json_string(r.edition) +
                    ", \"passed\": " + (r.passed() && !r.not_applicable ? "true" : "false") +
                    ", \"failures\": " + failures_json(r.failures) +
                    ", \"bad_input\": " + (r.bad_input ? failure_json(*r.bad_input) : "null") +
                    ", \"warnings\": " + failures_json(r.warnings) +
                    ", \"not_applicable\": " + (r.not_applicable ? json_string(*r.not_applicable) : "null");
  return out + (more.empty() ? "" : ", " + more) + "}";
}

std::string runs_json(const std::vector<RunResult>& runs, const std::vector<std::pair<std::string, int>>& summary) {
  std::string out = "{\n  \"runs\": [";
  for (size_t i = 0; i < runs.size(); ++i) out += std::string(i ? "," : "") + "\n    " + run_json(runs[i]);
  out += std::string(runs.empty() ? "" : "\n  ") + "],\n  \"summary\": {";
  for (size_t i = 0; i < summary.size(); ++i)
    out += (i ? ", " : "") + json_string(summary[i].first) + ": " + std::to_string(summary[i].second);
  return out + "}\n}\n";
}

}  // namespace errata::report
