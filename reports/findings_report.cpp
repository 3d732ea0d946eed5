#include "findings_report.h"

#include "core/escape.h"
#include "report.h"

namespace errata {

using report::json_list;
namespace {
std::string json(const std::string& s) { return report::json_string(s); }
}  // namespace

std::string findings_json(const std::vector<smt::Finding>& findings, const std::vector<std::string>& proven) {
  std::string out = "{\n  \"findings\": [";
  for (size_t i = 0; i < findings.size(); ++i) {
    const auto& f = findings[i];
    out += std::string(i ? "," : "") + "\n    {\n";
    out += "      \"id\": " + json(f.id) + ",\n";
    out += "      \"kind\": " + json(f.kind) + ",\n";
    out += "      \"severity\": " + json(f.severity) + ",\n";
    out += "      \"editions\": " + json_list(f.editions) + ",\n";
    out += "      \"clauses\": " + json_list(f.clauses) + ",\n";
    out += "      \"message\": " + json(f.message) + ",\n";
    if (!f.consequences.empty()) out += "      \"consequences\": " + json_list(f.consequences) + ",\n";
    out += "      \"quotes\": [";
    for (size_t q = 0; q < f.quotes.size(); ++q) {
      const auto& x = f.quotes[q];
      out += std::string(q ? ", " : "") + "{\"edition\": " + json(x.edition) + ", \"clause\": " + json(x.clause) +
             ", \"file\": " + json(report::quote_path(x)) + ", \"line\": " + std::to_string(x.line) +
             ", \"text\": " + json(x.text) + "}";
    }
    out += "],\n";
    out += "      \"witness\": {\"path\": " + (f.witness_path.empty() ? std::string("null") : json(f.witness_path)) +
           ", \"replayed\": " + (f.replayed ? "true" : "false") + ", \"scenario\": " +
           (f.witness.empty() ? std::string("null") : json(f.witness)) + "}\n    }";
  }
  out += std::string(findings.empty() ? "" : "\n  ") + "],\n  \"proven\": " + json_list(proven) + "\n}\n";
  return out;
}

}  // namespace errata
