#include "verify_tally.h"

#include "model/core/input_error.h"
#include "shard_file.h"

namespace errata::shard {
namespace {


Json quote_json(const Quote& q) {
  return {{"edition", q.edition}, {"clause", q.clause}, {"rulebook", q.rulebook}, {"line", q.line}, {"text", q.text}, {"path", q.path}};
}

Json finding_json(const Finding& f) {
  Json quotes = Json::array();
  for (const auto& q : f.quotes) quotes.push_back(quote_json(q));
  return {{"id", f.id},
          {"kind", f.kind},
          {"severity", f.severity},
          {"editions", f.editions},
          {"clauses", f.clauses},
          {"message", f.message},
          {"consequences", f.consequences},
          {"quotes", std::move(quotes)},
          {"witness", f.witness},
          {"witness_path", f.witness_path},
          {"replayed", f.replayed}};
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
Finding read_finding(const JsonDocument& d, const nlohmann::json& n) {
  Finding f{tabbed_line(d.text(n, "id")), tabbed_line(d.text(n, "kind")), tabbed_line(d.text(n, "severity")), strings(d, n, "editions"),
                 strings(d, n, "clauses"), tabbed_line(d.text(n, "message")), strings(d, n, "consequences"), {}, d.text(n, "witness"),
                 tabbed_line(d.text(n, "witness_path")), d.boolean(n, "replayed")};
  for (const auto& q : d.array(n, "quotes"))
    f.quotes.push_back({tabbed_line(d.text(q, "edition")), tabbed_line(d.text(q, "clause")), tabbed_line(d.text(q, "rulebook")),
                        static_cast<int>(d.number(q, "line", 0, 10000000)), tabbed_line(d.text(q, "text")), tabbed_line(d.text(q, "path"))});
  return f;
}

// Each task's result starts a line, four spaces in, each of its findings eight; the
// seconds a task took to the microsecond (they show in the JUnit report only).
JsonBreak tally_break(const JsonPath& p, const Json&) {
  if (path_is(p, {"results"})) return {4, true, false};
  if (path_is(p, {"results", "*", "findings"})) return {8, true, false};
  return {};
}

}  // namespace

void VerifyTally::merge(const VerifyTally& other) {
  for (const auto& [k, r] : other.results) results[k] = r;
}

Units VerifyTally::json() const {
  Json all = Json::object();
  for (const auto& [k, r] : results) {
    Json findings = Json::array();
    for (const auto& f : r.result.findings) findings.push_back(finding_json(f));
    all[std::to_string(k)] = {{"name", r.name}, {"seconds", r.seconds}, {"proven", r.result.proven}, {"findings", std::move(findings)}};
  }
  return {{{"tasks", tasks}, {"results", std::move(all)}}, {tally_break, true, /*decimals=*/6}};
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
