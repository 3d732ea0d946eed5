// The bundled edition file: it loads, its quotes stand verbatim in
// docs/rulebooks/, and where its stated numbers disagree it records a reading.
#include <gtest/gtest.h>

#include <fstream>
#include <sstream>

#include "model/core/input_error.h"
#include "model/love_letter/clause_ids.h"
#include "model/love_letter/edition_loader.h"
#include "props/love_letter/random_games.h"
#include "edited_text.h"
#include "support.h"

namespace errata::test {
namespace {

std::string read(const std::string& path) {
  std::ifstream f(path, std::ios::binary);
  std::stringstream ss;
  ss << f.rdbuf();
  return ss.str();
}

const std::string kSource = ERRATA_SOURCE_DIR;

TEST(Edition, EveryQuoteStandsVerbatimOnItsLineInDocsRulebooks) {
  const auto& ed = ll2019();
  const Rulebook book(ed.rulebook.name(), read(kSource + "/docs/rulebooks/" + ed.rulebook.name()));
  ASSERT_GT(book.line_count(), 100);
  int quotes = 0;
  for (const auto& [id, clause] : ed.clauses) {
    for (const auto& c : clause.citations) {
      EXPECT_TRUE(book.quotes(c.line, c.quote)) << id << " at line " << c.line << ": " << c.quote;
      ++quotes;
    }
  }
  for (const auto& st : ed.stated) EXPECT_TRUE(book.quotes(st.line, st.quote)) << st.quote;
  EXPECT_GE(quotes, 50);
}

TEST(Edition, TheEditionFileInTheSourceTreeIsTheBundledOne) {
  const std::string path = kSource + "/model/love_letter/editions/love-letter-2019.yaml";
  const auto ed = love_letter::load_edition(read(path), path);
  EXPECT_EQ(ed.id, "love-letter-2019");
  EXPECT_EQ(ed.clauses.size(), ll2019().clauses.size());
}

TEST(Edition, CitesEveryClauseTheEngineUses) {
  const auto& ed = ll2019();
  int cited = 0;
  for (const auto& c : love_letter::engine_clauses()) {
    if (c.card != Role::none && !ed.card(c.card)) continue;
    EXPECT_NE(ed.clause(c.id), nullptr) << c.id;
    ++cited;
  }
  for (const auto& point : love_letter::Rules::variation_points())
    for (const auto& id : love_letter::Rules::clauses_needed(point, ed.variant_at(point))) {
      if (love_letter::Rules::card_of(point) != Role::none && !ed.card(love_letter::Rules::card_of(point))) continue;
      EXPECT_NE(ed.clause(id), nullptr) << point << " needs " << id;
    }
  EXPECT_GE(cited, 40);
  EXPECT_EQ(ed.card(Role::bishop), nullptr);  // the Premium clauses are not asked of this edition
}

// l.11 and l.19 say 21 cards; the card-by-card counts (l.88-153) add up to 20.
TEST(Edition, StatedTotalsThatDisagreeWithTheCardTableHaveAReading) {
  const auto& ed = ll2019();
  int by_card = 0;
  for (const auto& c : ed.cards) by_card += c.count;
  EXPECT_EQ(by_card, 20);
  for (const auto& st : ed.stated) {
    if (st.what != "cards" || st.value == by_card) continue;
    const Reading* r = ed.reading("composition.total");
    ASSERT_NE(r, nullptr);
    EXPECT_NE(std::find(r->lines.begin(), r->lines.end(), st.line), r->lines.end()) << "line " << st.line;
  }
  EXPECT_EQ(ed.deck_size(), 21);  // the default reading keeps the stated total
}

TEST(Edition, CardNamesMatchIgnoringCaseAccentsAndSeparators) {
  const auto& ed = ll2019();
  for (const char* n : {"priest", "Prêtre", "PRETRE", "pretre", "prêtre"}) EXPECT_EQ(ed.card_named(n), Role::priest) << n;
  EXPECT_EQ(ed.card_named("Espionne"), Role::spy);
  EXPECT_EQ(ed.card_named("dowager-queen"), std::nullopt);  // Premium only
  EXPECT_EQ(ed.card_named("Ogre"), std::nullopt);
}

// Edition files written by users get located errors.
class EditionErrors : public ::testing::Test {
 protected:
  std::string original = read(kSource + "/model/love_letter/editions/love-letter-2019.yaml");
  std::string file = kSource + "/model/love_letter/editions/edited.yaml";  // the rulebook resolves as bundled

  std::string error_for(const std::string& from, const std::string& to) {
    return errata::test::errors_when_edited(original, from, to, [&](const std::string& text) { love_letter::load_edition(text, file); });
  }
};

TEST_F(EditionErrors, AQuoteNotOnItsLineIsRefusedWithItsLocation) {
  const std::string e = error_for("quote: \"Choisissez un autre joueur et échangez", "quote: \"Choisissez un autre joueur et volez");
  EXPECT_NE(e.find("edited.yaml:"), std::string::npos) << e;
  EXPECT_NE(e.find("not found verbatim on line 106"), std::string::npos) << e;
}

TEST_F(EditionErrors, AnUnknownKeyGetsASuggestion) {
  const std::string e = error_for("tokens_to_win:\n", "tokens_to_wim:\n");
  EXPECT_NE(e.find("unknown key 'tokens_to_wim'"), std::string::npos) << e;
  EXPECT_NE(e.find("did you mean 'tokens_to_win'"), std::string::npos) << e;
}

TEST_F(EditionErrors, AnUnknownVariantIsRefused) {
  const std::string e = error_for("spy.bonus: only-spy-player-in-round", "spy.bonus: everybody");
  EXPECT_NE(e.find("no variant 'everybody' at 'spy.bonus'"), std::string::npos) << e;
}

TEST_F(EditionErrors, AMissingEngineClauseIsRefused) {
  const std::string e = error_for("  king.swap:\n", "  king.swapped:\n");
  EXPECT_NE(e.find("'king.swap'"), std::string::npos) << e;
}

// A card's value is a number the text prints on it: 0 to 99, as the error says.
TEST_F(EditionErrors, ACardValueOutOfItsRangeIsRefusedAtTheValue) {
  for (const char* value : {"-1", "100"}) {
    const std::string e = error_for("role: spy,        name: Espionne,   value: 0,", std::string("role: spy,        name: Espionne,   value: ") + value + ",");
    EXPECT_NE(e.find("edited.yaml:"), std::string::npos) << value << ": " << e;
    EXPECT_NE(e.find("card.value: expected a value from 0 to 99"), std::string::npos) << value << ": " << e;
  }
}

// A player range refused is said once, at the number: not again as a token
// table missing a row for each count it would have allowed (those drowned
// it, past the 50 errors shown).
TEST_F(EditionErrors, APlayerRangeOutOfBoundsIsSaidOnceAtTheNumber) {
  const std::string e = error_for("  max: 6\n", "  max: 60\n");
  EXPECT_NE(e.find("players.max: expected 2 <= min <= max <= 8"), std::string::npos) << e;
  EXPECT_EQ(e.find("tokens_to_win.table: no entry"), std::string::npos) << e;
  const std::string huge = error_for("value: 0, count: 2, line: 145", "value: 99999999999, count: 2, line: 145");
  EXPECT_NE(huge.find("card.value: expected a value from 0 to 99"), std::string::npos) << huge;
}

// A translator copies the 2019 card table under the classic variant to
// rename the cards: "what is not restated is the base's" (docs/editions.md),
// so the classic text's removals (l.165-169: 1 Garde, 2 Chancelier, 2
// Espionne back in the bag) still apply.
TEST(EditionBase, RestatingTheBasesCardsKeepsItsRemovals) {
  const std::string table =
      "id: classic-en\nbase: love-letter-2019-classic\ncards:\n"
      "  - { role: princess, name: Princess, value: 9, count: 1 }\n  - { role: countess, name: Countess, value: 8, count: 1 }\n"
      "  - { role: king, name: King, value: 7, count: 1 }\n  - { role: chancellor, name: Chancellor, value: 6, count: 2 }\n"
      "  - { role: prince, name: Prince, value: 5, count: 2 }\n  - { role: handmaid, name: Handmaid, value: 4, count: 2 }\n"
      "  - { role: baron, name: Baron, value: 3, count: 2 }\n  - { role: priest, name: Priest, value: 2, count: 2 }\n"
      "  - { role: guard, name: Guard, value: 1, count: %GUARDS% }\n  - { role: spy, name: Spy, value: 0, count: 2 }\n";
  auto with_guards = [&](const std::string& n) {
    std::string t = table;
    t.replace(t.find("%GUARDS%"), 8, n);
    return t;
  };
  const auto ed = love_letter::load_edition(with_guards("5"), "classic-en.yaml", catalog().finder());
  const auto guards = static_cast<size_t>(Role::guard);
  EXPECT_EQ(ed.copies[guards], ll2019().copies[guards] - 1);  // as many as the 2019 model deals (its reading), less one
  EXPECT_EQ(ed.copies[static_cast<size_t>(Role::chancellor)], 0);
  EXPECT_EQ(ed.copies[static_cast<size_t>(Role::spy)], 0);
  EXPECT_EQ(ed.deck_size(), ll2019().deck_size() - 5);
  EXPECT_EQ(ed.copies, catalog().find("love-letter-2019-classic")->copies);
  // A restated count below what the base removes is refused where it stands.
  try {
    love_letter::load_edition(with_guards("0"), "classic-en.yaml", catalog().finder());
    ADD_FAILURE() << "0 Guards under a removal of 1 was accepted";
  } catch (const InputError& e) {
    EXPECT_NE(std::string(e.what()).find("classic-en.yaml:12:"), std::string::npos) << e.what();
    EXPECT_NE(std::string(e.what()).find("remove_cards takes 1 Guard"), std::string::npos) << e.what();
  }
}

// A card's line must show its name or its value (docs/editions.md): the
// 2019 text's line 108 ("6 - Chancelier") renamed and revalued on a restated
// table is refused, and that is the one cause said. The file's remove_cards
// naming the refused card is not said again as "not a card" of the table.
TEST(EditionBase, ACardRefusedOnItsLineIsTheOnlyCauseSaid) {
  const std::string text =
      "id: renamed\nbase: love-letter-2019-classic\ncards:\n"
      "  - { role: princess, name: Princesse, value: 9, count: 1, line: 88 }\n  - { role: countess, name: Comtesse, value: 8, count: 1, line: 92 }\n"
      "  - { role: king, name: Roi, value: 7, count: 1, line: 104 }\n  - { role: chancellor, name: Chambellan, value: 10, count: 2, line: 108 }\n"
      "  - { role: prince, name: Prince, value: 5, count: 2, line: 114 }\n  - { role: handmaid, name: Servante, value: 4, count: 2, line: 124 }\n"
      "  - { role: baron, name: Baron, value: 3, count: 2, line: 133 }\n  - { role: priest, name: Prêtre, value: 2, count: 2, line: 137 }\n"
      "  - { role: guard, name: Garde, value: 1, count: 5, line: 141 }\n  - { role: spy, name: Espionne, value: 0, count: 2, line: 145 }\n"
      "remove_cards:\n  clause: classic.removed-cards\n  cards: { guard: 1, chancellor: 2, spy: 2 }\n";
  try {
    love_letter::load_edition(text, "renamed.yaml", catalog().finder());
    ADD_FAILURE() << "a card whose line shows neither its name nor its value was accepted";
  } catch (const InputError& e) {
    const std::string said = e.what();
    EXPECT_NE(said.find("renamed.yaml:7:"), std::string::npos) << said;
    EXPECT_NE(said.find("holds neither 'Chambellan' nor its value 10"), std::string::npos) << said;
    EXPECT_EQ(said.find("remove_cards"), std::string::npos) << said;
    EXPECT_EQ(said.find("2 errors"), std::string::npos) << said;
  }
}

// setup.deal: a deck too small to deal its largest table (the set-aside
// card, a card each, one to draw) is refused, not dealt from an empty deck.
TEST(EditionBase, ADeckTooSmallToDealIsRefused) {
  const std::string text =
      "id: tiny\nbase: love-letter-2019\ncards:\n  - { role: princess, name: Princesse, value: 9, count: 1 }\n"
      "  - { role: guard, name: Garde, value: 1, count: 4 }\n  - { role: king, name: Roi, value: 7, count: 0 }\n";
  try {
    love_letter::load_edition(text, "tiny.yaml", catalog().finder());
    ADD_FAILURE() << "7 cards (6 Guards by the reading composition.total) for 6 players were accepted";
  } catch (const InputError& e) {
    EXPECT_NE(std::string(e.what()).find("too few to deal a 6-player round (8 with"), std::string::npos) << e.what();
  }
}

// "What if the deck had two Assassins": a Premium deck with one card more
// (33) loads and plays; decks up to 64 cards do, 65 are refused.
TEST(EditionBase, DecksOfUpTo64CardsLoadAndPlay) {
  const std::string two_assassins =
      "id: two-assassins\nbase: love-letter-bga-premium\nreadings:\n  - id: composition.counts\n    clauses: [setup.cards]\n"
      "    lines: [10]\n    says: a second Assassin\n    options:\n      two-assassins:\n        says: two Assassins\n"
      "        counts: { king: 1, countess: 1, princess: 1, assassin: 2, jester: 1, constable: 1, dowager-queen: 1, bishop: 1 }\n"
      "    default: two-assassins\n";
  const auto ed = love_letter::load_edition(two_assassins, "two-assassins.yaml", catalog().finder());
  EXPECT_EQ(ed.deck_size(), catalog().find("love-letter-bga-premium")->deck_size() + 1);
  for (int players = ed.min_players; players <= ed.max_players; ++players)
    EXPECT_EQ(props::random_game_problem(ed, players, 33), std::nullopt) << players << " players";
  // The 2019 card table three times over, and one Princess more: 64 cards; one Guard more: 65.
  auto thrice = [](int extra_guards) {
    std::string t = "id: thrice\nbase: love-letter-2019\ncards:\n";
    for (const auto& c : ll2019().cards)
      t += "  - { role: " + std::string(love_letter::role_id(c.role)) + ", name: " + c.name + ", value: " + std::to_string(c.value) +
           ", count: " + std::to_string(3 * ll2019().copies[static_cast<size_t>(c.role)] + (c.role == Role::princess) +
                                        (c.role == Role::guard ? extra_guards : 0)) + " }\n";
    return t + "readings:\n  - id: composition.total\n    clauses: [setup.cards]\n    lines: [11]\n    says: as stated\n"
               "    options: { as-stated: { says: the table } }\n    default: as-stated\n";
  };
  const auto big = love_letter::load_edition(thrice(0), "thrice.yaml", catalog().finder());
  EXPECT_EQ(big.deck_size(), 64);
  for (int players = big.min_players; players <= big.max_players; ++players)
    EXPECT_EQ(props::random_game_problem(big, players, 64), std::nullopt) << players << " players";
  try {
    love_letter::load_edition(thrice(1), "thrice.yaml", catalog().finder());
    ADD_FAILURE() << "65 cards were accepted";
  } catch (const InputError& e) {
    EXPECT_NE(std::string(e.what()).find("the deck holds 65 cards; the model holds at most 64"), std::string::npos) << e.what();
  }
}

}  // namespace
}  // namespace errata::test

namespace errata::test {
namespace {

// docs/editions.md lists every variation point and variant the engine implements.
TEST(Edition, TheDocsListEveryVariant) {
  const std::string doc = read(kSource + "/docs/editions.md");
  for (const auto& point : love_letter::Rules::variation_points()) {
    EXPECT_NE(doc.find("`" + point + "`"), std::string::npos) << point;
    for (const auto& v : love_letter::Rules::variants_of(point)) EXPECT_NE(doc.find("`" + v + "`"), std::string::npos) << v;
  }
}

// Every bundled edition's quotes stand verbatim on their lines in docs/rulebooks/.
TEST(Edition, EveryBundledEditionQuotesItsRulebook) {
  for (const auto& id : catalog().ids()) {
    const auto& ed = *catalog().find(id);
    for (const auto& [cid, clause] : ed.clauses) {
      for (const auto& c : clause.citations) {
        const Rulebook book(c.rulebook, read(kSource + "/docs/rulebooks/" + c.rulebook));
        EXPECT_TRUE(book.quotes(c.line, c.quote)) << id << " " << cid << " line " << c.line;
      }
      if (clause.citations.empty()) {
        EXPECT_NE(ed.reading(clause.silent_reading), nullptr) << id << " " << cid;
      }
    }
  }
  EXPECT_EQ(catalog().ids().size(), 5u);
}

}  // namespace
}  // namespace errata::test

namespace errata::test {
namespace {

// docs/readings.md lists every reading of every bundled edition.
TEST(Edition, TheDocsListEveryReading) {
  const std::string doc = read(kSource + "/docs/readings.md");
  for (const auto& id : catalog().ids()) {
    EXPECT_NE(doc.find("## " + id + "\n"), std::string::npos) << id;
    for (const auto& r : catalog().find(id)->readings) EXPECT_NE(doc.find("`" + r.id + "`"), std::string::npos) << id << " " << r.id;
  }
}

}  // namespace
}  // namespace errata::test
