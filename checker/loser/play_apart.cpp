#include "play_apart.h"

#include <algorithm>

#include "model/core/scenario_emitter.h"
#include "expectation_check.h"
#include "scenario_writer.h"
#include "model/loser/action.h"
#include "model/loser/engine.h"
#include "props/core/game_apart.h"
#include "props/loser/random_games.h"
#include "state_text.h"
#include "witness.h"

namespace errata::loser {
namespace {

// The clause a divergence names when no trace tells the decision.
const std::string kOtherwise = "setup.deal";

template <int N>
std::string list(const List<N>& l, bool spells) {
  std::string out;
  for (int i = 0; i < l.size; ++i) out += (out.empty() ? "" : ", ") + (spells ? spell_name(l[i]) : std::to_string(l[i]));
  return "[" + out + "]";
}

std::string actions(const State& s) { return "[" + action_name(0, s.action_face[0]) + ", " + action_name(1, s.action_face[1]) + "]"; }

// Every key of a state a scenario's expect can state, one "key: value" each.
std::vector<std::string> expect_lines(const State& s) {
  std::vector<std::string> names;
  for (int p = 0; p < s.players; ++p) names.push_back(seat_name(p));
  Edition none;
  std::vector<std::string> out = state_text(s, Names(none, names));
  out.push_back("spell_pile: " + list(s.spell_pile, true));
  out.push_back("spell_discard: " + list(s.spell_discard, true));
  out.push_back("drawn: " + list(s.drawn, true));
  out.push_back("actions: " + actions(s));
  return out;
}

// The expect lines of `mine` where it differs from `other` (the keys of `mine` that `other` does not share).
std::vector<std::string> expect_apart(const std::vector<std::string>& mine, const std::vector<std::string>& other) {
  std::vector<std::string> out;
  for (const auto& line : mine)
    if (std::find(other.begin(), other.end(), line) == other.end()) out.push_back(line);
  return out;
}

using GameApart = props::GameApartOf<State, RandomStep, State, Rejection>;

// One game of random legal play under both editions, from a's deal: Loser's
// table for the search every game shares (props/core/game_apart.h).
class Table {
 public:
  using Apart = GameApart;
  using State = loser::State;
  using Step = RandomStep;
  using Trace = loser::Trace;
  using Rejection = loser::Rejection;

  Table(const Edition& a, const Edition& b, int players, uint64_t seed) : a_(a), b_(b), ea_(a), eb_(b), rng_(seed) {
    for (int p = 0; p < players; ++p) names_.push_back(seat_name(p));
  }

  bool deal(Apart& g, State& sa, State& sb) {
    g.deal = random_setup(a_, static_cast<int>(names_.size()), rng_);
    sa = sb = g.deal;
    if (auto why = eb_.setup_problem(g.deal, true, names_)) {  // the deal b refuses: a's game begins
      ea_.begin(sa, true, nullptr);
      return parted_at_deal(g, "setup.deal", a_.id + "'s deal is refused by " + b_.id + " (" + *why + ")", sa, g.deal,
                            Rejection::invalid_setup);
    }
    Trace ta = trace(), tb = trace();
    ea_.begin(sa, true, &ta);
    eb_.begin(sb, true, &tb);
    if (!(sa == sb)) parted_at_deal(g, smt::first_clause_apart(ta, tb, kOtherwise), "the new game begins differently", sa, sb, Rejection::none);
    return true;
  }

  static bool over(const State& sa) { return sa.game_over(); }
  std::optional<Step> choose(State& sa, State&, int) { return random_choice(ea_, sa, rng_); }
  Trace trace() const {
    Trace t;
    t.names = names_;
    return t;
  }
  Rejection play(int edition, State& s, const Step& step, Trace& t) const {
    return play_step(edition == 0 ? ea_ : eb_, s, step, &t, nullptr);
  }
  // States apart in what no scenario states play on, each its own.
  static std::string parting(const State&, const Step&, const State& na, Rejection ra, const Trace& ta, const State& nb, Rejection rb,
                             const Trace& tb) {
    if (ra == rb && (ra != Rejection::none || na == nb || expect_lines(na) == expect_lines(nb))) return "";
    return smt::first_clause_apart(ta, tb, kOtherwise);
  }
  static std::string message(int step) { return "step " + std::to_string(step) + " is decided differently"; }
  static std::vector<std::string> decided() { return {}; }

 private:
  static bool parted_at_deal(Apart& g, const std::string& decision, const std::string& message, const State& a, const State& b,
                             Rejection refused_b) {
    g.decision = decision, g.message = message;
    g.before = g.deal, g.after_a = a, g.after_b = b, g.refused_b = refused_b;
    return true;
  }

  const Edition& a_;
  const Edition& b_;
  const Engine ea_, eb_;
  Rng rng_;
  std::vector<std::string> names_;
};

// What a step left under one edition: its refusal, or the state where it
// differs from the other's (a refused step leaves the state before it).
std::vector<std::string> outcome(Rejection r, const State& after, const State& other_after) {
  if (r != Rejection::none) return {"error: " + std::string(rejection_code(r))};
  return expect_apart(expect_lines(after), expect_lines(other_after));
}

// The game apart as the settings games' searches word it: the same game
// written twice, each with one edition's outcome of the last step.
smt::PlayedApart played(const GameApart& g) {
  const int players = g.deal.players;
  smt::PlayedApart out = smt::played_apart(g.decision, g.message, players, static_cast<int>(g.steps.size()));
  YAML::Node steps(YAML::NodeType::Sequence);
  for (const RandomStep& st : g.steps) steps.push_back(step_node(st, players));
  // A deal b refuses: a's game begins (its phase), b's is refused.
  const bool refused = g.refused_b == Rejection::invalid_setup && g.steps.empty();
  const std::vector<std::string> xa = refused ? std::vector<std::string>{"phase: " + phase_name(g.after_a.phase)}
                                              : outcome(g.refused_a, g.after_a, g.after_b);
  const std::vector<std::string> xb = outcome(g.refused_b, g.after_b, g.after_a);
  out.body_a = scenario_text::emitted(body_node(setup_node(g.deal, true), steps, expect_node(xa)));
  out.body_b = scenario_text::emitted(body_node(setup_node(g.deal, true), steps, expect_node(xb)));
  return out;
}

}  // namespace

std::optional<smt::PlayedApart> play_apart(const Edition& a, const Edition& b, int players, uint64_t seed) {
  if (!a.row(players) || !b.row(players)) return std::nullopt;
  Table table(a, b, players, seed);
  const auto g = props::play_until_apart(table, 1000);
  if (!g) return std::nullopt;
  return played(*g);
}

}  // namespace errata::loser
