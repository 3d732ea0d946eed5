// Round trip: any state random play reaches, written as a scenario's setup
// and run again, is the same state (checked by an `expect` of every part of it).
#include <gtest/gtest.h>
#include <rapidcheck.h>
#include <rapidcheck/gtest.h>

#include "checker/love_letter/smt/witness.h"
#include "model/love_letter/random_play.h"
#include "props/love_letter/scenario_writer.h"
#include "support.h"

namespace errata::test {
namespace {

using namespace love_letter;

RC_GTEST_PROP(RoundTrip, AReachableStateWrittenAsAScenarioRunsToTheSameState, (uint64_t seed)) {
  const auto ids = catalog().ids();
  const auto& ed = *catalog().find(*rc::gen::elementOf(ids));
  const int players = *rc::gen::inRange(ed.min_players, ed.max_players + 1);
  const int turns = *rc::gen::inRange(0, 12);
  RC_TAG(ed.id);
  const Engine engine(ed);
  Rng rng(seed);
  State s = first_round(engine, players, 0, rng);
  for (int t = 0; t < turns && !s.round_over; ++t) {
    engine.start_turn(s, nullptr);
    Action a;
    RC_ASSERT(engine.random_legal_play(s, rng, a));
    RC_ASSERT(engine.play(s, a, nullptr) == Rejection::none);
  }
  RC_PRE(!s.round_over && props::expressible(s));
  const std::string yaml = "name: round trip\ngame: love-letter\neditions: [" + ed.id + "]\n" + props::setup_yaml(s) +
                           "expect:\n" + props::state_expect_yaml(ed, s, Rejection::none, "  ");
  const std::string why = smt::replay(yaml, {&ed}, catalog());
  RC_ASSERT(why == "");
}

}  // namespace
}  // namespace errata::test
