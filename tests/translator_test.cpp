// A translator's edition in an hour (issue 22): every error of a file at once,
// a quote that does not stand said where it departs, a skeleton written from
// the translator's own text, and the engine's clauses and variants listed from
// the engine's own lists. The English text under tests/translator/ is the
// translator's (its provenance is in tests/translator/README.md).
#include <gtest/gtest.h>
#include <yaml-cpp/yaml.h>

#include <algorithm>
#include <filesystem>
#include <regex>
#include <set>

#include "cli_fixture.h"
#include "json_reader.h"
#include "model/love_letter/clause_ids.h"
#include "model/love_letter/rules.h"

namespace errata {
namespace {

using test::errata;
using test::has;
using test::json_of;

const std::string kSource = ERRATA_SOURCE_DIR;

std::string read(const std::string& path) {
  std::ifstream f(path, std::ios::binary);
  std::stringstream ss;
  ss << f.rdbuf();
  return ss.str();
}

size_t count(const std::string& text, const std::string& what) {
  size_t n = 0;
  for (size_t at = text.find(what); at != std::string::npos; at = text.find(what, at + 1)) ++n;
  return n;
}

class Translator : public test::Cli {
 protected:
  // love-letter-2019's edition file whole, with its own copy of the text beside it.
  std::string own_copy() {
    write("ed/love-letter-2019.fr.md", read(kSource + "/docs/rulebooks/love-letter-2019.fr.md"));
    std::string e = read(kSource + "/model/love_letter/editions/love-letter-2019.yaml");
    return test::replaced(e, "id: love-letter-2019\n", "id: mine\n");
  }
};

// Four wrong quotes and a misspelt clause id: one run says all five, in the
// order they stand in the file, each at its line and column.
TEST_F(Translator, EveryErrorOfAnEditionFileAtOnceInFileOrder) {
  std::string e = own_copy();
  e = test::replaced(e, "Celui d'entre vous", "Celui d’entre vous");  // setup.first-player, line 79
  e = test::replaced(e, "  turn.draw:", "  turn.drawx:");
  e = test::replaced(e, "nommez un personnage autre que le Garde", "nommez un personnage autre que le garde");
  const std::string f = write("ed/mine.yaml", e);
  auto o = errata("editions --edition-file " + f);
  EXPECT_EQ(o.code, 2);
  std::vector<std::pair<int, int>> at;
  const std::regex line("mine\\.yaml:([0-9]+):([0-9]+): error: ");
  for (auto it = std::sregex_iterator(o.text.begin(), o.text.end(), line); it != std::sregex_iterator(); ++it)
    at.emplace_back(std::stoi((*it)[1]), std::stoi((*it)[2]));
  EXPECT_EQ(at.size(), 3u) << o.text;
  EXPECT_TRUE(std::is_sorted(at.begin(), at.end())) << o.text;
  EXPECT_TRUE(has(o, "mine.yaml: 3 errors")) << o.text;
  EXPECT_TRUE(has(o, "clause 'turn.draw' (on her turn a player draws the top card of the deck), which this edition does not cite "
                     "(is 'turn.drawx' a misspelling of it?)")) << o.text;
}

TEST_F(Translator, ErrorsAreCappedWithTheirCount) {
  std::string e = own_copy();
  std::string broken;
  for (const auto& line : [&] {
         std::vector<std::string> v;
         std::istringstream in(e);
         for (std::string l; std::getline(in, l);) v.push_back(l);
         return v;
       }())
    broken += (line.find("quote: \"") != std::string::npos ? test::replaced(line, "quote: \"", "quote: \"x") : line) + "\n";
  const std::string f = write("ed/mine.yaml", broken);
  auto o = errata("editions --edition-file " + f);
  EXPECT_EQ(o.code, 2);
  EXPECT_EQ(count(o.text, ": error: "), 50u);
  EXPECT_TRUE(std::regex_search(o.text, std::regex("mine\\.yaml: [0-9]+ errors \\(the first 50 shown\\)"))) << o.text.substr(o.text.size() - 300);
}

// The typographic traps a PDF sets: each said with its column and both
// characters' code points.
TEST_F(Translator, AQuoteThatDoesNotStandSaysWhereAndWhichCharacters) {
  write("ed/r.md", "Titre\nLe joueur l'emporte — s'il a 2 jetons.\n");
  auto quote = [&](const std::string& q) {
    const std::string f = write("ed/e.yaml", "id: e\nbase: love-letter-2019\nrulebook: r.md\nclauses:\n  turn.order: {line: 2, quote: \"" + q +
                                                 "\"}\n");
    return errata("editions --edition-file " + f);
  };
  auto apostrophe = quote("Le joueur l’emporte");
  EXPECT_TRUE(has(apostrophe, "e.yaml:5:32: error: clause 'turn.order': the quote is not found verbatim on line 2 of r.md: the quote "
                              "departs from the text on line 2 at column 12: the quote has « ’ » (U+2019) where the text has « ' » (U+0027)"))
      << apostrophe.text;
  auto dash = quote("l'emporte - s'il");
  EXPECT_TRUE(has(dash, "at column 21: the quote has « - » (U+002D) where the text has « — » (U+2014)")) << dash.text;
  auto nbsp = quote("a\u00a02 jetons");
  EXPECT_TRUE(has(nbsp, "the quote has a no-break space (U+00A0) where the text has a space (U+0020)")) << nbsp.text;
  auto longer = quote("s'il a 2 jetons. Puis");
  EXPECT_TRUE(has(longer, "the text ends where the quote goes on with « Puis »")) << longer.text;
}

// A sentence the text wraps over two lines is one quote.
TEST_F(Translator, AQuoteMayRunOverTheLinesAfterItsLine) {
  write("ed/r.md", "Titre\nSi deux joueurs sont à égalité, celui qui a\nle plus de cartes gagne.\n");
  const std::string f = write("ed/e.yaml", "id: e\nbase: love-letter-2019\nrulebook: r.md\nclauses:\n  round.tie:\n    line: 2\n    quote: "
                                           "\"celui qui a le plus de cartes gagne.\"\n");
  auto o = errata("editions --edition-file " + f);
  EXPECT_EQ(o.code, 0) << o.text;
}

// A card's line must hold its name (or its value): a line that holds neither is refused.
TEST_F(Translator, ACardsLineHoldsItsNameOrValue) {
  std::string e = own_copy();
  e = test::replaced(e, "line: 141", "line: 7");
  const std::string f = write("ed/mine.yaml", e);
  auto o = errata("editions --edition-file " + f);
  EXPECT_EQ(o.code, 2);
  EXPECT_TRUE(has(o, "card.line: line 7 of love-letter-2019.fr.md holds neither 'Garde' nor its value 1")) << o.text;
}

// The skeleton of a text onto itself: every proposal is the text's own line,
// no TODO is left, and the edition it gives decides as the base does.
TEST_F(Translator, TheSkeletonOfATextOntoItselfLoadsAndDecidesAlike) {
  write("ed/love-letter-2019.fr.md", read(kSource + "/docs/rulebooks/love-letter-2019.fr.md"));
  const std::string out = (dir / "ed" / "self.yaml").string();
  auto made = errata("edition new --from love-letter-2019 --rulebook " + (dir / "ed" / "love-letter-2019.fr.md").string() +
                     " --id self --out " + out);
  ASSERT_EQ(made.code, 0) << made.text;
  EXPECT_TRUE(has(made, "0 TODOs")) << made.text;
  auto listed = errata("editions --edition-file " + out);
  EXPECT_EQ(listed.code, 0) << listed.text;
  auto diff = errata("diff love-letter-2019 self --edition-file " + out);
  EXPECT_EQ(diff.code, 0) << diff.text;
  EXPECT_TRUE(has(diff, "identical rule data")) << diff.text;
}

// An edition whose cards are data (Batman's villain token, the house cards):
// the skeleton of its text onto itself writes each card's effect as the base
// does, so the new edition decides every decision as the base (diff: no
// difference), where a skeleton without the effects would lose the rules
// the cards state (Batman's token on a villain named rightly).
// Every edition file of the tests whose cards are data: Batman's and the house
// cards' beside their texts, and the data twins (tests/data_cards/twins/), whose
// text is their base's (docs/rulebooks/).
std::vector<std::pair<std::string, std::string>> editions_with_cards_as_data() {
  std::vector<std::pair<std::string, std::string>> out;  // edition file, its rulebook's path
  for (const std::string name : {"batman", "own-cards"}) {
    const std::string file = kSource + "/tests/editions/" + name + "/" + name + ".yaml";
    out.emplace_back(file, kSource + "/tests/editions/" + name + "/" + YAML::LoadFile(file)["rulebook"].as<std::string>());
  }
  for (const auto& twin : std::filesystem::directory_iterator(kSource + "/tests/data_cards/twins")) {
    YAML::Node file = YAML::LoadFile(twin.path().string());
    while (!file["rulebook"])  // a file with `base:` has its base's text
      file = YAML::LoadFile(kSource + "/model/love_letter/editions/" + file["base"].as<std::string>() + ".yaml");
    out.emplace_back(twin.path().string(), kSource + "/docs/rulebooks/" + file["rulebook"].as<std::string>());
  }
  std::sort(out.begin(), out.end());
  return out;
}

TEST_F(Translator, TheSkeletonOfAnEditionWithCardsAsDataKeepsWhatTheCardsDo) {
  const auto editions = editions_with_cards_as_data();
  ASSERT_GE(editions.size(), 6u);
  for (const auto& [base_file, rulebook] : editions) {
    const std::string base_id = YAML::LoadFile(base_file)["id"].as<std::string>();
    const std::string text = write("ed/" + base_id + "/" + std::filesystem::path(rulebook).filename().string(), read(rulebook));
    const std::string out = (dir / "ed" / base_id / "self.yaml").string();
    auto made = errata("edition new --from " + base_id + " --edition-file " + base_file + " --rulebook " + text + " --id self --out " + out);
    ASSERT_EQ(made.code, 0) << made.text;
    EXPECT_TRUE(has(made, "0 TODOs")) << base_id << made.text;
    const YAML::Node base = YAML::LoadFile(base_file), mine = YAML::LoadFile(out);
    size_t effects = 0;
    for (const auto& card : mine["cards"]) effects += static_cast<bool>(card["effect"]);
    size_t stated = 0;
    for (const auto& card : base["cards"]) stated += static_cast<bool>(card["effect"]);
    EXPECT_GT(effects, 0u) << base_id;
    EXPECT_EQ(effects, stated) << base_id;
    auto diff = errata("diff " + base_id + " self --edition-file " + base_file + " --edition-file " + out);
    EXPECT_EQ(diff.code, 0) << diff.text;
    EXPECT_FALSE(has(diff, "divergence")) << diff.text;
  }
}

// A control character in the translator's text (an escape on the Guard's
// line): the skeleton quotes it as YAML spells it ("\x1b"), and the file loads,
// its quote standing on the line as the text has it.
TEST_F(Translator, AControlCharacterOfTheTextIsQuotedAsYamlSpellsIt) {
  std::string text = read(kSource + "/docs/rulebooks/love-letter-2019.fr.md");
  text = test::replaced(text, "autre que le Garde", "autre\x1b que le Garde");
  write("ed/ctl.md", text);
  const std::string out = (dir / "ed" / "ctl.yaml").string();
  auto made = errata("edition new --from love-letter-2019 --rulebook " + (dir / "ed" / "ctl.md").string() + " --out " + out);
  ASSERT_EQ(made.code, 0) << made.text;
  EXPECT_NE(read(out).find("autre\\x1b que le Garde"), std::string::npos);
  const std::string quote = YAML::LoadFile(out)["clauses"]["guard.not-guard"]["quote"].as<std::string>();
  EXPECT_NE(quote.find("autre\x1b que le Garde"), std::string::npos) << quote;
  EXPECT_EQ(errata("editions --edition-file " + out).code, 0);
}

// The translator's English text (tests/translator/): the cards' lines and the
// Guard's clause are proposed at the lines of the English text that state
// them, and the file loads as written.
TEST_F(Translator, TheSkeletonProposesTheLinesOfATranslation) {
  write("ed/love-letter-bga.en.md", read(kSource + "/tests/translator/love-letter-bga.en.md"));
  const std::string out = (dir / "ed" / "en.yaml").string();
  auto made = errata("edition new --from love-letter-bga --rulebook " + (dir / "ed" / "love-letter-bga.en.md").string() + " --out " + out);
  ASSERT_EQ(made.code, 0) << made.text;
  const YAML::Node ed = YAML::LoadFile(out);
  EXPECT_EQ(ed["id"].as<std::string>(), "love-letter-bga-en");
  // The English text names the Guard on line 16 and the Princess on line 23.
  EXPECT_EQ(ed["cards"][0]["name"].as<std::string>(), "Guard Odette");
  EXPECT_EQ(ed["cards"][0]["line"].as<int>(), 16);
  EXPECT_EQ(ed["cards"][7]["name"].as<std::string>(), "Princess Annette");
  EXPECT_EQ(ed["cards"][7]["line"].as<int>(), 23);
  EXPECT_EQ(ed["clauses"]["guard.guess"]["line"].as<int>(), 16);
  EXPECT_EQ(ed["clauses"]["round.last-player"]["quote"].as<std::string>(),
            "- All players but one have been knocked out; that one wins the round and a token.");
  EXPECT_EQ(errata("editions --edition-file " + out).code, 0);
}

// A text nothing aligns with: every clause is a TODO, and the file does not
// load until they are done, each TODO an error at its place.
TEST_F(Translator, WhereNothingMatchesTheSkeletonLeavesATodoThatKeepsItFromLoading) {
  write("ed/tiny.md", "\n");
  const std::string out = (dir / "ed" / "tiny.yaml").string();
  auto made = errata("edition new --from love-letter-bga --rulebook " + (dir / "ed" / "tiny.md").string() + " --out " + out);
  ASSERT_EQ(made.code, 0) << made.text;
  EXPECT_FALSE(has(made, " 0 TODOs")) << made.text;
  auto o = errata("editions --edition-file " + out);
  EXPECT_EQ(o.code, 2);
  EXPECT_TRUE(has(o, "expected a whole number, got 'TODO'")) << o.text.substr(0, 500);
}

TEST_F(Translator, TheRulebookMustStandInTheEditionFilesFolder) {
  write("texts/mine.md", "x\n");
  std::filesystem::create_directories(dir / "elsewhere");
  auto o = errata("edition new --from love-letter-2019 --rulebook " + (dir / "texts" / "mine.md").string() + " --out " +
                  (dir / "elsewhere" / "e.yaml").string());
  EXPECT_EQ(o.code, 2);
  EXPECT_TRUE(has(o, "put the edition file beside its text")) << o.text;
}

// A translator in the text's folder names it as it stands there: written
// beside it, the edition file reads it; a name that is not there is said to
// be missing (it was said to be outside the folder).
TEST_F(Translator, ARulebookNamedFromItsOwnFolderIsFoundOrSaidMissing) {
  write("ed/mine.md", read(kSource + "/docs/rulebooks/love-letter-2019.fr.md"));
  const std::string in_folder = "cd " + (dir / "ed").string() + " && " + std::string(ERRATA_BINARY);
  const auto made = test::shell(in_folder + " edition new --from love-letter-2019 --rulebook mine.md --id mine --out mine.yaml");
  EXPECT_EQ(made.code, 0) << made.text;
  EXPECT_EQ(errata("editions --edition-file " + (dir / "ed" / "mine.yaml").string()).code, 0);
  const auto missing = test::shell(in_folder + " edition new --from love-letter-2019 --rulebook absent.md --id absent --out absent.yaml");
  EXPECT_EQ(missing.code, 2);
  EXPECT_TRUE(has(missing, "absent.md: error: cannot read this rulebook: no such file")) << missing.text;
}

// errata clauses and errata variants list exactly what the engine decides by.
TEST_F(Translator, ClausesAndVariantsAreTheEnginesOwnLists) {
  const auto clauses = json_of(errata("clauses --game love-letter --format json").text, "clauses --format json");
  std::set<std::string> listed;
  for (const auto& c : clauses.at(0).at("clauses")) {
    listed.insert(c.at("id").get<std::string>());
    EXPECT_FALSE(c.at("means").get<std::string>().empty()) << c.at("id").get<std::string>();
  }
  const auto every = love_letter::every_engine_clause();
  EXPECT_EQ(listed, std::set<std::string>(every.begin(), every.end()));
  const auto variants = json_of(errata("variants --game love-letter --format json").text, "variants --format json");
  std::vector<std::string> points;
  for (const auto& p : variants.at(0).at("points")) {
    points.push_back(p.at("id").get<std::string>());
    EXPECT_EQ(p.at("variants").size(), love_letter::Rules::variants_of(points.back()).size());
  }
  EXPECT_EQ(points, love_letter::Rules::variation_points());
  EXPECT_EQ(love_letter::Rules::described_points(), love_letter::Rules::variation_points());
}

TEST_F(Translator, AnUnknownVariantListsThePointsVariants) {
  const std::string f = write("e.yaml", "id: e\nbase: love-letter-2019\nvariants: {guard.target: nobody}\n");
  auto o = errata("editions --edition-file " + f);
  EXPECT_EQ(o.code, 2);
  EXPECT_TRUE(has(o, "the engine has no variant 'nobody' at 'guard.target'; its variants: another-player, any-player")) << o.text;
}

}  // namespace
}  // namespace errata
