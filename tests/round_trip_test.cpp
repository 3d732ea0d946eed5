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
  YAML::Node doc, expect(YAML::NodeType::Sequence);
  doc["name"] = "round trip";
  doc["game"] = "love-letter";
  doc["editions"].push_back(ed.id);
  doc["setup"] = props::setup_node(s);
  expect.push_back(props::expect_node(ed, s, Rejection::none));
  doc["expect"] = expect;
  const std::string yaml = props::emitted(doc);
  const std::string why = smt::replay(yaml, {&ed}, catalog());
  RC_ASSERT(why == "");
}

}  // namespace
}  // namespace errata::test
