// CI gets a report whatever happens (issue 40): each item was reproduced as
// a CI maintainer would meet it, and each test here is built from that
// reproducer: bad input reaches every report asked for, from every verb that
// writes them; one list of finding kinds; the HTML page opens on what fails;
// a failed scenario's SARIF location is its failing expectation; Markdown
// escapes only what could act; diff says differences, headline first; JSON
// alone on standard output; errata with no verb lists them; JUnit's total is
// wall time; merge's words and format; baseline reasons in the finding's
// words; the translation table's dashes.
#include <gtest/gtest.h>
#include <yaml-cpp/yaml.h>

#include <chrono>
#include <set>

#include "cli_fixture.h"
#include "json_reader.h"
#include "core/escape.h"
#include "core/finding_kinds.h"
#include "reports/html_report.h"
#include "reports/report.h"

namespace errata {
namespace {

namespace fs = std::filesystem;
using test::errata;
using test::json_file;
using test::json_of;
using test::slurp;
using test::has;
using test::Output;

// The reproducer: a folder with one good scenario and one whose Guard guesses
// a card misspelt ("barron", line 9, column 12).
const char* kGood = R"(name: A Guard naming the Baron takes Bo out
game: love-letter
editions: [love-letter-2019]
setup: {players: [Ana, Bo, Cy], hands: {Ana: guard, Bo: baron, Cy: priest}, deck: [handmaid, king, spy]}
steps:
  - {turn: Ana, play: guard, target: Bo, guess: baron, expect: {eliminated: [Bo]}}
)";
const char* kMisspelt = R"(name: A Guard naming a misspelt card
game: love-letter
editions: [love-letter-2019]
setup: {players: [Ana, Bo, Cy], hands: {Ana: guard, Bo: priest, Cy: baron}, deck: [handmaid, king, spy]}
steps:
  - turn: Ana
    play: guard
    target: Bo
    guess: barron
)";

class CiReports : public test::Cli {
 protected:
  std::string reports(const std::string& stem) {
    const std::string p = (dir / stem).string();
    return " --sarif " + p + ".sarif --junit " + p + ".xml --markdown " + p + ".md --html " + p + ".html";
  }
  // Every report of `stem` is there and holds the bad input at `file`, `line`.
  void located(const std::string& stem, const std::string& file, int line, const std::string& what) {
    SCOPED_TRACE(stem);
    for (const char* ext : {".sarif", ".xml", ".md", ".html"}) ASSERT_TRUE(fs::exists(dir / (stem + ext))) << stem << ext;
    const auto sarif = json_file(dir / (stem + ".sarif"));
    bool found = false;
    for (const auto& r : sarif.at("runs").at(0).at("results")) {
      if (r.at("ruleId").get<std::string>() != "bad-input") continue;
      const auto& at = r.at("locations").at(0).at("physicalLocation");
      found = at.at("artifactLocation").at("uri").get<std::string>().find(fs::path(file).filename().string()) != std::string::npos &&
              at.at("region").at("startLine").get<int>() == line &&
              r.at("message").at("text").get<std::string>().find(what) != std::string::npos;
      // ruleIndex names the bad-input rule in the rules table.
      EXPECT_EQ(sarif.at("runs").at(0).at("tool").at("driver").at("rules").at(r.at("ruleIndex").get<size_t>()).at("id").get<std::string>(),
                "bad-input");
    }
    EXPECT_TRUE(found) << slurp(dir / (stem + ".sarif"));
    const std::string xml = slurp(dir / (stem + ".xml")), md = slurp(dir / (stem + ".md")), html = slurp(dir / (stem + ".html"));
    const std::string place = file + ":" + std::to_string(line) + ":";
    EXPECT_NE(xml.find("<error message="), std::string::npos) << xml;
    EXPECT_NE(xml.find(place), std::string::npos) << xml;
    EXPECT_NE(md.find("**Failed**: 1 input errata could not read"), std::string::npos) << md;
    EXPECT_NE(md.find(place), std::string::npos) << md;
    EXPECT_NE(html.find("failed: 1 input errata could not read"), std::string::npos);
  }
};

// The reproducer itself: errata verify on the folder wrote no report at all.
TEST_F(CiReports, ABadScenarioReachesEveryReportOfVerify) {
  write("s/good.yaml", kGood);
  const std::string bad = write("s/misspelt.yaml", kMisspelt);
  const Output o = errata("verify " + (dir / "s").string() + " --rlimit 1000 --timeout 30" + reports("v"));
  EXPECT_EQ(o.code, 2) << o.text;
  EXPECT_TRUE(has(o, bad + ":9:12: error:")) << o.text;
  located("v", bad, 9, "barron");
  // The good scenario ran and passed beside it.
  EXPECT_NE(slurp(dir / "v.xml").find("name=\"A Guard naming the Baron takes Bo out\""), std::string::npos);
}

// A bad edition file and a bad baseline, under each verb that writes reports.
TEST_F(CiReports, ABadEditionFileOrBaselineReachesTheReportsOfEveryVerb) {
  const std::string scenario = write("s/good.yaml", kGood);
  const std::string edition = write("e/bad.yaml", "id: mine\ngame: love-letter\nbase: love-letter-2019\nvariants: {guard.target: nobody}\n");
  const std::string baseline = write("b.yaml", "accepted:\n  - {id: \"divergance:loser:x\", reason: \"a typo\"}\n");
  for (const std::string& verb : std::vector<std::string>{"run " + scenario, "check loser", "diff love-letter-2019 princesse-princesse", "verify " + (dir / "s").string(),
                                 "coverage " + scenario}) {
    SCOPED_TRACE(verb);
    const std::string stem = "e" + std::to_string(std::hash<std::string>{}(verb) % 100000);
    const Output o = errata(verb + " --edition-file " + edition + reports(stem));
    EXPECT_EQ(o.code, 2) << o.text;
    located(stem, edition, 4, "guard.target");
  }
  const Output o = errata("check loser --baseline " + baseline + reports("b"));
  EXPECT_EQ(o.code, 2) << o.text;
  EXPECT_TRUE(has(o, "unknown finding kind 'divergance' (did you mean 'divergence'?)")) << o.text;
  located("b", baseline, 2, "divergance");
}

// A report path errata cannot write: refused before anything runs, and no other report written.
TEST_F(CiReports, ABadReportPathIsRefusedBeforeAnythingRuns) {
  write("s/good.yaml", kGood);
  write("file", "x");
  const auto start = std::chrono::steady_clock::now();
  const Output o = errata("verify " + (dir / "s").string() + " --junit " + (dir / "j.xml").string() + " --sarif " +
                          (dir / "file" / "r.sarif").string());
  EXPECT_EQ(o.code, 2) << o.text;
  EXPECT_TRUE(has(o, "--sarif: error: cannot write")) << o.text;
  EXPECT_FALSE(fs::exists(dir / "j.xml"));
  EXPECT_LT(std::chrono::duration<double>(std::chrono::steady_clock::now() - start).count(), 20.0) << "verify ran its checks";
}

// One list: `errata help kinds`, SARIF's rules with each result's ruleIndex,
// --kind; not-comparable and reading-moot among them (both were missing).
TEST_F(CiReports, OneListOfFindingKindsFeedsSarifKindAndTheHelp) {
  const std::string kinds = errata("help kinds").text;
  std::vector<std::string> listed;
  for (const auto& k : finding_kinds()) {
    listed.push_back(k.id);
    EXPECT_NE(kinds.find("| `" + k.id + "` | " + k.title), std::string::npos) << k.id;
  }
  for (const char* k : {"not-comparable", "reading-moot", "same-rule-data"}) EXPECT_NE(finding_kind(k), nullptr) << k;
  const std::string sarif_file = (dir / "c.sarif").string();
  const Output check = errata("check love-letter-2019-classic --kind reading-moot --kind not-comparable --sarif " + sarif_file);
  EXPECT_NE(check.code, 2) << check.text;
  const auto sarif = json_file(sarif_file);
  const auto& run = sarif.at("runs").at(0);
  const auto& rules = run.at("tool").at("driver").at("rules");
  for (size_t i = 0; i < listed.size(); ++i) {
    EXPECT_EQ(rules.at(i).at("id").get<std::string>(), listed[i]);
    EXPECT_FALSE(rules.at(i).at("help").at("text").get<std::string>().empty());
  }
  int moot = 0;
  for (const auto& r : run.at("results")) {
    ASSERT_TRUE(r.contains("ruleIndex")) << r;
    EXPECT_EQ(rules.at(r.at("ruleIndex").get<size_t>()).at("id").get<std::string>(), r.at("ruleId").get<std::string>());
    moot += r.at("ruleId").get<std::string>() == "reading-moot";
  }
  EXPECT_GT(moot, 0) << "love-letter-2019-classic has moot readings (checker/baseline.yaml accepts them)";
  const Output typo = errata("check loser --kind reading-mot");
  EXPECT_EQ(typo.code, 2);
  EXPECT_TRUE(has(typo, "did you mean 'reading-moot'")) << typo.text;
}

// The page opened on 42 info entries; the one new error was #f202.
TEST_F(CiReports, TheHtmlReportListsWhatFailsFirstThenErrorsWarningsInfo) {
  report::Report r;
  r.command = "errata verify";
  r.baseline = Baseline{};
  r.baseline->accepted["divergence:a:b:accepted"] = "known";
  report::DecisionGroup g{"diff a vs b", 1, {}, {}};
  auto finding = [&](const std::string& id, const std::string& kind, const std::string& severity) {
    Finding f;
    f.id = id;
    f.kind = kind;
    f.severity = severity;
    f.editions = {"a", "b"};
    f.message = id;
    g.findings.push_back(f);
  };
  finding("not-comparable:a:b:info", "not-comparable", "info");
  finding("ambiguity:a:b:warning", "ambiguity", "warning");
  finding("divergence:a:b:accepted", "divergence", "error");
  finding("not-comparable:a:b:info2", "not-comparable", "info");
  finding("divergence:a:b:new", "divergence", "error");
  r.groups.push_back(g);
  const std::string page = report::html_report(r);
  std::vector<std::string> order;
  for (size_t at = page.find("data-finding-id=\""); at != std::string::npos; at = page.find("data-finding-id=\"", at + 1)) {
    const size_t from = at + 17;
    order.push_back(page.substr(from, page.find('"', from) - from));
  }
  EXPECT_EQ(order, (std::vector<std::string>{"divergence:a:b:new", "divergence:a:b:accepted", "ambiguity:a:b:warning",
                                             "not-comparable:a:b:info", "not-comparable:a:b:info2"}));
  EXPECT_NE(page.find("id=\"f0\" data-finding-id=\"divergence:a:b:new\""), std::string::npos);
  EXPECT_NE(page.find("querySelector('.finding.state-new')"), std::string::npos) << "the page selects the first new finding";
}

// `\[love\-letter\-2019\]` in a raw PR comment: only what could act is escaped.
TEST_F(CiReports, MarkdownEscapesOnlyWhatCouldAct) {
  EXPECT_EQ(markdown_text("expected hands.Bo = guard, got priest [love-letter-2019] (l.143)"),
            "expected hands.Bo = guard, got priest [love-letter-2019] (l.143)");
  EXPECT_EQ(markdown_text("[love-letter-2019] a-b"), "\\[love-letter-2019] a-b");  // a link definition's start
  EXPECT_EQ(markdown_text("1. first"), "1\\. first");                               // an ordered list
  EXPECT_EQ(markdown_text("see [x](y) *z* <b> a|b"), "see [x\\](y) \\*z\\* \\<b\\> a\\|b");
  EXPECT_EQ(markdown_text("https://x.example www.y.example #12"), "https\\://x.example www\\.y.example \\#12");
}

// diff printed its info lines before its headline, and its divergences as "new errors".
TEST_F(CiReports, DiffOpensOnItsHeadlineAndCallsDivergencesDifferences) {
  const Output o = errata("diff --timeout 30000 love-letter-2019 princesse-princesse");
  EXPECT_EQ(o.code, 1) << o.text;
  std::stringstream in(o.text);
  std::string first, second;
  std::getline(in, first);
  std::getline(in, second);
  EXPECT_EQ(first, "errata diff love-letter-2019 princesse-princesse");
  EXPECT_EQ(second.rfind("differ: ", 0), 0u) << second;
  EXPECT_NE(second.find(" new differences"), std::string::npos) << second;
  EXPECT_FALSE(has(o, "new error")) << o.text;
}

// The tests read errata's JSON with json_of, never yaml-cpp: text YAML takes
// but JSON does not is refused, so no test passes on JSON errata wrote wrong.
TEST_F(CiReports, TheJsonReaderRefusesWhatYamlTakesButJsonDoesNot) {
  for (const std::string text : {"{a: 1}", "{\"a\": 1} # a comment", "{\"a\": 1,}", "['a']", "a: 1", "{\"a\": .inf}",
                                 "{\"a\": 1}\n---\n{}", "{\"a\": 1, \"a\": 2}", "{\"b\": {\"a\": 1, \"a\": 1}}"}) {
    EXPECT_NO_THROW(YAML::Load(text)) << text;
    try {
      json_of(text, "the sample");
      ADD_FAILURE() << "json_of took " << text;
    } catch (const std::runtime_error& e) {
      EXPECT_EQ(std::string(e.what()).rfind("the sample is not JSON", 0), 0u) << e.what();
      EXPECT_NE(std::string(e.what()).find(text), std::string::npos) << e.what();
    }
  }
  // The same key in two objects is no key twice; JSON is read as it is.
  const auto j = json_of(R"({"a": [1, "x", null, true], "b": {"a": 2.5}})");
  EXPECT_EQ(j.at("a"), nlohmann::json::parse(R"([1, "x", null, true])"));
  EXPECT_EQ(j.at("b").at("a").get<double>(), 2.5);
  // A file's error names the file.
  const std::string file = write("findings.json", "findings: []\n");
  try {
    json_file(file);
    ADD_FAILURE() << "json_file took " << file;
  } catch (const std::runtime_error& e) {
    EXPECT_EQ(std::string(e.what()).rfind(file + " is not JSON", 0), 0u) << e.what();
  }
}

// check --format json also wrote the whole text to standard error.
TEST_F(CiReports, JsonAloneOnStandardOutputNothingOnStandardError) {
  const std::string err = (dir / "err").string();
  const Output o = test::shell(std::string(ERRATA_BINARY) + " check loser --format json 2>" + err);
  EXPECT_EQ(o.code, 0) << o.text;
  EXPECT_TRUE(json_of(o.text, "check --format json").at("findings").is_array()) << o.text;
  EXPECT_EQ(slurp(err), "");
}

// run and explain had no --format json.
TEST_F(CiReports, RunAndExplainPrintJson) {
  write("s/good.yaml", kGood);
  const std::string failing = write("s/failing.yaml", test::replaced(kGood, "eliminated: [Bo]", "eliminated: [Cy]"));
  const Output run = errata("run " + (dir / "s").string() + " --format json");
  EXPECT_EQ(run.code, 1) << run.text;
  const auto j = json_of(run.text, "run --format json");
  EXPECT_EQ(j.at("summary").at("runs").get<int>(), 2);
  EXPECT_EQ(j.at("summary").at("failed").get<int>(), 1);
  bool located = false;
  for (const auto& r : j.at("runs"))
    if (!r.at("passed").get<bool>())
      located = r.at("file").get<std::string>() == failing && r.at("failures").at(0).at("at").at("line").get<int>() == 6 &&
                r.at("failures").at(0).at("message").get<std::string>().find("eliminated") != std::string::npos;
  EXPECT_TRUE(located) << run.text;
  const Output explain = errata("explain " + failing + " --format json");
  EXPECT_EQ(explain.code, 1) << explain.text;
  const auto e = json_of(explain.text, "explain --format json");
  const auto& r = e.at("scenarios").at(0).at("runs").at(0);
  EXPECT_EQ(r.at("edition").get<std::string>(), "love-letter-2019");
  bool guard_rule = false;  // the Guard's decision, quoted from the rulebook (l.143)
  for (const auto& step : r.at("steps"))
    for (const auto& d : step.at("decisions"))
      for (const auto& q : d.at("quotes"))
        guard_rule = guard_rule || (d.at("clause").get<std::string>() == "guard.guess" && q.at("line").get<int>() == 143);
  EXPECT_TRUE(guard_rule) << explain.text;
}

// `errata` alone printed CLI11's "A subcommand is required".
TEST_F(CiReports, ErrataWithNoVerbListsTheVerbs) {
  const Output o = errata("");
  EXPECT_EQ(o.code, 2);
  for (const auto& verb : test::listed_verbs()) EXPECT_NE(o.text.find("  " + verb + " "), std::string::npos) << verb;
  EXPECT_TRUE(has(o, "errata needs a verb")) << o.text;
}

// JUnit's total was the CPU of every thread summed (58 s for a 30 s run).
TEST_F(CiReports, JUnitTotalTimeIsTheRunsWallTime) {
  write("s/good.yaml", kGood);
  const auto start = std::chrono::steady_clock::now();
  const Output o = errata("verify " + (dir / "s").string() + " --rlimit 200000 --timeout 60 --junit " + (dir / "j.xml").string());
  const double wall = std::chrono::duration<double>(std::chrono::steady_clock::now() - start).count();
  ASSERT_NE(o.code, 2) << o.text;
  const std::string xml = slurp(dir / "j.xml");
  const size_t at = xml.find("<testsuites ");
  const size_t t = xml.find(" time=\"", at);
  const double total = std::stod(xml.substr(t + 7));
  double suites = 0;
  for (size_t s = xml.find("<testsuite ", t); s != std::string::npos; s = xml.find("<testsuite ", s + 1))
    suites += std::stod(xml.substr(xml.find(" time=\"", s) + 7));
  EXPECT_LE(total, wall) << "the JUnit total is more than the command's own wall time";
  EXPECT_GT(total, 0.0);
  EXPECT_GT(suites, 0.0);
}

// merge said "shards missing of 3: 3", and printed text for shards of a --format json run.
TEST_F(CiReports, MergeSaysWhichShardIsMissingAndPrintsWhatTheRunPrints) {
  const std::string s1 = (dir / "s1.json").string(), s2 = (dir / "s2.json").string();
  const std::string sim = "simulate --edition loser --players 4 --games 30 --format json";
  ASSERT_EQ(errata(sim + " --shard 1/3 --out " + s1).code, 0);
  ASSERT_EQ(errata(sim + " --shard 2/3 --out " + s2).code, 0);
  const Output missing = errata("merge " + s1 + " " + s2);
  EXPECT_EQ(missing.code, 2);
  EXPECT_TRUE(has(missing, "shard 3 of 3 is missing")) << missing.text;
  const std::string s3 = (dir / "s3.json").string();
  ASSERT_EQ(errata(sim + " --shard 3/3 --out " + s3).code, 0);
  const Output merged = errata("merge " + s1 + " " + s2 + " " + s3);
  EXPECT_EQ(merged.code, 0) << merged.text;
  EXPECT_EQ(merged.text, errata(sim).text) << "merged shards print what the one run prints";
  EXPECT_TRUE(json_of(merged.text, "merge").is_object()) << merged.text;
}

// Baseline reasons drifted from the finding's own words: errata's own are written again, a reviewer's kept.
TEST_F(CiReports, BaselineReasonsAreTheFindingsOwnWords) {
  const auto check = json_of(errata("check loser --format json").text, "check loser --format json");
  const auto& found = check.at("findings");
  ASSERT_GE(found.size(), 2u);
  const std::string mine = found.at(0).at("id").get<std::string>(), reviewed = found.at(1).at("id").get<std::string>();
  const std::string old = write("old.yaml", "accepted:\n  - {id: \"" + mine + "\", reason: \"as the texts state it: words of long ago\"}\n"
                                            "  - {id: \"" + reviewed + "\", reason: \"reviewed: the box says so\"}\n");
  const std::string fresh = (dir / "new.yaml").string();
  ASSERT_EQ(errata("check loser --baseline " + old + " --write-baseline " + fresh).code, 0);
  std::map<std::string, std::string> reasons;
  for (const auto& e : YAML::LoadFile(fresh)["accepted"]) reasons[e["id"].as<std::string>()] = e["reason"].as<std::string>();
  EXPECT_EQ(reasons[mine], "as the texts state it: " + found.at(0).at("message").get<std::string>());
  EXPECT_EQ(reasons[reviewed], "reviewed: the box says so");
}

// `Espionne (0, ×0)` where the other columns showed `—`: a card no deck holds is a dash.
TEST_F(CiReports, TheTranslationTableShowsADashForACardNoDeckHolds) {
  const auto cards = json_of(errata("cards --game love-letter --format json").text, "cards --format json");
  const auto& j = cards.at("love-letter");
  const std::string md = errata("cards --game love-letter --format md").text;
  EXPECT_EQ(md.find("×0"), std::string::npos) << md;
  std::map<std::string, std::vector<std::string>> rows;  // role -> its cells, in the editions' order
  std::stringstream in(md);
  for (std::string line; std::getline(in, line);) {
    if (line.rfind("| `", 0) != 0) continue;
    std::vector<std::string> cells;
    std::stringstream cs(line.substr(1));
    for (std::string c; std::getline(cs, c, '|');) cells.push_back(c.substr(1, c.size() - 2));
    rows[cells[0].substr(1, cells[0].size() - 2)] = std::vector<std::string>(cells.begin() + 1, cells.end());
  }
  int dashes = 0;
  ASSERT_GT(j.at("roles").size(), 0u);
  for (const auto& role : j.at("roles")) {
    const std::string id = role.at("role").get<std::string>();
    for (size_t e = 0; e < j.at("editions").size(); ++e) {
      const std::string edition = j.at("editions").at(e).get<std::string>();
      const bool held = role.at("editions").contains(edition);
      const auto& card = held ? role.at("editions").at(edition) : nlohmann::json::object();
      const bool none =
          !held || (card.at("model_count").get<int>() == 0 && !card.at("count").is_null() && card.at("count").get<int>() == 0);
      ASSERT_LT(e, rows[id].size()) << id;
      EXPECT_EQ(rows[id][e] == "—", none) << id << " in " << edition << ": " << rows[id][e];
      if (held && none) ++dashes;
    }
  }
  EXPECT_GT(dashes, 0) << "love-letter-2019-classic keeps the Spy and the Chancellor at no copy:\n" << md;
}

}  // namespace
}  // namespace errata
