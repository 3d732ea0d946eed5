// The invariants of real play hold under every combination of variants an
// edition file may choose, not only the bundled ones: random user editions
// (props/love_letter/random_editions.h: every variation point drawn, card
// tables restated, player ranges, tokens tables, set-aside cards and
// removals), read by the real loader, play random games in which every state
// reached must keep every invariant (model/love_letter/reachability.h).
//
// `make test` draws 300 editions (RC_PARAMS in tests/CMakeLists.txt); by
// hand, longer: RC_PARAMS="max_success=20000" build/tests/errata_tests
// --gtest_filter='RandomEditions.*'.
#include <gtest/gtest.h>
#include <rapidcheck.h>
#include <rapidcheck/gtest.h>

#include "drawn_editions.h"
#include "props/love_letter/random_games.h"

namespace errata::test {
namespace {

RC_GTEST_PROP(RandomEditions, EveryInvariantHoldsUnderEveryCombinationTheLoaderAccepts, (uint64_t seed)) {
  Rng rng(seed);
  const auto drawn = props::random_edition(bundled_bases(), catalog().finder(), "user-edition", rng);
  RC_CLASSIFY(drawn.edition.has_value(), "accepted by the loader");
  if (!drawn.edition) RC_DISCARD("refused: " + drawn.refused);
  const auto& ed = *drawn.edition;
  for (int players = ed.min_players; players <= ed.max_players; ++players) {
    const auto problem = props::random_game_problem(ed, players, rng.next());
    if (problem) RC_FAIL(std::to_string(players) + " players: " + *problem + "\nunder the edition:\n" + drawn.text);
  }
}

}  // namespace
}  // namespace errata::test
