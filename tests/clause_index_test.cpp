// The dense clause index (ClauseId) against the clause lists it numbers, and
// a trace that only counts decisions against one that writes them out.
#include <gtest/gtest.h>

#include <map>
#include <set>
#include <string>

#include "model/love_letter/random_play.h"
#include "model/love_letter/rules.h"
#include "props/love_letter/simulation.h"
#include "support.h"

namespace errata::test {
namespace {

using namespace love_letter;

// The index numbers exactly the clauses the engine declares (its own list and
// every variant's), each once.
TEST(ClauseIndex, NumbersEveryDeclaredClauseOnce) {
  std::set<std::string> indexed;
  for (int i = 0; i < kClauseCount; ++i) EXPECT_TRUE(indexed.insert(std::string(clause_at(i))).second) << clause_at(i);
  std::set<std::string> declared;
  for (const auto& c : engine_clauses()) declared.insert(std::string(c.id));
  declared.insert("setup.face-up");
  for (const auto& point : Rules::variation_points())
    for (const auto& v : Rules::variants_of(point))
      for (const auto& c : Rules::clauses_needed(point, v)) declared.insert(c);
  EXPECT_EQ(indexed, declared);
  const auto every = every_engine_clause();
  EXPECT_EQ(indexed, std::set<std::string>(every.begin(), every.end()));
}

TEST(ClauseIndex, ResolvesIdsToTheirPlace) {
  constexpr ClauseId draw = "turn.draw";
  EXPECT_EQ(draw.id(), "turn.draw");
  constexpr ClauseId face_up = "setup.face-up";
  EXPECT_EQ(face_up.id(), "setup.face-up");
  EXPECT_NE(draw.index(), face_up.index());
}

// Counting decisions without text gives, clause by clause, what the written
// trace of the same rounds cites: the same seeds play the same rounds.
TEST(ClauseIndex, CountingTraceAgreesWithWrittenTrace) {
  for (const auto& id : catalog().ids()) {
    const auto& ed = *catalog().find(id);
    const Engine engine(ed);
    Trace written = trace_for(ed.max_players), counted = trace_for(ed.max_players);
    counted.keeps_text = false;
    for (uint64_t seed = 0; seed < 200; ++seed) {
      const int players = ed.min_players + static_cast<int>(seed % static_cast<uint64_t>(ed.max_players - ed.min_players + 1));
      for (Trace* t : {&written, &counted}) {
        Rng rng(seed);
        State s = first_round(engine, players, 0, rng);
        play_random_round(engine, s, rng, t);
      }
    }
    EXPECT_TRUE(counted.events.empty()) << id;
    std::map<std::string, uint64_t> cited, tallied;
    for (const auto& e : written.events) ++cited[e.clause];
    for (int i = 0; i < kClauseCount; ++i)
      if (counted.decided[static_cast<size_t>(i)]) tallied[std::string(clause_at(i))] = counted.decided[static_cast<size_t>(i)];
    EXPECT_EQ(cited, tallied) << id;
    EXPECT_EQ(written.decided, counted.decided) << id;
    EXPECT_GT(cited.size(), 15u) << id;
  }
}

// The simulator's clause counts are those of the rounds it plays: replaying
// its games with a written trace cites each clause as often.
TEST(ClauseIndex, SimulationCountsWhatItsRoundsCite) {
  const auto& ed = *catalog().find("love-letter-2019");
  const props::Simulation sim = props::simulate(ed, 3, 50, 7);
  long decisions = 0;
  for (const auto& [clause, n] : sim.clauses) decisions += n;
  EXPECT_EQ(sim.clauses.at("turn.play"), sim.turns);  // every turn plays one card
  EXPECT_GT(decisions, 2 * sim.turns);  // a play, then at least what the card did
  long endings = 0;
  for (const auto& [how, n] : sim.round_endings) endings += n;
  EXPECT_EQ(endings, sim.rounds);
  long wins = 0;
  for (const auto& [card, n] : sim.round_wins_by_card) wins += n;
  const auto nobody = sim.round_endings.find("nobody-wins");
  EXPECT_GE(wins, sim.rounds - (nobody == sim.round_endings.end() ? 0 : nobody->second));  // a winner holds a card
}

}  // namespace
}  // namespace errata::test
