// What the SMT encodings assume about a state of real play
// (checker/love_letter/smt/real_play.h) is named by the invariants of
// model/love_letter/reachability, and holds in every state random play
// reaches, under bundled and random user editions: the round-end assumptions
// at the end of every turn (before the engine decides whether the round
// ends), the play assumptions at the start of every turn (the player to
// move having drawn), the state put in the encodings' variables.
//
// `make test` plays 60 games (3 s); by hand, more: ERRATA_REAL_PLAY_GAMES=5000
// build/tests/errata_tests --gtest_filter='SmtRealPlay.*'.
#include <gtest/gtest.h>

#include <cstdlib>
#include <set>

#include "checker/love_letter/smt/completion.h"
#include "checker/love_letter/smt/real_play_values.h"
#include "checker/love_letter/smt/real_play.h"
#include "checker/love_letter/smt/witness.h"
#include "cli_fixture.h"
#include "data_cards/drawn_data_editions.h"
#include "drawn_editions.h"
#include "model/love_letter/edition_loader.h"
#include "model/love_letter/random_play.h"
#include "model/love_letter/reachability.h"

namespace errata::test {
namespace {

using love_letter::Edition;
using love_letter::Engine;
using love_letter::Rules;

// The assumptions `assumed` breaks with the unknowns `from` put to `to`.
std::string broken(const std::vector<smt::Assumed>& assumed, const z3::expr_vector& from, const z3::expr_vector& to) {
  std::string out;
  for (const auto& a : assumed) {
    z3::expr v = a.formula;
    v = v.substitute(from, to).simplify();
    if (!v.is_true()) out += std::string(out.empty() ? "" : ", ") + std::string(a.invariant);
  }
  return out;
}

std::vector<Role> roles_of(const Edition& ed) {
  std::vector<Role> roles;
  for (const auto& card : ed.cards) roles.push_back(card.role);
  std::sort(roles.begin(), roles.end());
  return roles;
}

// One game's symbolic states and their assumptions, built once; each state
// reached is put in their variables.
struct Encoded {
  z3::context& c;
  const Edition& ed;
  smt::SymbolicRound round;
  smt::SymbolicPlay play;
  std::vector<smt::Assumed> at_end, at_start;
  Encoded(z3::context& ctx, const Edition& e, int players)
      : c(ctx), ed(e), round(ctx, players, roles_of(e)), play(ctx, players),
        at_end(smt::round_assumptions(round, e)), at_start(smt::play_assumptions(play, e, roles_of(e))) {}

  // A state at the end of a turn, before the round's end is decided.
  std::string round_broken(const State& st) {
    const smt::RealPlayValues v = smt::round_values(round, st);
    return broken(at_end, v.unknowns, v.values);
  }

  // A state at the start of a turn (the player to move has drawn), seats
  // turned so that she is seat 0 (checker/love_letter/smt/real_play_values.h).
  std::string play_broken(const State& st) {
    const smt::RealPlayValues v = smt::play_values(play, st);
    return broken(at_start, v.unknowns, v.values);
  }
};

TEST(SmtRealPlay, EveryAssumptionIsANamedInvariantThatHoldsWhereTheEncodingLooks) {
  for (const auto& id : catalog().ids()) {
    const Edition& ed = *catalog().find(id);
    z3::context c;
    std::set<std::string_view> names;
    smt::SymbolicRound r(c, ed.min_players, roles_of(ed));
    for (const auto& a : smt::round_assumptions(r, ed)) {
      EXPECT_TRUE(names.insert(a.invariant).second) << a.invariant << " twice";
      EXPECT_FALSE(love_letter::reachability_invariant(a.invariant).between_turns_only) << a.invariant;
    }
    names.clear();
    smt::SymbolicPlay p(c, ed.min_players);
    for (const auto& a : smt::play_assumptions(p, ed, roles_of(ed)))
      EXPECT_TRUE(names.insert(a.invariant).second) << a.invariant << " twice";
  }
}

// Random play of `ed` from `seed`: every turn's start meets the play
// assumptions, every turn's end the round-end ones.
void expect_real_play_meets_assumptions(const Edition& ed, uint64_t seed, const std::string& text) {
  const Engine engine(ed);
  Rng rng(seed * 7919);
  const int players = ed.min_players + static_cast<int>(rng.below(static_cast<uint32_t>(ed.max_players - ed.min_players + 1)));
  State s = love_letter::first_round(engine, players, 0, rng);
  z3::context c;
  Encoded encoded(c, ed, players);
  for (int turn = 0; turn < 200 && !s.round_over; ++turn) {
    engine.start_turn(s, nullptr);
    const std::string at_start = encoded.play_broken(s);
    ASSERT_EQ(at_start, "") << ed.id << " seed " << seed << ", a turn's start\n" << text;
    love_letter::Action a;
    ASSERT_TRUE(engine.random_legal_play(s, rng, a));
    State end = s;
    ASSERT_EQ(engine.resolve(end, a, nullptr), love_letter::Rejection::none);
    // (A turn that ended the game at once leaves the round no end to decide.)
    if (end.in_round() != 0 && !end.game_over) {
      ASSERT_EQ(encoded.round_broken(end), "") << ed.id << " seed " << seed << ", a turn's end\n" << text;
    }
    ASSERT_EQ(engine.play(s, a, nullptr), love_letter::Rejection::none);
  }
}

TEST(SmtRealPlay, EveryStateRandomPlayReachesMeetsTheEncodingsAssumptions) {
  const char* env = std::getenv("ERRATA_REAL_PLAY_GAMES");
  const uint64_t games = env ? std::stoull(env) : 60;
  for (uint64_t seed = 1; seed <= games; ++seed) {
    std::string text;
    const Edition ed = drawn_edition(seed, &text);
    expect_real_play_meets_assumptions(ed, seed, text);
  }
}

// The same of editions whose cards are written as data: the real-cards
// editions (a card that protects, one that wins a token, one that puts its
// player out) and drawn data editions (tests/data_cards/drawn_data_editions.h).
TEST(SmtRealPlay, EveryStateRandomPlayReachesMeetsTheEncodingsAssumptionsWithCardsAsData) {
  const char* env = std::getenv("ERRATA_REAL_PLAY_GAMES");
  const uint64_t games = env ? std::stoull(env) : 60;
  const std::string editions = std::string(ERRATA_SOURCE_DIR) + "/tests/editions/";
  for (const char* file : {"batman/batman.yaml", "own-cards/own-cards.yaml"}) {
    const Edition ed = love_letter::load_edition(slurp(editions + file), editions + file, catalog().finder());
    for (uint64_t seed = 1; seed <= games / 2; ++seed) expect_real_play_meets_assumptions(ed, seed, file);
  }
  for (uint64_t seed = 1; seed <= games; ++seed) {
    std::string changed;
    const Edition ed = drawn_data_edition(seed, &changed);
    expect_real_play_meets_assumptions(ed, seed, changed);
  }
}

// What a diff shows without a search (real_play_values.h): every bundled
// edition's first turn is a play state, and the end of its first round's
// last turn a round-end state, that its own encodings accept, whole deal
// completable. A first round starts with no favor token held, and hands out
// far fewer than 20 before it ends, so nothing it deals shows more; and an
// edition seats no more than its table says.
TEST(SmtRealPlay, AFirstTurnOfRealPlayShowsThatAPlayStateExists) {
  for (const auto& id : catalog().ids()) {
    const Edition& ed = *catalog().find(id);
    z3::context c;
    const smt::SymbolicPlay s(c, ed.min_players);
    const z3::expr some_state = smt::play_well_formed(s, ed, roles_of(ed)) && smt::play_completable(s, ed, roles_of(ed));
    EXPECT_TRUE(smt::shown_by_real_play(ed, s, some_state)) << id;
    EXPECT_FALSE(smt::shown_by_real_play(ed, s, some_state && s.tokens[0] > 0)) << id;
    const smt::SymbolicRound r(c, ed.min_players, roles_of(ed));
    const z3::expr some_end = smt::well_formed(r, ed) && smt::round_completable(r, ed);
    EXPECT_TRUE(smt::shown_by_real_play(ed, r, some_end)) << id;
    EXPECT_FALSE(smt::shown_by_real_play(ed, r, some_end && r.tokens[0] > 20)) << id;
  }
  const Edition& classic = *catalog().find("love-letter-2019-classic");
  ASSERT_EQ(classic.max_players, 4);
  z3::context c;
  EXPECT_FALSE(smt::shown_by_real_play(classic, smt::SymbolicPlay(c, 5), c.bool_val(true)));
  EXPECT_FALSE(smt::shown_by_real_play(classic, smt::SymbolicRound(c, 5, roles_of(classic)), c.bool_val(true)));
}

}  // namespace
}  // namespace errata::test

namespace errata::test {
namespace {

using love_letter::Edition;

// A witness replays as `errata run --strict` runs it: a setup no real play
// reaches (Bo protected without a Handmaid played: handmaid.protect) shows
// nothing, though the engine accepts it.
TEST(SmtRealPlay, AWitnessNoRealPlayReachesDoesNotReplay) {
  const std::string setup = "setup: {players: [Ana, Bo], hands: {Ana: guard, Bo: priest}, deck: [baron, handmaid, king, prince]";
  const std::string tail = "}\nexpect: {round_over: false}\n";
  const std::string head = "name: a state of real play or not\ngame: love-letter\neditions: [love-letter-2019]\n";
  const Edition& ed = *catalog().find("love-letter-2019");
  EXPECT_EQ(smt::replay(head + setup + tail, {&ed}, catalog()), "");
  const std::string why = smt::replay(head + setup + ", protected: [Bo]" + tail, {&ed}, catalog());
  EXPECT_NE(why.find("(strict): no real play reaches this setup: it breaks protected-played-handmaid"), std::string::npos) << why;
}

}  // namespace
}  // namespace errata::test
