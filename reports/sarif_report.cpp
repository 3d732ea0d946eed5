#include "sarif_report.h"

#include <algorithm>
#include <cctype>

#include "core/finding_kinds.h"
#include "core/json_text.h"

namespace errata::report {
namespace {

const std::string kRoot = "SRCROOT";  // the repository root: rulebooks and witnesses are relative to it

Json text(const std::string& s) { return {{"text", s}}; }

// A path as a URI reference: each byte outside RFC 3986's unreserved set and
// '/' percent-encoded.
std::string uri_path(const std::string& path) {
  static const char* hex = "0123456789ABCDEF";
  std::string out;
  for (unsigned char c : path) {
    if (std::isalnum(c) || c == '-' || c == '.' || c == '_' || c == '~' || c == '/') {
      out += static_cast<char>(c);
    } else {
      out += '%';
      out += hex[c >> 4];
      out += hex[c & 15];
    }
  }
  return out;
}

// An artifactLocation: a path relative to the repository root, or an absolute
// file (a user's rulebook outside the working folder) as a file: URI.
Json artifact(const std::string& path) {
  if (!path.empty() && path.front() == '/') return {{"uri", "file://" + uri_path(path)}};
  return {{"uri", uri_path(path)}, {"uriBaseId", kRoot}};
}

std::string level_of(const std::string& severity) {
  return severity == "error" ? "error" : severity == "warning" ? "warning" : "note";
}

int rule_index(const std::string& kind) {
  const auto& kinds = finding_kinds();
  for (size_t i = 0; i < kinds.size(); ++i)
    if (kinds[i].id == kind) return static_cast<int>(i);
  return -1;
}

// Code points (what columnKind unicodeCodePoints counts) in the first `bytes` bytes of UTF-8 text.
int code_points(const std::string& s, size_t bytes) {
  int n = 0;
  for (size_t i = 0; i < bytes && i < s.size(); ++i) n += (static_cast<unsigned char>(s[i]) & 0xC0) != 0x80;
  return n;
}

// The quote's region: its line, and its columns when it stands verbatim there
// (a silent clause's quote names its reading: the line alone).
Json physical(const Report& r, const Quote& q) {
  Json out = {{"artifactLocation", artifact(quote_path(q))}};
  if (q.line <= 0) return out;
  Json region = {{"startLine", q.line}};
  if (quote_stands(r, q)) {
    const std::string line = rulebook_line(r, quote_path(q), q.line);
    const size_t at = line.find(q.text);
    region["startColumn"] = code_points(line, at) + 1;
    region["endColumn"] = code_points(line, at + q.text.size()) + 1;
    region["snippet"] = text(q.text);
  }
  out["region"] = std::move(region);
  return out;
}

// "dead-clause" -> "DeadClause": a rule's readable name, apart from its id.
std::string rule_name(const std::string& id) {
  std::string out;
  bool up = true;
  for (char c : id) {
    if (c == '-') up = true;
    else out += up ? static_cast<char>(std::toupper(static_cast<unsigned char>(c))) : c, up = false;
  }
  return out;
}

// The rule of a failed scenario run, after the finding kinds' rules.
const FindingKind kFailedScenario{
    "failed-scenario", "A scenario's expectation failed",
    "A scenario ran under an edition and the state, or the rules' answer, was not what the scenario expects (or the "
    "scenario could not run as written). The result stands at the scenario; its related locations are each failed "
    "expectation and the rule text of the clauses that decided the step it checks. Run `errata explain FILE --edition ID` "
    "for the whole trace."};

// The rule of bad input: a scenario, edition, reading or baseline errata
// could not read, or a scenario it could not run as written.
const FindingKind kBadInput{
    "bad-input", "An input errata could not read or run as written",
    "A scenario, edition file, reading or baseline is not what errata reads (a misspelt card or key, malformed "
    "YAML, an unknown edition...), so the run stopped short of it: the result stands at the line and column of the "
    "problem, and its message says what was expected there, with a \"did you mean\". Fix the input and run again "
    "(exit code 2)."};

// A rule's name differs from its id, case aside (SARIF1001): a finding
// kind's name says it is a finding ("DivergenceFinding").
Json rule(const FindingKind& k) {
  const bool finding = &k != &kFailedScenario && &k != &kBadInput;
  const std::string name = rule_name(k.id) + (finding ? "Finding" : "");
  return {{"id", k.id}, {"name", name}, {"shortDescription", text(k.title)}, {"fullDescription", text(k.help)}, {"help", text(k.help)}};
}

Json rules() {
  Json out = Json::array();
  for (const auto& k : finding_kinds()) out.push_back(rule(k));
  out.push_back(rule(kFailedScenario));
  out.push_back(rule(kBadInput));
  return out;
}

std::string witness_uri(const Finding& f) {
  if (!f.witness_path.empty()) return f.witness_path;
  std::string name;
  for (char c : f.id) name += (std::isalnum(static_cast<unsigned char>(c)) || c == '-' || c == '.') ? c : '_';
  return "witnesses/" + name + ".yaml";
}

// The witness file: where --out wrote it, else where --out would, under the
// repository root (an artifactLocation).
Json witness_location(const Finding& f) { return artifact(witness_uri(f)); }

// A location's place and message.
Json location(int id, Json physical_location, const std::string& message) {
  Json out = Json::object();
  if (id) out["id"] = id;
  out["physicalLocation"] = std::move(physical_location);
  out["message"] = text(message);
  return out;
}

Json result(const Report& r, const Finding& f, int artifact) {
  Json out = {{"ruleId", f.kind}};
  if (const int i = rule_index(f.kind); i >= 0) out["ruleIndex"] = i;
  std::string message = f.message;
  for (const auto& c : f.consequences) message += "\n- " + c;
  out["level"] = level_of(f.severity);
  out["message"] = text(message);
  if (!f.quotes.empty())
    out["locations"] = Json::array({location(0, physical(r, f.quotes[0]), f.quotes[0].edition + " (" + f.quotes[0].clause + ")")});
  if (f.quotes.size() > 1) {
    Json related = Json::array();
    for (size_t q = 1; q < f.quotes.size(); ++q)
      related.push_back(location(static_cast<int>(q), physical(r, f.quotes[q]), f.quotes[q].edition + " (" + f.quotes[q].clause + ")"));
    out["relatedLocations"] = std::move(related);
  }
  if (artifact >= 0) {
    Json where = witness_location(f);
    where["index"] = artifact;
    out["attachments"] = Json::array(
        {{{"description", text(std::string("witness scenario") + (f.replayed ? ", replayed by the executable models" : ", NOT replayed"))},
          {"artifactLocation", std::move(where)}}});
  }
  out["partialFingerprints"] = {{"errataFindingId/v1", f.id}};
  if (r.baseline) out["baselineState"] = baseline_state(r, f);
  out["properties"] = {{"findingId", f.id}, {"editions", f.editions}, {"clauses", f.clauses}};
  return out;
}

// Whether a mark names a file (not an option such as "--edition", nor nothing).
bool in_a_file(const SourceMark& m) { return !m.file.empty() && m.file.front() != '-'; }

// A place in a scenario file: its path, and its line and column when known.
Json scenario_place(const SourceMark& m) {
  Json out = {{"artifactLocation", artifact(m.file)}};
  if (m.line > 0) out["region"] = {{"startLine", m.line}, {"startColumn", std::max(1, m.column)}};
  return out;
}

// A failed scenario run: at its first failed expectation (or its bad input),
// the line the terminal and JUnit give; the scenario's own line, the other
// failed expectations and the rule text of the clauses behind them as related
// locations.
Json failed_run(const Report& r, size_t index) {
  const RunResult& run = r.runs[index];
  std::vector<Failure> failures = run.failures;
  if (run.bad_input) failures.insert(failures.begin(), *run.bad_input);
  const SourceMark at = in_a_file(failures.front().mark) ? failures.front().mark : run.mark;
  const bool named = !run.scenario.empty() && run.scenario.front() != '(';  // not "(file)", "(input)": no scenario to name
  std::string message = (run.edition.empty() ? "" : "[" + run.edition + "] ") + (named ? run.scenario + ": " : "") + failures.front().message;
  if (failures.size() > 1) message += " (and " + std::to_string(failures.size() - 1) + " more failed expectations)";
  const bool bad = run.bad_input.has_value();
  Json out = {{"ruleId", bad ? kBadInput.id : kFailedScenario.id},
              {"ruleIndex", finding_kinds().size() + (bad ? 1 : 0)},
              {"level", "error"},
              {"message", text(message)}};
  if (in_a_file(at))
    out["locations"] = Json::array({location(0, scenario_place(at), (bad ? "bad input: " : "failed: ") + failures.front().message)});
  Json related = Json::array();
  auto add = [&](Json place, const std::string& what) {
    related.push_back(location(static_cast<int>(related.size()) + 1, std::move(place), what));
  };
  if (in_a_file(run.mark) && run.mark.line > 0) add(scenario_place(run.mark), "the scenario: " + run.scenario);
  for (size_t k = 1; k < failures.size(); ++k) add(scenario_place(failures[k].mark), "failed: " + failures[k].message);
  for (size_t k = 0; k < run.failures.size(); ++k)
    if (const auto it = r.failure_clauses.find({index, k}); it != r.failure_clauses.end())
      for (const auto& q : it->second) add(physical(r, q), q.edition + " (" + q.clause + "): " + q.text);
  if (!related.empty()) out["relatedLocations"] = std::move(related);
  out["partialFingerprints"] = {{"errataScenarioRun/v1", run.file + ":" + run.scenario + ":" + run.edition}};
  if (r.baseline) out["baselineState"] = "new";
  out["properties"] = {{"edition", run.edition}, {"scenario", run.scenario}};
  return out;
}

// A baseline entry this run no longer finds: on one line, no location.
Json absent(const std::string& id, const std::string& reason) {
  const std::string kind = id.substr(0, id.find(':'));
  Json out = {{"ruleId", kind}};
  if (const int i = rule_index(kind); i >= 0) out["ruleIndex"] = i;
  out["level"] = "none";
  out["message"] = text("The baseline accepts this finding, which this run no longer finds (" + reason + ").");
  out["partialFingerprints"] = {{"errataFindingId/v1", id}};
  out["baselineState"] = "absent";
  out["properties"] = {{"findingId", id}};
  return out;
}

// The log one member a line down to each run's members; the rules, the
// artifacts and the results one a line; a result's locations, fingerprints
// and properties each start a line, under its first member (an absent one:
// all on its line).
JsonBreak sarif_break(const JsonPath& p, const Json& v) {
  if (p.empty()) return {2};
  if (path_is(p, {"runs"})) return {4};
  if (path_is(p, {"runs", "*"})) return {6};
  if (path_is(p, {"runs", "*", "tool", "driver"})) return {8, true, false, {"rules"}};
  if (path_is(p, {"runs", "*", "tool", "driver", "rules"})) return {10};
  if (path_is(p, {"runs", "*", "artifacts"}) || path_is(p, {"runs", "*", "results"})) return {8};
  if (path_is(p, {"runs", "*", "results", "*"}) && v.value("level", "") != "none")
    return {9, true, false, {"locations", "relatedLocations", "attachments", "partialFingerprints", "properties"}};
  return {};
}

}  // namespace

std::string sarif_report(const Report& r) {
  Json results = Json::array(), artifacts = Json::array();
  for (size_t i = 0; i < r.runs.size(); ++i)
    if (!r.runs[i].passed()) results.push_back(failed_run(r, i));
  int next_artifact = 0;
  for (const auto* f : all_findings(r)) {
    int artifact = -1;
    if (!f->witness.empty()) {
      artifact = next_artifact++;
      artifacts.push_back({{"location", witness_location(*f)},
                           {"roles", Json::array({"attachment"})},
                           {"mimeType", "application/yaml"},
                           {"contents", text(f->witness)}});
    }
    results.push_back(result(r, *f, artifact));
  }
  for (const auto& id : stale_entries(r)) results.push_back(absent(id, r.baseline->accepted.at(id)));
  const Json driver = {{"name", "errata"}, {"fullName", "errata: executable rulebooks"}, {"semanticVersion", "0.1.0"}, {"rules", rules()}};
  const Json run = {{"tool", {{"driver", driver}}},
                    {"automationDetails", {{"description", text(r.command)}}},
                    {"originalUriBaseIds", {{kRoot, {{"description", text("the root of the errata repository")}}}}},
                    {"columnKind", "unicodeCodePoints"},
                    {"artifacts", std::move(artifacts)},
                    {"results", std::move(results)}};
  const Json log = {{"$schema", "https://json.schemastore.org/sarif-2.1.0.json"}, {"version", "2.1.0"}, {"runs", Json::array({run})}};
  return json_text(log, {sarif_break}) + "\n";
}

}  // namespace errata::report
