#pragma once
// The turns of a random round, for a property to look at: an edition drawn
// (bundled or a user's, drawn_editions.h), a player count in its range, and
// each state at the start of a turn, the round going on by random legal
// plays (at most 64 turns).
#include <rapidcheck.h>

#include <string>

#include "drawn_editions.h"
#include "model/love_letter/random_play.h"

namespace errata::test {

inline love_letter::Trace named_trace(int players) {
  love_letter::Trace t;
  for (int p = 0; p < players; ++p) t.names.push_back("P" + std::to_string(p + 1));
  return t;
}

// `at_turn(engine, state, rng)` on each state (its turn started; `rng` the
// one the turn's play will be drawn from), then `play(engine, state, action)`
// resolves the drawn play, which must be accepted. `draw` gives the edition
// (drawn_data_edition: one with cards written as data).
template <typename AtTurn, typename Play>
void each_random_turn(uint64_t seed, AtTurn at_turn, Play play,
                      love_letter::Edition (*draw)(uint64_t, std::string*) = drawn_edition) {
  const love_letter::Edition ed = draw(*rc::gen::arbitrary<uint64_t>(), nullptr);
  const int players = *rc::gen::inRange(ed.min_players, ed.max_players + 1);
  RC_TAG(ed.id.starts_with("user-edition") ? "user edition" : ed.id.starts_with("data-edition") ? "data edition" : ed.id);
  const love_letter::Engine engine(ed);
  Rng rng(seed);
  love_letter::State s = love_letter::first_round(engine, players, 0, rng);
  int turns = 0;
  while (!s.round_over && turns++ < 64) {
    engine.start_turn(s, nullptr);
    at_turn(engine, s, rng);
    love_letter::Action pick;
    RC_ASSERT(engine.random_legal_play(s, rng, pick));
    RC_ASSERT(play(engine, s, pick) == love_letter::Rejection::none);
  }
}

}  // namespace errata::test
