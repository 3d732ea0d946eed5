#include "play_apart.h"

#include <algorithm>
#include <array>

#include "model/core/scenario_emitter.h"
#include "names.h"
#include "props/core/game_apart.h"
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


// One step played: a turn (`player`'s `action`) or the next round dealt (`cards`).
struct Step {
  bool round = false;
  int player = 0;
  Action action;
  TurnCards cards{};
};

using GameApart = props::GameApartOf<State, Step, State, Rejection>;

// One game of random legal play under both editions, from a's deal: Secret
// Moon's table for the search every game shares (props/core/game_apart.h).
class Table {
 public:
  using Apart = GameApart;
  using State = secret_moon::State;
  using Step = secret_moon::Step;
  using Trace = secret_moon::Trace;
  using Rejection = secret_moon::Rejection;

  Table(const Edition& a, const Edition& b, int players, uint64_t seed) : a_(a), b_(b), ea_(a), eb_(b), players_(players), rng_(seed) {}

  bool deal(Apart& g, State& sa, State& sb) {
    g.deal = random_deal(a_, players_, rng_);
    names_ = figure_names(g.deal);
    sa = sb = g.deal;
    if (auto why = eb_.setup_problem(g.deal, names_)) {
      g.decision = "players.count", g.message = a_.id + "'s deal is refused by " + b_.id + " (" + *why + ")";
      g.refused_b = Rejection::invalid_setup;
      return true;
    }
    give_starting_markers(b_, sb);  // as a scenario's setup gives them under b
    Trace ta = trace(), tb = trace();
    ea_.begin(sa, &ta);
    eb_.begin(sb, &tb);
    if (!(sa == sb)) {
      g.decision = smt::first_clause_apart(ta, tb, kOtherwise), g.message = "the game begins differently";
      g.after_a = sa, g.after_b = sb;
    }
    return true;
  }

  static bool over(const State& sa) { return sa.game_over; }

  // The next round's turn cards, or a legal action of the player to move.
  std::optional<Step> choose(State& sa, State&, int) {
    if (sa.round_over) return Step{true, 0, {}, random_turn_cards(a_, sa, rng_)};
    const int me = ea_.to_move(sa), n = ea_.legal_actions(sa, legal_.data(), kMaxLegalActions);
    if (me == kNobody || n == 0) return std::nullopt;
    return Step{false, me, legal_[rng_.below(static_cast<uint32_t>(n))], {}};
  }
  Trace trace() const {
    Trace t;
    t.names = names_;
    return t;
  }
  Rejection play(int edition, State& s, const Step& step, Trace& t) const {
    const Engine& e = edition == 0 ? ea_ : eb_;
    return step.round ? e.new_round(s, step.cards, &t, nullptr) : e.take_turn(s, step.player, step.action, &t);
  }
  // States apart in what no scenario states (what a player knows) play on,
  // each its own; equal states may still show apart (the winners: teams).
  std::string parting(const State&, const Step&, const State& na, Rejection ra, const Trace& ta, const State& nb, Rejection rb,
                      const Trace& tb) const {
    if (ra == rb && (ra != Rejection::none || expect_lines(na, ea_) == expect_lines(nb, eb_))) return "";
    return smt::first_clause_apart(ta, tb, kOtherwise);
  }
  static std::string message(int step) { return "step " + std::to_string(step) + " is decided differently"; }
  static std::vector<std::string> decided() { return {}; }

  const Engine& engine(int edition) const { return edition == 0 ? ea_ : eb_; }

 private:
  const Edition& a_;
  const Edition& b_;
  const Engine ea_, eb_;
  const int players_;
  Rng rng_;
  std::vector<std::string> names_;
  std::array<Action, kMaxLegalActions> legal_;
};

// What a step left under one edition: its refusal, or the state where it differs from the other's.
std::string outcome(Rejection r, const State& after, const Engine& e, const State& other_after, const Engine& other) {
  if (r != Rejection::none) return "{error: " + std::string(rejection_code(r)) + "}";
  return expect_apart(expect_lines(after, e), expect_lines(other_after, other));
}

// The game apart as the settings games' searches word it: the same game
// written twice, each with one edition's outcome of the last step (or of the
// deal, when there is none).
smt::PlayedApart played(const GameApart& g, const Table& t) {
  smt::PlayedApart out = smt::played_apart(g.decision, g.message, g.deal.players, static_cast<int>(g.steps.size()));
  Witness w;
  for (const Step& st : g.steps) w.steps.push_back(st.round ? new_round_node(g.deal, st.cards) : step_node(g.deal, st.player, st.action));
  auto body = [&](const std::string& x) {
    Witness with = w;
    if (with.steps.empty()) with.expect = x;
    else with.steps.back() = YAML::Clone(with.steps.back()), with.steps.back()["expect"] = scenario_text::parsed(x);
    return scenario_text::emitted(witness_body(with, g.deal));
  };
  const bool refused = g.refused_b == Rejection::invalid_setup && g.steps.empty();  // a deal b refuses
  out.body_a = body(refused ? "{game_over: false}" : outcome(g.refused_a, g.after_a, t.engine(0), g.after_b, t.engine(1)));
  out.body_b = body(refused ? "{error: invalid-setup}" : outcome(g.refused_b, g.after_b, t.engine(1), g.after_a, t.engine(0)));
  return out;
}

}  // namespace

std::optional<smt::PlayedApart> play_apart(const Edition& a, const Edition& b, int players, uint64_t seed) {
  if (players < a.min_players || players > a.max_players) return std::nullopt;
  Table table(a, b, players, seed);
  const auto g = props::play_until_apart(table, 200);
  if (!g) return std::nullopt;
  return played(*g, table);
}

}  // namespace errata::secret_moon
