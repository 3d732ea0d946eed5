// errata merge refuses shard files whose results cannot be one whole run
// (issue 37): a tally that cannot be, a unit counted twice or not at all, an
// edition or task that is not the run's, YAML where JSON is due. Each case
// edits a real shard file the way a hand (or bad luck) would, and merge must
// refuse it with exit 2 at the file that is wrong; the unedited shards merge.
#include <gtest/gtest.h>

#include <fstream>
#include <sstream>

#include "cli_fixture.h"

namespace errata {
namespace {

using test::Cli;
using test::errata;
using test::has;
using test::Output;
using test::replaced;

std::string read(const std::string& path) {
  std::ifstream in(path);
  std::stringstream s;
  s << in.rdbuf();
  return s.str();
}

class MergeTallies : public Cli {
 protected:
  // The `n` shard files of `args` (a verb and its arguments), written in the scratch folder.
  std::vector<std::string> shards(const std::string& args, int n, const std::string& name) {
    std::vector<std::string> files;
    for (int i = 1; i <= n; ++i) {
      files.push_back((dir / (name + std::to_string(i) + ".json")).string());
      const Output o = test::shell("{ " + std::string(ERRATA_BINARY) + " " + args + " --shard " + std::to_string(i) + "/" + std::to_string(n) +
                                   " > " + files.back() + " 2>/dev/null; }");
      EXPECT_EQ(o.code, 0) << args << ": " << o.text;
    }
    return files;
  }
  // merge of `files`, the one at `edited` replaced by an edited copy of it.
  Output merged(std::vector<std::string> files, size_t edited, const std::string& from, const std::string& to) {
    files[edited] = write("edited-" + std::to_string(edited) + ".json", replaced(read(files[edited]), from, to));
    std::string all;
    for (const auto& f : files) all += " " + f;
    return errata("merge" + all);
  }
  static std::string all_of(const std::vector<std::string>& files) {
    std::string all;
    for (const auto& f : files) all += " " + f;
    return all;
  }
};

// A refusal at the edited file, line and column, as "not a shard file".
void refused_at(const Output& o, const std::string& why) {
  EXPECT_EQ(o.code, 2) << o.text;
  EXPECT_TRUE(has(o, "edited-")) << "names the edited file: " << o.text;
  EXPECT_TRUE(has(o, "error: not a shard file")) << o.text;
  EXPECT_TRUE(has(o, why)) << o.text;
  EXPECT_EQ(std::count(o.text.begin(), o.text.end(), '\n'), 1) << "one line: " << o.text;
}

TEST_F(MergeTallies, SimulateTalliesThatCannotBeAreRefused) {
  const auto files = shards("simulate --edition love-letter-2019 --players 2 --games 6 --seed 3", 2, "s");
  ASSERT_EQ(errata("merge" + all_of(files)).code, 0) << "the shards as written merge";
  const std::string text = read(files[0]);
  // Shard 1 of 2 plays 3 of the 6 games: a shard claiming 4 counts a game of the other shard, or a game twice.
  refused_at(merged(files, 0, "\"games\": 3", "\"games\": 4"), "it counts 4 games, where shard 1 of 2 plays 3 of the run's 6");
  // A tally whose least is above its most.
  const size_t least = text.find("\"least\": {\"most_tokens_in_play\": ");
  ASSERT_NE(least, std::string::npos) << text;
  refused_at(merged(files, 0, "\"least\": {\"most_tokens_in_play\": ", "\"least\": {\"most_tokens_in_play\": 99"),
             "its least is above its most");
  // A seat that wins more games than its shard played: after the merge, more wins than games.
  const size_t wins = text.find("\"wins_by_seat.0\": ");
  ASSERT_NE(wins, std::string::npos) << text;
  refused_at(merged(files, 0, "\"wins_by_seat.0\": ", "\"wins_by_seat.0\": 7"), "a seat wins more games than were played");
  refused_at(merged(files, 0, "\"wins_by_seat.0\": ", "\"wins_by_seat.5\": 1, \"wins_by_seat.0\": "), "a seat the table does not have wins");
}

TEST_F(MergeTallies, JsonIsReadStrictlyWithEveryTypeChecked) {
  const auto files = shards("simulate --edition loser --players 3 --games 6 --seed 2", 2, "s");
  refused_at(merged(files, 1, "\"errata-shard\": 1", "\"errata-shard\": !!int 1"), "malformed JSON");
  refused_at(merged(files, 1, "\"shard\": 2", "\"shard\": \"2\""), "\"shard\" is a whole number from 1 to 100000, not a string");
  refused_at(merged(files, 1, "\"shard\": 2", "\"shard\": 2.0"), "not a number with a fraction");
  refused_at(merged(files, 1, "\"verb\": \"simulate\",", "\"verb\": \"simulate\", \"verb\": \"props\","), "a key is given twice");
  const Output yaml = merged(files, 1, "{\"errata-shard\": 1,", "errata-shard: 1\n#");
  refused_at(yaml, "malformed JSON");
}

TEST_F(MergeTallies, PropsShardsMustListTheRunsEditionsAndPlayEveryPairOnce) {
  const auto files = shards("props --edition loser --games 6 --seed 5", 2, "p");
  ASSERT_EQ(errata("merge" + all_of(files)).code, 0);
  refused_at(merged(files, 0, "\"edition\": \"loser\"", "\"edition\": \"loser2\""), "the run's edition 1 is loser (3 to 6 players)");
  refused_at(merged(files, 1, "\"games\": 3", "\"games\": 6"), "where this shard plays 3 games");
  refused_at(merged(files, 0, "\"pairs\": {}", "\"pairs\": {\"0\": {\"failures\": 0, \"text\": \"ok a vs b: fine\\n\"}}"),
             "it plays pair 1, which is not one this shard plays");
  // Differential play of one pair in two shards: shard 1 plays the pair (unit 0); without it, it is missing.
  const auto pair = shards("props --pair love-letter-2019,princesse-princesse --games 4 --seed 4", 2, "q");
  ASSERT_EQ(errata("merge" + all_of(pair)).code, 0);
  const Output missing = merged(pair, 0, "\"pairs\": {\"0\"", "\"pairs\": {\"9\"");
  EXPECT_EQ(missing.code, 2) << missing.text;
  EXPECT_TRUE(has(missing, "pair 10")) << missing.text;
  // A pair's text printed as it stood would be the file's words: it must be errata's, and is shown escaped.
  refused_at(merged(pair, 0, "\"text\": \"ok love-letter-2019 vs princesse-princesse:", "\"text\": \"all conform\\u001b[2J ok love-letter-2019 vs princesse-princesse:"),
             "is not what errata props prints for love-letter-2019 vs princesse-princesse");
}

TEST_F(MergeTallies, MutateVerdictsBelongToTheShardThatJudgesThem) {
  const auto files = shards("mutate loser", 3, "m");
  ASSERT_EQ(errata("merge" + all_of(files)).code, 0);
  // Shard 1 takes mutants 1, 4, 7... (numbers 0, 3, 6... in the run): its verdict "0" moved to "1" is shard 2's mutant.
  const Output overlap = merged(files, 0, "\"verdicts\": {\n      \"0\"", "\"verdicts\": {\n      \"1\"");
  refused_at(overlap, "which shard 2 judges, not this one");
  refused_at(merged(files, 0, "\"title\": \"", "\"title\": \"x"), "the family is not the run's");
}

TEST_F(MergeTallies, AMissingMutantIsBlamedOnTheShardThatTakesIt) {
  const auto files = shards("mutate loser", 3, "m");
  const std::string text = read(files[1]);  // shard 2: mutant 2 of the run is its first
  const size_t verdicts = text.find("\"verdicts\": {");
  ASSERT_NE(verdicts, std::string::npos);
  const size_t first = text.find("\n      \"", verdicts), end = text.find("},\n", first);
  ASSERT_NE(end, std::string::npos) << text;
  std::string edited = text;
  edited.erase(first, end + 2 - first);  // the first verdict and its comma gone
  const std::string shard2 = write("shard2-edited.json", edited);
  const Output o = errata("merge " + files[0] + " " + files[2] + " " + shard2);
  EXPECT_EQ(o.code, 2) << o.text;
  EXPECT_EQ(o.text.rfind(shard2 + ":", 0), 0u) << "the shard that takes the mutant is named: " << o.text;
  EXPECT_TRUE(has(o, "does not judge mutant")) << o.text;
}

}  // namespace
}  // namespace errata
