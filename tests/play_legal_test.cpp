// play_legal, random play's way to play a legal play without the checks it
// cannot fail, against Engine::play: for every legal play of random reachable
// states of every edition (bundled, or a random user edition, whose rule
// variants are drawn too), the same state after the turn, the same decisions
// in the trace (clause and text) and the same answer.
#include <gtest/gtest.h>
#include <rapidcheck.h>
#include <rapidcheck/gtest.h>

#include "model/love_letter/play_legal.h"
#include "model/love_letter/random_play.h"
#include "drawn_editions.h"

namespace errata::test {
namespace {

using namespace love_letter;

Trace named_trace(int players) {
  Trace t;
  for (int p = 0; p < players; ++p) t.names.push_back("P" + std::to_string(p + 1));
  return t;
}

bool same_decisions(const Trace& a, const Trace& b) {
  if (a.decided != b.decided || a.events.size() != b.events.size()) return false;
  for (size_t i = 0; i < a.events.size(); ++i)
    if (a.events[i].clause != b.events[i].clause || a.events[i].text != b.events[i].text) return false;
  return true;
}

// Every legal play of `s`: the same answer, state and decisions from play_legal as from play.
bool acts_as_play(const Engine& engine, const State& s) {
  static Action plays[1024];
  const int n = engine.legal_plays(s, plays, 1024);
  for (int i = 0; i < n; ++i) {
    State checked = s, fast = s;
    Trace checked_trace = named_trace(s.players), fast_trace = named_trace(s.players);
    if (engine.play(checked, plays[i], &checked_trace) != play_legal(engine, fast, plays[i], &fast_trace)) return false;
    if (!(checked == fast) || !same_decisions(checked_trace, fast_trace)) return false;
  }
  return true;
}

// Each state also under a demand on each player in the round (sycophant.force,
// sycophant.impossible), which random rounds reach only after a Sycophant.
RC_GTEST_PROP(PlayLegal, ActsAsPlayOnEveryLegalPlay, (uint64_t seed)) {
  const Edition ed = drawn_edition(*rc::gen::arbitrary<uint64_t>());
  const int players = *rc::gen::inRange(ed.min_players, ed.max_players + 1);
  RC_TAG(ed.id.find("user-edition") == std::string::npos ? ed.id : "user edition");
  const Engine engine(ed);
  Rng rng(seed);
  State s = first_round(engine, players, 0, rng);
  int turns = 0;
  while (!s.round_over && turns++ < 64) {
    engine.start_turn(s, nullptr);
    RC_ASSERT(acts_as_play(engine, s));
    for (int forced = 0; s.sycophant_choice < 0 && forced < players; ++forced) {
      if (!has(s.in_round(), forced)) continue;
      State demanded = s;
      demanded.sycophant_choice = static_cast<int8_t>(forced);
      RC_ASSERT(acts_as_play(engine, demanded));
    }
    Action pick;
    RC_ASSERT(engine.random_legal_play(s, rng, pick));
    RC_ASSERT(play_legal(engine, s, pick, nullptr) == Rejection::none);
  }
}

}  // namespace
}  // namespace errata::test
