// Input an attacker (or a slip) hands errata: each one broke errata once
// (issue 12) and must now end at once in a located one-line error. The same
// inputs are kept in fuzz/regression/ and replayed through the fuzz targets.
#include <gtest/gtest.h>

#include <string>

#include "checker/love_letter/edition_catalog.h"
#include "checker/scenario/scenario_loader.h"
#include "model/core/input_error.h"
#include "model/core/yaml_reader.h"
#include "model/core/bundled_files.h"
#include "model/love_letter/edition_loader.h"
#include "model/love_letter/state.h"
#include "model/loser/edition_loader.h"
#include "model/secret_moon/edition_loader.h"
#include "support.h"

namespace errata {
namespace {

std::string scenario_error(const std::string& text) {
  try {
    load_scenarios(text, "s.yaml");
  } catch (const InputError& e) {
    return e.what();
  }
  return "(no error)";
}

std::string edition_error(const std::string& text) {
  try {
    love_letter::load_edition(text, "e.yaml", test::catalog().finder());
  } catch (const InputError& e) {
    return e.what();
  }
  return "(no error)";
}

// yaml-cpp 0.7.0's LoadAll starts an empty document at a stray ',' for ever
// (upstream issue 1040): the guard stops at the second start in one place.
TEST(HostileInput, AOneByteCommaIsMalformedYamlAtOnce) {
  EXPECT_EQ(scenario_error(","), "s.yaml:1:1: error: malformed YAML: unexpected text here");
  EXPECT_EQ(edition_error(","), "e.yaml:1:1: error: malformed YAML: unexpected text here");
}

// Both looped for ever in yaml-cpp 0.7.0's LoadAll.
TEST(HostileInput, ACommaStartingAWrappedCommentLineOrALaterDocumentIsMalformedYaml) {
  EXPECT_EQ(scenario_error("# a comment that wraps\n, onto a line of its own\n"),
            "s.yaml:2:1: error: malformed YAML: unexpected text here");
  EXPECT_EQ(scenario_error("name: x\n---\n,\n"), "s.yaml:3:1: error: malformed YAML: unexpected text here");
}

TEST(HostileInput, WellFormedStreamsStillLoadEveryDocument) {
  // Empty documents, a document end marker and flow collections: the guard
  // must not take a real stream for a loop.
  EXPECT_EQ(load_yaml_documents("---\n---\na: 1\n...\n---\n[1, 2]\n", "f.yaml").size(), 3u);
  EXPECT_EQ(load_yaml_documents("", "f.yaml").size(), 0u);
}

TEST(HostileInput, AnEmptyMapIsAScenarioWithoutAName) {
  EXPECT_EQ(scenario_error("{}\n"), "s.yaml:1:1: error: scenario: missing required key 'name'");
}

const char* kManyGuards = R"(id: many-guards
base: love-letter-2019
readings:
  - id: composition.total
    clauses: [setup.cards]
    lines: [11, 19, 141]
    says: "More Guards."
    options:
      stated: { says: "As stated." }
      many: { says: "More Guards.", counts: { guard: COUNT } }
    default: DEFAULT
)";

std::string many_guards(const std::string& count, const std::string& default_option) {
  std::string text = kManyGuards;
  text.replace(text.find("COUNT"), 5, count);
  text.replace(text.find("DEFAULT"), 7, default_option);
  return text;
}

// 60 Guards and the 2019 deck's 15 other cards: 75, more than State's 64 slots.
TEST(HostileInput, AReadingsTotalBeyondTheStateIsRefusedWithTheLimit) {
  ASSERT_EQ(love_letter::kMaxCards, 64);
  EXPECT_EQ(edition_error(many_guards("60", "many")), "e.yaml:1:1: error: the deck holds 75 cards; the model holds at most 64");
}

// Counts that an 8-bit count would have wrapped (200 -> -56, 1000000 -> 64).
TEST(HostileInput, AReadingsCountBeyondEightBitsIsRefusedWhereItIsWritten) {
  for (const std::string n : {"200", "1000000", "-1"})
    EXPECT_EQ(edition_error(many_guards(n, "many")),
              "e.yaml:10:54: error: reading option.counts: expected 0 to 64 copies, got " + n)
        << n;
}

// --reading can take any option later: each one is checked at load.
TEST(HostileInput, AnOptionThatIsNotTheDefaultIsCheckedToo) {
  EXPECT_EQ(edition_error(many_guards("55", "stated")),
            "e.yaml:10:13: error: reading 'composition.total' option 'many': the deck holds 70 cards; the model holds at most 64");
}

// The bundled file `name` with `from` replaced by `to` (which must be there).
std::string bundled_with(const std::string& name, const std::string& from, const std::string& to) {
  std::string text(find_bundled(name)->text);
  const auto at = text.find(from);
  if (at == std::string::npos) return "(not found: " + from + ")";
  return text.replace(at, from.size(), to);
}

template <typename Load>
std::string error_of(Load load, const std::string& text) {
  try {
    load(text, "e.yaml", {}, {});
  } catch (const InputError& e) {
    return e.what();
  }
  return "(no error)";
}

// Secret Moon seats up to 8 players: each takes a turn-order card (l.37).
TEST(HostileInput, SecretMoonTurnCardsFewerThanSeatsAreRefused) {
  EXPECT_EQ(error_of(secret_moon::load_edition, bundled_with("secret-moon.yaml", "turn_cards: 8 ", "turn_cards: 7 ")),
            "e.yaml:25:13: error: turn_cards: 7 turn-order cards for up to 8 players; every player takes one");
}

// One Guard instead of four: 5 cards, one of them removed at 5 players.
TEST(HostileInput, SecretMoonCharactersFewerThanSeatsAreRefused) {
  const std::string text = bundled_with("secret-moon.yaml", "count: 4,", "count: 1,");
  EXPECT_EQ(error_of(secret_moon::load_edition, text),
            "e.yaml:19:3: error: characters: 4 character cards for 5 players; every player takes one");
}

// Loser's 3-player row deals 3 x 4 + 4 + 3 = 19 potions, all there are; one
// more card in each hand would deal 22.
TEST(HostileInput, LoserDealRowsBeyondThePotionsAreRefused) {
  const std::string text = bundled_with("loser.yaml", "{ players: 3, hand: 4,", "{ players: 3, hand: 5,");
  EXPECT_EQ(error_of(loser::load_edition, text), "e.yaml:30:5: error: deal_table row: deals 22 potions; the edition has 19");
}

TEST(HostileInput, AValueWithANewlineStaysOnOneLine) {
  const std::string e = scenario_error("name: x\ngame: \"love\\nletter\"\nsetup: {players: [A]}\n");
  EXPECT_EQ(e.find('\n'), std::string::npos) << e;
  EXPECT_NE(e.find("unknown game 'love\\nletter'"), std::string::npos) << e;
}

// The check is one pass with a set: a large table is read in linear time
// (100,000 players took 10 s before; a file now holds at most 100,000 YAML
// values, so the table is the largest a file can hold). The test asserts the outcome only.
TEST(HostileInput, TheSecondSeatOfAPlayerIsNamedInALargeTable) {
  std::string players;
  for (int i = 0; i < 99000; ++i) players += "P" + std::to_string(i) + ", ";
  players += "P98999";
  const std::string e = scenario_error("name: x\ngame: love-letter\nsetup: {players: [" + players + "]}\n");
  EXPECT_NE(e.find("'P98999' is seated twice"), std::string::npos) << e.substr(0, 200);
}

}  // namespace
}  // namespace errata
