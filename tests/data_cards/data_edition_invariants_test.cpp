// The invariants of real play (model/love_letter/reachability) hold of
// editions whose cards are written as data, as they hold of the bundled
// cards: random legal play of the real-cards editions (tests/editions/) and
// of drawn data editions (drawn_data_editions.h) reaches no state that
// breaks one, and the invariants a card's effect changes follow its effect
// (a card that protects, that makes its holder leave when discarded, that
// wins a token, that makes a player discard), each case from the rules text
// the edition cites.
#include <gtest/gtest.h>

#include <string>

#include "../cli_fixture.h"
#include "../support.h"
#include "drawn_data_editions.h"
#include "model/love_letter/data_cards/data_roles.h"
#include "model/love_letter/edition_loader.h"
#include "model/love_letter/reachability.h"
#include "props/love_letter/random_games.h"

namespace errata::test {
namespace {

using love_letter::Edition;
using love_letter::State;

const std::string kEditions = std::string(ERRATA_SOURCE_DIR) + "/tests/editions/";

Edition real_cards(const std::string& file) { return love_letter::load_edition(slurp(kEditions + file), kEditions + file, catalog().finder()); }

// The first rule `games` random games of `ed` break, at every player count it seats.
std::string random_play_problem(const Edition& ed, int games, uint64_t seed) {
  for (int g = 0; g < games; ++g) {
    const int players = ed.min_players + g % (ed.max_players - ed.min_players + 1);
    if (auto why = props::random_game_problem(ed, players, seed * 1000 + static_cast<uint64_t>(g))) return *why;
  }
  return "";
}

TEST(DataEditionInvariants, RandomPlayOfTheRealCardsEditionsBreaksNone) {
  for (const char* file : {"batman/batman.yaml", "own-cards/own-cards.yaml"}) {
    const Edition ed = real_cards(file);
    EXPECT_EQ(random_play_problem(ed, 400, 11), "") << file;
  }
}

TEST(DataEditionInvariants, RandomPlayOfDrawnDataEditionsBreaksNone) {
  for (uint64_t seed = 1; seed <= 40; ++seed) {
    std::string changed;
    const Edition ed = drawn_data_edition(seed, &changed);
    EXPECT_EQ(random_play_problem(ed, 25, seed), "") << ed.id << " (" << changed << ")";
  }
}

std::vector<std::string> broken_names(const State& s, const Edition& ed) {
  std::vector<std::string> out;
  for (const auto* inv : love_letter::broken_invariants(s, ed)) out.emplace_back(inv->name);
  return out;
}

// own-cards (rules.md l.61-63): La Messagère protects its player as a
// Handmaid would, so a player whose last discard is La Messagère may be
// protected; one whose last discard is a Priest may not.
TEST(DataEditionInvariants, AProtectionFollowsACardAsDataThatProtects) {
  const Edition ed = real_cards("own-cards/own-cards.yaml");
  const Role messagere = *love_letter::registered_data_role("messagere");
  State s = deal({Role::guard, Role::king, Role::baron}, {Role::prince});
  s.to_move = 0;
  s.discards[1].add(messagere);
  s.protected_players = love_letter::only(1);
  EXPECT_TRUE(broken_names(s, ed).empty());
  s.discards[1].add(Role::priest);
  EXPECT_EQ(broken_names(s, ed), std::vector<std::string>{"protected-played-handmaid"});
}

// batman (rules.md l.41-42, 71): Batman wins its player a token at once, and
// the game ends only with the round: a player who played Batman may hold
// seven tokens while the round goes on; one who played none may not.
TEST(DataEditionInvariants, TokensWonByACardAsDataMayPassTheWinBeforeTheRoundEnds) {
  const Edition ed = real_cards("batman/batman.yaml");
  State s = deal({Role::priest, Role::baron}, {Role::prince});
  s.to_move = 0;
  s.tokens[1] = 7;
  s.discards[0].add(Role::handmaid);
  s.discards[1].add(Role::handmaid);
  EXPECT_EQ(broken_names(s, ed), std::vector<std::string>{"no-winner-before-game-end"});
  s.discards[1].remove(Role::handmaid);
  s.discards[1].add(Role::guard);
  EXPECT_TRUE(broken_names(s, ed).empty());
}

// own-cards (l.64-66): Le Mécène puts its player out of the round, her other
// card with her: one discard beyond the turn's play, as a Princess makes.
TEST(DataEditionInvariants, ACardAsDataThatPutsItsPlayerOutAccountsForADiscard) {
  const Edition ed = real_cards("own-cards/own-cards.yaml");
  const Role mecene = *love_letter::registered_data_role("mecene");
  State s = deal({Role::guard, Role::none}, {Role::prince});
  s.to_move = 0;
  s.eliminated = love_letter::only(1);
  s.discards[1].add(mecene);
  s.discards[1].add(Role::king);
  EXPECT_EQ(love_letter::piles_problem(s, ed), std::nullopt);
  s.discards[1].remove(mecene);
  s.discards[1].add(Role::handmaid);
  EXPECT_NE(love_letter::piles_problem(s, ed), std::nullopt) << "a Handmaid makes nobody discard";
}

}  // namespace
}  // namespace errata::test
