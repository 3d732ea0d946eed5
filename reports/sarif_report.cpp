#include "sarif_report.h"

#include <algorithm>
#include <cctype>

#include "core/escape.h"
#include "core/finding_kinds.h"

namespace errata::report {
namespace {

const std::string kRoot = "SRCROOT";  // the repository root: rulebooks and witnesses are relative to it

std::string text(const std::string& s) { return "{\"text\": " + json_string(s) + "}"; }

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
std::string artifact(const std::string& path) {
  if (!path.empty() && path.front() == '/') return "{\"uri\": " + json_string("file://" + uri_path(path)) + "}";
  return "{\"uri\": " + json_string(uri_path(path)) + ", \"uriBaseId\": \"" + kRoot + "\"}";
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
std::string physical(const Report& r, const Quote& q) {
  std::string out = "{\"artifactLocation\": " + artifact(quote_path(q));
  if (q.line <= 0) return out + "}";
  out += ", \"region\": {\"startLine\": " + std::to_string(q.line);
  if (quote_stands(r, q)) {
    const std::string line = rulebook_line(r, quote_path(q), q.line);
    const size_t at = line.find(q.text);
    out += ", \"startColumn\": " + std::to_string(code_points(line, at) + 1) + ", \"endColumn\": " +
           std::to_string(code_points(line, at + q.text.size()) + 1) + ", \"snippet\": " + text(q.text);
  }
  return out + "}}";
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
std::string rule(const FindingKind& k) {
  const bool finding = &k != &kFailedScenario && &k != &kBadInput;
  const std::string name = rule_name(k.id) + (finding ? "Finding" : "");
  return "{\"id\": " + json_string(k.id) + ", \"name\": " + json_string(name) + ", \"shortDescription\": " +
         text(k.title) + ", \"fullDescription\": " + text(k.help) + ", \"help\": " + text(k.help) + "}";
}

std::string rules() {
  std::string out = "[";
  for (const auto& k : finding_kinds()) out += std::string(out.size() > 1 ? "," : "") + "\n          " + rule(k);
  return out + ",\n          " + rule(kFailedScenario) + ",\n          " + rule(kBadInput) + "\n        ]";
}

std::string witness_uri(const smt::Finding& f) {
  if (!f.witness_path.empty()) return f.witness_path;
  std::string name;
  for (char c : f.id) name += (std::isalnum(static_cast<unsigned char>(c)) || c == '-' || c == '.') ? c : '_';
  return "witnesses/" + name + ".yaml";
}

// The witness file: where --out wrote it, else where --out would, under the
// repository root (an artifactLocation's members, without its braces).
std::string witness_location(const smt::Finding& f) {
  const std::string a = artifact(witness_uri(f));
  return a.substr(1, a.size() - 2);
}

std::string result(const Report& r, const smt::Finding& f, int artifact) {
  std::string out = "\n        {\"ruleId\": " + json_string(f.kind);
  if (const int i = rule_index(f.kind); i >= 0) out += ", \"ruleIndex\": " + std::to_string(i);
  std::string message = f.message;
  for (const auto& c : f.consequences) message += "\n- " + c;
  out += ", \"level\": \"" + level_of(f.severity) + "\", \"message\": " + text(message);
  if (!f.quotes.empty())
    out += ",\n         \"locations\": [{\"physicalLocation\": " + physical(r, f.quotes[0]) + ", \"message\": " +
           text(f.quotes[0].edition + " (" + f.quotes[0].clause + ")") + "}]";
  if (f.quotes.size() > 1) {
    out += ",\n         \"relatedLocations\": [";
    for (size_t q = 1; q < f.quotes.size(); ++q)
      out += std::string(q > 1 ? ", " : "") + "{\"id\": " + std::to_string(q) + ", \"physicalLocation\": " +
             physical(r, f.quotes[q]) + ", \"message\": " + text(f.quotes[q].edition + " (" + f.quotes[q].clause + ")") + "}";
    out += "]";
  }
  if (artifact >= 0)
    out += ",\n         \"attachments\": [{\"description\": " + text(std::string("witness scenario") +
           (f.replayed ? ", replayed by the executable models" : ", NOT replayed")) +
           ", \"artifactLocation\": {" + witness_location(f) + ", \"index\": " + std::to_string(artifact) + "}}]";
  out += ",\n         \"partialFingerprints\": {\"errataFindingId/v1\": " + json_string(f.id) + "}";
  if (r.baseline) out += ", \"baselineState\": \"" + baseline_state(r, f) + "\"";
  out += ",\n         \"properties\": {\"findingId\": " + json_string(f.id) + ", \"editions\": " + json_list(f.editions) +
         ", \"clauses\": " + json_list(f.clauses) + "}}";
  return out;
}

// Whether a mark names a file (not an option such as "--edition", nor nothing).
bool in_a_file(const SourceMark& m) { return !m.file.empty() && m.file.front() != '-'; }

// A place in a scenario file: its path, and its line and column when known.
std::string scenario_place(const SourceMark& m) {
  std::string out = "{\"artifactLocation\": " + artifact(m.file);
  if (m.line > 0)
    out += ", \"region\": {\"startLine\": " + std::to_string(m.line) + ", \"startColumn\": " + std::to_string(std::max(1, m.column)) + "}";
  return out + "}";
}

// A failed scenario run: at its first failed expectation (or its bad input),
// the line the terminal and JUnit give; the scenario's own line, the other
// failed expectations and the rule text of the clauses behind them as related
// locations.
std::string failed_run(const Report& r, size_t index) {
  const RunResult& run = r.runs[index];
  std::vector<Failure> failures = run.failures;
  if (run.bad_input) failures.insert(failures.begin(), *run.bad_input);
  const SourceMark at = in_a_file(failures.front().mark) ? failures.front().mark : run.mark;
  const bool named = !run.scenario.empty() && run.scenario.front() != '(';  // not "(file)", "(input)": no scenario to name
  std::string message = (run.edition.empty() ? "" : "[" + run.edition + "] ") + (named ? run.scenario + ": " : "") + failures.front().message;
  if (failures.size() > 1) message += " (and " + std::to_string(failures.size() - 1) + " more failed expectations)";
  const bool bad = run.bad_input.has_value();
  std::string out = "\n        {\"ruleId\": " + json_string(bad ? kBadInput.id : kFailedScenario.id) + ", \"ruleIndex\": " +
                    std::to_string(finding_kinds().size() + (bad ? 1 : 0)) + ", \"level\": \"error\", \"message\": " + text(message);
  if (in_a_file(at))
    out += ",\n         \"locations\": [{\"physicalLocation\": " + scenario_place(at) + ", \"message\": " +
           text((bad ? "bad input: " : "failed: ") + failures.front().message) + "}]";
  std::string related;
  int id = 0;
  auto add = [&](const std::string& place, const std::string& what) {
    if (id) related += ", ";
    related += "{\"id\": " + std::to_string(++id) + ", \"physicalLocation\": " + place + ", \"message\": " + text(what) + "}";
  };
  if (in_a_file(run.mark) && run.mark.line > 0) add(scenario_place(run.mark), "the scenario: " + run.scenario);
  for (size_t k = 1; k < failures.size(); ++k) add(scenario_place(failures[k].mark), "failed: " + failures[k].message);
  for (size_t k = 0; k < run.failures.size(); ++k)
    if (const auto it = r.failure_clauses.find({index, k}); it != r.failure_clauses.end())
      for (const auto& q : it->second) add(physical(r, q), q.edition + " (" + q.clause + "): " + q.text);
  if (!related.empty()) out += ",\n         \"relatedLocations\": [" + related + "]";
  out += ",\n         \"partialFingerprints\": {\"errataScenarioRun/v1\": " +
         json_string(run.file + ":" + run.scenario + ":" + run.edition) + "}";
  if (r.baseline) out += ", \"baselineState\": \"new\"";
  return out + ",\n         \"properties\": {\"edition\": " + json_string(run.edition) + ", \"scenario\": " +
         json_string(run.scenario) + "}}";
}

std::string absent(const std::string& id, const std::string& reason) {
  const std::string kind = id.substr(0, id.find(':'));
  std::string out = "\n        {\"ruleId\": " + json_string(kind);
  if (const int i = rule_index(kind); i >= 0) out += ", \"ruleIndex\": " + std::to_string(i);
  return out + ", \"level\": \"none\", \"message\": " +
         text("The baseline accepts this finding, which this run no longer finds (" + reason + ").") +
         ", \"partialFingerprints\": {\"errataFindingId/v1\": " + json_string(id) +
         "}, \"baselineState\": \"absent\", \"properties\": {\"findingId\": " + json_string(id) + "}}";
}

}  // namespace

std::string sarif_report(const Report& r) {
  std::string results, artifacts;
  for (size_t i = 0; i < r.runs.size(); ++i)
    if (!r.runs[i].passed()) results += std::string(results.empty() ? "" : ",") + failed_run(r, i);
  int next_artifact = 0;
  for (const auto* f : all_findings(r)) {
    int artifact = -1;
    if (!f->witness.empty()) {
      artifact = next_artifact++;
      artifacts += std::string(artifact ? "," : "") + "\n        {\"location\": {" + witness_location(*f) +
                   "}, \"roles\": [\"attachment\"], \"mimeType\": \"application/yaml\", "
                   "\"contents\": " + text(f->witness) + "}";
    }
    results += std::string(results.empty() ? "" : ",") + result(r, *f, artifact);
  }
  for (const auto& id : stale_entries(r))
    results += std::string(results.empty() ? "" : ",") + absent(id, r.baseline->accepted.at(id));
  return "{\n  \"$schema\": \"https://json.schemastore.org/sarif-2.1.0.json\",\n  \"version\": \"2.1.0\",\n  \"runs\": [\n    {\n"
         "      \"tool\": {\"driver\": {\"name\": \"errata\", \"fullName\": \"errata: executable rulebooks\", \"semanticVersion\": \"0.1.0\",\n"
         "        \"rules\": " + rules() + "}},\n"
         "      \"automationDetails\": {\"description\": " + text(r.command) + "},\n"
         "      \"originalUriBaseIds\": {\"" + kRoot + "\": {\"description\": " + text("the root of the errata repository") + "}},\n"
         "      \"columnKind\": \"unicodeCodePoints\",\n"
         "      \"artifacts\": [" + artifacts + (artifacts.empty() ? "" : "\n      ") + "],\n"
         "      \"results\": [" + results + (results.empty() ? "" : "\n      ") + "]\n    }\n  ]\n}\n";
}

}  // namespace errata::report
