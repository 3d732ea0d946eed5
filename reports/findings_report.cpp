#include "findings_report.h"

namespace errata {
namespace {

std::string json(const std::string& s) {
  static const char* hex = "0123456789abcdef";
  std::string out = "\"";
  for (unsigned char c : s) {
    switch (c) {
      case '"': out += "\\\""; break;
      case '\\': out += "\\\\"; break;
      case '\n': out += "\\n"; break;
      case '\t': out += "\\t"; break;
      default:
        if (c < 0x20) {
          out += "\\u00";
          out += hex[c >> 4];
          out += hex[c & 15];
        } else {
          out += static_cast<char>(c);
        }
    }
  }
  return out + "\"";
}

std::string json_list(const std::vector<std::string>& xs) {
  std::string out = "[";
  for (size_t i = 0; i < xs.size(); ++i) out += (i ? ", " : "") + json(xs[i]);
  return out + "]";
}

}  // namespace

std::string findings_text(const std::vector<smt::Finding>& findings, const std::vector<std::string>& proven) {
  std::string out;
  for (const auto& f : findings) {
    out += f.severity + ": " + f.kind + " [" + f.id + "]\n  " + f.message + "\n";
    for (const auto& q : f.quotes)
      out += "    " + q.edition + " " + q.rulebook + ":" + std::to_string(q.line) + " (" + q.clause + "): « " + q.text + " »\n";
    if (!f.witness.empty())
      out += "    witness" + (f.witness_path.empty() ? std::string() : " " + f.witness_path) +
             (f.replayed ? ", replayed by the models" : ", NOT replayed") + "\n";
  }
  for (const auto& p : proven) out += "proven: " + p + "\n";
  return out;
}

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
    out += "      \"quotes\": [";
    for (size_t q = 0; q < f.quotes.size(); ++q) {
      const auto& x = f.quotes[q];
      out += std::string(q ? ", " : "") + "{\"edition\": " + json(x.edition) + ", \"clause\": " + json(x.clause) +
             ", \"file\": " + json("docs/rulebooks/" + x.rulebook) + ", \"line\": " + std::to_string(x.line) +
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
