#include "junit_report.h"

#include <cstdio>
#include <map>

#include "core/escape.h"

namespace errata::report {
namespace {

// Seconds to the microsecond: a scenario run takes well under a millisecond,
// which three decimals would show as 0.000.
std::string seconds(double s) {
  char buf[32];
  std::snprintf(buf, sizeof buf, "%.6f", s);
  return buf;
}

// The skipped count, where there is one (errata run --as: a scenario the
// edition cannot answer).
std::string skipped(int n) { return n ? " skipped=\"" + std::to_string(n) + "\"" : ""; }

struct Suite {
  std::string name;
  double time = 0;
  int tests = 0, failures = 0, errors = 0, skipped = 0;
  std::string cases;
};

std::string testcase(const std::string& classname, const std::string& name, const std::string& where,
                     const std::string& time, const std::string& tag, const std::string& message, const std::string& body) {
  std::string x = "    <testcase classname=\"" + xml_escape(classname) + "\" name=\"" + xml_escape(name) + "\"" + where;
  if (!time.empty()) x += " time=\"" + time + "\"";
  if (tag.empty()) return x + "/>\n";
  return x + ">\n      <" + tag + " message=\"" + xml_escape(message) + "\">" + xml_escape(body) + "</" + tag + ">\n    </testcase>\n";
}

void add_run(Suite& s, const RunResult& r, double time) {
  ++s.tests;
  s.time += time;
  const int line = r.mark.line > 0 || !r.bad_input ? r.mark.line : r.bad_input->mark.line;  // bad input outside a scenario: its own line
  const std::string where = " file=\"" + xml_escape(r.file) + "\" line=\"" + std::to_string(line) + "\"";
  if (r.not_applicable) {  // errata run --as: the edition cannot answer this scenario
    ++s.skipped;
    s.cases += testcase(r.edition, r.scenario, where, seconds(time), "skipped", *r.not_applicable, "");
    return;
  }
  if (r.bad_input) {
    ++s.errors;
    s.cases += testcase(r.edition, r.scenario, where, seconds(time), "error", r.bad_input->message,
                        r.bad_input->mark.str() + ": " + r.bad_input->message);
    return;
  }
  if (r.failures.empty()) {
    s.cases += testcase(r.edition, r.scenario, where, seconds(time), "", "", "");
    return;
  }
  ++s.failures;
  std::string body;
  for (const auto& f : r.failures) body += f.mark.str() + ": " + f.message + "\n";
  const std::string message = r.failures.size() == 1 ? r.failures[0].message
                                                      : std::to_string(r.failures.size()) + " expectations failed";
  s.cases += testcase(r.edition, r.scenario, where, seconds(time), "failure", message, body);
}

void add_finding(Suite& s, const Report& r, const Finding& f) {
  ++s.tests;
  const bool fresh = finding_state(r, f) == "new", unreplayed = !f.witness.empty() && !f.replayed;
  if (!fresh && !unreplayed) {
    s.cases += testcase(s.name, f.id, "", "", "", "", "");
    return;
  }
  ++s.failures;
  std::string body = f.severity + ": " + f.kind + " [" + f.id + "]\n" + f.message + "\n";
  for (const auto& q : f.quotes) body += q.edition + " " + quote_path(q) + ":" + std::to_string(q.line) + ": " + q.text + "\n";
  const std::string message = unreplayed ? "the witness did not replay (a checker bug): " + f.message
                                         : "new " + f.kind + ": " + f.message;
  s.cases += testcase(s.name, f.id, "", "", "failure", message, body);
}

std::string suite_xml(const Suite& s) {
  return "  <testsuite name=\"" + xml_escape(s.name) + "\" tests=\"" + std::to_string(s.tests) + "\" failures=\"" +
         std::to_string(s.failures) + "\" errors=\"" + std::to_string(s.errors) + "\"" + skipped(s.skipped) + " time=\"" +
         seconds(s.time) + "\">\n" +
         s.cases + "  </testsuite>\n";
}

}  // namespace

std::string junit_report(const Report& r) {
  std::map<std::string, Suite> by_file;
  for (size_t i = 0; i < r.runs.size(); ++i) {
    Suite& s = by_file[r.runs[i].file];
    s.name = r.runs[i].file;
    add_run(s, r.runs[i], i < r.run_seconds.size() ? r.run_seconds[i] : 0);
  }
  std::vector<Suite> suites;
  for (auto& [file, s] : by_file) suites.push_back(std::move(s));
  for (const auto& g : r.groups) {
    Suite s{g.name, g.seconds, 0, 0, 0, 0, ""};
    for (const auto& f : g.findings) add_finding(s, r, f);
    for (const auto& p : g.proven) ++s.tests, s.cases += testcase(g.name, "proven: " + p, "", "", "", "", "");
    suites.push_back(std::move(s));
  }
  Suite all{"errata", 0, 0, 0, 0, 0, ""};
  for (const auto& s : suites)
    all.tests += s.tests, all.failures += s.failures, all.errors += s.errors, all.skipped += s.skipped, all.time += s.time;
  if (r.wall_seconds) all.time = *r.wall_seconds;  // the suites ran on several cores: their times overlap
  std::string x = "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n<testsuites name=\"errata\" tests=\"" +
                  std::to_string(all.tests) + "\" failures=\"" + std::to_string(all.failures) + "\" errors=\"" +
                  std::to_string(all.errors) + "\"" + skipped(all.skipped) + " time=\"" + seconds(all.time) + "\">\n";
  for (const auto& s : suites) x += suite_xml(s);
  return x + "</testsuites>\n";
}

}  // namespace errata::report
