// Loser and Secret Moon, whose engines read an edition only through its
// settings, answer diff, props --pair and mutate for every setting (issue 25):
// a setting no witness builder covers is compared by seeded differential play,
// worded as a search, and what it finds is a situation both engines replay.
// Expectations come from the rule texts (docs/rulebooks/loser.fr.md,
// secret-moon.fr.md), not from the program's output.
#include <gtest/gtest.h>
#include <yaml-cpp/yaml.h>

#include <fstream>
#include <map>
#include <regex>
#include <set>

#include "checker/loser/diff.h"
#include "checker/loser/mutants.h"
#include "checker/secret_moon/diff.h"
#include "checker/secret_moon/mutants.h"
#include "cli_fixture.h"
#include "game_from_deal.h"
#include "model/loser/edition_loader.h"
#include "model/secret_moon/edition_loader.h"

namespace errata {
namespace {

using test::Cli;
using test::errata;
using test::has;

// The divergence finding of a diff, or nullptr.
const Finding* divergence(const DiffResult& d) {
  for (const auto& f : d.findings)
    if (f.kind == "divergence") return &f;
  return nullptr;
}

// The expect map of the last step of each document of a witness (or the top-level one).
std::vector<YAML::Node> final_expectations(const std::string& witness) {
  std::vector<YAML::Node> out;
  for (const auto& doc : YAML::LoadAll(witness))
    out.push_back(doc["steps"] ? doc["steps"][doc["steps"].size() - 1]["expect"] : doc["expect"]);
  return out;
}

// l.66: « Il pioche une carte Sortilège. » An edition where the first player
// draws none: the search finds the new game beginning apart, the first player
// holding one spell card under the text and none under the change.
TEST(SettingsSearch, LoserFirstDrawIsFoundByASearchAndReplayed) {
  loser::Edition none = loser::bundled_edition();
  none.id = "loser-no-first-draw";
  none.first_player_draws = 0;
  const DiffResult d = loser::diff_editions(loser::bundled_edition(), none);
  const Finding* f = divergence(d);
  ASSERT_NE(f, nullptr);
  EXPECT_TRUE(f->replayed) << f->witness;
  EXPECT_NE(f->message.find("a search, not a proof"), std::string::npos) << f->message;
  const auto expect = final_expectations(f->witness);
  ASSERT_EQ(expect.size(), 2u);
  int held[2] = {0, 0};
  for (size_t e = 0; e < 2; ++e)
    for (auto it = expect[e]["spells"].begin(); it != expect[e]["spells"].end(); ++it) held[e] += static_cast<int>(it->second.size());
  EXPECT_EQ(held[0], 1) << f->witness;
  EXPECT_EQ(held[1], 0) << f->witness;
}

// l.203 and l.165-167: the Priest is of the Princess's team, and a team's
// players win together. With the Priest on the Minister's team, some game
// ends with other winners; both documents replay.
TEST(SettingsSearch, SecretMoonPriestTeamIsFoundByASearchAndReplayed) {
  secret_moon::Edition turned = secret_moon::bundled_edition();
  turned.id = "secret-moon-priest-minister";
  for (auto& c : turned.characters)
    if (c.role == secret_moon::Character::priest) c.team = secret_moon::Team::minister;
  const DiffResult d = secret_moon::diff_editions(secret_moon::bundled_edition(), turned);
  const Finding* f = divergence(d);
  ASSERT_NE(f, nullptr);
  EXPECT_TRUE(f->replayed) << f->witness;
  const auto expect = final_expectations(f->witness);
  ASSERT_EQ(expect.size(), 2u);
  EXPECT_TRUE(expect[0]["winners"] || expect[0]["winning_team"]) << f->witness;
}

// Each generated mutant is found with a witness both engines replay, but a
// setting no rule reads at any player count the editions seat, which is
// unobservable (same-rule-data), listed with its reason: a listed mutant that
// starts being found fails this test, as does a new one not found.
const std::map<std::string, std::string> kNotRead = {
    {"characters=7", "Loser's characters beyond the 6 players seated (l.51: one each): nobody takes the seventh"},
    {"markers:colours=9", "Secret Moon's marker colours above the 8 players seated (l.65: one colour each): nobody takes the extra colour"},
};

// Each found mutant's witness is a game from its deal (game_from_deal.h).
template <typename Edition, typename Section>
void every_mutant_found(const Edition& ed, Section section, const std::vector<std::string>& later) {
  const MutationSection s = section(ed, [](long) { return true; }, nullptr);
  std::set<std::string> seen;
  int games = 0;
  for (const auto& v : s.families.at(0).verdicts) {
    seen.insert(v.what);
    if (v.verdict == "found") games += test::expect_games_from_their_deal(v.witness, later, ed.id + " " + v.what);
    if (kNotRead.count(v.what)) EXPECT_EQ(v.verdict, "unobservable") << v.what << " is now " << v.verdict;
    else EXPECT_EQ(v.verdict, "found") << v.what << ": " << v.how;
  }
  EXPECT_GT(seen.size(), 25u);
  EXPECT_GT(games, 50);
  // docs/mutation-table.md holds this section as errata mutate writes it.
  std::ifstream in(std::string(ERRATA_SOURCE_DIR) + "/docs/mutation-table.md");
  const std::string doc((std::istreambuf_iterator<char>(in)), std::istreambuf_iterator<char>());
  const std::string head = "\n## " + ed.id + "\n";
  const auto from = doc.find(head), to = doc.find("\n## ", from + head.size());
  ASSERT_NE(from, std::string::npos) << "docs/mutation-table.md has no section " << ed.id;
  EXPECT_EQ(doc.substr(from + 1, to == std::string::npos ? std::string::npos : to - from - 1), mutation_section_markdown(s))
      << "docs/mutation-table.md is stale: regenerate it with `errata mutate --out docs/mutation-table.md`";
}

TEST(SettingsSearch, EveryLoserMutantIsFound) {
  every_mutant_found(loser::bundled_edition(), &loser::mutation_section, test::kLoserLater);
}

TEST(SettingsSearch, EverySecretMoonMutantIsFound) {
  every_mutant_found(secret_moon::bundled_edition(), &secret_moon::mutation_section, test::kSecretMoonLater);
}

// props --pair: the same search, each divergence's shortest case replayed and written under --out.
TEST_F(Cli, PropsPairPlaysLoserEditionsApart) {
  const std::string file = " --edition-file " + write("none.yaml", "id: loser-none\nbase: loser\ncomponents: { first_player_draws: 0 }\n") +
                           " --edition-file " + write("same.yaml", "id: loser-same\nbase: loser\n");
  const auto apart = errata("props --pair loser,loser-none --games 20 --seed 3 --out " + dir.string() + file);
  EXPECT_EQ(apart.code, 0) << apart.text;
  EXPECT_TRUE(has(apart, "ok loser vs loser-none: setup.first-spell x20")) << apart.text;
  const auto same = errata("props --pair loser,loser-same --games 20 --seed 3" + file);
  EXPECT_EQ(same.code, 0) << same.text;
  EXPECT_TRUE(has(same, "ok loser vs loser-same: no divergence in 20 games")) << same.text;
}

}  // namespace
}  // namespace errata

namespace errata {
namespace {

// errata edition new --from loser / secret-moon: a text that is the base's
// with two lines put before it (a publisher's preface) moves every citation
// two lines down with the same words; the skeleton loads as it is (no TODO)
// and diff finds nothing apart.
TEST_F(Cli, EditionNewReaimsEveryCitationOfLoserAndSecretMoon) {
  for (const std::string game : {"loser", "secret-moon"}) {
    std::ifstream in(std::string(ERRATA_SOURCE_DIR) + "/docs/rulebooks/" + game + ".fr.md");
    const std::string book((std::istreambuf_iterator<char>(in)), std::istreambuf_iterator<char>());
    const std::string moved = write(game + "-moved.md", "A preface.\n\n" + book);
    const std::string out = (dir / (game + "-moved.yaml")).string();
    const auto made = errata("edition new --from " + game + " --rulebook " + moved + " --id " + game + "-moved --out " + out);
    ASSERT_EQ(made.code, 0) << made.text;
    std::ifstream file(out);
    const std::string text((std::istreambuf_iterator<char>(file)), std::istreambuf_iterator<char>());
    const std::regex cite(R"re(line: (\d+), quote: .*# \S+ line (\d+):)re");
    int seen = 0;
    for (std::sregex_iterator it(text.begin(), text.end(), cite), end; it != end; ++it, ++seen)
      EXPECT_EQ(std::stoi((*it)[1]), std::stoi((*it)[2]) + 2) << (*it)[0];
    EXPECT_GT(seen, 20) << text;
    const auto diff = errata("diff " + game + " " + game + "-moved --edition-file " + out);
    EXPECT_EQ(diff.code, 0) << diff.text;
    EXPECT_TRUE(has(diff, "0 errors, 0 warnings")) << diff.text;
  }
}

}  // namespace
}  // namespace errata

namespace errata {
namespace {

// errata mutate loser secret-moon in three shards, merged, is the one run byte for byte.
TEST_F(Cli, LoserAndSecretMoonMutateShardsMergeIntoTheOneRun) {
  const auto one = errata("mutate loser secret-moon");
  ASSERT_EQ(one.code, 0) << one.text;
  std::string files;
  for (int i = 1; i <= 3; ++i) {
    const std::string f = (dir / ("s" + std::to_string(i) + ".json")).string();
    const auto shard = errata("mutate loser secret-moon --shard " + std::to_string(i) + "/3 --out " + f);
    ASSERT_EQ(shard.code, 0) << shard.text;
    files += " " + f;
  }
  const auto merged = errata("merge" + files);
  EXPECT_EQ(merged.code, 0) << merged.text;
  EXPECT_EQ(merged.text, one.text);
}

}  // namespace
}  // namespace errata

namespace errata {
namespace {

std::string source_file(const std::string& path) {
  std::ifstream in(std::string(ERRATA_SOURCE_DIR) + "/" + path);
  return std::string((std::istreambuf_iterator<char>(in)), std::istreambuf_iterator<char>());
}

// Every divergence of a diff, by the clause it is filed under (its first).
std::map<std::string, const Finding*> divergences_by_clause(const DiffResult& d) {
  std::map<std::string, const Finding*> out;
  for (const auto& f : d.findings)
    if (f.kind == "divergence" && !f.clauses.empty()) out[f.clauses.front()] = &f;
  return out;
}

// tests/secret_moon/english/: an English translation whose l.71 removes only
// a Guard at 5 players (the French, the Priest or a Guard) and whose l.115
// gives the answering player a marker of her own team (the French reading:
// the answer's team). Two settings differ, so diff reports two divergences,
// each with its own witness, each under the clause that states it (SARIF and
// HTML locate a finding at its first quote): the removal at l.71, the marker
// at l.115, naming the reading that decides it.
TEST(SettingsApart, SecretMoonTranslationWithTwoDifferencesReportsEachUnderItsClause) {
  const std::string path = std::string(ERRATA_SOURCE_DIR) + "/tests/secret_moon/english/secret-moon-en.yaml";
  const secret_moon::Edition en = secret_moon::load_edition(source_file("tests/secret_moon/english/secret-moon-en.yaml"), path);
  const DiffResult d = secret_moon::diff_editions(secret_moon::bundled_edition(), en);
  const auto found = divergences_by_clause(d);
  ASSERT_EQ(found.size(), 2u);
  for (const auto& [clause, line] : std::map<std::string, int>{{"setup.five-players", 71}, {"inquire.marker", 115}}) {
    ASSERT_TRUE(found.count(clause)) << clause;
    const Finding& f = *found.at(clause);
    EXPECT_TRUE(f.replayed) << f.witness;
    ASSERT_FALSE(f.quotes.empty());
    EXPECT_EQ(f.quotes.front().line, line) << clause;
  }
  EXPECT_NE(found.at("inquire.marker")->message.find("secret-moon-en inquire.marker=character-team"), std::string::npos)
      << found.at("inquire.marker")->message;
  for (const auto& f : d.findings) EXPECT_NE(f.kind, "inconclusive") << f.message;
}

// tests/loser/printing/: a printing whose potion 14 is red (l.86, l.92) and
// whose 3-player row deals 3 face up and 4 face down (l.57). The colour is
// shown at a table both deal alike, under the line that gives potion 14's
// colour in the base (l.92, blue); the deal under its row's line (l.57).
TEST(SettingsApart, LoserColourSwapBesideADealRowChangeIsFoundUnderItsClause) {
  const std::string path = std::string(ERRATA_SOURCE_DIR) + "/tests/loser/printing/loser-printing.yaml";
  const loser::Edition printing = loser::load_edition(source_file("tests/loser/printing/loser-printing.yaml"), path,
                                                      [](const std::string& id) { return id == "loser" ? &loser::bundled_edition() : nullptr; });
  const DiffResult d = loser::diff_editions(loser::bundled_edition(), printing);
  const auto found = divergences_by_clause(d);
  ASSERT_TRUE(found.count("setup.deal"));
  ASSERT_TRUE(found.count("potion.blue"));
  EXPECT_EQ(found.at("setup.deal")->quotes.front().line, 57);
  EXPECT_EQ(found.at("potion.blue")->quotes.front().line, 92);
  for (const auto& [clause, f] : found) EXPECT_TRUE(f->replayed) << clause << ": " << f->witness;
  for (const auto& f : d.findings) EXPECT_NE(f.kind, "inconclusive") << f.message;
}

}  // namespace
}  // namespace errata
