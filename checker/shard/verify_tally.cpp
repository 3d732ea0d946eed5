#include "verify_tally.h"

#include <cstdio>

#include "model/core/input_error.h"
#include "core/escape.h"
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

std::vector<std::string> strings(const JsonDocument& d, const nlohmann::json& o, const std::string& key) {
  std::vector<std::string> out;
  for (const auto& s : d.array(o, key)) {
    if (!s.is_string()) d.fail(s, "\"" + key + "\" is a list of strings");
    out.push_back(tabbed_line(s.get<std::string>()));
  }
  return out;
}

// A finding as the shard wrote it; every text that the terminal shows is one line, escaped (a file's text).
smt::Finding read_finding(const JsonDocument& d, const nlohmann::json& n) {
  smt::Finding f{tabbed_line(d.text(n, "id")), tabbed_line(d.text(n, "kind")), tabbed_line(d.text(n, "severity")), strings(d, n, "editions"),
                 strings(d, n, "clauses"), tabbed_line(d.text(n, "message")), strings(d, n, "consequences"), {}, d.text(n, "witness"),
                 tabbed_line(d.text(n, "witness_path")), d.boolean(n, "replayed")};
  for (const auto& q : d.array(n, "quotes"))
    f.quotes.push_back({tabbed_line(d.text(q, "edition")), tabbed_line(d.text(q, "clause")), tabbed_line(d.text(q, "rulebook")),
                        static_cast<int>(d.number(q, "line", 0, 10000000)), tabbed_line(d.text(q, "text")), tabbed_line(d.text(q, "path"))});
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

VerifyTally VerifyTally::read(const ShardFile& f) {
  const JsonDocument& d = f.read();
  const nlohmann::json& units = *f.units;
  VerifyTally t;
  t.tasks = d.number(units, "tasks", 0, kMostCount);
  for (const auto& [key, task] : d.object(units, "results").items()) {
    const long k = unit_key(key);
    if (k < 0 || k >= t.tasks) f.fail(task, "a task's result is keyed by its number in the run, below its \"tasks\"");
    if (!f.header.shard.takes(k))
      f.fail(task, "the result of task " + std::to_string(k) + ", which shard " + std::to_string(k % f.header.shard.of + 1) +
                       " runs, not this one");
    const nlohmann::json& seconds = d.member(task, "seconds");
    if (!seconds.is_number() || seconds.get<double>() < 0 || seconds.get<double>() > 1e9)
      f.fail(seconds, "\"seconds\" is a number of seconds");
    TaskResult r{tabbed_line(d.text(task, "name")), seconds.get<double>(), {}};
    for (const auto& finding : d.array(task, "findings")) r.result.findings.push_back(read_finding(d, finding));
    r.result.proven = strings(d, task, "proven");
    t.results[k] = std::move(r);
  }
  return t;
}

// The shards' results put together, held to the run's tasks: each shard
// counts the run's tasks, each result is the task of that number, and every
// task has its result.
VerifyTally merge_verify_shards(const std::vector<ShardFile>& shards, const std::vector<std::string>& names) {
  VerifyTally t;
  t.tasks = static_cast<long>(names.size());
  for (const auto& f : shards) {
    VerifyTally part = VerifyTally::read(f);
    if (part.tasks != t.tasks)
      f.fail(f.units->at("tasks"), "it counts " + std::to_string(part.tasks) + " tasks; the run's editions make " + std::to_string(t.tasks));
    for (const auto& [k, r] : part.results)
      if (r.name != names[static_cast<size_t>(k)])
        f.fail(f.units->at("results").at(std::to_string(k)), "task " + std::to_string(k) + " of this run is '" +
                                                                   names[static_cast<size_t>(k)] + "'; the file names another");
    t.merge(part);
  }
  for (long k = 0; k < t.tasks; ++k)
    if (!t.results.count(k)) {
      const ShardFile& owner = shards[static_cast<size_t>(k % shards.front().header.shard.of)];
      owner.fail(*owner.units, "it has no result for task " + std::to_string(k) + " ('" + names[static_cast<size_t>(k)] +
                                   "'), which this shard runs: the shard files are not of one whole run");
    }
  return t;
}

}  // namespace errata::shard
