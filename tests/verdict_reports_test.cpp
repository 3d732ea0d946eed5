// What people and CI read tells the truth at a glance (issue 23, items 1-3):
// the verdict heads the summary, failed scenarios reach SARIF and Markdown
// with where they failed and the rule text behind them, and a baseline
// accepts findings of every severity, so SARIF's baselineState and the
// summary's new warnings mean something.
#include <gtest/gtest.h>
#include <unistd.h>
#include <yaml-cpp/yaml.h>

#include <filesystem>
#include <fstream>
#include <set>
#include <sstream>

#include "cli_fixture.h"
#include "json_reader.h"

namespace errata {
namespace {

namespace fs = std::filesystem;
using test::errata;
using test::json_file;
using test::slurp;
using test::has;
using test::Output;

std::vector<std::string> lines_of(const std::string& text) {
  std::vector<std::string> out;
  std::stringstream ss(text);
  for (std::string l; std::getline(ss, l);) out.push_back(l);
  return out;
}

// l.143: the Guard's target leaves the round only if she holds the named
// card. Bo holds the Priest, Ana names the Baron: Bo keeps her Priest, so an
// expect that she holds the Guard fails (line 8, column 22: `Bo`).
const char* kMissedGuard = R"(name: A Guard naming the Baron leaves Bo her Priest
game: love-letter
editions: [love-letter-2019]
setup: {players: [Ana, Bo, Cy], hands: {Ana: guard, Bo: priest, Cy: baron}, deck: [handmaid, king, spy]}
steps:
  - turn: Ana
    play: guard
    expect: {hands: {Bo: guard}}
    target: Bo
    guess: baron
)";

// errata verify on one folder holding the failing scenario, with a small
// resource limit (the checks' verdicts do not matter here, only that they
// come after the failed scenario), every report written: one run (a few
// seconds of verify) for the three checks below.
class Verdict : public test::Cli {
 protected:
  Output run;
  std::string scenario;

  void SetUp() override {
    Cli::SetUp();
    scenario = write("scenarios/missed.yaml", kMissedGuard);
    run = errata("verify " + (dir / "scenarios").string() + " --rlimit 1000 --timeout 30 --sarif " + (dir / "v.sarif").string() +
                 " --markdown " + (dir / "v.md").string());
  }
  void headline();
  void sarif();
  void markdown();
};

TEST_F(Verdict, AFailedScenarioHeadsTheSummaryAndReachesSarifAndMarkdown) {
  headline();
  sarif();
  markdown();
}

// The headline is the verdict, and the failed scenario comes first.
void Verdict::headline() {
  EXPECT_EQ(run.code, 1) << run.text;
  const auto lines = lines_of(run.text);
  size_t at = 0;
  while (at < lines.size() && lines[at].rfind("errata verify ", 0) != 0) ++at;
  ASSERT_LT(at + 2, lines.size()) << run.text;
  EXPECT_EQ(lines[at + 1].rfind("failed: 1 failed scenario run", 0), 0u) << run.text;
  EXPECT_EQ(lines[at + 2], scenario + ":8:22: error: [love-letter-2019] A Guard naming the Baron leaves Bo her Priest: "
                                        "expected hands.Bo = guard, got priest")
      << run.text;
  EXPECT_FALSE(has(run, "no new errors")) << run.text;
}

// A failed scenario is a SARIF result, with the expectation and the clause behind it.
void Verdict::sarif() {
  const auto sarif = json_file(dir / "v.sarif");
  const nlohmann::json* failed = nullptr;
  for (const auto& r : sarif.at("runs").at(0).at("results"))
    if (r.at("ruleId").get<std::string>() == "failed-scenario") failed = &r;
  ASSERT_NE(failed, nullptr) << slurp(dir / "v.sarif");
  const nlohmann::json& r = *failed;
  EXPECT_EQ(r.at("level").get<std::string>(), "error");
  const auto& at = r.at("locations").at(0).at("physicalLocation");
  EXPECT_EQ(at.at("artifactLocation").at("uri").get<std::string>(), "file://" + scenario);
  // At the failing expectation (line 8, column 22: the line the terminal and JUnit give), not the scenario's name line.
  EXPECT_EQ(at.at("region").at("startLine").get<int>(), 8);
  EXPECT_EQ(at.at("region").at("startColumn").get<int>(), 22);
  bool named = false, clause = false;
  const auto rulebook = lines_of(slurp(fs::path(ERRATA_SOURCE_DIR) / "docs/rulebooks/love-letter-2019.fr.md"));
  for (const auto& rel : r.at("relatedLocations")) {
    const auto& loc = rel.at("physicalLocation");
    const std::string uri = loc.at("artifactLocation").at("uri").get<std::string>();
    if (uri == "file://" + scenario) {
      named = named || loc.at("region").at("startLine").get<int>() == 1;  // the scenario itself, its first line
    } else if (rel.at("message").at("text").get<std::string>().find("(guard.guess)") != std::string::npos) {
      // The Guard's clause, quoted where it stands in the rulebook (l.143).
      const int line = loc.at("region").at("startLine").get<int>();
      clause = uri == "docs/rulebooks/love-letter-2019.fr.md" && line == 143 &&
               rulebook.at(142).find(loc.at("region").at("snippet").at("text").get<std::string>()) != std::string::npos;
    }
  }
  EXPECT_TRUE(named) << "the scenario's own line is no related location";
  EXPECT_TRUE(clause) << "guard.guess, quoted at l.143, is no related location";
}

// Markdown lists each failure with its place.
void Verdict::markdown() {
  const std::string md = slurp(dir / "v.md");
  EXPECT_NE(md.find("**Failed**: 1 failed scenario run"), std::string::npos) << md;
  EXPECT_NE(md.find("### Failed scenarios\n\n- `" + scenario + ":8:22` "), std::string::npos) << md;
  EXPECT_NE(md.find("expected hands.Bo = guard, got priest"), std::string::npos) << md;  // escaped only where it could act
}

class FailureReports : public test::Cli {};

TEST_F(FailureReports, MarkdownListsTwentyFailuresAndCountsTheRest) {
  std::string many;
  for (int i = 0; i < 25; ++i) many += std::string(i ? "---\n" : "") + kMissedGuard;
  const std::string f = write("many.yaml", many), md = (dir / "r.md").string();
  const Output o = errata("run " + f + " --markdown " + md);
  EXPECT_EQ(o.code, 1) << o.text;
  const std::string text = slurp(md);
  size_t listed = 0;
  for (const auto& l : lines_of(text)) listed += l.rfind("- `" + f + ":", 0) == 0;
  EXPECT_EQ(listed, 20u) << text;
  EXPECT_NE(text.find("- … and 5 more"), std::string::npos) << text;
}

// Loser's check: its warnings (lines of the text it leaves silent or
// ambiguous) are what the baseline must be able to accept.
TEST_F(FailureReports, ABaselineAcceptsWarningsSoSarifAndTheSummarySayWhichAreNew) {
  const std::string baseline = (dir / "all.yaml").string();
  const Output all = errata("check loser --out " + (dir / "out").string() + " --write-baseline " + baseline);
  ASSERT_EQ(all.code, 0) << all.text;
  const auto findings = json_file(dir / "out" / "findings.json");
  const auto& found = findings.at("findings");
  std::vector<std::string> warnings;
  for (const auto& f : found)
    if (f.at("severity").get<std::string>() == "warning") warnings.push_back(f.at("id").get<std::string>());
  ASSERT_GE(warnings.size(), 2u);
  // Every finding, whatever its severity, is in the written baseline.
  const YAML::Node written = YAML::LoadFile(baseline)["accepted"];
  EXPECT_EQ(written.size(), found.size());
  // A baseline that accepts every finding but the first warning.
  std::string partial = "accepted:\n";
  for (const auto& f : found)
    if (f.at("id").get<std::string>() != warnings[0])
      partial += "  - {id: \"" + f.at("id").get<std::string>() + "\", reason: \"test\"}\n";
  const std::string b = write("partial.yaml", partial), sarif = (dir / "c.sarif").string();
  const Output o = errata("check loser --baseline " + b + " --sarif " + sarif);
  EXPECT_EQ(o.code, 0) << o.text;
  EXPECT_TRUE(has(o, "0 new errors, 1 new warning, 0 new info (not in the baseline)")) << o.text;
  const auto report = json_file(sarif);
  for (const auto& r : report.at("runs").at(0).at("results")) {
    const std::string id = r.at("partialFingerprints").at("errataFindingId/v1").get<std::string>();
    EXPECT_EQ(r.at("baselineState").get<std::string>(), id == warnings[0] ? "new" : "unchanged") << id;
  }
}

}  // namespace
}  // namespace errata
