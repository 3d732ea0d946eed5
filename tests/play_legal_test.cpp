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
#include "random_turns.h"

namespace errata::test {
namespace {

using namespace love_letter;

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
  const auto at_turn = [](const Engine& engine, const State& s, const Rng&) {
    RC_ASSERT(acts_as_play(engine, s));
    for (int forced = 0; s.sycophant_choice < 0 && forced < s.players; ++forced) {
      if (!has(s.in_round(), forced)) continue;
      State demanded = s;
      demanded.sycophant_choice = static_cast<int8_t>(forced);
      RC_ASSERT(acts_as_play(engine, demanded));
    }
  };
  each_random_turn(seed, at_turn, [](const Engine& e, State& s, const Action& a) { return play_legal(e, s, a, nullptr); });
}

}  // namespace
}  // namespace errata::test
