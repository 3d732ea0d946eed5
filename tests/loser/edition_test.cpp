// The bundled Loser edition: its data, its quotes, and the clauses the engine cites.
#include <gtest/gtest.h>

#include "loser_support.h"
#include "model/core/bundled_files.h"
#include "model/core/input_error.h"
#include "model/loser/clause_ids.h"

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

TEST(LoserEdition, AMissingEngineClauseIsRefused) {
  std::string text(find_bundled("loser.yaml")->text);
  const auto at = text.find("  game.loser:");
  ASSERT_NE(at, std::string::npos);
  text.erase(at, text.find('\n', at) - at + 1);
  EXPECT_THROW(load_edition(text, "model/loser/editions/loser.yaml"), InputError);
}

}  // namespace
}  // namespace errata::loser
