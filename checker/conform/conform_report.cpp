#include "conform_report.h"

#include <cstdio>
#include <map>
#include <set>

#include "model/core/input_error.h"
#include "reports/escape.h"

namespace errata::conform {
namespace {

using report::json_list;
using report::json_string;

std::string where(const Run& r) {
  if (r.deviation && !r.deviation->step.file.empty() && r.deviation->step.line > 0) return r.deviation->step.str();
  if (r.mark.line > 0) return r.mark.str();
  return r.file.empty() ? "random play" : r.file;
}

std::string citation_text(const Deviation& d) {
  if (d.citations.empty()) return d.clause;
  return d.clause + ", " + d.citations[0].where();
}

// "Ana plays Roi on Bo: the rules: refused (...) (countess.forced, ...:96); the engine: accepted"
std::string deviation_text(const Deviation& d) {
  return d.step_title + ": the rules: " + d.rules + " (" + citation_text(d) + "); the engine: " + d.engine;
}

std::string seconds_text(double s) {
  char buf[32];
  std::snprintf(buf, sizeof buf, "%.2f", s);
  return buf;
}

std::string stderr_line(const Run& r) {
  return r.adapter_stderr.empty() ? "" : "    the adapter wrote to stderr: " + quote_line(r.adapter_stderr) + "\n";
}

std::string run_line(const Conformance& c, const Run& r) {
  const std::string head = one_line(where(r)) + ": ";
  const std::string tag = " [" + r.edition + "] ";
  if (r.verdict == Verdict::deviates) {
    const Expectation* e = accepting(c.expectations, r);
    std::string out = head + (e ? "expected deviation:" : "deviation:") + tag + one_line(deviation_text(*r.deviation)) + "\n";
    for (const auto& q : r.deviation->citations) out += "    " + q.where() + ": « " + one_line(q.quote) + " »\n";
    for (const auto& f : r.deviation->expectations) out += "    " + one_line(f.mark.str()) + ": " + one_line(f.message) + "\n";
    if (!r.origin.empty()) out += "    found by random play (" + r.origin + (r.games > 1 ? "; " + std::to_string(r.games) + " games showed it" : "") + ")\n";
    if (!r.witness_path.empty()) out += "    scenario written to " + r.witness_path + " (errata run passes it)\n";
    if (e) out += "    accepted by " + e->mark.str() + ": " + one_line(e->reason) + "\n";
    if (!r.detail.empty()) out += "    " + one_line(r.detail) + "\n";
    return out + stderr_line(r);
  }
  std::string out = head + std::string(verdict_name(r.verdict)) + ":" + tag + one_line(r.scenario) +
                    (r.detail.empty() ? "" : ": " + one_line(r.detail)) + "\n";
  return out + stderr_line(r);
}

struct Counts {
  std::map<Verdict, int> by_verdict;
  int expected = 0, failing = 0;
};

Counts count(const Conformance& c, bool random) {
  Counts n;
  for (const auto& r : c.runs) {
    if (r.origin.empty() == random) continue;
    ++n.by_verdict[r.verdict];
    if (accepting(c.expectations, r)) ++n.expected;
    if (fails(c, r)) ++n.failing;
  }
  return n;
}

std::string counts_text(Counts n) {
  std::string out = std::to_string(n.by_verdict[Verdict::deviates]) + " deviate";
  if (n.expected) out += " (" + std::to_string(n.expected) + " expected)";
  for (Verdict v : {Verdict::not_supported, Verdict::crash, Verdict::protocol_error, Verdict::skipped})
    if (n.by_verdict[v]) out += ", " + std::to_string(n.by_verdict[v]) + " " + std::string(verdict_name(v));
  return out;
}

}  // namespace

bool fails(const Conformance& c, const Run& run) {
  if (run.verdict == Verdict::crash || run.verdict == Verdict::protocol_error) return true;
  return run.verdict == Verdict::deviates && !accepting(c.expectations, run);
}

std::vector<const Expectation*> stale_expectations(const Conformance& c) {
  std::vector<const Expectation*> out;
  for (const auto& e : c.expectations) {
    bool used = false;
    for (const auto& r : c.runs) used = used || accepting(c.expectations, r) == &e;
    if (!used) out.push_back(&e);
  }
  return out;
}

std::string conform_text(const Conformance& c, bool verbose) {
  std::string out;
  for (const auto& r : c.runs) {
    if (verbose || fails(c, r) || (r.verdict == Verdict::deviates && !r.origin.empty())) out += run_line(c, r);
    else if (!r.adapter_stderr.empty())  // reported, though it fails nothing
      out += one_line(where(r)) + ": note: [" + r.edition + "] " + one_line(r.scenario) + "\n" + stderr_line(r);
  }
  out += c.command + "\n";
  out += "engine: " + c.hello.engine + (c.hello.version.empty() ? "" : " " + c.hello.version) + ", protocol " +
         std::to_string(c.hello.protocol) + ", plays " + std::to_string(c.hello.editions.size()) + " editions" +
         (c.hello.capabilities.empty() ? "" : ", capabilities: " + json_list(c.hello.capabilities)) + "\n";
  Counts scenarios = count(c, false);
  int runs = 0;
  for (const auto& [v, k] : scenarios.by_verdict) runs += k;
  if (runs || !c.random)
    out += "scenarios: " + std::to_string(runs) + " runs, " + std::to_string(scenarios.by_verdict[Verdict::conforms]) +
           " conform, " + counts_text(scenarios) + "\n";
  if (c.random) {
    const double rate = c.random_seconds > 0 ? static_cast<double>(c.games) / c.random_seconds : 0;
    out += "random play: " + std::to_string(c.games) + " games, " + std::to_string(c.turns) + " turns in " +
           seconds_text(c.random_seconds) + " s (" + seconds_text(rate) + " games/s): " + counts_text(count(c, true)) + "\n";
  }
  for (const auto* e : stale_expectations(c))
    out += e->mark.str() + ": note: this expectation accepts no deviation of this run (stale?): " +
           (e->id.empty() ? "scenario '" + e->scenario + "'" : e->id) + "\n";
  int failing = 0;
  for (const auto& r : c.runs) failing += fails(c, r);
  out += failing ? std::to_string(failing) + " failing runs\n" : "no new deviations\n";
  return out;
}

std::string conform_json(const Conformance& c) {
  std::string runs;
  for (const auto& r : c.runs) {
    std::string o = "{\"scenario\": " + json_string(r.scenario) + ", \"file\": " + json_string(r.file) + ", \"line\": " +
                    std::to_string(r.mark.line) + ", \"edition\": " + json_string(r.edition) + ", \"verdict\": " +
                    json_string(std::string(verdict_name(r.verdict))) + ", \"fails\": " + (fails(c, r) ? "true" : "false");
    if (const Expectation* e = accepting(c.expectations, r)) o += ", \"expected\": " + json_string(e->reason);
    if (!r.detail.empty()) o += ", \"detail\": " + json_string(r.detail);
    if (!r.adapter_stderr.empty()) o += ", \"stderr\": " + json_string(r.adapter_stderr);
    if (!r.origin.empty()) o += ", \"origin\": " + json_string(r.origin);
    if (!r.witness_path.empty()) o += ", \"witness\": " + json_string(r.witness_path);
    if (!r.origin.empty()) o += ", \"games\": " + std::to_string(r.games) + ", \"replayed\": " + (r.replayed ? "true" : "false");
    if (r.deviation) {
      const Deviation& d = *r.deviation;
      std::string cites, failures;
      for (const auto& q : d.citations)
        cites += (cites.empty() ? "" : ", ") + std::string("{\"rulebook\": ") + json_string(q.rulebook) + ", \"line\": " +
                 std::to_string(q.line) + ", \"quote\": " + json_string(q.quote) + "}";
      for (const auto& f : d.expectations)
        failures += (failures.empty() ? "" : ", ") + std::string("{\"at\": ") + json_string(f.mark.str()) + ", \"message\": " +
                    json_string(f.message) + "}";
      o += ", \"deviation\": {\"id\": " + json_string(r.deviation_id()) + ", \"at\": " + json_string(d.step.str()) +
           ", \"step\": " + json_string(d.step_title) + ", \"clause\": " + json_string(d.clause) + ", \"citations\": [" + cites +
           "], \"rules\": " + json_string(d.rules) + ", \"engine\": " + json_string(d.engine) + ", \"expectations\": [" +
           failures + "]}";
    }
    runs += (runs.empty() ? "\n    " : ",\n    ") + o + "}";
  }
  std::vector<std::string> stale;
  for (const auto* e : stale_expectations(c)) stale.push_back(e->id.empty() ? e->scenario : e->id);
  return "{\n  \"command\": " + json_string(c.command) + ",\n  \"engine\": {\"adapter\": " + json_string(c.adapter) +
         ", \"name\": " + json_string(c.hello.engine) + ", \"version\": " + json_string(c.hello.version) + ", \"protocol\": " +
         std::to_string(c.hello.protocol) + ", \"editions\": " + json_list(c.hello.editions) + ", \"capabilities\": " +
         json_list(c.hello.capabilities) + "},\n  \"random\": {\"games\": " + std::to_string(c.games) + ", \"turns\": " +
         std::to_string(c.turns) + ", \"seconds\": " + seconds_text(c.random_seconds) + "},\n  \"runs\": [" + runs +
         (runs.empty() ? "" : "\n  ") + "],\n  \"stale_expectations\": " + json_list(stale) + "\n}\n";
}

namespace {

// A run as a scenario run of the report: a new deviation fails it, a crash
// or a broken protocol is its error, anything else not conforming a warning.
RunResult run_result(const Run& r, bool accepted) {
  RunResult rr;
  rr.scenario = r.scenario;
  rr.file = r.witness_path.empty() ? r.file : r.witness_path;
  rr.mark = r.mark;
  rr.edition = r.edition;
  if (r.verdict == Verdict::crash || r.verdict == Verdict::protocol_error)
    rr.bad_input = Failure{r.mark, std::string(verdict_name(r.verdict)) + ": " + r.detail};
  else if (r.verdict == Verdict::deviates)
    (accepted ? rr.warnings : rr.failures).push_back({r.deviation->step, deviation_text(*r.deviation)});
  else if (r.verdict != Verdict::conforms)
    rr.warnings.push_back({r.mark, std::string(verdict_name(r.verdict)) + ": " + r.detail});
  return rr;
}

// The finding of a deviation id (the rule broken), each run that shows it a consequence.
void add_to_finding(smt::Finding& f, const std::string& engine, const Run& r) {
  if (f.id.empty()) {
    f.id = r.deviation_id();
    f.kind = "deviation";
    f.severity = "error";
    f.editions = {r.edition};
    f.clauses = {r.deviation->clause};
    f.message = engine + " departs from " + r.edition + "'s " + r.deviation->clause + ": " + deviation_text(*r.deviation);
    for (const auto& q : r.deviation->citations) f.quotes.push_back({r.edition, r.deviation->clause, q.rulebook, q.line, q.quote});
  }
  f.consequences.push_back(r.scenario + " (" + where(r) + ")");
  if (f.witness.empty() && !r.witness.empty()) {
    f.witness = r.witness;
    f.witness_path = r.witness_path;
    f.replayed = r.replayed;
  }
}

}  // namespace

report::Report conform_report(const Conformance& c) {
  report::Report rep;
  rep.command = c.command;
  rep.baseline = smt::Baseline{};
  std::map<std::string, smt::Finding> findings;  // one per deviation id
  std::map<std::string, std::string> reasons;    // deviation id -> why accepted, while every run of it is
  std::set<std::string> new_ones;
  for (const auto& r : c.runs) {
    const Expectation* accepted = accepting(c.expectations, r);
    rep.runs.push_back(run_result(r, accepted));
    rep.run_seconds.push_back(r.seconds);
    if (r.verdict != Verdict::deviates) continue;
    add_to_finding(findings[r.deviation_id()], c.hello.engine, r);
    if (accepted) reasons[r.deviation_id()] = accepted->reason;
    else new_ones.insert(r.deviation_id());
  }
  report::DecisionGroup group{"conform " + c.hello.engine, c.random_seconds, {}, {}};
  for (auto& [id, f] : findings) {
    if (!new_ones.count(id)) rep.baseline->accepted[id] = reasons[id];
    group.findings.push_back(std::move(f));
  }
  rep.groups.push_back(std::move(group));
  return rep;
}

}  // namespace errata::conform
