#include "play_apart.h"

#include <algorithm>

#include "model/core/scenario_emitter.h"
#include "expectation_check.h"
#include "scenario_writer.h"
#include "model/loser/action.h"
#include "model/loser/engine.h"
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


}  // namespace

namespace {

class Apart {
 public:
  Apart(const Edition& a, const Edition& b, int players) : a_(a), b_(b), ea_(a), eb_(b) {
    for (int p = 0; p < players; ++p) names_.push_back(seat_name(p));
  }

  std::optional<smt::PlayedApart> play(uint64_t seed) {
    Rng rng(seed);
    const State s0 = random_setup(a_, static_cast<int>(names_.size()), rng);
    s0_ = s0;
    if (auto why = eb_.setup_problem(s0, true, names_)) return refused_setup(s0, *why);
    State sa = s0, sb = s0;
    Trace ta = trace(), tb = trace();
    ea_.begin(sa, true, &ta);
    eb_.begin(sb, true, &tb);
    if (!(sa == sb)) return apart(smt::first_clause_apart(ta, tb, kOtherwise), "the new game begins differently", expect_apart(expect_lines(sa), expect_lines(sb)),
                                  expect_apart(expect_lines(sb), expect_lines(sa)), 0);
    for (int k = 1; !sa.game_over() && k <= 1000; ++k) {
      const RandomStep st = random_choice(ea_, sa, rng);
      steps_.push_back(st);
      State na = sa, nb = sb;
      Trace tra = trace(), trb = trace();
      const Rejection ra = play_step(ea_, na, st, &tra, nullptr), rb = play_step(eb_, nb, st, &trb, nullptr);
      if (ra != Rejection::none && ra == rb) return std::nullopt;  // a's own choice refused: not a difference
      // States apart in what no scenario states play on, each its own.
      if (ra == rb && (na == nb || expect_lines(na) == expect_lines(nb))) {
        sa = na, sb = nb;
        continue;
      }
      const std::vector<std::string> xa = outcome(ra, na, nb), xb = outcome(rb, nb, na);
      return apart(smt::first_clause_apart(tra, trb, kOtherwise), "step " + std::to_string(k) + " is decided differently", xa, xb, k);
    }
    return std::nullopt;
  }

 private:
  Trace trace() const {
    Trace t;
    t.names = names_;
    return t;
  }
  // What a step left under one edition: its refusal, or the state where it
  // differs from the other's (a refused step leaves the state before it).
  static std::vector<std::string> outcome(Rejection r, const State& after, const State& other_after) {
    if (r != Rejection::none) return {"error: " + std::string(rejection_code(r))};
    return expect_apart(expect_lines(after), expect_lines(other_after));
  }
  std::optional<smt::PlayedApart> refused_setup(const State& s0, const std::string& why) {
    State sa = s0;
    ea_.begin(sa, true, nullptr);
    const std::string begun = "phase: " + phase_name(sa.phase);  // a's game begins
    return apart("setup.deal", a_.id + "'s deal is refused by " + b_.id + " (" + why + ")", {begun}, {"error: invalid-setup"}, 0);
  }
  smt::PlayedApart apart(const std::string& decision, const std::string& message, const std::vector<std::string>& xa,
                         const std::vector<std::string>& xb, int steps) const {
    smt::PlayedApart out = smt::played_apart(decision, message, static_cast<int>(names_.size()), steps);
    YAML::Node played(YAML::NodeType::Sequence);
    for (const RandomStep& st : steps_) played.push_back(step_node(st, static_cast<int>(names_.size())));
    out.body_a = scenario_text::emitted(body_node(setup_node(s0_, true), played, expect_node(xa)));
    out.body_b = scenario_text::emitted(body_node(setup_node(s0_, true), played, expect_node(xb)));
    return out;
  }

  const Edition& a_;
  const Edition& b_;
  const Engine ea_, eb_;
  std::vector<std::string> names_;
  State s0_;
  std::vector<RandomStep> steps_;
};

}  // namespace

std::optional<smt::PlayedApart> play_apart(const Edition& a, const Edition& b, int players, uint64_t seed) {
  if (!a.row(players) || !b.row(players)) return std::nullopt;
  return Apart(a, b, players).play(seed);
}

}  // namespace errata::loser
