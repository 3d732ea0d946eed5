// --shard I/N and errata merge (issue 25, docs/scaling.md): for each verb,
// the shards of a run merged are the run without --shard, byte for byte and
// with its exit code, for N = 3 and N = 1; and what merge refuses. verify's
// shards are merged by tests/verify_determinism.sh (a verify run costs 20 s
// of CPU; that test runs one already), mutate's against the committed table
// docs/mutation-table.md (the one run tests/smt_mutation_test.cpp keeps true).
#include <gtest/gtest.h>

#include <fstream>
#include <sstream>

#include "checker/game/game.h"
#include "checker/shard/shard_file.h"
#include "model/core/input_error.h"
#include "cli_fixture.h"

namespace errata {
namespace {

using test::Cli;
using test::errata;
using test::Output;

// What a command prints on standard output (a timing or a progress bar goes to standard error).
Output stdout_of(const std::string& args) { return test::shell("{ " + std::string(ERRATA_BINARY) + " " + args + " 2>/dev/null; }"); }

class Shards : public Cli {
 protected:
  // The run's `n` shards, run at once as a user would (each with --out FILE,
  // or to its standard output when `to_stdout`), then merged; the merge's output.
  Output merged(const std::string& args, int n, bool to_stdout = false, const std::string& merge_args = "") {
    std::string all, files;
    for (int i = n; i >= 1; --i) {  // given to merge in reverse: the order of the files does not matter
      const std::string file = (dir / ("s" + std::to_string(i) + ".json")).string();
      all += "(" + std::string(ERRATA_BINARY) + " " + args + " --shard " + std::to_string(i) + "/" + std::to_string(n) +
             (to_stdout ? " >" : " --out ") + file + " 2>/dev/null) & ";
      files += " " + file;
    }
    EXPECT_EQ(test::shell("{ " + all + "wait; }").text, "") << args;
    return stdout_of("merge" + files + merge_args);
  }
};

// simulate: every game's edition (its first), text and JSON.
TEST_F(Shards, SimulateShardsMergeIntoTheOneRun) {
  for (const Game* g : games()) {
    const GameEdition ed = g->editions().front();
    if (!g->answers(Verb::simulate)) continue;
    for (const std::string format : {"text", "json"}) {
      const std::string args = "simulate --edition " + ed.id + " --players " + std::to_string(ed.min_players) +
                               " --games 40 --seed 9 --format " + format;
      const Output one = stdout_of(args);
      ASSERT_EQ(one.code, 0) << one.text;
      for (int n : {1, 3}) {
        const Output m = merged(args, n, false, " --format " + format);
        EXPECT_EQ(m.code, one.code) << args << " in " << n;
        EXPECT_EQ(m.text, one.text) << args << " in " << n;
      }
    }
  }
}

// props: games under the invariants (every edition of one game) and a differential pair.
TEST_F(Shards, PropsShardsMergeIntoTheOneRun) {
  const auto eds = games().front()->editions();
  for (const std::string& args : {"props --edition " + eds.front().id + " --games 30 --seed 4",
                                  "props --pair " + eds[0].id + "," + eds[1].id + " --games 20 --seed 4"}) {
    const Output one = stdout_of(args);
    for (int n : {1, 3}) {
      const Output m = merged(args, n, true);
      EXPECT_EQ(m.code, one.code) << args << " in " << n;
      EXPECT_EQ(m.text, one.text) << args << " in " << n;
    }
  }
}

std::string committed_mutation_document(const std::string& edition) {
  std::ifstream in(std::string(ERRATA_SOURCE_DIR) + "/docs/mutation-table.md");
  std::stringstream ss;
  ss << in.rdbuf();
  const std::string all = ss.str();
  const auto section = all.find("\n## " + edition + "\n");
  const auto next = all.find("\n## ", section + 1);
  return all.substr(0, all.find("\n## ")) + all.substr(section, next == std::string::npos ? std::string::npos : next - section);
}

// mutate: one edition's mutants (the default plan, as docs/mutation-table.md holds them) judged in three shards.
TEST_F(Shards, MutateShardsMergeIntoTheOneRun) {
  const std::string edition = "love-letter-bga";  // the fewest mutants of the bundled editions
  const Output m = merged("mutate " + edition, 3);
  EXPECT_EQ(m.code, 0);
  EXPECT_EQ(m.text, committed_mutation_document(edition));
}

TEST_F(Shards, ShardIsIOfNWithinBounds) {
  for (const std::string bad : {"0/3", "4/3", "3", "1/0", "1/100001", "-1/3", "a/b", "1/3/4"}) {
    const Output o = errata("simulate --edition love-letter-2019 --players 2 --games 3 --shard " + bad);
    EXPECT_EQ(o.code, 2) << bad;
    EXPECT_NE(o.text.find("--shard: error:"), std::string::npos) << o.text;
    EXPECT_EQ(std::count(o.text.begin(), o.text.end(), '\n'), 1) << o.text;
  }
  EXPECT_EQ(errata("props --edition loser --games 3 --shard 1/2").code, 2) << "a shard needs --seed: every shard plays one run";
}

TEST_F(Shards, MergeRefusesWhatIsNotOneWholeRun) {
  const std::string args = "simulate --edition loser --players 3 --games 6 --seed 2";
  for (int i = 1; i <= 3; ++i) stdout_of(args + " --shard " + std::to_string(i) + "/3 --out " + (dir / ("s" + std::to_string(i))).string());
  const std::string s1 = (dir / "s1").string(), s2 = (dir / "s2").string(), s3 = (dir / "s3").string();
  const Output missing = errata("merge " + s1 + " " + s3);
  EXPECT_EQ(missing.code, 2);
  EXPECT_NE(missing.text.find("shard 2 of 3 is missing"), std::string::npos) << missing.text;
  const Output twice = errata("merge " + s1 + " " + s2 + " " + s3 + " " + s2);
  EXPECT_EQ(twice.code, 2);
  EXPECT_NE(twice.text.find("given twice"), std::string::npos) << twice.text;
  stdout_of("simulate --edition loser --players 3 --games 7 --seed 2 --shard 2/3 --out " + (dir / "other").string());
  const Output other = errata("merge " + s1 + " " + (dir / "other").string() + " " + s3);
  EXPECT_EQ(other.code, 2);
  EXPECT_NE(other.text.find("--games 7, not 6"), std::string::npos) << other.text;
  const Output not_one = errata("merge " + s1 + " " + write("notes.json", "{\"verb\": \"simulate\"}\n") + " " + s3);
  EXPECT_EQ(not_one.code, 2);
  EXPECT_NE(not_one.text.find("notes.json:1:1: error: not a shard file"), std::string::npos) << not_one.text;
  // A shard file is user input: edited alike in every shard, its arguments are checked as the verb checks them.
  std::string edited;
  for (const auto& s : {s1, s2, s3}) {
    std::ifstream in(s);
    std::stringstream text;
    text << in.rdbuf();
    edited += " " + write("edited-" + std::filesystem::path(s).filename().string(),
                          test::replaced(text.str(), "\"--players\": [\"3\"]", "\"--players\": [\"-7\"]"));
  }
  const Output players = errata("merge" + edited);
  EXPECT_EQ(players.code, 2) << players.text;
  EXPECT_NE(players.text.find("its --players is '-7', not a number from 3 to"), std::string::npos) << players.text;
  const Output yaml = errata("merge " + write("scenario.yaml", "name: [unclosed\n"));
  EXPECT_EQ(yaml.code, 2);
  EXPECT_NE(yaml.text.find("not a shard file"), std::string::npos) << yaml.text;
}

// A shard file is user input: the reports and baselines merge writes where a
// verify shard's arguments say must stay inside the folder merge runs in, by
// plain relative paths (tests/untrusted_paths_test.cpp holds the rest).
TEST(ShardFiles, MergeWritesOnlyInsideTheFolderItRunsIn) {
  auto shard_naming = [](const std::string& flag, const std::string& path) {
    return shard::read_shard_text("{\"errata-shard\": 1, \"verb\": \"verify\", \"arguments\": {\"" + flag + "\": [\"" + path +
                                      "\"]}, \"shard\": 1, \"of\": 1, \"units\": {}}",
                                  "s1.json");
  };
  for (const std::string inside : {"report.sarif", "reports/run.html", "out"})
    EXPECT_EQ(shard::written_path(shard_naming("--sarif", inside), "--sarif"), inside);
  for (const std::string outside : {"/home/user/.bashrc", "../elsewhere.sarif", "reports/../../x.md", "", "./out", "a/../b.md", ".env"}) {
    try {
      (void)shard::written_path(shard_naming("--write-baseline", outside), "--write-baseline");
      ADD_FAILURE() << "'" << outside << "' was accepted";
    } catch (const InputError& e) {
      EXPECT_EQ(e.mark().file, "s1.json");
      EXPECT_NE(std::string(e.what()).find("errata merge writes only plain relative paths inside the folder merge runs in"), std::string::npos)
          << e.what();
    }
  }
  EXPECT_EQ(shard::written_path(shard_naming("--sarif", "x"), "--junit"), std::nullopt) << "a flag not given names nothing";
}

// A number past a double is refused at its place, as any other bad JSON (a fuzz find: it ended errata with an exception).
TEST(ShardFiles, ANumberPastADoubleIsALocatedError) {
  try {
    (void)shard::read_shard_text("{\"errata-shard\": 1,\n \"shard\": -9223372036854775e808}", "s1.json");
    ADD_FAILURE() << "accepted";
  } catch (const InputError& e) {
    EXPECT_EQ(e.mark().line, 2);
    EXPECT_EQ(e.mark().column, 11);
    EXPECT_NE(std::string(e.what()).find("a number too large"), std::string::npos) << e.what();
  }
}

}  // namespace
}  // namespace errata
