#pragma once
// One search for a game two editions part on, the same for every game: the
// evidence of a difference is a game people could have played. From a deal
// both editions deal alike, each step (a turn, a vote, the next round dealt)
// is played under both engines, and the first step after which they decide
// differently is where they part. Each game gives only what is its own (a
// `Table`): its deal, the step its players choose, how one engine plays a
// step, and what tells two outcomes apart. Love Letter's differential play
// and witness search (props/love_letter/game_apart.h) and the settings
// games' searches (checker/loser/play_apart, checker/secret_moon/play_apart)
// all play their games here, and all give their witness in one shape.
#include <optional>
#include <string>
#include <utility>
#include <vector>

namespace errata::props {

// A game two editions part on: its deal, every step from the first, the
// last being where they part, and both editions' states around that step.
// A game may part at its deal (no step): the states are then each
// edition's game as it begins, or the deal one edition refuses.
template <typename Deal, typename Step, typename State, typename Rejection>
struct GameApartOf {
  Deal deal;
  std::vector<Step> steps;
  std::string decision;  // what parts them, named as the game's checks name their decisions
  std::string message;   // the game's words for where they part, when it has some
  State before;          // before the last step, as the first edition has it
  State after_a, after_b;
  Rejection refused_a{}, refused_b{};
  // Every clause either engine decided by, from the deal to where they part
  // (the readings a witness rests on are those about these), where the game keeps them.
  std::vector<std::string> decided;
};

// What a `Table` gives the search (`t`: a table; `a`, `b`: the two editions'
// states; `g`: the Apart being built):
//   using State, Step, Trace, Rejection, Apart (a GameApartOf);
//   bool deal(Apart& g, State& a, State& b): deals and begins the game under
//     both (g.deal set); false when there is no game both editions deal
//     alike; a game parted at its deal sets g.decision and the states;
//   bool over(const State& a): the game has ended;
//   std::optional<Step> choose(State& a, State& b, int step): the step the
//     players take (a turn begun under both, when beginning it is a step of
//     the engine's own), or none: the search stops here, no game apart;
//   Trace trace(): an empty trace for one engine's step;
//   Rejection play(int edition, State& s, const Step& step, Trace& t): the
//     step played by edition 0 (a) or 1 (b);
//   std::string parting(const State& before, const Step&, const State& xa,
//     Rejection ra, const Trace& ta, const State& xb, Rejection rb, const Trace& tb):
//     what parts the two outcomes, "" when they agree (a step both refuse alike agrees);
//   std::string message(int step): words for a parting at that step;
//   std::vector<std::string> decided(): the clauses decided so far.
// Plays at most `most_steps` steps; the game apart, or nullopt (they agree
// within them, the game could not go on as one, or a step both refused).
template <typename Table>
std::optional<typename Table::Apart> play_until_apart(Table& t, int most_steps) {
  typename Table::Apart g{};
  typename Table::State a{}, b{};
  if (!t.deal(g, a, b)) return std::nullopt;
  if (!g.decision.empty()) return g;
  for (int k = 1; k <= most_steps && !t.over(a); ++k) {
    const std::optional<typename Table::Step> step = t.choose(a, b, k);
    if (!step) return std::nullopt;
    typename Table::State xa = a, xb = b;
    typename Table::Trace ta = t.trace(), tb = t.trace();
    const auto ra = t.play(0, xa, *step, ta), rb = t.play(1, xb, *step, tb);
    g.steps.push_back(*step);
    g.decision = t.parting(a, *step, xa, ra, ta, xb, rb, tb);
    if (!g.decision.empty()) {
      g.message = t.message(k);
      g.before = std::move(a);
      g.after_a = std::move(xa), g.after_b = std::move(xb);
      g.refused_a = ra, g.refused_b = rb;
      g.decided = t.decided();
      return g;
    }
    if (ra != typename Table::Rejection{}) return std::nullopt;  // refused alike: not a step of the game
    a = std::move(xa), b = std::move(xb);
  }
  return std::nullopt;
}

}  // namespace errata::props
