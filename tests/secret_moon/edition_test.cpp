// The Secret Moon edition file: it loads, quotes every clause the engine
// cites, and refuses a misquoted line with its place.
#include <gtest/gtest.h>

#include "model/core/bundled_files.h"
#include "model/core/input_error.h"
#include "model/secret_moon/clause_ids.h"
#include "../edited_text.h"
#include "support.h"

namespace errata::secret_moon {
namespace {

TEST(SecretMoonEdition, LoadsTheBoxAsTheTextDescribesIt) {
  const Edition& ed = test::edition();
  EXPECT_EQ(ed.id, "secret-moon");
  EXPECT_EQ(ed.min_players, 5);
  EXPECT_EQ(ed.max_players, 8);
  EXPECT_EQ(ed.box_size(), 8);  // l.37: 8 cartes personnage
  EXPECT_EQ(ed.copies(Character::guard), 4);
  EXPECT_EQ(ed.turn_cards, 8);
  EXPECT_EQ(ed.rounds, 3);
  EXPECT_EQ(ed.team(Character::priest), Team::princess);     // l.31
  EXPECT_EQ(ed.answer(Character::priest), ed.answer(Character::guard));  // l.113
  EXPECT_EQ(ed.answer(Character::princess), Reply::silence);  // l.111
}

TEST(SecretMoonEdition, QuotesEveryClauseTheEngineCites) {
  const Edition& ed = test::edition();
  for (const std::string& id : engine_clause_ids()) {
    const Clause* c = ed.clause(std::string(id));
    ASSERT_NE(c, nullptr) << id;
    EXPECT_TRUE(!c->citations.empty() || !c->silent_reading.empty()) << id;
    for (const auto& cit : c->citations) EXPECT_TRUE(ed.rulebook.quotes(cit.line, cit.quote)) << id;
  }
}

TEST(SecretMoonEdition, AMisquotedLineIsRefusedWithItsPlace) {
  auto f = find_bundled("model/secret_moon/editions/secret-moon.yaml");
  ASSERT_TRUE(f.has_value());
  std::string text(f->text);
  const std::string good = "{ line: 27, quote: \"le jeu peut se jouer de 5 à 8 joueurs\" }";
  const size_t at = text.find(good);
  ASSERT_NE(at, std::string::npos);
  text.replace(at, good.size(), "{ line: 28, quote: \"le jeu peut se jouer de 5 à 8 joueurs\" }");
  try {
    load_edition(text, "model/secret_moon/editions/secret-moon.yaml");
    FAIL() << "a misquoted clause was accepted";
  } catch (const InputError& e) {
    EXPECT_NE(e.message().find("not found verbatim on line 28"), std::string::npos) << e.what();
    EXPECT_GT(e.mark().line, 0);
  }
}

std::string errors_with(const std::string& from, const std::string& to) {
  return errata::test::errors_when_edited(std::string(find_bundled("model/secret_moon/editions/secret-moon.yaml")->text), from, to,
                                  [](const std::string& text) { load_edition(text, "model/secret_moon/editions/secret-moon.yaml"); });
}

// Each wrong field is said once, at that field: not again as a missing
// character or a short box, which it is only because it was refused.
TEST(SecretMoonEdition, AWrongFieldIsSaidAtItsPlaceAndNowhereElse) {
  const std::string team = errors_with("count: 1, team: minister", "count: 1, team: moon");
  EXPECT_NE(team.find("character.team: expected princess or minister"), std::string::npos) << team;
  EXPECT_EQ(team.find("is missing"), std::string::npos) << team;
  EXPECT_EQ(team.find("character cards for"), std::string::npos) << team;
  const std::string players = errors_with("players: {min: 5, max: 8,", "players: {min: 5, max: 80,");
  EXPECT_NE(players.find("players.max: expected 2 to 8"), std::string::npos) << players;
  EXPECT_EQ(players.find("min <= max"), std::string::npos) << players;
  const std::string turns = errors_with("turn_cards: 8 ", "turn_cards: 99999999999 ");  // past the file's limit for any number
  EXPECT_NE(turns.find("turn_cards: expected 1 to 9"), std::string::npos) << turns;
}

// l.65: each player takes the markers of one colour; an edition seating more
// players than it has colours is refused (the engine models no player without).
TEST(SecretMoonEdition, FewerMarkerColoursThanPlayersIsRefused) {
  const std::string colours = errors_with("markers: { colours: 8,", "markers: { colours: 7,");
  EXPECT_NE(colours.find("markers.colours: 7 colours of player markers for up to 8 players"), std::string::npos) << colours;
}

// A character's line is the one presenting it (l.183: « La Princesse »).
TEST(SecretMoonEdition, ACharactersLineMustBeInTheRulebookAndNameIt) {
  const std::string past = errors_with("answer: silence, line: 183 }", "answer: silence, line: 100000 }");
  EXPECT_NE(past.find("character.line: line 100000 is outside secret-moon.fr.md"), std::string::npos) << past;
  const std::string other = errors_with("answer: silence, line: 183 }", "answer: silence, line: 191 }");  // « Le Ministre »
  EXPECT_NE(other.find("character.line: line 191 of secret-moon.fr.md does not name 'Princesse'"), std::string::npos) << other;
}

TEST(SecretMoonEdition, AClauseTheEngineCitesCannotBeLeftOut) {
  auto f = find_bundled("model/secret_moon/editions/secret-moon.yaml");
  std::string text(f->text);
  const size_t at = text.find("  turn.pass:");
  ASSERT_NE(at, std::string::npos);
  text.erase(at, text.find('\n', at) - at + 1);
  EXPECT_THROW(load_edition(text, "model/secret_moon/editions/secret-moon.yaml"), InputError);
}

TEST(SecretMoonEdition, ReadingsHaveTheirDefaultsAndRefuseUnknownOptions) {
  Edition ed = test::edition();
  EXPECT_EQ(ed.rules.inquire_marker, Rules::InquireMarker::answer_team);
  EXPECT_EQ(ed.choose("inquire.marker", "character-team"), "");
  EXPECT_EQ(ed.rules.inquire_marker, Rules::InquireMarker::character_team);
  EXPECT_NE(ed.choose("inquire.marker", "nobody"), "");
  EXPECT_NE(ed.choose("no.such.reading", "x"), "");
}

}  // namespace
}  // namespace errata::secret_moon
