// A translator's edition of each game, loaded with --edition-file (issue 25):
// the file goes to the loader of the game its `game:` (or its `base:`) names,
// starts from the bundled edition and says only what differs, and every verb
// sees it. The changed rule is played as the changed text would have it.
#include <gtest/gtest.h>

#include <sstream>
#include <vector>

#include "cli_fixture.h"

namespace errata {
namespace {

using test::Cli;
using test::errata;
using test::has;

// Loser with one rule changed: potion 15 is blue (the text, l.86 and l.92,
// makes it red: « ROUGE (1, 15-19) », « BLEU (2-14) »).
const char* kLoser15Blue = R"(id: loser-15-blue
base: loser
title: Loser, potion 15 blue
components:
  red: [1, 16, 17, 18, 19]
  blue: [2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15]
)";

// Ana plays potion 15 with neither spell nor action: `expect` says what follows.
std::string loser_plays_15(const std::string& edition, const std::string& expect) {
  return "name: Ana plays potion 15 alone\ngame: loser\neditions: [" + edition +
         "]\nclauses: [potion.red, potion.blue]\nsetup:\n  players: [Ana, Bo, Cy]\n  spells: { Ana: [s1] }\n"
         "  hands: { Ana: [2, 5, 9, 15], Bo: [3, 6, 10, 17], Cy: [4, 7, 11, 18] }\n  face_up: [8, 12, 13, 14]\n"
         "  face_down: [1, 16, 19]\nsteps:\n  - { turn: Ana, potion: 15, expect: " + expect + " }\n";
}

TEST_F(Cli, ALoserEditionStartsFromTheBundledOneAndEveryVerbSeesIt) {
  const std::string file = " --edition-file " + write("loser-15-blue.yaml", kLoser15Blue);
  const auto editions = errata("editions" + file);
  EXPECT_EQ(editions.code, 0) << editions.text;
  EXPECT_TRUE(has(editions, "loser-15-blue")) << editions.text;
  EXPECT_TRUE(has(editions, "starts from loser")) << editions.text;
  // The rest of the box is the base's: 19 potions, 3-6 players (loser.fr.md l.23, l.54 table).
  EXPECT_TRUE(has(editions, "3-6 players, 19 potions")) << editions.text;

  EXPECT_EQ(errata("check loser-15-blue" + file).code, 0);

  // Red goes face down and ends the turn (l.86); blue asks for a spell or an action (l.92-94).
  const auto red = errata("run" + file + " " + write("red.yaml", loser_plays_15("loser", "{ played: { Ana: [15] }, to_move: Bo }")));
  EXPECT_EQ(red.code, 0) << red.text;
  const auto blue = errata("run" + file + " " +
                           write("blue.yaml", loser_plays_15("loser-15-blue", "{ error: spell-or-action-required }")));
  EXPECT_EQ(blue.code, 0) << blue.text;
  const auto wrong = errata("run" + file + " " + write("wrong.yaml", loser_plays_15("loser-15-blue", "{ to_move: Bo }")));
  EXPECT_EQ(wrong.code, 1) << wrong.text;

  const auto cards = errata("cards --game loser" + file);
  EXPECT_EQ(cards.code, 0) << cards.text;
  EXPECT_TRUE(has(cards, "red potions\t1, 15-19\t1, 16-19")) << cards.text;
  EXPECT_TRUE(has(cards, "blue potions\t2-14\t2-15")) << cards.text;
}

// errata diff between two Loser editions: each setting the engine decides by
// compared, a divergence replayed under both (one document each).
TEST_F(Cli, DiffBetweenLoserEditionsShowsTheChangedRuleWithAReplayedWitness) {
  const std::string file = " --edition-file " + write("loser-15-blue.yaml", kLoser15Blue);
  const auto o = errata("diff loser loser-15-blue" + file + " --out " + (dir / "out").string());
  EXPECT_EQ(o.code, 1) << o.text;
  EXPECT_TRUE(has(o, "error: divergence [divergence:loser:loser-15-blue:potion.colour]")) << o.text;
  EXPECT_TRUE(has(o, "Potion 15 is red under loser and blue under loser-15-blue")) << o.text;
  EXPECT_TRUE(has(o, "replayed by the models")) << o.text;
  // Nothing else differs: the seats (« 3-6 joueurs », l.15), the deal table and the spell cards are the same
  // settings, said as info (a settings comparison is no proof: neither unsat nor an enumeration).
  EXPECT_TRUE(has(o, "findings: 4 (1 error, 0 warnings, 3 info), 0 inconclusive, 0 decisions proven equal")) << o.text;
  // The witness replays as a scenario: each document passes under its own edition.
  const auto replay = errata("run" + file + " " + (dir / "out" / "witnesses").string());
  EXPECT_EQ(replay.code, 0) << replay.text;
  EXPECT_TRUE(has(replay, "2 passed, 0 failed")) << replay.text;

  // A four-player Loser: a table of three is seated by the text (3 to 6) and refused by it.
  const std::string four = " --edition-file " + write("four.yaml", "id: loser-four\nbase: loser\nplayers: {min: 4}\n");
  const auto seats = errata("diff loser loser-four" + four);
  EXPECT_EQ(seats.code, 1) << seats.text;
  EXPECT_TRUE(has(seats, "A table of 3 players is seated by loser (3 to 6) but refused by loser-four.")) << seats.text;

  // An edition that changes nothing hands the engine the same value of every setting (info, no proof).
  const std::string same = " --edition-file " + write("same.yaml", "id: loser-same\nbase: loser\n");
  const auto alike = errata("diff loser loser-same" + same);
  EXPECT_EQ(alike.code, 0) << alike.text;
  EXPECT_TRUE(has(alike, "findings: 4 (0 errors, 0 warnings, 4 info), 0 inconclusive, 0 decisions proven equal")) << alike.text;
}

// Secret Moon in two rounds: the text's game lasts three (l.75), after which the Princess's team wins (l.160).
TEST_F(Cli, ASecretMoonEditionOfTwoRoundsEndsAfterTheSecond) {
  const std::string file = " --edition-file " + write("two.yaml", "id: secret-moon-two-rounds\nbase: secret-moon\nrounds: 2\n");
  const std::string round = "  - {turn: Ana, action: pass}\n  - {turn: Bo, action: pass}\n  - {turn: Cy, action: pass}\n"
                            "  - {turn: Dee, action: pass}\n  - {turn: Eve, action: pass}\n";
  const std::string game = "name: everybody passes\ngame: secret-moon\neditions: [secret-moon-two-rounds]\nsetup:\n"
                           "  players: [Ana, Bo, Cy, Dee, Eve]\n"
                           "  characters: {Ana: guard, Bo: princess, Cy: minister, Dee: traveler, Eve: priest}\n"
                           "  npcs: [guard, guard]\n  removed: guard\n  turn_cards: {Ana: 1, Bo: 2, Cy: 3, Dee: 4, Eve: 5}\n"
                           "steps:\n" + round + "  - new_round: {turn_cards: {Ana: 1, Bo: 2, Cy: 3, Dee: 4, Eve: 5}}\n" + round;
  const auto o = errata("run" + file + " " + write("g.yaml", game + "expect: {round: 2, game_over: true, winning_team: princess}\n"));
  EXPECT_EQ(o.code, 0) << o.text;
  const auto cards = errata("cards --game secret-moon" + file);
  EXPECT_TRUE(has(cards, "rounds\t3\t2")) << cards.text;
}

// errata diff between two Secret Moon editions: the two-round edition's game is
// over after round 2 of passes, won by the Princess's team (l.160), the
// text's goes on to a third round (l.75); both documents of the witness replay.
TEST_F(Cli, DiffBetweenSecretMoonEditionsShowsTheRoundsWithAReplayedWitness) {
  const std::string file = " --edition-file " + write("two.yaml", "id: secret-moon-two-rounds\nbase: secret-moon\nrounds: 2\n");
  const auto o = errata("diff secret-moon secret-moon-two-rounds" + file + " --out " + (dir / "out").string());
  EXPECT_EQ(o.code, 1) << o.text;
  EXPECT_TRUE(has(o, "error: divergence [divergence:secret-moon:secret-moon-two-rounds:game.rounds]")) << o.text;
  EXPECT_TRUE(has(o, "replayed by the models")) << o.text;
  const auto replay = errata("run" + file + " " + (dir / "out" / "witnesses").string());
  EXPECT_EQ(replay.code, 0) << replay.text;
  EXPECT_TRUE(has(replay, "2 passed, 0 failed")) << replay.text;
  // Five players: seated by the text (« de 5 à 8 joueurs », l.27), refused by an edition for 6 to 8.
  const std::string six = " --edition-file " + write("six.yaml", "id: secret-moon-six\nbase: secret-moon\nplayers: {min: 6}\n");
  EXPECT_TRUE(has(errata("diff secret-moon secret-moon-six" + six),
                  "A table of 5 players is seated by secret-moon (5 to 8) but refused by secret-moon-six."));
  const std::string same = " --edition-file " + write("same.yaml", "id: secret-moon-same\nbase: secret-moon\n");
  const auto alike = errata("diff secret-moon secret-moon-same" + same);
  EXPECT_EQ(alike.code, 0) << alike.text;
  EXPECT_TRUE(has(alike, "findings: 6 (0 errors, 0 warnings, 6 info), 0 inconclusive, 0 decisions proven equal")) << alike.text;
}

// The number after `"key": ` in `json` (0 when missing).
long json_number(const std::string& json, const std::string& key) {
  const auto at = json.find("\"" + key + "\": ");
  return at == std::string::npos ? 0 : std::stol(json.substr(at + key.size() + 4));
}

// errata simulate for Secret Moon: the Princess's team wins exactly the games
// that end with the Minister captured (l.161) or the third round over (l.160);
// the Minister's team those with the Princess captured (l.162) or the Princess
// and the Traveler revealed (l.163). A two-round edition's games last at most two.
TEST_F(Cli, SimulateSecretMoonCountsEachTeamsWinsByHowTheGamesEnd) {
  const std::string file = " --edition-file " + write("two.yaml", "id: secret-moon-two-rounds\nbase: secret-moon\nrounds: 2\n");
  for (const std::string edition : {"secret-moon", "secret-moon-two-rounds"}) {
    const auto o = errata("simulate --edition " + edition + " --players 6 --games 300 --seed 7 --format json" + file);
    ASSERT_EQ(o.code, 0) << o.text;
    EXPECT_EQ(json_number(o.text, "games"), 300) << o.text;
    EXPECT_EQ(json_number(o.text, "broken_games"), 0) << o.text;
    EXPECT_EQ(json_number(o.text, "princess"), json_number(o.text, "the Minister captured") + json_number(o.text, "the last round over"))
        << o.text;
    EXPECT_EQ(json_number(o.text, "minister"),
              json_number(o.text, "the Princess captured") + json_number(o.text, "the Princess and the Traveler revealed"))
        << o.text;
    EXPECT_GT(json_number(o.text, "the last round over"), 0) << o.text;
    // A game that ends with its last round over lasted all its rounds (3, l.75; 2 in the other edition).
    EXPECT_EQ(has(o, "\"3\": "), edition == "secret-moon") << o.text;
    // The same seed plays the same games.
    EXPECT_EQ(errata("simulate --edition " + edition + " --players 6 --games 300 --seed 7 --format json" + file).text, o.text);
  }
}

// The numbers of `"key": [a, b, ...]` in `json`.
std::vector<long> json_list(const std::string& json, const std::string& key) {
  std::vector<long> out;
  const auto at = json.find("\"" + key + "\": [");
  if (at == std::string::npos) return out;
  std::istringstream in(json.substr(at + key.size() + 5, json.find(']', at) - at - key.size() - 5));
  for (std::string n; std::getline(in, n, ',');) out.push_back(std::stol(n));
  return out;
}

// errata simulate for Loser, derived from the text: each round has one loser
// (l.126) who turns one character card to its frog side (l.142); the game
// ends when a player's two cards are frogs, and she alone loses it (l.156-158):
// so frog cards = rounds, one lost game a game, and 2 to players + 1 rounds.
TEST_F(Cli, SimulateLoserCountsFrogsRoundsAndVoteOutcomesAsTheTextDecides) {
  const std::string file = " --edition-file " + write("loser-15-blue.yaml", kLoser15Blue);
  for (const std::string edition : {"loser", "loser-15-blue"}) {
    const int players = 4;
    const auto o = errata("simulate --edition " + edition + " --players 4 --games 200 --seed 3 --format json" + file);
    ASSERT_EQ(o.code, 0) << o.text;
    EXPECT_EQ(json_number(o.text, "broken_games"), 0) << o.text;
    const auto frogs = json_list(o.text, "frog_cards_by_seat"), lost = json_list(o.text, "games_lost_by_seat");
    ASSERT_EQ(frogs.size(), 4u) << o.text;
    long frog_cards = 0, games_lost = 0, rounds = 0, games = 0;
    for (long f : frogs) frog_cards += f;
    for (long l : lost) games_lost += l;
    for (int r = 0; r <= 20; ++r) {
      const long n = json_number(o.text.substr(o.text.find("rounds_per_game")), std::to_string(r));
      if (n && (r < 2 || r > players + 1)) ADD_FAILURE() << r << " rounds in a game of " << players << "\n" << o.text;
      rounds += r * n;
      games += n;
    }
    EXPECT_EQ(games, 200) << o.text;
    EXPECT_EQ(games_lost, 200) << o.text;
    EXPECT_EQ(frog_cards, rounds) << o.text;
    EXPECT_EQ(json_number(o.text, "frog.flip"), rounds) << o.text;
    EXPECT_EQ(json_number(o.text, "loser.one"), rounds) << o.text;
    EXPECT_EQ(json_number(o.text, "game.loser"), 200) << o.text;
  }
}

TEST_F(Cli, AnEditionFileNamesItsGame) {
  const auto none = errata("editions --edition-file " + write("none.yaml", "id: mine\nrulebook: r.md\n"));
  EXPECT_EQ(none.code, 2);
  EXPECT_TRUE(has(none, "none.yaml:1:1: error: the edition file names no game: give `game:` (love-letter, loser or secret-moon)"))
      << none.text;
  const auto typo = errata("editions --edition-file " + write("typo.yaml", "id: mine\ngame: losr\n"));
  EXPECT_EQ(typo.code, 2);
  EXPECT_TRUE(has(typo, "typo.yaml:2:7: error: game: no game 'losr' (did you mean 'loser'?)")) << typo.text;
  // An id is taken once across games.
  const auto taken = errata("editions --edition-file " + write("taken.yaml", "id: loser\nbase: secret-moon\n"));
  EXPECT_EQ(taken.code, 2);
  EXPECT_TRUE(has(taken, "taken.yaml:1:5: error: id: 'loser' is already the id of a")) << taken.text;
  // A game and a base of another game: the base is named for what it is.
  const auto crossed = errata("editions --edition-file " + write("crossed.yaml", "id: mine\ngame: loser\nbase: love-letter-2019\n"));
  EXPECT_EQ(crossed.code, 2);
  EXPECT_TRUE(has(crossed, "crossed.yaml:3:7: error: base: 'love-letter-2019' is an edition of love-letter, and this file's game is loser"))
      << crossed.text;
}

}  // namespace
}  // namespace errata
