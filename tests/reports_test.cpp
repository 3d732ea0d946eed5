// The reports people and CI read, from the errata command as a user runs it:
// the text summary (first screen, accepted findings, stale entries, filters,
// colour), SARIF, JUnit and Markdown from one diff, written atomically and
// deterministically, and rule-text coverage.
#include <gtest/gtest.h>
#include <unistd.h>

#include <algorithm>
#include <filesystem>
#include <fstream>
#include <set>
#include <sstream>

#include "cli_fixture.h"
#include "command.h"
#include "json_reader.h"

namespace errata {
namespace {

namespace fs = std::filesystem;
using test::errata;
using test::json_file;
using test::slurp;
using test::Output;

const std::string kDiff = "diff --timeout 30000 love-letter-2019 princesse-princesse";

int count_of(const std::string& text, const std::string& what) {
  int n = 0;
  for (size_t p = text.find(what); p != std::string::npos; p = text.find(what, p + 1)) ++n;
  return n;
}

std::vector<std::string> lines_of(const std::string& text) {
  std::vector<std::string> out;
  std::stringstream ss(text);
  for (std::string l; std::getline(ss, l);) out.push_back(l);
  return out;
}

// One diff, every report at once, against a baseline that accepts one
// divergence and names one finding that does not exist; the findings as
// findings.json lists them (--out), to derive what each report must hold.
class Reports : public ::testing::Test {
 protected:
  static inline fs::path dir;
  static inline Output run;
  static inline nlohmann::json findings;
  static inline std::set<std::string> accepted{"divergence:love-letter-2019:princesse-princesse:round-end.spy-bonus",
                                               "divergence:love-letter-2019:princesse-princesse:no-such-decision"};

  static std::string baseline() { return (dir / "baseline.yaml").string(); }
  static std::string reports(const std::string& stem) {
    const auto p = (dir / stem).string();
    return " --sarif " + p + ".sarif --html " + p + ".html --markdown " + p + ".md --junit " + p + ".xml";
  }

  static void SetUpTestSuite() {
    dir = fs::temp_directory_path() / ("errata-reports-" + std::to_string(::getpid()));
    fs::create_directories(dir);
    std::string b = "accepted:\n";
    for (const auto& id : accepted) b += "  - {id: \"" + id + "\", reason: \"test\"}\n";
    std::ofstream(baseline()) << b;
    run = errata(kDiff + " --baseline " + baseline() + " --out " + (dir / "out").string() + reports("a"));
    findings = json_file(dir / "out" / "findings.json");
  }
  static void TearDownTestSuite() { fs::remove_all(dir); }

  // A diff's divergences are the differences it was asked for.
  static std::string errors_text(int n) { return std::to_string(n) + (n == 1 ? " new difference" : " new differences"); }

  int new_errors() const {
    int n = 0;
    for (const auto& f : findings.at("findings"))
      n += f.at("severity").get<std::string>() == "error" && !accepted.count(f.at("id").get<std::string>());
    return n;
  }
};

TEST_F(Reports, TheSummaryListsNewErrorsCountsAcceptedAndExplainsStaleEntries) {
  EXPECT_EQ(run.code, new_errors() ? 1 : 0) << run.text;
  EXPECT_NE(run.text.find(errors_text(new_errors()) + " (not in the baseline):"), std::string::npos) << run.text;
  EXPECT_NE(run.text.find("baseline: 1 accepted (not shown; --verbose lists them), " + errors_text(new_errors())),
            std::string::npos) << run.text;
  // The accepted finding is not printed as an error.
  EXPECT_EQ(run.text.find("error: divergence [divergence:love-letter-2019:princesse-princesse:round-end.spy-bonus]"),
            std::string::npos) << run.text;
  EXPECT_NE(run.text.find("1 stale baseline entry: the baseline accepts findings this run no longer finds"), std::string::npos);
  EXPECT_NE(run.text.find("--write-baseline " + baseline()), std::string::npos);
  EXPECT_NE(run.text.find("stale: divergence:love-letter-2019:princesse-princesse:no-such-decision"), std::string::npos);
  const Output verbose = errata(kDiff + " --baseline " + baseline() + " --verbose");
  EXPECT_NE(verbose.text.find("accepted: divergence [divergence:love-letter-2019:princesse-princesse:round-end.spy-bonus]"),
            std::string::npos) << verbose.text;
  EXPECT_NE(verbose.text.find("proven: diff love-letter-2019 vs princesse-princesse: "), std::string::npos);
}

TEST_F(Reports, WithEveryErrorAcceptedTheOutputFitsAScreenAndHasNoErrorLine) {
  const std::string all = (dir / "all.yaml").string();
  ASSERT_EQ(errata(kDiff + " --write-baseline " + all).code, 1);
  const Output o = errata(kDiff + " --baseline " + all);
  EXPECT_EQ(o.code, 0) << o.text;
  EXPECT_LE(lines_of(o.text).size(), 30u) << o.text;
  for (const auto& l : lines_of(o.text)) EXPECT_NE(l.rfind("error:", 0), 0u) << l;
  EXPECT_NE(o.text.find("passed: no new differences"), std::string::npos) << o.text;
}

TEST_F(Reports, FiltersNarrowTheFindingsAndRejectUnknownValues) {
  const Output warnings = errata("check --timeout 30000 love-letter-2019 --severity warning");
  EXPECT_EQ(count_of(warnings.text, "\ninfo: "), 0) << warnings.text;
  EXPECT_GT(count_of(warnings.text, "warning: "), 0) << warnings.text;
  EXPECT_NE(warnings.text.find("left out by --severity/--kind/--edition/--game"), std::string::npos) << warnings.text;
  const Output kind = errata(kDiff + " --kind divergance");
  EXPECT_EQ(kind.code, 2) << kind.text;
  EXPECT_NE(kind.text.find("did you mean 'divergence'"), std::string::npos) << kind.text;
  EXPECT_EQ(errata(kDiff + " --game love-lettre").code, 2);
  EXPECT_EQ(errata(kDiff + " --edition love-letter-2091").code, 2);
  // --edition keeps the findings that name the edition: a check of another edition shows none.
  const Output other = errata("check --timeout 30000 love-letter-2019 --edition princesse-princesse");
  EXPECT_EQ(count_of(other.text, "[contradiction:love-letter-2019"), 0) << other.text;
}

TEST_F(Reports, ColourOnlyOnATerminalAndNeverWithNoColor) {
  EXPECT_EQ(run.text.find("\033["), std::string::npos);  // piped
  const std::string cmd = std::string(ERRATA_BINARY) + " check loser";
  const Output tty = test::shell("script -qec '" + cmd + "' /dev/null");
  EXPECT_NE(tty.text.find("\033["), std::string::npos) << tty.text;
  const Output no_colour = test::shell("NO_COLOR=1 script -qec '" + cmd + "' /dev/null");
  EXPECT_EQ(no_colour.text.find("\033["), std::string::npos) << no_colour.text;
}

TEST_F(Reports, SarifLocatesEachFindingAtTheRulebookLineOfItsFirstQuote) {
  const auto sarif = json_file(dir / "a.sarif");
  EXPECT_EQ(sarif.at("version").get<std::string>(), "2.1.0");
  const auto& results = sarif.at("runs").at(0).at("results");
  ASSERT_EQ(results.size(), findings.at("findings").size() + 1);  // and the stale entry, absent
  for (size_t i = 0; i < findings.at("findings").size(); ++i) {
    const auto &f = findings.at("findings").at(i), &r = results.at(i);
    const auto &q = f.at("quotes"), &loc = r.at("locations").at(0).at("physicalLocation");
    EXPECT_EQ(r.at("ruleId").get<std::string>(), f.at("kind").get<std::string>());
    EXPECT_EQ(loc.at("artifactLocation").at("uri").get<std::string>(), q.at(0).at("file").get<std::string>());
    EXPECT_EQ(loc.at("region").at("startLine").get<int>(), q.at(0).at("line").get<int>());
    // The snippet stands on that line of the rulebook file.
    const auto lines = lines_of(slurp(fs::path(ERRATA_SOURCE_DIR) / q.at(0).at("file").get<std::string>()));
    const auto& region = loc.at("region");
    EXPECT_NE(lines.at(region.at("startLine").get<size_t>() - 1).find(region.at("snippet").at("text").get<std::string>()),
              std::string::npos);
    EXPECT_EQ(r.contains("relatedLocations") ? r.at("relatedLocations").size() : 0, q.size() - 1);
    EXPECT_EQ(r.at("baselineState").get<std::string>(), accepted.count(f.at("id").get<std::string>()) ? "unchanged" : "new");
    if (!f.at("witness").at("scenario").is_null()) {
      const size_t a = r.at("attachments").at(0).at("artifactLocation").at("index").get<size_t>();
      EXPECT_EQ(sarif.at("runs").at(0).at("artifacts").at(a).at("contents").at("text").get<std::string>(),
                f.at("witness").at("scenario").get<std::string>());
    }
  }
  EXPECT_EQ(results.at(results.size() - 1).at("baselineState").get<std::string>(), "absent");
}

TEST_F(Reports, JUnitHasATestcasePerDecisionAndAFailurePerNewError) {
  const std::string xml = slurp(dir / "a.xml");
  const int decisions = static_cast<int>(findings.at("findings").size() + findings.at("proven").size());
  EXPECT_EQ(count_of(xml, "<testcase "), decisions) << xml;
  EXPECT_EQ(count_of(xml, "<failure "), new_errors()) << xml;
  EXPECT_NE(xml.find("<testsuite name=\"diff love-letter-2019 vs princesse-princesse\" tests=\"" + std::to_string(decisions) +
                     "\" failures=\"" + std::to_string(new_errors()) + "\" errors=\"0\" time=\""),
            std::string::npos) << xml;
  for (const auto& block : lines_of(xml)) EXPECT_LE(count_of(block, "<failure "), 1);
}

TEST_F(Reports, MarkdownHasTheSummaryAndEveryNewErrorOnly) {
  const std::string md = slurp(dir / "a.md");
  EXPECT_NE(md.find("| new differences | " + std::to_string(new_errors()) + " |"), std::string::npos) << md;
  EXPECT_NE(md.find("| accepted by the baseline | 1 |"), std::string::npos) << md;
  for (const auto& f : findings.at("findings")) {
    const std::string id = f.at("id").get<std::string>();
    const bool fresh = f.at("severity").get<std::string>() == "error" && !accepted.count(id);
    EXPECT_EQ(md.find("`" + id + "`") != std::string::npos, fresh) << id;
  }
}

TEST_F(Reports, EveryReportIsDeterministicAndWrittenWholeOrNotAtAll) {
  const Output again = errata(kDiff + " --baseline " + baseline() + " --out " + (dir / "out").string() + reports("b"));
  EXPECT_EQ(again.code, run.code);
  for (const char* ext : {".sarif", ".html", ".md"})
    EXPECT_EQ(slurp(dir / (std::string("a") + ext)), slurp(dir / (std::string("b") + ext))) << ext;
  std::ofstream(dir / "file") << "x";
  const Output bad = errata(kDiff + " --sarif " + (dir / "file" / "r.sarif").string());
  EXPECT_EQ(bad.code, 2) << bad.text;
  EXPECT_NE(bad.text.find("error: cannot write"), std::string::npos) << bad.text;
  for (const auto& entry : fs::directory_iterator(dir)) EXPECT_EQ(entry.path().string().find(".tmp."), std::string::npos);
}

TEST_F(Reports, SilentClausesCiteTheLineOfTheirReading) {
  // baron.tie and game.several-winners are silent in love-letter-bga, stated in love-letter-2019.
  const fs::path out = fs::temp_directory_path() / ("errata-silent-" + std::to_string(::getpid()));
  errata("diff --timeout 30000 love-letter-2019 love-letter-bga --out " + out.string());
  const auto all = json_file(out / "findings.json");
  fs::remove_all(out);
  int silent = 0;
  for (const auto& f : all.at("findings"))
    for (const auto& q : f.at("quotes")) {
      EXPECT_GT(q.at("line").get<int>(), 0) << f.at("id").get<std::string>();
      silent += q.at("text").get<std::string>().rfind("(the text is silent", 0) == 0;
    }
  EXPECT_GT(silent, 0);  // the silent quotes were among those checked
}

TEST(Coverage, ScenariosCoverTheClausesTheirTracesCiteAndRandomPlayAddsMore) {
  const std::string guard = std::string(ERRATA_SOURCE_DIR) + "/scenarios/love-letter/guard.yaml";
  const Output traced = errata("explain " + guard + " --edition love-letter-2019");
  ASSERT_EQ(traced.code, 0) << traced.text;
  std::set<std::string> cited;  // the clauses the trace names: [clause.id]
  for (size_t p = traced.text.find('['); p != std::string::npos; p = traced.text.find('[', p + 1)) {
    const size_t end = traced.text.find(']', p);
    const std::string id = traced.text.substr(p + 1, end - p - 1);
    if (id.find('.') != std::string::npos && id.find(' ') == std::string::npos) cited.insert(id);
  }
  ASSERT_FALSE(cited.empty()) << traced.text;
  const Output cov = errata("coverage " + guard + " --verbose");
  EXPECT_EQ(cov.code, 0) << cov.text;
  const auto row = [&](const Output& o, const std::string& ed) {
    for (const auto& l : lines_of(o.text))
      if (l.rfind(ed + " ", 0) == 0) return l;
    return std::string();
  };
  std::string uncovered;
  for (const auto& l : lines_of(cov.text))
    if (l.rfind("  uncovered in love-letter-2019:", 0) == 0) uncovered = l + ",";
  for (const auto& id : cited) EXPECT_EQ(uncovered.find(" " + id + ","), std::string::npos) << id;
  EXPECT_NE(row(cov, "secret-moon").find("   0/"), std::string::npos) << cov.text;  // no Secret Moon scenario was run
  const auto cited_clauses = [&](const std::string& l) { return std::stoi(l.substr(27, 4)); };
  EXPECT_EQ(cited_clauses(row(cov, "love-letter-2019")), static_cast<int>(cited.size())) << cov.text;
  const Output play = errata("coverage " + guard + " --props 20");
  EXPECT_GT(cited_clauses(row(play, "love-letter-2019")), cited_clauses(row(cov, "love-letter-2019"))) << play.text;
}

}  // namespace
}  // namespace errata
