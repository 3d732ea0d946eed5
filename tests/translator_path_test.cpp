// A translator of any game gets what a Love Letter translator gets (issue
// 40): tried on a Secret Moon text, `edition new` wrote a file that did not
// load (the character names stayed French, the block-form `teams:` quote kept
// the French words unmarked) and said "0 TODOs"; `run --as` found the base's
// printed names unknown; `check` quoted the base's words at the base's lines;
// `editions` and `variants` showed no setting and no reading; proposals such
// as "1." stated nothing. The translation here is derived from the bundled
// French text as a translator's would differ from it: four lines fewer before
// the rules (every later line moves up by four), the characters' headings,
// the teams' sentence and the Traveler's advice in English.
#include <gtest/gtest.h>
#include <yaml-cpp/yaml.h>

#include "checker/translation/file_skeleton.h"
#include "checker/translation/quote_proposal.h"
#include "checker/translation/text_alignment.h"
#include "cli_fixture.h"
#include "json_reader.h"

namespace errata {
namespace {

using test::errata;
using test::has;
using test::json_of;
using test::Output;

std::string read(const std::string& path) {
  std::ifstream f(path, std::ios::binary);
  std::stringstream ss;
  ss << f.rdbuf();
  return ss.str();
}

const std::string kFrench = std::string(ERRATA_SOURCE_DIR) + "/docs/rulebooks/secret-moon.fr.md";
constexpr int kShift = 4;  // lines 2-5 of the French text are not in the translation

// The English sentences the translation puts in place of the French ones.
const std::string kTeams =
    "The players are split into « the Princess's team (the Princess and the Traveler) » and « the Minister's team "
    "(the Minister and the Guards) », and their goal is to make their team win the game.";
const std::string kTravelerKnows = "You know who the Princess is";

std::string translation() {
  std::vector<std::string> lines;
  std::stringstream in(read(kFrench));
  for (std::string l; std::getline(in, l);) lines.push_back(l);
  const std::map<std::string, std::string> headings{{"La Princesse", "The Princess"}, {"Le Voyageur", "The Traveler"},
                                                    {"Le Ministre", "The Minister"},   {"Le Garde", "The Guard"},
                                                    {"Le Prêtre", "The Priest"}};
  std::string out;
  for (size_t i = 0; i < lines.size(); ++i) {
    if (i >= 1 && i <= kShift) continue;
    std::string l = lines[i];
    if (headings.count(l)) l = headings.at(l);
    if (i + 1 == 27) l = kTeams + l.substr(l.find(". Au départ") + 1);  // the teams' sentence (French l.27)
    if (const size_t at = l.find("Vous savez qui est la Princesse"); at != std::string::npos)  // French l.189
      l.replace(at, std::string("Vous savez qui est la Princesse").size(), kTravelerKnows);
    out += l + "\n";
  }
  return out;
}

class TranslatorPath : public test::Cli {
 protected:
  std::string edition;  // the file edition new wrote
  Output made;
  void SetUp() override {
    Cli::SetUp();
    write("ed/moon.en.md", translation());
    edition = (dir / "ed" / "moon.yaml").string();
    made = errata("edition new --from secret-moon --rulebook " + (dir / "ed" / "moon.en.md").string() + " --id moon-en --out " + edition);
  }
  Output with_edition(const std::string& args) { return errata(args + " --edition-file " + edition); }
};

// The reproducer: names proposed from the headings, the block-form quote
// re-aimed and marked, the readings' words marked; the file loads, and
// "0 TODOs" is then the truth.
TEST_F(TranslatorPath, ASecretMoonSkeletonProposesNamesAndQuotesAndLoads) {
  ASSERT_EQ(made.code, 0) << made.text;
  const Output listed = with_edition("editions");
  EXPECT_EQ(listed.code, 0) << listed.text;
  EXPECT_TRUE(has(made, "0 TODOs")) << made.text;
  const YAML::Node ed = YAML::LoadFile(edition);
  std::map<std::string, std::string> names;
  for (const auto& c : ed["characters"]) names[c["role"].as<std::string>()] = c["name"].as<std::string>();
  EXPECT_EQ(names, (std::map<std::string, std::string>{
                       {"princess", "Princess"}, {"traveler", "Traveler"}, {"minister", "Minister"}, {"priest", "Priest"}, {"guard", "Guard"}}));
  EXPECT_EQ(ed["clauses"]["teams"]["line"].as<int>(), 27 - kShift);
  EXPECT_EQ(kTeams.find(ed["clauses"]["teams"]["quote"].as<std::string>()), 0u) << ed["clauses"]["teams"]["quote"];
  const std::string text = read(edition);
  const size_t teams = text.find("\n  teams:\n");
  ASSERT_NE(teams, std::string::npos);
  EXPECT_NE(text.substr(teams, 200).find("secret-moon line 27: «"), std::string::npos) << text.substr(teams, 300);
  EXPECT_NE(text.substr(teams, 300).find("proposed: review"), std::string::npos) << text.substr(teams, 300);
  size_t says = 0, marked = 0;
  std::stringstream in(text);
  for (std::string l; std::getline(in, l);)
    if (l.find("says: \"") != std::string::npos && l.find("  - id:") == std::string::npos) ++says, marked += l.find("review") != std::string::npos;
  EXPECT_GT(says, 0u);
  EXPECT_EQ(marked, says) << "every reading's words copied from the base is marked for review";
}

// What the loader refuses is a TODO, counted: each error at its line, in the loader's words.
TEST_F(TranslatorPath, WhatTheLoaderRefusesIsCountedAsATodo) {
  const std::string text = "id: x\nname: TODO   # the printed name\nline: 7\nquote: \"1.\"\n\n# 1 TODO left.\n";
  const std::string out = with_errors_as_todos(
      text, {InputError(SourceMark{"x.yaml", 3, 7}, "character.line: line 7 does not name 'Ministre'"),
             InputError(SourceMark{"x.yaml", 2, 7}, "name: expected a name"), InputError(SourceMark{"x.yaml", 0, 0}, "no rulebook")});
  EXPECT_NE(out.find("line: 7   # TODO: character.line: line 7 does not name 'Ministre'\n"), std::string::npos) << out;
  EXPECT_NE(out.find("name: TODO   # the printed name\n"), std::string::npos) << "a line already holding a TODO keeps one";
  EXPECT_NE(out.find("# TODO: no rulebook\n"), std::string::npos) << out;
  EXPECT_NE(out.find("# 3 TODOs left (the loader refuses 3 things in the file as it stands).\n"), std::string::npos) << out;
  EXPECT_EQ(out.find("# 1 TODO left."), std::string::npos) << "the skeleton's own count is replaced";
}

// "1.", "player.", "3.": proposals that state nothing.
TEST_F(TranslatorPath, AProposalTooShortToStateItsClauseIsNeverMade) {
  EXPECT_TRUE(too_short("1.", "1. Mélangez les cartes d'ordre de tour de jeu et distribuez-en une à chaque"));
  EXPECT_TRUE(too_short("player.", "joueur. Mettez les cartes restantes de côté."));
  EXPECT_FALSE(too_short("Guard", "Garde"));
  const Rulebook base("b.md", "1. Mélangez les cartes d'ordre de tour de jeu et distribuez-en une à chaque\n\njoueur. Mettez les cartes restantes de côté.\n");
  const Rulebook mine("m.md", "1. Shuffle the turn order cards and deal one to each\n\nplayer. Set the other cards aside.\n");
  const TextAlignment lines(base, mine);
  const auto first = propose(base, mine, lines, 1, "1. Mélangez les cartes d'ordre de tour de jeu et distribuez-en une à chaque");
  ASSERT_TRUE(first);
  EXPECT_EQ(first->quote, "1. Shuffle the turn order cards and deal one to each");
  EXPECT_FALSE(first->too_short);
  const auto second = propose(base, mine, lines, 3, "joueur. Mettez les cartes restantes de côté.");
  ASSERT_TRUE(second);
  EXPECT_EQ(second->quote, "player. Set the other cards aside.");
  // In the skeleton of the whole text, no proposed quote has fewer than two words.
  ASSERT_EQ(made.code, 0) << made.text;
  std::function<void(const YAML::Node&)> walk = [&](const YAML::Node& n) {
    if (n.IsMap() && n["quote"] && n["quote"].IsScalar()) {
      EXPECT_FALSE(too_short(n["quote"].as<std::string>(), "a b c d e f")) << n["quote"];
    }
    if (n.IsMap()) {
      for (const auto& x : n) walk(x.second);
    } else if (n.IsSequence()) {
      for (const auto& x : n) walk(x);
    }
  };
  walk(YAML::LoadFile(edition)["clauses"]);
}

// run --as secret-moon=moon-en called three scenarios "not applicable": the
// base's printed names in `guess:` (Ministre, garde, voyageur) were unknown.
TEST_F(TranslatorPath, RunAsMapsTheBasesPrintedNames) {
  ASSERT_EQ(made.code, 0) << made.text;
  const Output o = with_edition("run " + std::string(ERRATA_SOURCE_DIR) + "/scenarios/secret-moon --as secret-moon=moon-en");
  EXPECT_TRUE(has(o, " same, 0 differ, 0 not applicable")) << o.text;
  EXPECT_FALSE(has(o, "unknown character")) << o.text;
}

// check quoted « Vous savez qui est la Princesse » at "Line 189", line 185 of the translation.
TEST_F(TranslatorPath, CheckQuotesTheEditionsOwnTextAtItsOwnLines) {
  ASSERT_EQ(made.code, 0) << made.text;
  const auto check = json_of(with_edition("check moon-en --format json").text, "check moon-en --format json");
  bool traveler = false;
  for (const auto& f : check.at("findings")) {
    const std::string message = f.at("message").get<std::string>();
    EXPECT_EQ(message.find("Vous savez qui est la Princesse"), std::string::npos) << message;
    EXPECT_EQ(message.find("{"), std::string::npos) << "a line mark left in: " << message;
    if (f.at("id").get<std::string>() != "claim-refuted:moon-en:claim.traveler-knows-princess") continue;
    traveler = true;
    EXPECT_EQ(message.rfind("Line " + std::to_string(189 - kShift) + " tells the Traveler « ", 0), 0u) << message;
    EXPECT_NE(message.find(kTravelerKnows), std::string::npos) << message;
    EXPECT_NE(message.find("(l." + std::to_string(67 - kShift) + ")"), std::string::npos) << message;
  }
  EXPECT_TRUE(traveler) << "the Traveler's claim is refuted in the translation as in the French text";
  // The bundled edition's messages are as written, their marks dropped.
  const std::string own = errata("check secret-moon").text;
  EXPECT_NE(own.find("Line 189 tells the Traveler « Vous savez qui est la Princesse »"), std::string::npos) << own;
  EXPECT_EQ(own.find("l.{"), std::string::npos) << own;
}

// errata editions showed counts alone for Secret Moon and Loser, and
// variants said there was nothing, pointing at editions.
TEST_F(TranslatorPath, EditionsAndVariantsShowEachGamesSettingsAndReadings) {
  ASSERT_EQ(made.code, 0) << made.text;
  const Output listed = with_edition("editions");
  const size_t mine = listed.text.find("moon-en  ");
  ASSERT_NE(mine, std::string::npos) << listed.text;
  const std::string block = listed.text.substr(mine, listed.text.find("\n\n", mine) - mine);
  for (const char* s : {"settings:", "rounds:", "Princess", "readings where the text is silent", "inquire.marker: answer-team"})
    EXPECT_NE(block.find(s), std::string::npos) << s << " in:\n" << block;
  const std::string loser = listed.text.substr(listed.text.find("\nloser  "));
  EXPECT_NE(loser.find("settings:"), std::string::npos) << loser;
  EXPECT_NE(loser.find("loser.tie-reading: "), std::string::npos) << loser;
  const Output variants = with_edition("variants --game secret-moon");
  EXPECT_FALSE(has(variants, "no variation points")) << variants.text;
  EXPECT_TRUE(has(variants, "inquire.marker")) << variants.text;
  EXPECT_TRUE(has(variants, "secret-moon answer-team (reading); moon-en answer-team (reading)")) << variants.text;
  const auto json = json_of(errata("variants --game loser --format json").text, "variants --format json");
  bool tie = false;
  for (const auto& p : json.at(0).at("points")) tie = tie || p.at("id").get<std::string>() == "loser.tie-reading";
  EXPECT_TRUE(tie) << "Loser's silent clauses are its readings";
}

}  // namespace
}  // namespace errata
