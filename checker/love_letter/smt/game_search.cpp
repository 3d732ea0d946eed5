#include "game_search.h"

#include "props/love_letter/game_witness.h"

#include <algorithm>
#include <numeric>

#include "model/core/rng.h"
#include "model/love_letter/engine.h"
#include "first_cycle.h"

namespace errata::smt {

using namespace love_letter;

namespace {

uint64_t seed_of(const std::string& text) {
  uint64_t h = 1469598103934665603ULL;
  for (unsigned char c : text) h = (h ^ c) * 1099511628211ULL;
  return h;
}

// The solver's play as a play of `mover`: its seats turned so that the
// solver's player (its seat 0) is the mover.
Action play_of(const ConcretePlay& p, int mover, int players) {
  auto seat = [&](int s) { return static_cast<int8_t>(s < 0 ? -1 : (s + mover) % players); };
  Action a;
  a.card = p.played;
  a.target = seat(p.target);
  a.target2 = seat(p.target2);
  a.guess = p.guess;
  a.number = static_cast<int8_t>(p.number);
  a.redraw = p.redraw;
  a.keep = p.keep;
  for (Role r : p.bottom)
    if (a.bottom_count < 2) a.bottom[a.bottom_count++] = r;
  return a;
}

// The cards both decks hold, ordered for a deal whose first turn is the
// solver's play: its player (seat 0, first) dealt the card it keeps and
// drawing the one it plays, each other seat dealt the card it holds (or left
// with), the deck then as the solver has it; the rest in `rng`'s order.
std::vector<Role> order_towards(std::vector<Role> pool, const std::optional<ConcretePlay>& guide, int players, int set_aside,
                                int face_up, Rng& rng) {
  for (size_t k = pool.size(); k > 1; --k) std::swap(pool[k - 1], pool[rng.below(static_cast<uint32_t>(k))]);
  if (!guide) return pool;
  std::vector<Role> want(static_cast<size_t>(set_aside + face_up), Role::none);
  want.push_back(guide->other);
  for (int s = 1; s < players; ++s) {
    const auto seat = static_cast<size_t>(s);
    want.push_back(guide->hand[seat] != Role::none ? guide->hand[seat] : guide->gone[seat]);
  }
  want.push_back(guide->played);
  for (Role r : {guide->top, guide->next, guide->third}) want.push_back(r);
  // Each wanted card moved to its place where the pool still holds one.
  for (size_t at = 0; at < want.size() && at < pool.size(); ++at) {
    const auto it = std::find(pool.begin() + static_cast<long>(at), pool.end(), want[at]);
    if (want[at] != Role::none && it != pool.end()) std::iter_swap(pool.begin() + static_cast<long>(at), it);
  }
  return pool;
}

// Tokens of a later round's deal: the solver's, when the first player could
// have won the round before (she holds one); none otherwise.
std::vector<int> tokens_towards(const std::vector<int>& tokens, int first) {
  const bool any = std::any_of(tokens.begin(), tokens.end(), [](int t) { return t > 0; });
  if (!any || (first < static_cast<int>(tokens.size()) && tokens[static_cast<size_t>(first)] > 0)) return tokens;
  return {};
}

// The cards a round deals into play at `players` (its deck, less what is set aside or shown face up).
int cards_in_play(const Edition& ed, int players) {
  return ed.deck_size() - (ed.set_aside_face_down > 0 ? 1 : 0) - (players == 2 ? ed.face_up_when_two_players : 0);
}

// Who wins a round differs only where two players or more are still in it:
// a showdown, which draws every card in play. Two decks that put different
// numbers into play never reach one in the same game.
std::string no_common_showdown(const Edition& a, const Edition& b, const GameGoal& goal) {
  if (!goal.round || goal.decision != "round-end.winners") return "";  // tokens and the game's end may part at any round's end
  const auto in = std::count_if(goal.round->hand.begin(), goal.round->hand.end(), [](Role r) { return r != Role::none; });
  const int na = cards_in_play(a, goal.players), nb = cards_in_play(b, goal.players);
  if (in < 2 || na == nb) return "";
  return "a round ends with " + std::to_string(in) + " players in it only when the deck is drawn, and a " + std::to_string(goal.players) +
         "-player round puts " + std::to_string(na) + " cards into play under " + a.id + " but " + std::to_string(nb) + " under " + b.id +
         ": no game both play alike reaches that end";
}

}  // namespace

GameSearch find_game_apart(const Edition& a, const Edition& b, const GameGoal& goal) {
  GameSearch out;
  out.seed = seed_of(a.id + "|" + b.id + "|" + goal.decision + "|" + std::to_string(goal.players));
  if (out.none_can = no_common_showdown(a, b, goal); !out.none_can.empty()) return out;
  const Engine ea(a), eb(b);
  const std::vector<Role> both = props::cards_in_both(a, b);
  const int n = goal.players;
  const std::vector<int> solver_tokens = goal.play ? goal.play->tokens : goal.round ? goal.round->tokens : std::vector<int>{};
  const int set_aside = std::min(a.set_aside_face_down, b.set_aside_face_down) > 0 ? 1 : 0;
  const int face_up = n == 2 ? std::min(a.face_up_when_two_players, b.face_up_when_two_players) : 0;
  // Game 1: the solver's play reached after one turn of each other player (first_cycle.h).
  std::optional<FirstCycle> cycle;
  if (goal.play) {
    Rng rng(out.seed);
    std::vector<Role> pool = both;
    for (size_t k = pool.size(); k > 1; --k) std::swap(pool[k - 1], pool[rng.below(static_cast<uint32_t>(k))]);
    cycle = first_cycle(*goal.play, pool, set_aside, face_up);
  }
  for (long g = 0; g <= kGameSearchGames && !out.found; ++g) {
    Rng rng(out.seed * 1000003u + static_cast<uint64_t>(g));
    const bool planned = g == 1 && cycle;
    // Game 0 is the solver's situation as a first turn; then half the games are dealt towards it.
    const bool towards = g == 0 || rng.below(2) == 0;
    // The solver's player is P1, dealt first; a game not drawn towards it starts anywhere.
    const int first = planned ? cycle->first : towards ? 0 : static_cast<int>(rng.below(static_cast<uint32_t>(n)));
    std::vector<Role> order = planned ? cycle->order : order_towards(both, towards ? goal.play : std::nullopt, n, set_aside, face_up, rng);
    const auto deal = props::share_deal(a, b, n, std::move(order), first, towards ? tokens_towards(solver_tokens, first) : std::vector<int>{},
                                 out.seed + static_cast<uint64_t>(g));
    if (!deal) continue;
    ++out.games;
    const props::ChoosePlay choose = [&](const State& sa, const State& sb, int me, int step) -> std::optional<Action> {
      if (planned && step < static_cast<int>(cycle->before.size())) return cycle->before[static_cast<size_t>(step)];
      if (planned && step == static_cast<int>(cycle->before.size())) return play_of(*goal.play, me, n);
      if (goal.play && ((g == 0 && step == 0) || (sa.hand[static_cast<size_t>(me)].contains(goal.play->played) && rng.below(2) == 0)))
        return play_of(*goal.play, me, n);
      return props::random_play(ea, eb, sa, sb, rng);
    };
    if (auto found = props::play_apart(ea, eb, *deal, choose, rng, 200); found && props::same_decision(goal.decision, found->decision))
      out.found = std::move(found);
  }
  return out;
}

std::string round_reaching(const Edition& ed, int players, const std::vector<int>& before, const std::function<bool(const State&)>& reaches,
                           const std::string& name, const std::string& comment, const std::vector<std::string>& clauses, uint64_t seed,
                           int rounds) {
  const Engine engine(ed);
  const std::vector<Role> cards = props::cards_in_both(ed, ed);
  for (int r = 0; r < rounds; ++r) {
    Rng rng(seed * 1000003u + static_cast<uint64_t>(r));
    std::vector<Role> order = cards;
    for (size_t k = order.size(); k > 1; --k) std::swap(order[k - 1], order[rng.below(static_cast<uint32_t>(k))]);
    int first = 0;
    for (int p = 0; p < players && p < static_cast<int>(before.size()); ++p)
      if (before[static_cast<size_t>(p)] > before[static_cast<size_t>(first)]) first = p;
    const auto deal = props::share_deal(ed, ed, players, std::move(order), first, before, seed);
    if (!deal) return "";
    State s = deal->dealt(true);
    if (engine.setup_problem(s)) return "";
    engine.begin(s, nullptr);
    std::vector<props::GameStep> steps;
    State last = s;
    while (!s.round_over && s.to_move >= 0 && steps.size() < 200) {
      const int me = s.to_move;
      engine.start_turn(s, nullptr);
      Action a;
      if (!engine.random_legal_play(s, rng, a)) break;
      last = s;
      steps.push_back({me, a, std::nullopt, std::nullopt});
      engine.play(s, a, nullptr);
    }
    if (!s.round_over || steps.empty() || !reaches(s)) continue;
    const props::GameApart g{*deal, std::move(steps), "", last, s, s, Rejection::none, Rejection::none};
    return props::game_scenario(name, comment, clauses, g, ed, ed, false);
  }
  return "";
}

}  // namespace errata::smt
