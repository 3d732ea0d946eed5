#include "conform_report.h"

#include <cstdio>
#include <map>
#include <set>

#include "model/core/input_error.h"
#include "core/json_text.h"

namespace errata::conform {
namespace {


std::string where(const Run& r) {
  if (r.failed_at && !r.failed_at->step.file.empty() && r.failed_at->step.line > 0) return r.failed_at->step.str();
  if (r.mark.line > 0) return r.mark.str();
  return r.file.empty() ? "random play" : r.file;
}

std::string where(const Run& r, const Deviation& d) {
  if (!d.step.file.empty() && d.step.line > 0) return d.step.str();
  return where(r);
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

// Text the adapter wrote, already shown escaped (session.h), cut to stay short.
std::string quoted_stderr(const std::string& shown) {
  return "'" + (shown.size() > 200 ? shown.substr(0, 200) + "' ... (" + std::to_string(shown.size()) + " bytes shown)" : shown + "'");
}

std::string stderr_line(const Run& r) {
  return r.adapter_stderr.empty() ? "" : "    the adapter wrote to stderr: " + quoted_stderr(r.adapter_stderr) + "\n";
}

std::string deviation_lines(const Conformance& c, const Run& r, const Deviation& d) {
  const Expectation* e = accepting(c.expectations, r, d);
  const std::string label = d.leak() ? "information leak" : e ? "expected deviation" : "deviation";
  std::string out = one_line(where(r, d)) + ": " + label + ": [" + r.edition + "] " + one_line(deviation_text(d)) + " [" +
                    (d.card.empty() ? "" : d.card + ", ") + d.kind + "]\n";
  for (const auto& q : d.citations) out += "    " + q.where() + ": « " + one_line(q.quote) + " »\n";
  for (const auto& f : d.expectations) out += "    " + one_line(f.mark.str()) + ": " + one_line(f.message) + "\n";
  if (e) out += "    accepted by " + e->mark.str() + ": " + one_line(e->reason) + "\n";
  return out;
}

std::string run_lines(const Conformance& c, const Run& r) {
  std::string out;
  for (const auto& d : r.deviations) out += deviation_lines(c, r, d);
  if (r.verdict != Verdict::deviates) {
    std::string head = one_line(where(r)) + ": " + std::string(verdict_name(r.verdict)) + ": [" + r.edition + "] ";
    if (r.failed_at) head += one_line(r.failed_at->step_title) + " (" + citation_text(*r.failed_at) + ") in ";
    out += head + one_line(r.scenario) + (r.detail.empty() ? "" : ": " + one_line(r.detail)) + "\n";
  }
  if (!r.origin.empty()) {
    out += "    found by random play (" + r.origin;
    if (r.verdict == Verdict::deviates)
      out += "; seen " + std::to_string(r.occurrences) + (r.occurrences == 1 ? " time" : " times") + " in " +
             std::to_string(r.games) + (r.games == 1 ? " game" : " games");
    else if (r.games > 1)
      out += "; " + std::to_string(r.games) + " games";
    out += ")\n";
  }
  if (!r.witness_path.empty()) out += "    scenario written to " + r.witness_path + " (errata run passes it)\n";
  if (r.verdict == Verdict::deviates && !r.detail.empty()) out += "    " + one_line(r.detail) + "\n";
  if (!r.note.empty()) out += "    " + one_line(r.note) + "\n";
  return out + stderr_line(r);
}

struct Counts {
  std::map<Verdict, int> by_verdict;
  long steps = 0, expected = 0;
};

Counts count(const Conformance& c, bool random) {
  Counts n;
  for (const auto& r : c.runs) {
    if (r.origin.empty() == random) continue;
    n.by_verdict[r.verdict] += random && r.games > 1 && r.verdict != Verdict::deviates ? static_cast<int>(r.games) : 1;
    for (const auto& d : r.deviations) {
      ++n.steps;
      if (accepting(c.expectations, r, d)) ++n.expected;
    }
  }
  return n;
}

std::string others_text(Counts& n, bool random) {
  std::string out;
  for (Verdict v : {Verdict::not_applicable, Verdict::not_supported, Verdict::crash, Verdict::protocol_error, Verdict::skipped})
    if (n.by_verdict[v]) out += ", " + std::to_string(n.by_verdict[v]) + (random ? " games " : " ") + std::string(verdict_name(v));
  return out;
}

std::string scenario_counts(Counts n) {
  int runs = 0;
  for (const auto& [v, k] : n.by_verdict) runs += k;
  std::string out = std::to_string(runs) + " runs, " + std::to_string(n.by_verdict[Verdict::conforms]) + " conform, " +
                    std::to_string(n.by_verdict[Verdict::deviates]) + " deviate";
  if (n.steps) out += " at " + std::to_string(n.steps) + (n.steps == 1 ? " step" : " steps");
  if (n.expected) out += " (" + std::to_string(n.expected) + " expected)";
  return out + others_text(n, false);
}

std::string random_counts(const Conformance& c) {
  Counts n = count(c, true);
  long distinct = 0, seen = 0;
  std::set<std::string> games;
  for (const auto& r : c.runs)
    if (!r.origin.empty() && r.verdict == Verdict::deviates) {
      ++distinct;
      seen += r.occurrences;
    }
  const double rate = c.random_seconds > 0 ? static_cast<double>(c.games) / c.random_seconds : 0;
  return std::to_string(c.games) + " games, " + std::to_string(c.turns) + " turns, " + std::to_string(c.refusals) +
         " refused requests, " + std::to_string(c.resyncs) + " resynchronisations in " + seconds_text(c.random_seconds) + " s (" +
         seconds_text(rate) + " games/s): " + std::to_string(distinct) + " distinct deviations seen " + std::to_string(seen) +
         " times" + others_text(n, true);
}

std::string count_of(long n, const std::string& thing) { return std::to_string(n) + " " + thing + (n == 1 ? "" : "s"); }

std::string distinct_lines(const Conformance& c) {
  const auto all = distinct_deviations(c);
  if (all.empty()) return "";
  std::set<std::string> clauses;
  long leaks = 0;
  for (const auto& d : all) {
    clauses.insert(d.id);
    leaks += d.first.leak();
  }
  std::string out = "deviations: " + std::to_string(all.size() - static_cast<size_t>(leaks)) +
                    " distinct (by rule, card and kind of difference) breaking " + std::to_string(clauses.size()) + " clauses" +
                    (leaks ? "; " + std::to_string(leaks) + " information leaks" : "") + "\n";
  for (const auto& d : all) {
    out += "  " + std::string(d.first.leak() ? "leak " : "") + d.id + "  " + (d.first.card.empty() ? "-" : d.first.card) + "  " +
           d.first.kind + ":";
    if (d.runs) out += " " + count_of(d.steps, "step") + " in " + count_of(d.runs, "scenario run") + (d.games ? ";" : "");
    if (d.games) out += " " + count_of(d.occurrences, "time") + " in " + count_of(d.games, "game");
    out += d.accepted ? " (expected)\n" : "\n";
  }
  return out;
}

}  // namespace

bool fails(const Conformance& c, const Run& run) {
  if (run.verdict == Verdict::crash || run.verdict == Verdict::protocol_error) return true;
  for (const auto& d : run.deviations)
    if (!accepting(c.expectations, run, d)) return true;
  return false;
}

std::vector<const Expectation*> stale_expectations(const Conformance& c) {
  std::vector<const Expectation*> out;
  for (const auto& e : c.expectations) {
    bool used = false;
    for (const auto& r : c.runs)
      for (const auto& d : r.deviations) used = used || accepting(c.expectations, r, d) == &e;
    if (!used) out.push_back(&e);
  }
  return out;
}

std::vector<DistinctDeviation> distinct_deviations(const Conformance& c) {
  std::map<std::string, DistinctDeviation> by_key;  // "edition key" -> its counts
  for (const auto& r : c.runs) {
    std::set<std::string> in_run;
    for (const auto& d : r.deviations) {
      DistinctDeviation& x = by_key[r.edition + " " + d.key()];
      if (x.id.empty()) {
        x.id = r.deviation_id(d);
        x.edition = r.edition;
        x.first = d;
      }
      x.accepted = x.accepted && accepting(c.expectations, r, d);
      if (!r.origin.empty()) {
        x.games += r.games;
        x.occurrences += r.occurrences;
      } else {
        ++x.steps;
        if (in_run.insert(d.key()).second) ++x.runs;
      }
    }
  }
  std::vector<DistinctDeviation> out;
  for (auto& [key, d] : by_key) out.push_back(std::move(d));
  return out;
}

std::string conform_text(const Conformance& c, bool verbose) {
  std::string out;
  for (const auto& r : c.runs) {
    const bool random_not_conforming = !r.origin.empty() && r.verdict != Verdict::conforms;
    if (verbose || fails(c, r) || random_not_conforming || !r.deviations.empty()) out += run_lines(c, r);
    else if (!r.adapter_stderr.empty())  // reported, though it fails nothing
      out += one_line(where(r)) + ": note: [" + r.edition + "] " + one_line(r.scenario) + "\n" + stderr_line(r);
  }
  out += c.command + "\n";
  out += "engine: " + c.hello.engine + (c.hello.version.empty() ? "" : " " + c.hello.version) + ", protocol " +
         std::to_string(c.hello.protocol) + ", plays " + std::to_string(c.hello.editions.size()) + " editions" +
         (c.hello.capabilities.empty() ? "" : ", capabilities: " + json_text(c.hello.capabilities)) +
         (c.hello.protocol >= 2 ? ", observe shows: " + observe_name(c.hello.observe) : "") + "\n";
  for (const auto& n : c.hello.notes) out += "note: hello: " + n + "\n";
  if (c.hello.observe == ObserveShows::table)
    out += "information leak: the engine's observe shows every hand on the table (it says so in hello): each player's view "
           "shows cards the rules hide from her\n";
  if (c.hello.observe == ObserveShows::nothing) out += "note: the engine's observe shows nothing: what plays show is not checked\n";
  Counts scenarios = count(c, false);
  if (!scenarios.by_verdict.empty() || !c.random) out += "scenarios: " + scenario_counts(scenarios) + "\n";
  if (c.random) out += "random play: " + random_counts(c) + "\n";
  if (c.stopped)
    out += "note: " + std::to_string(c.stopped) + " games ended before their end: " + one_line(c.stopped_why) +
           (c.stopped > 1 ? " (the first; the others alike or not)" : "") + "\n";
  out += distinct_lines(c);
  for (const auto* e : stale_expectations(c))
    out += e->mark.str() + ": note: this expectation accepts no deviation of this run (stale?): " +
           (e->id.empty() ? "scenario '" + e->scenario + "'" : e->id) + "\n";
  int failing = 0;
  for (const auto& r : c.runs) failing += fails(c, r);
  out += failing ? std::to_string(failing) + " failing runs\n" : "no new deviations\n";
  return out;
}

namespace {

errata::Json deviation_json(const Conformance& c, const Run& r, const Deviation& d) {
  errata::Json cites = errata::Json::array(), failures = errata::Json::array();
  for (const auto& q : d.citations) cites.push_back({{"rulebook", q.rulebook}, {"line", q.line}, {"quote", q.quote}});
  for (const auto& f : d.expectations) failures.push_back({{"at", f.mark.str()}, {"message", f.message}});
  errata::Json o = {{"id", r.deviation_id(d)}, {"at", d.step.str()},    {"step", d.step_title},        {"clause", d.clause},
            {"card", d.card},           {"kind", d.kind},        {"citations", std::move(cites)}, {"rules", d.rules},
            {"engine", d.engine},       {"expectations", std::move(failures)}};
  if (const Expectation* e = accepting(c.expectations, r, d)) o["expected"] = e->reason;
  return o;
}

errata::Json run_json(const Conformance& c, const Run& r) {
  errata::Json o = {{"scenario", r.scenario}, {"file", r.file},   {"line", r.mark.line}, {"edition", r.edition},
            {"verdict", std::string(verdict_name(r.verdict))}, {"fails", fails(c, r)}};
  if (!r.detail.empty()) o["detail"] = r.detail;
  if (!r.note.empty()) o["note"] = r.note;
  if (!r.adapter_stderr.empty()) o["stderr"] = r.adapter_stderr;
  if (!r.origin.empty()) o["origin"] = r.origin;
  if (!r.witness_path.empty()) o["witness"] = r.witness_path;
  if (!r.origin.empty()) {
    o["games"] = r.games;
    o["occurrences"] = r.occurrences;
    o["replayed"] = r.replayed;
  }
  if (r.failed_at) o["failed_at"] = deviation_json(c, r, *r.failed_at);
  errata::Json devs = errata::Json::array();
  for (const auto& d : r.deviations) devs.push_back(deviation_json(c, r, d));
  o["deviations"] = std::move(devs);
  return o;
}

errata::Json distinct_json(const Conformance& c) {
  errata::Json out = errata::Json::array();
  for (const auto& d : distinct_deviations(c))
    out.push_back({{"id", d.id},           {"edition", d.edition},     {"clause", d.first.clause}, {"card", d.first.card},
                   {"kind", d.first.kind}, {"runs", d.runs},           {"steps", d.steps},         {"games", d.games},
                   {"occurrences", d.occurrences}, {"accepted", d.accepted}});
  return out;
}

// One member a line, each distinct deviation and each run too; seconds to the hundredth.
JsonBreak conform_break(const JsonPath& p, const errata::Json&) {
  if (p.empty()) return {2};
  if (path_is(p, {"deviations"}) || path_is(p, {"runs"})) return {4};
  return {};
}

}  // namespace

std::string conform_json(const Conformance& c) {
  errata::Json runs = errata::Json::array(), stale = errata::Json::array();
  for (const auto& r : c.runs) runs.push_back(run_json(c, r));
  for (const auto* e : stale_expectations(c)) stale.push_back(e->id.empty() ? e->scenario : e->id);
  const errata::Json engine = {{"adapter", c.adapter},         {"name", c.hello.engine},
                       {"version", c.hello.version},   {"protocol", c.hello.protocol},
                       {"editions", c.hello.editions}, {"capabilities", c.hello.capabilities},
                       {"observe", observe_name(c.hello.observe)}, {"notes", c.hello.notes}};
  const errata::Json random = {{"games", c.games},       {"turns", c.turns},     {"refusals", c.refusals},
                       {"resyncs", c.resyncs},   {"stopped", c.stopped}, {"seconds", c.random_seconds}};
  const errata::Json doc = {{"command", c.command}, {"engine", engine},         {"random", random},
                    {"deviations", distinct_json(c)}, {"runs", std::move(runs)}, {"stale_expectations", std::move(stale)}};
  return json_text(doc, {conform_break, true, /*decimals=*/2}) + "\n";
}

namespace {

// A run as a scenario run of the report: each new deviation a failure, a
// crash or a broken protocol its error, anything else not conforming a warning.
RunResult run_result(const Conformance& c, const Run& r) {
  RunResult rr;
  rr.scenario = r.scenario;
  rr.file = r.witness_path.empty() ? r.file : r.witness_path;
  rr.mark = r.mark;
  rr.edition = r.edition;
  for (const auto& d : r.deviations)
    (accepting(c.expectations, r, d) ? rr.warnings : rr.failures).push_back({d.step, deviation_text(d)});
  if (r.verdict == Verdict::crash || r.verdict == Verdict::protocol_error)
    rr.bad_input = Failure{r.failed_at ? r.failed_at->step : r.mark, std::string(verdict_name(r.verdict)) + ": " + r.detail};
  else if (r.verdict != Verdict::conforms && r.verdict != Verdict::deviates)
    rr.warnings.push_back({r.mark, std::string(verdict_name(r.verdict)) + ": " + r.detail});
  return rr;
}

// The finding of a deviation id (the rule broken), each step that shows it a consequence.
void add_to_finding(Finding& f, const std::string& engine, const Run& r, const Deviation& d) {
  if (f.id.empty()) {
    f.id = r.deviation_id(d);
    f.kind = "deviation";
    f.severity = "error";
    f.editions = {r.edition};
    f.clauses = {d.clause};
    f.message = engine + (d.leak() ? " leaks information under " : " departs from ") + r.edition + "'s " + d.clause + ": " +
                deviation_text(d);
    for (const auto& q : d.citations) f.quotes.push_back({r.edition, d.clause, q.rulebook, q.line, q.quote});
  }
  f.consequences.push_back(r.scenario + " (" + where(r, d) + ", " + (d.card.empty() ? "" : d.card + ", ") + d.kind + ")");
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
  rep.baseline = Baseline{};
  std::map<std::string, Finding> findings;  // one per deviation id
  std::map<std::string, std::string> reasons;    // deviation id -> why accepted, while every step of it is
  std::set<std::string> new_ones;
  for (const auto& r : c.runs) {
    rep.runs.push_back(run_result(c, r));
    rep.run_seconds.push_back(r.seconds);
    for (const auto& d : r.deviations) {
      add_to_finding(findings[r.deviation_id(d)], c.hello.engine, r, d);
      if (const Expectation* e = accepting(c.expectations, r, d)) reasons[r.deviation_id(d)] = e->reason;
      else new_ones.insert(r.deviation_id(d));
    }
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
