// Data twins (issue 41): each bundled Love Letter edition whose cards the
// vocabulary can state has a twin in tests/data_cards/twins/ that gives every
// card its effect as data. Played from the same seeds, native and twin must
// offer the same legal plays, reach the same states, and decide by the same
// clauses, turn by turn, to the game's end: 2,000 games an edition in the
// test binary's own run, 100,000 in ctest's data-twins/100000-games
// (ERRATA_TWIN_GAMES sets the count).
#include <gtest/gtest.h>

#include <cstdlib>
#include <filesystem>
#include <fstream>
#include <sstream>

#include "model/love_letter/edition_loader.h"
#include "model/love_letter/random_play.h"
#include "../cli_fixture.h"
#include "../support.h"
#include "native_twins.h"

namespace errata::test {
namespace {

using namespace love_letter;

const std::string kTwins = std::string(ERRATA_SOURCE_DIR) + "/tests/data_cards/twins";

// Every twin file, from the folder: NAME-data.yaml is NAME's twin.
std::vector<std::string> twin_files() {
  std::vector<std::string> out;
  for (const auto& e : std::filesystem::directory_iterator(kTwins))
    if (e.path().filename().string().ends_with("-data.yaml")) out.push_back(e.path().string());
  std::sort(out.begin(), out.end());
  return out;
}

std::vector<std::string> clauses_of(const Trace& t) {
  std::vector<std::string> out;
  for (const auto& e : t.events) out.push_back(e.clause);
  return out;
}

struct Pair {
  const Engine& native;
  const Engine& twin;
};

// How a game is watched: every decision's text (with the legal plays
// compared), decisions counted by clause (errata simulate's trace: no text,
// no names), no trace (random play's), or the legal plays compared with no
// trace (a twin made in code, whose steps need not cite the native clauses).
enum class Watch { text, counted, none, plays };

// One turn in both: the same legal plays, the same play drawn, the same state and clauses after.
void turn_in_both(const Pair& e, State& a, State& b, Rng& ra, Rng& rb, Watch watch) {
  const bool traced = watch == Watch::text;
  Trace ta, tb;
  if (traced) ta.names = tb.names = {"p0", "p1", "p2", "p3", "p4", "p5", "p6", "p7"};
  ta.keeps_text = tb.keeps_text = traced;
  const bool untraced = watch == Watch::none || watch == Watch::plays;
  Trace* xa = untraced ? nullptr : &ta;
  Trace* xb = untraced ? nullptr : &tb;
  e.native.start_turn(a, xa);
  e.twin.start_turn(b, xb);
  if (traced || watch == Watch::plays) {
    std::array<Action, 256> la, lb;
    const int na = e.native.legal_plays(a, la.data(), 256), nb = e.twin.legal_plays(b, lb.data(), 256);
    ASSERT_EQ(na, nb);
    for (int i = 0; i < na; ++i) ASSERT_EQ(la[static_cast<size_t>(i)], lb[static_cast<size_t>(i)]) << "legal play " << i;
    ASSERT_EQ(e.twin.legal_plays_by_trial(b, lb.data(), 256), nb) << "the twin's legal plays, by trial";
  }
  Action x, y;
  ASSERT_TRUE(e.native.random_legal_play(a, ra, x));
  ASSERT_TRUE(e.twin.random_legal_play(b, rb, y));
  ASSERT_EQ(x, y);
  ASSERT_EQ(e.native.play(a, x, xa), Rejection::none);
  ASSERT_EQ(e.twin.play(b, y, xb), Rejection::none);
  ASSERT_TRUE(a == b) << "the states part after a play of card " << role_id(x.card);
  if (traced) {
    ASSERT_EQ(clauses_of(ta), clauses_of(tb));
  }
  ASSERT_EQ(ta.decided, tb.decided) << "decisions counted by clause";
  ASSERT_TRUE(tb.decided_elsewhere.empty()) << "the twin cites only its edition's engine clauses";
}

void game_in_both(const Pair& e, int players, uint64_t seed, Watch watch) {
  Rng ra(seed), rb(seed);
  State a = first_round(e.native, players, 0, ra), b = first_round(e.twin, players, 0, rb);
  ASSERT_TRUE(a == b);
  while (!a.game_over) {
    if (a.round_over) {
      deal_next_round(e.native, a, ra);
      deal_next_round(e.twin, b, rb);
      ASSERT_TRUE(a == b);
      continue;
    }
    if (a.to_move == kNoPlayer) {
      pick_first(a, ra);
      pick_first(b, rb);
    }
    turn_in_both(e, a, b, ra, rb, watch);
    if (::testing::Test::HasFatalFailure()) return;
  }
  ASSERT_TRUE(b.game_over);
}

uint64_t games_per_edition() {
  const char* env = std::getenv("ERRATA_TWIN_GAMES");
  return env ? std::stoull(env) : 2000;
}

TEST(DataTwins, EveryTwinPlaysAsItsEditionFromTheSameSeeds) {
  const auto files = twin_files();
  ASSERT_FALSE(files.empty());
  for (const auto& file : files) {
    const Edition twin = load_edition(test::slurp(file), file, catalog().finder());
    ASSERT_FALSE(twin.base.empty()) << file;
    const Edition* native = catalog().find(twin.base);
    ASSERT_NE(native, nullptr) << file;
    const Engine a(*native), b(twin);
    const uint64_t games = games_per_edition();
    for (uint64_t g = 0; g < games; ++g) {
      const int players = native->min_players + static_cast<int>(g % static_cast<uint64_t>(native->max_players - native->min_players + 1));
      SCOPED_TRACE(file + ", game " + std::to_string(g) + ", " + std::to_string(players) + " players");
      game_in_both({a, b}, players, 0x41dau + g, g < 200 ? Watch::text : g % 2 ? Watch::counted : Watch::none);
      if (HasFatalFailure()) return;
    }
  }
}

// Every bundled edition's twin made in code (native_twins.h), Premium's too:
// its roles the vocabulary states as data beside the Sycophant, whose demand
// a card as data answers as the bundled card does (sycophant.force,
// sycophant.impossible), and beside the Assassin and the Bishop.
TEST(DataTwins, EveryBundledEditionsTwinInCodePlaysAsItFromTheSameSeeds) {
  for (const auto& id : catalog().ids()) {
    const Edition& native = *catalog().find(id);
    const Edition twin = native_twin(native);
    const Engine a(native), b(twin);
    for (uint64_t g = 0; g < 400; ++g) {
      const int players = native.min_players + static_cast<int>(g % static_cast<uint64_t>(native.max_players - native.min_players + 1));
      SCOPED_TRACE(id + " in code, game " + std::to_string(g) + ", " + std::to_string(players) + " players");
      game_in_both({a, b}, players, 0x41dbu + g, g < 100 ? Watch::plays : Watch::none);
      if (HasFatalFailure()) return;
    }
  }
}

}  // namespace
}  // namespace errata::test
