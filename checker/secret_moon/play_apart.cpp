#include "play_apart.h"

#include <algorithm>

#include "model/core/scenario_emitter.h"
#include "names.h"
#include "props/secret_moon/random_games.h"
#include "state_text.h"
#include "witness.h"

namespace errata::secret_moon {
namespace {

// The clause a divergence names when no trace tells the decision.
const std::string kOtherwise = "players.count";

// Every key of a state a scenario's expect can state, one "key: value" each.
std::vector<std::string> expect_lines(const State& s, const Engine& engine) {
  NamedList players;
  for (int p = 0; p < s.players; ++p) players.items.push_back({player_name(p), {}});
  return state_text(s, engine, Names(engine.edition(), players, s.npcs));
}

// The expect map of `mine` where it differs from `other`.
std::string expect_apart(const std::vector<std::string>& mine, const std::vector<std::string>& other) {
  std::string out;
  for (const auto& line : mine)
    if (std::find(other.begin(), other.end(), line) == other.end()) out += (out.empty() ? "" : ", ") + line;
  return "{" + out + "}";
}


class Apart {
 public:
  Apart(const Edition& a, const Edition& b) : a_(a), b_(b), ea_(a), eb_(b) {}

  std::optional<smt::PlayedApart> play(int players, uint64_t seed) {
    Rng rng(seed);
    const State s0 = random_deal(a_, players, rng);
    s0_ = s0;
    const auto names = figure_names(s0);
    if (auto why = eb_.setup_problem(s0, names))
      return apart("players.count", a_.id + "'s deal is refused by " + b_.id + " (" + *why + ")", "{game_over: false}",
                   "{error: invalid-setup}", 0);
    State sa = s0, sb = s0;
    give_starting_markers(b_, sb);  // as a scenario's setup gives them under b
    Trace ta = trace(names), tb = trace(names);
    ea_.begin(sa, &ta);
    eb_.begin(sb, &tb);
    if (!(sa == sb))
      return apart(smt::first_clause_apart(ta, tb, kOtherwise), "the game begins differently", expect_apart(expect_lines(sa, ea_), expect_lines(sb, eb_)),
                   expect_apart(expect_lines(sb, eb_), expect_lines(sa, ea_)), 0);
    std::array<Action, kMaxLegalActions> legal;
    for (int k = 1; !sa.game_over && k <= 200; ++k) {
      State na = sa, nb = sb;
      Trace tra = trace(names), trb = trace(names);
      Rejection ra, rb;
      if (sa.round_over) {
        const TurnCards cards = random_turn_cards(a_, sa, rng);
        steps_.push_back(Step{true, 0, {}, cards});
        ra = ea_.new_round(na, cards, &tra, nullptr), rb = eb_.new_round(nb, cards, &trb, nullptr);
      } else {
        const int me = ea_.to_move(sa), n = ea_.legal_actions(sa, legal.data(), kMaxLegalActions);
        if (me == kNobody || n == 0) return std::nullopt;
        const Action act = legal[rng.below(static_cast<uint32_t>(n))];
        steps_.push_back(Step{false, me, act, {}});
        ra = ea_.take_turn(na, me, act, &tra), rb = eb_.take_turn(nb, me, act, &trb);
      }
      if (ra != Rejection::none && ra == rb) return std::nullopt;  // a's own choice refused: not a difference
      // States apart in what no scenario states (what a player knows) play on,
      // each its own; equal states may still show apart (the winners: teams).
      if (ra == rb && expect_lines(na, ea_) == expect_lines(nb, eb_)) {
        sa = na, sb = nb;
        continue;
      }
      const std::string xa = outcome(ra, na, ea_, nb, eb_), xb = outcome(rb, nb, eb_, na, ea_);
      return apart(smt::first_clause_apart(tra, trb, kOtherwise), "step " + std::to_string(k) + " is decided differently", xa, xb, k);
    }
    return std::nullopt;
  }

 private:
  static Trace trace(const std::vector<std::string>& names) {
    Trace t;
    t.names = names;
    return t;
  }
  // What a step left under one edition: its refusal, or the state where it differs from the other's.
  static std::string outcome(Rejection r, const State& after, const Engine& e, const State& other_after, const Engine& other) {
    if (r != Rejection::none) return "{error: " + std::string(rejection_code(r)) + "}";
    return expect_apart(expect_lines(after, e), expect_lines(other_after, other));
  }
  smt::PlayedApart apart(const std::string& decision, const std::string& message, const std::string& xa, const std::string& xb,
                         int steps) {
    smt::PlayedApart out = smt::played_apart(decision, message, s0_.players, steps);
    Witness w;
    for (const Step& st : steps_) w.steps.push_back(st.round ? new_round_node(s0_, st.cards) : step_node(s0_, st.player, st.action));
    // The expectation is the last step's, or the setup's when there is none.
    auto body = [&](const std::string& x) {
      Witness with = w;
      if (with.steps.empty()) with.expect = x;
      else with.steps.back() = YAML::Clone(with.steps.back()), with.steps.back()["expect"] = scenario_text::parsed(x);
      return scenario_text::emitted(witness_body(with, s0_));
    };
    out.body_a = body(xa);
    out.body_b = body(xb);
    return out;
  }

  // One step played: a turn (`player`'s `action`) or the next round dealt (`cards`).
  struct Step {
    bool round = false;
    int player = 0;
    Action action;
    TurnCards cards{};
  };

  const Edition& a_;
  const Edition& b_;
  const Engine ea_, eb_;
  State s0_;
  std::vector<Step> steps_;
};

}  // namespace

std::optional<smt::PlayedApart> play_apart(const Edition& a, const Edition& b, int players, uint64_t seed) {
  if (players < a.min_players || players > a.max_players) return std::nullopt;
  return Apart(a, b).play(players, seed);
}

}  // namespace errata::secret_moon
