#include "verify_tally.h"

#include <cstdio>

#include "reports/escape.h"
#include "shard_file.h"

namespace errata::shard {
namespace {

using report::json_list;
using report::json_string;

std::string quote_json(const smt::Quote& q) {
  return "{\"edition\": " + json_string(q.edition) + ", \"clause\": " + json_string(q.clause) + ", \"rulebook\": " + json_string(q.rulebook) +
         ", \"line\": " + std::to_string(q.line) + ", \"text\": " + json_string(q.text) + ", \"path\": " + json_string(q.path) + "}";
}

std::string finding_json(const smt::Finding& f) {
  std::string quotes;
  for (const auto& q : f.quotes) quotes += (quotes.empty() ? "" : ", ") + quote_json(q);
  return "{\"id\": " + json_string(f.id) + ", \"kind\": " + json_string(f.kind) + ", \"severity\": " + json_string(f.severity) +
         ", \"editions\": " + json_list(f.editions) + ", \"clauses\": " + json_list(f.clauses) + ", \"message\": " + json_string(f.message) +
         ", \"consequences\": " + json_list(f.consequences) + ", \"quotes\": [" + quotes + "], \"witness\": " + json_string(f.witness) +
         ", \"witness_path\": " + json_string(f.witness_path) + ", \"replayed\": " + (f.replayed ? "true" : "false") + "}";
}

std::vector<std::string> strings(const YAML::Node& n) {
  std::vector<std::string> out;
  for (const auto& s : n) out.push_back(s.as<std::string>());
  return out;
}

smt::Finding read_finding(const YAML::Node& n) {
  smt::Finding f{n["id"].as<std::string>(), n["kind"].as<std::string>(), n["severity"].as<std::string>(), strings(n["editions"]),
                 strings(n["clauses"]), n["message"].as<std::string>(), strings(n["consequences"]), {}, n["witness"].as<std::string>(),
                 n["witness_path"].as<std::string>(), n["replayed"].as<bool>()};
  for (const auto& q : n["quotes"])
    f.quotes.push_back({q["edition"].as<std::string>(), q["clause"].as<std::string>(), q["rulebook"].as<std::string>(), q["line"].as<int>(),
                        q["text"].as<std::string>(), q["path"].as<std::string>()});
  return f;
}

// The seconds a task took, to the microsecond (they show in the JUnit report only).
std::string seconds_json(double s) {
  char buf[40];
  std::snprintf(buf, sizeof buf, "%.6f", s);
  return buf;
}

}  // namespace

void VerifyTally::merge(const VerifyTally& other) {
  for (const auto& [k, r] : other.results) results[k] = r;
}

std::string VerifyTally::json() const {
  std::string out;
  for (const auto& [k, r] : results) {
    std::string findings;
    for (const auto& f : r.result.findings) findings += (findings.empty() ? "\n        " : ",\n        ") + finding_json(f);
    out += (out.empty() ? "\n    " : ",\n    ") + json_string(std::to_string(k)) + ": {\"name\": " + json_string(r.name) +
           ", \"seconds\": " + seconds_json(r.seconds) + ", \"proven\": " + json_list(r.result.proven) + ", \"findings\": [" + findings + "]}";
  }
  return "{\"tasks\": " + std::to_string(tasks) + ", \"results\": {" + out + "}}";
}

VerifyTally VerifyTally::read(const YAML::Node& units, const std::string& path) {
  return shard_part(path, [&] {
    if (!units.IsMap() || !units["tasks"].IsScalar() || !units["results"].IsMap())
      not_a_shard_file(path, units, "verify units are {\"tasks\": N, \"results\": {...}}");
    VerifyTally t;
    t.tasks = count_at(path, units["tasks"], "verify's number of tasks");
    for (const auto& kv : units["results"]) {
      try {
        TaskResult r{kv.second["name"].as<std::string>(), kv.second["seconds"].as<double>(), {}};
        for (const auto& f : kv.second["findings"]) r.result.findings.push_back(read_finding(f));
        r.result.proven = strings(kv.second["proven"]);
        t.results[kv.first.as<long>()] = std::move(r);
      } catch (const YAML::Exception&) {
        not_a_shard_file(path, kv.second, "a task's result: name, seconds, proven, findings");
      }
    }
    return t;
  });
}

}  // namespace errata::shard
