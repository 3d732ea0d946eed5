#include "game_from_deal.h"

#include <array>

#include "model/core/scenario_emitter.h"
#include "model/core/rng.h"
#include "props/secret_moon/random_games.h"

namespace errata::secret_moon {
namespace {

// One game from `deal` by random legal play; the game up to the first action that is the case.
std::optional<GameToCase> one_game(const Engine& engine, const State& deal, const IsCase& is_case, Rng& rng) {
  GameToCase g;
  g.deal = deal;
  State s = deal;
  engine.begin(s, nullptr);
  std::array<Action, kMaxLegalActions> legal;
  for (int k = 0; !s.game_over && k < 200; ++k) {
    if (s.round_over) {
      const TurnCards cards = random_turn_cards(engine.edition(), s, rng);
      if (engine.new_round(s, cards, nullptr, nullptr) != Rejection::none) return std::nullopt;
      g.steps.push_back(PlayedStep{true, 0, {}, cards});
      continue;
    }
    const int me = engine.to_move(s), n = engine.legal_actions(s, legal.data(), kMaxLegalActions);
    if (me == kNobody || n == 0) return std::nullopt;
    const Action act = legal[rng.below(static_cast<uint32_t>(n))];
    State next = s;
    if (engine.take_turn(next, me, act, nullptr) != Rejection::none) return std::nullopt;
    g.steps.push_back(PlayedStep{false, me, act, {}});
    if (is_case(s, me, act, next)) {
      g.before = s;
      g.after = next;
      return g;
    }
    s = next;
  }
  return std::nullopt;
}

}  // namespace

std::optional<GameToCase> game_to_case(const Engine& engine, const State& like, const IsCase& is_case, long games) {
  for (long k = 0; k < games; ++k) {
    Rng rng(1000003u * 7u + static_cast<uint64_t>(k));
    State deal = random_deal(engine.edition(), like.players, rng);
    if (deal.npcs != like.npcs) return std::nullopt;
    deal.character = like.character;
    deal.removed = like.removed;
    if (auto g = one_game(engine, deal, is_case, rng)) return g;
  }
  return std::nullopt;
}

std::string game_witness(const GameToCase& g, Witness w, const std::string& expect, const std::vector<std::string>& editions) {
  w.steps.clear();
  for (size_t i = 0; i < g.steps.size(); ++i) {
    const PlayedStep& st = g.steps[i];
    w.steps.push_back(st.round ? new_round_node(g.deal, st.cards)
                               : step_node(g.deal, st.player, st.action, i + 1 == g.steps.size() ? expect : ""));
  }
  w.expect.clear();
  return witness_yaml(w, g.deal, editions);
}

}  // namespace errata::secret_moon
