// A user's files can never read, delete or inject (issue 20): scenario,
// edition and baseline files come from other people (a translator's edition
// in a pull request, a scenario pasted from a forum), so each reproducer of
// the issue must now end in a located error, exit 2, with nothing read,
// deleted or made live. The inputs that broke errata are kept in
// fuzz/regression/ (replayed by the fuzz targets and by tests/exit_codes.sh).
#include <gtest/gtest.h>

#include <filesystem>
#include <fstream>
#include <regex>
#include <set>
#include <sstream>

#include "checker/smt/guarded_task.h"
#include "cli_fixture.h"
#include "json_reader.h"
#include "model/core/input_limits.h"
#include "reports/html_report.h"
#include "reports/markdown_report.h"
#include "reports/report_mark.h"

namespace errata {
namespace {

namespace fs = std::filesystem;
using test::errata;
using test::has;
using test::json_file;
using test::json_of;
using test::shell;

const std::string kSource = ERRATA_SOURCE_DIR;
std::string regression(const std::string& target, const std::string& name) {
  return kSource + "/fuzz/regression/" + target + "/" + name;
}

std::string read(const fs::path& p) {
  std::ifstream f(p, std::ios::binary);
  std::stringstream ss;
  ss << f.rdbuf();
  return ss.str();
}

// A located error: FILE:LINE:COL: error: ... on the first line.
bool located_at(const test::Output& o, const std::string& file) {
  return o.text.rfind(file + ":", 0) == 0 && std::regex_search(o.text, std::regex("^[^ ]+:[0-9]+:[0-9]+: error: "));
}

class UserFiles : public test::Cli {};

// --- An edition file reads only its own folder --------------------------------

TEST_F(UserFiles, AnEditionFileCannotReadAFileOutsideItsFolder) {
  fs::create_symlink("/etc/passwd", dir / "link.md");
  const std::string link = write("link.yaml", "id: evil\ngame: love-letter\nbase: love-letter-2019\nrulebook: link.md\n");
  for (const std::string& f : {regression("edition", "rulebook-proc-self-environ.yaml"), regression("edition", "rulebook-dot-dot.yaml"),
                               regression("edition", "rulebook-hidden-file.yaml"), link}) {
    const std::string page = (dir / "out.html").string();
    auto o = errata("check evil --edition-file " + f + " --html " + page);
    EXPECT_EQ(o.code, 2) << f << "\n" << o.text;
    EXPECT_TRUE(located_at(o, f)) << o.text;
    EXPECT_TRUE(has(o, "rulebook")) << o.text;
    EXPECT_FALSE(has(o, "PATH=") || has(o, "root:x:")) << "the refusal echoes the file: " << o.text;
    // The report holds the refusal at its line (CI gets a report whatever happens), never the file it refused.
    ASSERT_TRUE(fs::exists(page)) << f;
    const std::string html = read(page);
    EXPECT_EQ(html.find("root:x:"), std::string::npos) << f;
    EXPECT_EQ(html.find("PATH="), std::string::npos) << f;
    EXPECT_NE(html.find("1 input errata could not read"), std::string::npos) << f;
    fs::remove(page);
  }
}

// The reports read a user's rulebook through the path the loader used, from
// whatever folder errata runs in (before: re-read relative to the working
// folder, so the pane was empty, and SARIF put it under docs/rulebooks/).
TEST_F(UserFiles, ReportsQuoteAUserRulebookFromWhereTheLoaderReadIt) {
  const std::string text = read(kSource + "/docs/rulebooks/love-letter-2019.fr.md") + "\nCETTE LIGNE N'EST QUE DANS LA COPIE\n";
  write("edition/mine.fr.md", text);
  // The 2019 edition file whole, quoting this copy of its text (a base's kept clauses would quote the base's).
  std::string edition = read(kSource + "/model/love_letter/editions/love-letter-2019.yaml");
  edition = test::replaced(edition, "id: love-letter-2019\n", "id: mine\n");
  edition = test::replaced(edition, "rulebook: love-letter-2019.fr.md", "rulebook: mine.fr.md");
  const std::string ed = write("edition/mine.yaml", edition);
  const fs::path elsewhere = dir / "elsewhere";
  fs::create_directories(elsewhere);
  auto o = shell("cd " + elsewhere.string() + " && " + ERRATA_BINARY + " check mine --edition-file " + ed + " --html page.html --sarif r.sarif");
  ASSERT_EQ(o.code, 1) << o.text;  // the 2019 text's stated totals contradict its card table: errors
  EXPECT_TRUE(has(test::Output{0, read(elsewhere / "page.html")}, "CETTE LIGNE N&#39;EST QUE DANS LA COPIE"));
  const auto sarif = json_file(elsewhere / "r.sarif");
  std::set<std::string> uris;
  for (const auto& result : sarif.at("runs").at(0).at("results"))
    for (const auto& loc : result.value("locations", nlohmann::json::array()))  // a finding that quotes no text has none
      uris.insert(loc.at("physicalLocation").at("artifactLocation").at("uri").get<std::string>());
  EXPECT_EQ(uris, std::set<std::string>{"file://" + fs::canonical(dir / "edition" / "mine.fr.md").string()});
}

// --- --out replaces only a folder errata wrote ---------------------------------

TEST_F(UserFiles, OutRefusesAFolderErrataDidNotWrite) {
  fs::create_directories(dir / "p" / "sub");
  write("p/thesis.tex", "x");
  auto o = errata("check loser --out " + (dir / "p").string());
  EXPECT_EQ(o.code, 2) << o.text;
  EXPECT_TRUE(has(o, (dir / "p").string())) << o.text;
  EXPECT_EQ(read(dir / "p" / "thesis.tex"), "x");
  EXPECT_TRUE(fs::is_directory(dir / "p" / "sub"));
}

TEST_F(UserFiles, OutReplacesItsOwnFolderOrAnEmptyOneAndNothingElse) {
  const std::string q = (dir / "q").string();
  EXPECT_EQ(errata("check loser --out " + q).code, 0);
  EXPECT_TRUE(fs::exists(dir / "q" / "findings.json"));
  EXPECT_EQ(errata("check loser --out " + q).code, 0);  // its own folder: replaced
  write("q/mine.txt", "mine");
  auto o = errata("check loser --out " + q);
  EXPECT_EQ(o.code, 2) << o.text;
  EXPECT_TRUE(has(o, "mine.txt")) << o.text;
  EXPECT_EQ(read(dir / "q" / "mine.txt"), "mine");
  fs::create_directories(dir / "empty");
  EXPECT_EQ(errata("check loser --out " + (dir / "empty").string()).code, 0);
}

// --- Reports carry no live markup ----------------------------------------------

// What a hostile string tries in Markdown, as GitHub renders a PR comment.
const std::vector<std::string> kPayloads = {
    "<script>alert(1)</script>", "\\<img src=x onerror=alert(1)>", "\\[click](https://evil.example/)", "a`b<i>x</i>`c",
    "https://evil.example/x", "www.evil.example", "mail me@evil.example", "![img](https://evil.example/i.png)",
    "<!-- hidden -->", "*emphasis* _and_ **strong**", "line one\n<script>alert(2)</script>", "| a | b |", "``<b>``",
    "<a href=\"https://evil.example\">x</a>", "[ref]: https://evil.example"};

report::Report hostile_report() {
  report::Report r;
  r.command = "errata verify " + kPayloads[0];
  report::DecisionGroup g;
  g.name = kPayloads[1];
  for (size_t i = 0; i < kPayloads.size(); ++i) {
    Finding f;
    f.id = "divergence:" + kPayloads[i];
    f.kind = kPayloads[(i + 1) % kPayloads.size()];
    f.severity = "error";
    f.editions = {kPayloads[(i + 2) % kPayloads.size()]};
    f.message = kPayloads[(i + 3) % kPayloads.size()];
    f.consequences = {kPayloads[(i + 4) % kPayloads.size()]};
    f.quotes.push_back({kPayloads[(i + 5) % kPayloads.size()], kPayloads[(i + 6) % kPayloads.size()], "r.md", 3,
                        kPayloads[(i + 7) % kPayloads.size()], kPayloads[(i + 8) % kPayloads.size()]});
    f.witness_path = kPayloads[(i + 9) % kPayloads.size()];
    g.findings.push_back(f);
  }
  r.groups.push_back(g);
  report::EditionCoverage c;
  c.edition = "x<!--<script>";
  c.clauses = 1;
  r.coverage.push_back(c);
  return r;
}

// GitHub's own renderer (cmark-gfm, with its autolink and table extensions,
// raw HTML let through): the page may hold only the elements errata writes,
// and no link, image or script from a user string.
TEST_F(UserFiles, MarkdownRendersEveryUserStringAsInertText) {
  const std::string md = write("report.md", report::markdown_report(hostile_report()));
  auto o = shell("cmark-gfm --unsafe -e autolink -e table -e strikethrough " + md);
  ASSERT_EQ(o.code, 0) << "cmark-gfm (GitHub's renderer, Debian package cmark-gfm) must be installed: " << o.text;
  const std::set<std::string> written = {"h2", "h3", "p", "strong", "code", "ul", "li", "table", "thead", "tbody", "tr", "th", "td"};
  // errata's own mark, first (reports/report_mark.h): the one comment it writes.
  ASSERT_EQ(o.text.rfind(report::kMarkdownMark, 0), 0u) << o.text;
  o.text.erase(0, std::string(report::kMarkdownMark).size());
  const std::regex tag("<([a-zA-Z!][a-zA-Z0-9-]*)");
  for (auto it = std::sregex_iterator(o.text.begin(), o.text.end(), tag); it != std::sregex_iterator(); ++it)
    EXPECT_TRUE(written.count((*it)[1].str())) << "live <" << (*it)[1].str() << "> in:\n" << o.text;
  EXPECT_FALSE(std::regex_search(o.text, std::regex("<[a-z]+[^>]*\\s(href|src)="))) << o.text;
  for (const char* p : {"alert(1)", "evil.example/x", "me", "hidden", "emphasis"})
    EXPECT_TRUE(has(o, p)) << "the text itself is kept: " << p;
}

// An edition id holding "<!--<script>" in the page's JSON swallowed the page.
TEST_F(UserFiles, HtmlEmbedsJsonWithNoMarkupInIt) {
  const std::string page = report::html_report(hostile_report());
  const std::string open = "<script type=\"application/json\" id=\"coverage-data\">";
  const size_t at = page.find(open);
  ASSERT_NE(at, std::string::npos);
  const size_t end = page.find("</script>", at);
  const std::string json = page.substr(at + open.size(), end - at - open.size());
  EXPECT_EQ(json.find('<'), std::string::npos) << json;
  // The same data, escaped: its first key, in the page's order.
  EXPECT_EQ(json_of<nlohmann::ordered_json>(json, "the page's coverage data").items().begin().key(), "x<!--<script>");
}

// --- Ids have one shape -------------------------------------------------------

TEST_F(UserFiles, AnEditionIdIsWordsJoinedByHyphens) {
  for (const char* name : {"id-empty.yaml", "id-newline.yaml", "id-slash.yaml", "id-markup.yaml"}) {
    const std::string f = regression("edition", name);
    auto o = errata("editions --edition-file " + f);
    EXPECT_EQ(o.code, 2) << name << ": " << o.text;
    EXPECT_TRUE(located_at(o, f)) << o.text;
    EXPECT_TRUE(has(o, "id: expected an edition id")) << o.text;
  }
}

// What --write-baseline writes, --baseline reads (it once wrote ids errata then refused).
TEST_F(UserFiles, AWrittenBaselineIsReadBack) {
  const std::string ed = write("mine.yaml",
                               "id: my-classic\ngame: love-letter\nbase: love-letter-2019-classic\nvariants: {guard.target: any-player}\n");
  const std::string b = (dir / "baseline.yaml").string();
  auto first = errata("diff love-letter-2019-classic my-classic --edition-file " + ed + " --write-baseline " + b);
  ASSERT_EQ(first.code, 1) << first.text;  // the Guard's target differs: an error finding
  auto second = errata("diff love-letter-2019-classic my-classic --edition-file " + ed + " --baseline " + b);
  EXPECT_EQ(second.code, 0) << second.text;
}

// --- Crashes become answers --------------------------------------------------

// Z3 throws `canceled` from any call once the safety clock interrupts its
// context (solver::add, building a formula): the task is inconclusive.
TEST(GuardedTask, AnInterruptedTaskIsInconclusiveWhateverItWasDoing) {
  SolveOptions o;
  o.safety_seconds = 1;
  const auto r = smt::guarded_task("diff a vs b", {"a", "b"}, o, []() -> DiffResult { throw z3::exception("canceled"); });
  ASSERT_EQ(r.findings.size(), 1u);
  EXPECT_EQ(r.findings[0].kind, "inconclusive");
  EXPECT_EQ(r.findings[0].id, "inconclusive:a:b:interrupted");
  EXPECT_TRUE(r.proven.empty());
}

// The reproducer was `verify --timeout 1` (10 s and more); the
// longest single diff runs past one second just as well.
TEST_F(UserFiles, ADiffWithAOneSecondSafetyClockEndsInconclusiveNotAborted) {
  auto o = errata("diff love-letter-2019 love-letter-bga-premium --timeout 1");
  EXPECT_EQ(o.code, 1) << o.text.substr(o.text.size() > 2000 ? o.text.size() - 2000 : 0);
  EXPECT_TRUE(has(o, "inconclusive")) << o.text.substr(0, 2000);
}

TEST_F(UserFiles, EverySizeHasALimitAndALocatedRefusal) {
  const std::pair<const char*, const char*> cases[] = {
      {"two-100kb-names.yaml", "longer than 64 KiB"},          {"name-over-200-bytes.yaml", "a name of at most 200 bytes"},
      {"too-many-documents.yaml", "more than 1000 YAML documents"}, {"too-many-steps.yaml", "at most 1000 steps"},
      {"nested-too-deep.yaml", "nested more than 64 deep"},    {"too-many-values.yaml", "more than 100000 YAML values"}};
  for (const auto& [name, says] : cases) {
    const std::string f = regression("scenario", name);
    auto o = errata("run " + f);
    EXPECT_EQ(o.code, 2) << name << ": " << o.text.substr(0, 300);
    EXPECT_TRUE(located_at(o, f)) << o.text.substr(0, 300);
    EXPECT_TRUE(has(o, says)) << name << ": " << o.text.substr(0, 300);
  }
  const std::string big = (dir / "big.yaml").string();
  fs::resize_file(write("big.yaml", "name: x\n"), kMaxFileBytes + 1);
  auto o = errata("run " + big);
  EXPECT_EQ(o.code, 2);
  EXPECT_TRUE(has(o, "larger than 4 MiB")) << o.text;
}

// verify runs its scenario files on every core; a bad one is still refused
// before any check, and of two bad files the first in the files' order is the
// one named, whichever finished first.
TEST_F(UserFiles, VerifyRefusesTheFirstBadScenarioFileInOrder) {
  fs::create_directories(dir / "runs");
  for (int i = 0; i < 6; ++i)
    fs::copy_file(kSource + "/scenarios/love-letter/guard.yaml", dir / "runs" / ("m" + std::to_string(i) + ".yaml"));
  const std::string first = write("runs/b-unknown-key.yaml", "name: x\ngame: love-letter\neditions: [love-letter-2019]\nsetup:\n  players: [P1, P2]\n  bogus: 1\n");
  write("runs/z-unknown-edition.yaml", "name: y\ngame: love-letter\neditions: [no-such-edition]\nsetup:\n  players: [P1, P2]\n");
  for (int run = 0; run < 3; ++run) {
    const auto o = errata("verify " + (dir / "runs").string() + " --format json");
    EXPECT_EQ(o.code, 2) << o.text;
    EXPECT_TRUE(located_at(o, first)) << o.text.substr(0, 300);
    EXPECT_TRUE(has(o, "unknown key 'bogus'")) << o.text.substr(0, 300);
  }
}

TEST_F(UserFiles, ARunReadsABoundedAmountOfScenarios) {
  fs::create_directories(dir / "many");
  for (int i = 0; i < 9; ++i) fs::resize_file(write("many/s" + std::to_string(i) + ".yaml", "name: x\n"), kMaxRunBytes / 8);
  auto o = errata("run " + (dir / "many").string());
  EXPECT_EQ(o.code, 2) << o.text;
  EXPECT_TRUE(has(o, "split the run")) << o.text;
}

// Past errata's memory, an allocation fails: a message and exit 2, never the
// OOM killer's signal. The address-space limit a user's shell sets is
// errata's limit; from the least that lets errata start, up.
TEST_F(UserFiles, RunningOutOfMemoryIsAnErrorNotASignal) {
#if defined(__SANITIZE_ADDRESS__)
  // AddressSanitizer reserves terabytes of shadow address space before main
  // and turns a failed allocation into its own report, never std::bad_alloc:
  // under `ulimit -v` the sanitised errata cannot start, whatever the limit
  // (and errata sets no limit of its own there: cli/memory_limit.cpp). The
  // check is the ordinary build's, which `make test` runs.
  GTEST_SKIP() << "an address-space limit cannot apply under AddressSanitizer (make test's build checks it)";
#endif
  std::string deck;
  for (int i = 0; i < 95000; ++i) deck += "a,";
  const std::string f = write("wide.yaml", "name: x\ngame: love-letter\nsetup: {players: [A, B], hands: {A: guard, B: priest}, deck: [" + deck +
                                               "b]}\nexpect: {deck_size: 1}\n");
  bool out_of_memory = false;
  for (int mib = 40; mib <= 160; mib += 10) {
    auto o = shell("ulimit -v " + std::to_string(mib * 1024) + "; " + ERRATA_BINARY + " run " + f);
    if (o.code == 127) continue;  // the loader could not even map the C library: errata never started
    EXPECT_TRUE(o.code == 1 || o.code == 2) << mib << " MiB: exit " << o.code << ": " << o.text;
    out_of_memory = out_of_memory || has(o, "out of memory");
  }
  EXPECT_TRUE(out_of_memory);
}

TEST_F(UserFiles, IllFormedUtf8AndNulAreRefusedWhereRead) {
  for (const char* name : {"invalid-utf8-name.yaml", "nul-byte-name.yaml", "nul-escape-name.yaml"}) {
    const std::string f = regression("scenario", name);
    auto o = errata("run " + f + " --junit " + (dir / "junit.xml").string());
    EXPECT_EQ(o.code, 2) << name << ": " << o.text;
    EXPECT_TRUE(located_at(o, f)) << o.text;
    EXPECT_TRUE(has(o, "UTF-8") || has(o, "NUL")) << o.text;
  }
  EXPECT_TRUE(has(errata("run " + regression("scenario", "invalid-utf8-name.yaml")), "invalid-utf8-name.yaml:4:26: error"));
}

// A failing run whose names hold control characters still writes well-formed XML.
TEST_F(UserFiles, JUnitStaysWellFormedWhateverTheNames) {
  const std::string f = write("s.yaml", "name: \"a \\x01 b \\x1b[31m\"\ngame: love-letter\nsetup: {players: [\"A\\x02\", B], hands: {\"A\\x02\": guard, "
                                         "B: priest}, deck: [baron]}\nexpect: {deck_size: 7}\n");
  const std::string xml = (dir / "junit.xml").string();
  EXPECT_EQ(errata("run " + f + " --junit " + xml).code, 1);
  auto parsed = shell("python3 -c 'import sys, xml.dom.minidom; xml.dom.minidom.parse(sys.argv[1])' " + xml);
  EXPECT_EQ(parsed.code, 0) << parsed.text;
}

TEST_F(UserFiles, YamlTagsAreRefused) {
  for (const std::string& f : {regression("scenario", "tag-str.yaml"), regression("scenario", "tag-binary.yaml")}) {
    auto o = errata("run " + f);
    EXPECT_EQ(o.code, 2) << o.text;
    EXPECT_TRUE(located_at(o, f)) << o.text;
    EXPECT_TRUE(has(o, "YAML tag '!!")) << o.text;
  }
  const std::string e = regression("edition", "tag-custom.yaml");
  auto o = errata("editions --edition-file " + e);
  EXPECT_EQ(o.code, 2);
  EXPECT_TRUE(has(o, "YAML tag '!custom'")) << o.text;
}

TEST_F(UserFiles, ABaselineIsOneDocumentOfFindingIds) {
  for (const char* name : {"two-documents.yaml", "bad-id.yaml"}) {
    const std::string f = regression("baseline", name);
    auto o = errata("check loser --baseline " + f);
    EXPECT_EQ(o.code, 2) << name << ": " << o.text;
    EXPECT_TRUE(located_at(o, f)) << o.text;
  }
}

// Checked before the work (which takes 20 s for verify): the command's output
// is the one error line, no run summary.
TEST_F(UserFiles, EveryPathIsCheckedBeforeTheWork) {
  fs::create_directories(dir / "a-folder");
  const std::string baseline = kSource + "/checker/baseline.yaml";
  const std::string cases[] = {"verify --baseline " + (dir / "none.yaml").string(),
                               "verify --baseline " + baseline + " --sarif " + (dir / "a-folder").string(),
                               "verify --baseline " + baseline + " --html /proc/errata.html",
                               "verify --baseline " + baseline + " --write-baseline " + (dir / "a-folder").string(),
                               "run " + kSource + "/scenarios --junit /proc/junit.xml"};
  for (const auto& args : cases) {
    auto o = errata(args);
    EXPECT_EQ(o.code, 2) << args << "\n" << o.text;
    EXPECT_FALSE(has(o, "passed") || has(o, "findings:")) << args << ": the work was done first\n" << o.text;
  }
}

}  // namespace
}  // namespace errata
