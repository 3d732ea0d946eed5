#include "random_games.h"

#include <algorithm>
#include <vector>

#include "invariants.h"
#include "model/secret_moon/edition_loader.h"

namespace errata::secret_moon {
namespace {

template <typename T>
void shuffle(std::vector<T>& v, Rng& rng) {
  for (size_t i = v.size(); i > 1; --i) std::swap(v[i - 1], v[rng.below(static_cast<uint32_t>(i))]);
}

}  // namespace

State random_deal(const Edition& ed, int players, Rng& rng) {
  State s;
  s.players = static_cast<uint8_t>(players);
  std::vector<Character> box, removable;
  for (const auto& c : ed.characters) {
    const bool from = std::find(ed.removal.from.begin(), ed.removal.from.end(), c.role) != ed.removal.from.end();
    for (int i = 0; i < c.count; ++i) (players == ed.removal.players && from ? removable : box).push_back(c.role);
  }
  if (!removable.empty()) {
    shuffle(removable, rng);
    s.removed = removable.back();
    removable.pop_back();
    box.insert(box.end(), removable.begin(), removable.end());
  }
  shuffle(box, rng);
  s.npcs = static_cast<uint8_t>(box.size() - static_cast<size_t>(players));
  for (size_t f = 0; f < box.size(); ++f) s.character[f] = box[f];
  give_starting_markers(ed, s);
  s.turn_card = random_turn_cards(ed, s, rng);
  s.waiting = s.all_players();
  return s;
}

TurnCards random_turn_cards(const Edition& ed, const State& s, Rng& rng) {
  std::vector<uint8_t> cards;
  for (int c = 1; c <= ed.turn_cards; ++c) cards.push_back(static_cast<uint8_t>(c));
  shuffle(cards, rng);
  TurnCards out{};
  size_t next = 0;
  for (int p = 0; p < s.players; ++p)
    if (!has(s.captured, p)) out[p] = cards[next++];
  return out;
}

State random_position(int players, uint64_t seed, int steps) {
  const Edition& ed = bundled_edition();
  const Engine engine(ed);
  Rng rng(seed);
  State s = random_deal(ed, players, rng);
  engine.begin(s, nullptr);
  std::array<Action, kMaxLegalActions> legal;
  for (int step = 0; step < steps && !s.game_over; ++step) {
    if (s.round_over) {
      engine.new_round(s, random_turn_cards(ed, s, rng), nullptr, nullptr);
      continue;
    }
    const int n = engine.legal_actions(s, legal.data(), kMaxLegalActions);
    if (n == 0) break;
    engine.take_turn(s, engine.to_move(s), legal[rng.below(static_cast<uint32_t>(n))], nullptr);
  }
  return s;
}

std::optional<std::string> random_game_problem(int players, uint64_t seed) {
  State last;
  return play_random_game(players, seed, last);
}

std::optional<std::string> play_random_game(int players, uint64_t seed, State& s) {
  return play_random_game(bundled_edition(), players, seed, s);
}

std::optional<std::string> play_random_game(const Edition& ed, int players, uint64_t seed, State& s) {
  if (players < ed.min_players || players > ed.max_players) return "no game of Secret Moon has " + std::to_string(players) + " players";
  const Engine engine(ed);
  Rng rng(seed);
  s = random_deal(ed, players, rng);
  std::vector<std::string> names;
  for (int f = 0; f < s.figures(); ++f) names.push_back("figure " + std::to_string(f + 1));
  if (auto why = engine.setup_problem(s, names)) return "the random deal is refused: " + *why;
  engine.begin(s, nullptr);
  History h;
  h.start = s;
  std::array<Action, kMaxLegalActions> legal;
  for (int step = 0; step < 200 && !s.game_over; ++step) {
    const State before = s;
    if (s.round_over) {
      if (engine.new_round(s, random_turn_cards(ed, s, rng), nullptr, nullptr) != Rejection::none)
        return "a shuffled deal of turn-order cards was refused";
      h.turns_this_round = {};
    } else {
      const int me = engine.to_move(s);
      const int n = engine.legal_actions(s, legal.data(), kMaxLegalActions);
      if (me == kNobody || n == 0) return "a round in progress offers no action";
      // Someone else's turn is refused and changes nothing.
      const int other = static_cast<int>(rng.below(s.players));
      if (other != me) {
        State copy = s;
        if (engine.take_turn(copy, other, Action{}, nullptr) == Rejection::none) return "a player played out of turn";
        if (!(copy == s)) return "a refused turn changed the state";
      }
      const Action a = legal[rng.below(static_cast<uint32_t>(n))];
      if (engine.take_turn(s, me, a, nullptr) != Rejection::none) return "a legal action was refused";
      ++h.turns[me];
      ++h.turns_this_round[me];
    }
    if (auto p = broken_invariant(engine, h, before, s)) return *p;
  }
  if (!s.game_over) return "the game did not end within 200 steps";
  Action none[1];
  if (engine.legal_actions(s, none, 1) != 0) return "actions are offered after the end of the game";
  return std::nullopt;
}

}  // namespace errata::secret_moon
