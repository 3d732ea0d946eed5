// The bundled Loser edition: its data, its quotes, and the clauses the engine cites.
#include <gtest/gtest.h>

#include "loser_support.h"
#include "model/core/bundled_files.h"
#include "model/core/input_error.h"
#include "model/loser/clause_ids.h"
#include "../edited_text.h"

namespace errata::loser {
namespace {

using test::edition;

TEST(LoserEdition, ComponentsAndDealTableAsWritten) {
  const Edition& ed = edition();
  EXPECT_EQ(ed.min_players, 3);
  EXPECT_EQ(ed.max_players, 6);
  EXPECT_EQ(ed.potions(), 19);
  EXPECT_EQ(ed.red, (std::vector<int>{1, 15, 16, 17, 18, 19}));
  EXPECT_EQ(ed.blue.size(), 13u);
  EXPECT_EQ(ed.spells, 23);
  ASSERT_NE(ed.row(5), nullptr);
  EXPECT_EQ(ed.row(5)->hand, 3);
  EXPECT_EQ(ed.row(5)->face_up, 2);
  EXPECT_EQ(ed.row(5)->face_down, 2);
  EXPECT_EQ(ed.row(2), nullptr);
}

TEST(LoserEdition, EveryEngineClauseIsQuotedOrSilentWithItsReading) {
  const Edition& ed = edition();
  for (const std::string& id : engine_clause_ids()) {
    const Clause* c = ed.clause(std::string(id));
    ASSERT_NE(c, nullptr) << id;
    EXPECT_TRUE(!c->citations.empty() || !c->silent_reading.empty()) << id;
    for (const auto& cite : c->citations) EXPECT_TRUE(ed.rulebook.quotes(cite.line, cite.quote)) << id;
  }
}

TEST(LoserEdition, AQuoteNotOnItsLineIsRefusedWithItsPlace) {
  std::string text(find_bundled("loser.yaml")->text);
  const std::string good = "players.count: { line: 15, quote: \"3-6 joueurs\" }";
  const auto at = text.find(good);
  ASSERT_NE(at, std::string::npos);
  text.replace(at, good.size(), "players.count: { line: 16, quote: \"3-6 joueurs\" }");
  try {
    load_edition(text, "model/loser/editions/loser.yaml");
    FAIL() << "the misplaced quote was accepted";
  } catch (const InputError& e) {
    EXPECT_NE(e.message().find("not found verbatim on line 16"), std::string::npos) << e.what();
    EXPECT_GT(e.mark().line, 0);
  }
}

std::string errors_with(const std::string& from, const std::string& to) {
  return errata::test::errors_when_edited(std::string(find_bundled("loser.yaml")->text), from, to,
                                  [](const std::string& text) { load_edition(text, "model/loser/editions/loser.yaml"); });
}

// Each wrong field is said once, at that field: a refused row is not also a
// missing one, a player count out of range is not also min above max.
TEST(LoserEdition, AWrongFieldIsSaidAtItsPlaceAndNowhereElse) {
  const std::string row = errors_with("{ players: 3, hand: 4,", "{ players: 3, hand: 0,");
  EXPECT_NE(row.find("row.hand: expected 1 to 8"), std::string::npos) << row;
  EXPECT_EQ(row.find("no row for 3 players"), std::string::npos) << row;
  const std::string players = errors_with("players: { min: 3, max: 6 }", "players: { min: 3, max: 200 }");
  EXPECT_NE(players.find("players.max: expected 1 to 6"), std::string::npos) << players;
  EXPECT_EQ(players.find("min <= max"), std::string::npos) << players;
  const std::string fewest = errors_with("players: { min: 3, max: 6 }", "players: { min: 0, max: 6 }");
  EXPECT_NE(fewest.find("players.min: expected 1 to 6"), std::string::npos) << fewest;
  EXPECT_EQ(fewest.find("no row for"), std::string::npos) << fewest;
  const std::string spells = errors_with("spells: 23", "spells: 99999999");  // past the file's limit for any number
  EXPECT_NE(spells.find("components.spells: expected 2 to 32"), std::string::npos) << spells;
}

// A number the engine models only as the text states it is said as that
// number (l.146: the loser draws 2), not as a range "2 to 2"; and the
// characters are one a player (l.51), so fewer than the players seated is
// refused, with its cause.
TEST(LoserEdition, AFixedNumberAndTooFewCharactersAreSaidInWords) {
  const std::string draws = errors_with("loser_draws: 2", "loser_draws: 1");
  EXPECT_NE(draws.find("components.loser_draws: expected 2:"), std::string::npos) << draws;
  EXPECT_EQ(draws.find("2 to 2"), std::string::npos) << draws;
  const std::string characters = errors_with("characters: 6", "characters: 5");
  EXPECT_NE(characters.find("5 characters for up to 6 players"), std::string::npos) << characters;
}

TEST(LoserEdition, AMissingEngineClauseIsRefused) {
  std::string text(find_bundled("loser.yaml")->text);
  const auto at = text.find("  game.loser:");
  ASSERT_NE(at, std::string::npos);
  text.erase(at, text.find('\n', at) - at + 1);
  EXPECT_THROW(load_edition(text, "model/loser/editions/loser.yaml"), InputError);
}

}  // namespace
}  // namespace errata::loser
