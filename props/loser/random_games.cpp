#include "random_games.h"

#include "invariants.h"
#include "model/loser/edition_loader.h"

namespace errata::loser {
namespace {

template <typename T>
void shuffle(T* begin, int n, Rng& rng) {
  for (int i = n - 1; i > 0; --i) std::swap(begin[i], begin[rng.below(static_cast<uint32_t>(i + 1))]);
}

}  // namespace

Deal random_deal(const Edition& ed, int players, Rng& rng) {
  std::array<int, kMaxPotions> potions{};
  const int total = ed.potions();
  for (int i = 0; i < total; ++i) potions[static_cast<size_t>(i)] = ed.potion_low + i;
  shuffle(potions.data(), total, rng);
  const DealRow& row = *ed.row(players);
  Deal d;
  int next = 0;
  for (int p = 0; p < players; ++p)
    for (int k = 0; k < row.hand; ++k) d.hand[static_cast<size_t>(p)].add(potions[static_cast<size_t>(next++)]);
  for (int k = 0; k < row.face_up; ++k) d.face_up.add(potions[static_cast<size_t>(next++)]);
  for (int k = 0; k < row.face_down; ++k) d.face_down.add(potions[static_cast<size_t>(next++)]);
  return d;
}

State random_setup(const Edition& ed, int players, Rng& rng) {
  State s;
  s.players = static_cast<uint8_t>(players);
  const Deal d = random_deal(ed, players, rng);
  for (int p = 0; p < players; ++p) s.hand[static_cast<size_t>(p)] = d.hand[static_cast<size_t>(p)];
  s.face_up = d.face_up;
  s.face_down = d.face_down;
  for (int c = 1; c <= ed.spells; ++c) s.spell_pile.add(c);
  shuffle(s.spell_pile.item.data(), s.spell_pile.size, rng);
  for (auto& face : s.action_face) face = static_cast<uint8_t>(rng.below(2));
  s.to_move = static_cast<int8_t>(rng.below(static_cast<uint32_t>(players)));
  return s;
}

State random_new_game(const Engine& engine, int players, Rng& rng, Trace* t) {
  State s = random_setup(engine.edition(), players, rng);
  engine.begin(s, true, t, &rng);
  return s;
}

namespace {

Turn random_turn(const Edition& ed, const State& s, Rng& rng) {
  const auto& hand = s.hand[static_cast<size_t>(s.to_move)];
  Turn t;
  t.player = s.to_move;
  t.potion = static_cast<int8_t>(hand[static_cast<int>(rng.below(hand.size))]);
  if (ed.is_red(t.potion)) return t;
  const auto& spells = s.spells[static_cast<size_t>(s.to_move)];
  const uint32_t pick = rng.below(static_cast<uint32_t>(kActionCards + spells.size));
  if (pick < kActionCards) {
    t.action_card = static_cast<int8_t>(pick);
    t.action_face = static_cast<int8_t>(s.action_face[pick]);
  } else {
    t.spell = static_cast<int8_t>(spells[static_cast<int>(pick - kActionCards)]);
  }
  return t;
}

Vote random_vote(const Edition& ed, const State& s, Rng& rng) {
  Vote v;
  for (int p = 0; p < s.players; ++p) {
    v.thumb[static_cast<size_t>(p)] = rng.below(2) ? Thumb::up : Thumb::down;
    if (rng.below(8) == 0) v.counts_as[static_cast<size_t>(p)] = ed.potion_low + static_cast<int>(rng.below(static_cast<uint32_t>(ed.potions())));
  }
  return v;
}

}  // namespace

RandomStep random_choice(const Engine& engine, const State& s, Rng& rng) {
  const Edition& ed = engine.edition();
  RandomStep step;
  step.phase = s.phase;
  switch (s.phase) {
    case Phase::potions: step.turn = random_turn(ed, s, rng); break;
    case Phase::vote: step.vote = random_vote(ed, s, rng); break;
    case Phase::spells: step.keep = s.drawn[static_cast<int>(rng.below(s.drawn.size))]; break;
    case Phase::deal: step.deal = random_deal(ed, s.players, rng); break;
    case Phase::over: break;
  }
  return step;
}

Rejection play_step(const Engine& engine, State& s, const RandomStep& step, Trace* t, Rng* rng) {
  if (step.phase != s.phase) return Rejection::game_over;  // a step of another phase: never played on it
  switch (step.phase) {
    case Phase::potions: return engine.take_turn(s, step.turn, t, rng);
    case Phase::vote: return engine.vote(s, step.vote, t, rng);
    case Phase::spells: return engine.keep(s, step.keep, t);
    case Phase::deal: return engine.new_round(s, step.deal, t, nullptr);
    case Phase::over: break;
  }
  return Rejection::game_over;
}

Rejection random_step(const Engine& engine, State& s, Rng& rng, Trace* tr) {
  if (s.phase == Phase::over) return Rejection::game_over;
  const RandomStep step = random_choice(engine, s, rng);
  return play_step(engine, s, step, tr, &rng);
}

std::optional<std::string> random_game_problem(int players, uint64_t seed) {
  return random_game_problem(bundled_edition(), players, seed);
}

std::optional<std::string> random_game_problem(const Edition& ed, int players, uint64_t seed) {
  if (players < ed.min_players || players > ed.max_players) return "no game for " + std::to_string(players) + " players";
  const Engine engine(ed);
  Rng rng(seed);
  State s = random_new_game(engine, players, rng);
  const std::string where = " (" + std::to_string(players) + " players, seed " + std::to_string(seed) + ")";
  if (auto p = state_problem(engine, s)) return "after the setup: " + *p + where;
  int pile_draws = ed.first_player_draws;
  for (int step = 0; !s.game_over(); ++step) {
    if (step > 1000) return "the game does not end" + where;
    // A play out of turn, and a red potion with an action, are refused and change nothing.
    if (s.phase == Phase::potions) {
      State copy = s;
      Turn wrong;
      wrong.player = static_cast<int8_t>(s.left_of(s.to_move));
      wrong.potion = static_cast<int8_t>(s.hand[static_cast<size_t>(wrong.player)][0]);
      wrong.action_card = 0;
      wrong.action_face = static_cast<int8_t>(s.action_face[0]);
      if (engine.take_turn(copy, wrong, nullptr) != Rejection::not_your_turn || !(copy == s))
        return "a turn out of order was not refused cleanly" + where;
    }
    const State before = s;
    const Rejection r = random_step(engine, s, rng);
    if (r != Rejection::none) return "a random legal step was refused (" + std::string(rejection_code(r)) + ")" + where;
    if (before.phase == Phase::vote && s.phase == Phase::spells) pile_draws += ed.loser_draws;
    if (auto p = step_problem(before, s)) return *p + where;
    if (auto p = state_problem(engine, s)) return *p + where;
    // Only draws take cards from the pile, so it is never empty (l.108 is never needed).
    if (s.spell_pile.size + pile_draws != ed.spells)
      return "the spell pile holds " + std::to_string(s.spell_pile.size) + " cards after " + std::to_string(pile_draws) + " draws" + where;
  }
  return std::nullopt;
}

}  // namespace errata::loser
