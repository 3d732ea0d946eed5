// Paths errata is handed by a file or a flag (issue 37, docs/security.md):
// what a shard file names is as untrusted as the shard file, an output never
// replaces an input of the same command, and a file that is not what errata
// expected is refused without a word of its content. Each case is the
// reproducer of a way errata once overwrote or leaked a file.
#include <gtest/gtest.h>

#include <fstream>
#include <sstream>

#include "checker/shard/shard_file.h"
#include "cli_fixture.h"
#include "model/core/input_error.h"
#include "reports/html_report.h"
#include "reports/junit_report.h"
#include "reports/markdown_report.h"
#include "reports/report_mark.h"
#include "reports/sarif_report.h"

namespace errata {
namespace {

namespace fs = std::filesystem;
using test::Cli;
using test::errata;
using test::has;
using test::Output;
using test::shell;

std::string read(const fs::path& path) {
  std::ifstream in(path);
  std::stringstream s;
  s << in.rdbuf();
  return s.str();
}

// A secret, as a .env holds it: no error may print any part of it.
const std::string kSecret = "AWS_SECRET_ACCESS_KEY=wJalrXUtnFEMI\nDB_PASSWORD=hunter2\n";
bool leaks(const Output& o) { return has(o, "wJalrXUtnFEMI") || has(o, "hunter2") || has(o, "AWS_SECRET") || has(o, "DB_PASSWORD"); }

class UntrustedPaths : public Cli {
 protected:
  // errata run in the scratch folder (merge's paths are relative to the folder it runs in).
  Output here(const std::string& args) { return shell("cd " + dir.string() + " && " + ERRATA_BINARY + " " + args); }
  // A verify shard file naming `arguments` (JSON members): merge checks every path before it merges.
  std::string verify_shard(const std::string& name, const std::string& arguments) {
    return write(name, "{\"errata-shard\": 1, \"verb\": \"verify\", \"arguments\": {" + arguments +
                           "}, \"shard\": 1, \"of\": 1, \"units\": {\"tasks\": 0, \"results\": {}}}\n");
  }
};

TEST_F(UntrustedPaths, MergeWritesNothingAShardNamesOutsideOrHiddenOrNotItsOwn) {
  write(".git/config", "[core]\n");
  write(".bashrc", "alias ls=rm\n");
  write("notes.md", "my notes\n");
  const fs::path outside = fs::temp_directory_path() / ("errata-outside-" + std::to_string(::getpid()));
  fs::create_directories(outside);
  fs::create_directory_symlink(outside, dir / "link");
  const std::pair<std::string, std::string> cases[] = {
      {"--markdown", ".git/config"},   {"--sarif", ".bashrc"},     {"--junit", "link/junit.xml"}, {"--html", "notes.md"},
      {"--write-baseline", "/tmp/x"}, {"--sarif", "../out.sarif"}, {"--out", "link"},           {"--markdown", "a\nb.md"}};
  for (const auto& [flag, path] : cases) {
    std::string json_path;
    for (char c : path) json_path += c == '\n' ? std::string("\\n") : std::string(1, c);
    verify_shard("s.json", "\"" + flag + "\": [\"" + json_path + "\"]");
    const Output o = here("merge s.json");
    EXPECT_EQ(o.code, 2) << flag << " " << path << ": " << o.text;
    EXPECT_EQ(o.text.rfind("s.json:1:", 0), 0u) << "located at the flag in the shard file: " << o.text;
    EXPECT_TRUE(has(o, "it names " + flag)) << o.text;
  }
  EXPECT_EQ(read(dir / ".git/config"), "[core]\n");
  EXPECT_EQ(read(dir / ".bashrc"), "alias ls=rm\n");
  EXPECT_EQ(read(dir / "notes.md"), "my notes\n");
  EXPECT_TRUE(fs::is_empty(outside)) << "nothing written through the link";
  fs::remove_all(outside);
}

// How errata knows a single report is its own: the mark its writer puts at
// the top. A shard may name a report errata wrote (a run's last report) and
// nothing else.
TEST_F(UntrustedPaths, AShardMayReplaceOnlyAReportErrataWroteOfThatKind) {
  const report::Report r;
  const std::pair<std::string, std::string> written[] = {{"--sarif", report::sarif_report(r)},
                                                         {"--html", report::html_report(r)},
                                                         {"--markdown", report::markdown_report(r)},
                                                         {"--junit", report::junit_report(r)}};
  const fs::path was = fs::current_path();
  fs::current_path(dir);
  for (const auto& [flag, text] : written) {
    write("report", text);
    const std::string shard = "{\"errata-shard\": 1, \"verb\": \"verify\", \"arguments\": {\"" + flag +
                              "\": [\"report\"]}, \"shard\": 1, \"of\": 1, \"units\": {}}";
    const shard::ShardFile f = shard::read_shard_text(shard, "s.json");
    EXPECT_EQ(shard::written_path(f, flag), std::optional<std::string>("report")) << flag;
    for (const auto& [other, text2] : written)
      if (other != flag) {
        write("report", text2);
        EXPECT_THROW((void)shard::written_path(f, flag), InputError) << flag << " onto a " << other << " report";
      }
    write("report", "# " + flag + "\n" + text);  // the mark must be at the top
    EXPECT_THROW((void)shard::written_path(f, flag), InputError) << flag;
  }
  fs::current_path(was);
}

TEST_F(UntrustedPaths, MergeReadsNothingAShardNamesOutsideAndQuotesNoContent) {
  write(".env", kSecret);
  write("secrets.txt", kSecret);
  write("passwd", "root:x:0:0:root:/root:/bin/bash\ndaemon:x:1:1:daemon:/usr/sbin:/usr/sbin/nologin\n");
  const fs::path outside = fs::temp_directory_path() / ("errata-outside-read-" + std::to_string(::getpid()));
  fs::create_directories(outside);
  std::ofstream(outside / "b.yaml") << kSecret;
  fs::create_directory_symlink(outside, dir / "linked");
  for (const std::string args : {"\"--baseline\": [\".env\"]", "\"--baseline\": [\"/etc/passwd\"]", "\"paths\": [\"/etc\"]",
                                 "\"--baseline\": [\"linked/b.yaml\"]", "\"--edition-file\": [\"../x.yaml\"]",
                                 "\"--baseline\": [\"secrets.txt\"]", "\"--baseline\": [\"passwd\"]", "\"paths\": [\"secrets.txt\"]"}) {
    verify_shard("s.json", args);
    const Output o = here("merge s.json");
    EXPECT_EQ(o.code, 2) << args << ": " << o.text;
    EXPECT_FALSE(leaks(o)) << args << ": " << o.text;
    EXPECT_FALSE(has(o, "root:x:0:0")) << args << ": " << o.text;
  }
  fs::remove_all(outside);
}

// Not a merge: any command handed a file that is not what it expected.
TEST_F(UntrustedPaths, AFileThatIsNotWhatErrataExpectedIsRefusedWithoutItsContent) {
  const std::string env = write("settings.yaml", kSecret);
  const std::string keys = write("config.yaml", "db_password: hunter2\napi_token: wJalrXUtnFEMI\n");
  for (const std::string& f : {env, keys}) {
    for (const std::string& args : {"run " + f, "verify " + f, "check love-letter-2019 --baseline " + f, "editions --edition-file " + f}) {
      const Output o = errata(args);
      EXPECT_EQ(o.code, 2) << args << ": " << o.text;
      EXPECT_FALSE(leaks(o)) << args << ": " << o.text;
      EXPECT_TRUE(has(o, f + ":")) << "names the file: " << o.text;
    }
  }
  const Output o = errata("run " + keys);
  EXPECT_TRUE(has(o, "not a scenario file: none of its keys is one of")) << o.text;
}

TEST_F(UntrustedPaths, AScenarioFolderIsReadNotWhatItsLinksPointAt) {
  write("scenarios/a.yaml", "name: x\n");
  const std::string secret = write("elsewhere/secret.yaml", kSecret);
  fs::create_symlink(secret, dir / "scenarios" / "leak.yaml");
  const Output o = errata("run " + (dir / "scenarios").string());
  EXPECT_EQ(o.code, 2) << o.text;
  EXPECT_TRUE(has(o, "a symbolic link leading out of the folder")) << o.text;
  EXPECT_FALSE(leaks(o)) << o.text;
}

// As compilers refuse -o onto an input: before anything runs, and the input untouched.
TEST_F(UntrustedPaths, NoOutputReplacesAnInputOfTheSameCommand) {
  const std::string guard = write("guard.yaml", read(fs::path(ERRATA_SOURCE_DIR) / "scenarios/love-letter/guard.yaml"));
  const std::string rules = write("mine.md", read(fs::path(ERRATA_SOURCE_DIR) / "docs/rulebooks/love-letter-2019.fr.md"));
  const std::string edition = write("mine.yaml", "base: love-letter-2019\nid: mine\nrulebook: mine.md\n");
  const std::string before_guard = read(guard), before_rules = read(rules);
  const std::string cases[] = {
      "run " + guard + " --junit " + guard,
      "run " + dir.string() + " --sarif " + guard,
      "check mine --edition-file " + edition + " --html " + rules,
      "check mine --edition-file " + edition + " --markdown " + edition,
      "edition new --from love-letter-2019 --rulebook " + rules + " --out " + rules,
      "check mine --edition-file " + edition + " --out " + dir.string(),
  };
  for (const auto& args : cases) {
    const Output o = errata(args);
    EXPECT_EQ(o.code, 2) << args << ": " << o.text;
    EXPECT_TRUE(has(o, "an input of this command")) << args << ": " << o.text;
    EXPECT_EQ(std::count(o.text.begin(), o.text.end(), '\n'), 1) << "refused at once, one line: " << o.text;
  }
  EXPECT_EQ(read(guard), before_guard);
  EXPECT_EQ(read(rules), before_rules);
  // merge s1 s2 --out s1: the shard is kept.
  for (int i = 1; i <= 2; ++i)
    errata("simulate --edition loser --players 3 --games 4 --seed 2 --shard " + std::to_string(i) + "/2 --out " + (dir / ("s" + std::to_string(i))).string());
  const std::string s1 = (dir / "s1").string(), kept = read(s1);
  const Output o = errata("merge " + s1 + " " + (dir / "s2").string() + " --out " + s1);
  EXPECT_EQ(o.code, 2) << o.text;
  EXPECT_TRUE(has(o, "--out: error: " + s1 + " is an input of this command")) << o.text;
  EXPECT_EQ(read(s1), kept);
}

TEST_F(UntrustedPaths, AnEditionFileCannotNameARulebookItCouldNotLoad) {
  const std::string base = read(fs::path(ERRATA_SOURCE_DIR) / "docs/rulebooks/love-letter-2019.fr.md");
  write("..md", base);
  const Output dot = errata("edition new --from love-letter-2019 --rulebook " + (dir / "..md").string() + " --out " + (dir / "x.yaml").string());
  EXPECT_EQ(dot.code, 2) << dot.text;
  EXPECT_TRUE(has(dot, "'..md' starts with a dot")) << "the real reason, not 'outside the folder': " << dot.text;
  write("a\nb.md", base);
  const Output newline = errata("edition new --from love-letter-2019 --rulebook '" + (dir / "a\nb.md").string() + "' --out " +
                                (dir / "x.yaml").string());
  EXPECT_EQ(newline.code, 2) << newline.text;
  EXPECT_TRUE(has(newline, "control character")) << newline.text;
  EXPECT_FALSE(fs::exists(dir / "x.yaml")) << "no file that does not load is written";
}

// 1,000,000 short lines (2 MB, under the file limit) once took 900 s and 726 MB: refused at once now.
TEST_F(UntrustedPaths, ATextTooLongToAlignIsRefusedAtOnceWithItsReason) {
  std::string text;
  for (int i = 0; i < 1000000; ++i) text += "a\n";
  const std::string big = write("big.md", text);
  const Output o = errata("edition new --from love-letter-2019 --rulebook " + big + " --out " + (dir / "big.yaml").string());
  EXPECT_EQ(o.code, 2) << o.text;
  EXPECT_TRUE(has(o, "the text has 1000000 lines with text")) << o.text;
}

TEST_F(UntrustedPaths, TwoReadingFlagsThatDisagreeAreRefused) {
  for (const std::string args : {"--reading guard.names=cards-in-the-deck --reading guard.names=any-character-of-the-rulebook",
                                 "--reading love-letter-2019-classic:guard.names=cards-in-the-deck --reading guard.names=any-character-of-the-rulebook"}) {
    const Output o = errata("editions " + args);
    EXPECT_EQ(o.code, 2) << o.text;
    EXPECT_TRUE(has(o, "--reading: error:")) << o.text;
    EXPECT_TRUE(has(o, "choose two options of one reading")) << o.text;
  }
  EXPECT_EQ(errata("editions --reading guard.names=cards-in-the-deck --reading love-letter-2019-classic:guard.names=cards-in-the-deck").code, 0)
      << "the same option twice is one choice";
}

}  // namespace
}  // namespace errata
