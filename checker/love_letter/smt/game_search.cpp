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

// The cards a round's end decision is about, which a knowing player plays when she can.
std::vector<Role> bonus_cards(const std::string& decision) {
  if (decision == "round-end.spy-bonus") return {Role::spy};
  if (decision == "round-end.pair-bonus") return {Role::chancellor};
  if (decision == "round-end.jester-bonus") return {Role::jester};
  if (decision == "round-start") return {Role::handmaid};  // a protection carried into the next round
  if (decision.starts_with("game-end") || decision == "round-end.tokens") return {Role::spy, Role::chancellor, Role::jester};  // tokens won at once
  return {};
}

// A play of one who knows every hand: the decision's cards first; then, as
// `ending` asks, one that puts someone out (a Guard naming the card its
// target holds, a Baron or a Dowager Queen against a lower card, a Prince on
// the Princess), so that the round ends within the cards both decks deal
// alike, or one that puts nobody out, so that it ends at a showdown; else any.
std::optional<Action> knowing_play(const Engine& ea, const Engine& eb, const State& sa, const State& sb, const std::vector<Role>& favoured,
                                   bool ending, Rng& rng) {
  static thread_local Action la[1024], lb[1024];
  const int na = ea.legal_plays(sa, la, 1024), nb = eb.legal_plays(sb, lb, 1024);
  if (na + nb == 0) return std::nullopt;
  const int me = sa.to_move;
  const auto& ed = ea.edition();
  auto held = [&](int p) { return sa.hand[static_cast<size_t>(p)].size ? sa.hand[static_cast<size_t>(p)][0] : Role::none; };
  // A Handmaid carried into the next round is one played on her last turn: favoured only as the deck runs out.
  auto favour = [&](Role r) {
    return std::find(favoured.begin(), favoured.end(), r) != favoured.end() && (r != Role::handmaid || sa.deck.size <= sa.players);
  };
  auto puts_out = [&](const Action& a) {
    const auto& hand = sa.hand[static_cast<size_t>(me)];
    const Role other = hand[0] == a.card ? hand[1] : hand[0];
    if (a.card == Role::princess) return true;
    if (a.target < 0 || a.target == me) return false;
    const Role theirs = held(a.target);
    return (a.card == Role::guard && a.guess == theirs) || (a.card == Role::prince && theirs == Role::princess) ||
           ((a.card == Role::baron || a.card == Role::dowager_queen) && ed.value_of(other) != ed.value_of(theirs));
  };
  auto score = [&](const Action& a) { return favour(a.card) ? 3 : puts_out(a) == ending ? 2 : 0; };
  int best = -1, ties = 0, pick = 0;
  for (int k = 0; k < na + nb; ++k) {
    const int v = score(k < na ? la[k] : lb[k - na]);
    if (v > best) best = v, ties = 0;
    if (v == best && rng.below(static_cast<uint32_t>(++ties)) == 0) pick = k;
  }
  return pick < na ? la[pick] : lb[pick - na];
}

// A play either edition allows that parts the editions at no play of its
// own before `goal`: one they judge alike, the goal's own, or one that parts
// them only at the round's or the game's end. Two editions that judge some
// cards' plays apart part there in most random games, before a decision
// after those plays (a bonus at the round's end for a card discarded
// rather than played) is reached: a game steered around them reaches it.
// Any play when none is such.
std::optional<Action> steered_play(const Engine& ea, const Engine& eb, const State& sa, const State& sb, const std::string& goal,
                                   Rng& rng) {
  static thread_local Action la[1024], lb[1024];
  const int na = ea.legal_plays(sa, la, 1024), nb = eb.legal_plays(sb, lb, 1024);
  int kept = 0, pick = -1;
  for (int k = 0; k < na + nb; ++k) {
    const std::string parts = props::parting_after(ea, eb, sa, sb, k < na ? la[k] : lb[k - na]);
    if (!parts.empty() && parts.starts_with("play.") && !props::same_decision(goal, parts)) continue;
    if (rng.below(static_cast<uint32_t>(++kept)) == 0) pick = k;
  }
  if (pick < 0) return props::random_play(ea, eb, sa, sb, rng);
  return pick < na ? la[pick] : lb[pick - na];
}

// Tokens of a later round's deal: the solver's, the first player holding
// one at least (she won the round before: given one where the solver's state
// has her hold none), nobody holding both editions' win, `need`, at a deal
// (tokens a Bishop wins come in the round the game plays).
std::vector<int> tokens_towards(std::vector<int> tokens, int first, int need) {
  for (int& t : tokens) t = std::min(t, std::max(0, need - 1));
  const bool any = std::any_of(tokens.begin(), tokens.end(), [](int t) { return t > 0; });
  if (any && first < static_cast<int>(tokens.size()) && tokens[static_cast<size_t>(first)] == 0 && need > 1)
    tokens[static_cast<size_t>(first)] = 1;
  return tokens;
}

// Where the decks differ, a game both play alike stays within the cards both
// hold, so its round ends only as players leave: with the bundled roles, one
// at most a turn (a card as data may put out more). Why no round ends so at
// the goal's count of seats, or "".
std::string no_round_ends(const Edition& a, const Edition& b, const GameGoal& goal) {
  const std::string& d = goal.decision;
  const bool needs_an_end = d == "round-start" || d == "game-end" || (d.starts_with("round-end.") && d != "round-end.timing");
  if (!needs_an_end || a.sets.data || b.sets.data) return "";
  const int n = goal.players;
  const auto deal = props::share_deal(a, b, n, props::cards_in_both(a, b), 0, {}, 0);
  if (!deal || deal->same_cards()) return "";
  const int turns = std::max(0, deal->shared_deck() - props::kMostDrawsATurn);
  if (turns >= n - 1) return "";
  return "the decks differ, so a game both play alike stays within the cards both hold, and its round ends only as players "
         "leave, one a turn at most: a " + std::to_string(n) + "-player deal leaves " + std::to_string(deal->shared_deck()) +
         " of those cards in the deck, " + std::to_string(turns) + (turns == 1 ? " turn" : " turns") + " before a draw could pass them, and " +
         std::to_string(n - 1) + " players must leave: no game both play alike reaches that end";
}

// Whether the round ends after a turn (round-end.timing) turns on the deck
// running out: two decks that put different numbers of cards into play never
// run out in the same game.
std::string no_common_end(const Edition& a, const Edition& b, const GameGoal& goal) {
  if (std::string why = no_round_ends(a, b, goal); !why.empty()) return why;
  const int na = cards_in_play(a, goal.players), nb = cards_in_play(b, goal.players);
  if (na == nb || goal.decision != "round-end.timing") return "";
  return "whether the round ends after that turn turns on the deck running out, and a " + std::to_string(goal.players) +
         "-player round puts " + std::to_string(na) + " cards into play under " + a.id + " but " + std::to_string(nb) + " under " + b.id +
         ": no game both play alike reaches that end";
}

}  // namespace

int cards_in_play(const Edition& ed, int players) {
  return ed.deck_size() - (ed.set_aside_face_down > 0 ? 1 : 0) - (players == 2 ? ed.face_up_when_two_players : 0);
}

GameSearch find_game_apart(const Edition& a, const Edition& b, const GameGoal& goal) {
  GameSearch out;
  out.seed = seed_of(a.id + "|" + b.id + "|" + goal.decision + "|" + std::to_string(goal.players));
  if (out.none_can = no_common_end(a, b, goal); !out.none_can.empty()) return out;
  const Engine ea(a), eb(b);
  const std::vector<Role> both = props::cards_in_both(a, b);
  const int n = goal.players;
  const std::vector<int> solver_tokens = goal.play ? goal.play->tokens : goal.round ? goal.round->tokens : std::vector<int>{};
  const int need = std::min(a.tokens_needed(n), b.tokens_needed(n));
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
    int first = planned ? cycle->first : towards ? 0 : static_cast<int>(rng.below(static_cast<uint32_t>(n)));
    if (towards && !goal.play)  // a round's end: the one who won the round before starts (the most tokens)
      for (int p = 0; p < n && p < static_cast<int>(solver_tokens.size()); ++p)
        if (solver_tokens[static_cast<size_t>(p)] > solver_tokens[static_cast<size_t>(first)]) first = p;
    std::vector<Role> order = planned ? cycle->order : order_towards(both, towards ? goal.play : std::nullopt, n, set_aside, face_up, rng);
    const auto deal = props::share_deal(a, b, n, std::move(order), first, towards ? tokens_towards(solver_tokens, first, need) : std::vector<int>{},
                                 out.seed + static_cast<uint64_t>(g));
    if (!deal) continue;
    ++out.games;
    const long mode = g % 3;  // for a round's end: a game in three played by knowing players ending it early, one playing to a showdown
    // The second half's odd games steer around the plays the editions judge apart (steered_play).
    const bool steer = g > kGameSearchGames / 2 && g % 2 == 1;
    const props::ChoosePlay choose = [&](const State& sa, const State& sb, int me, int step) -> std::optional<Action> {
      if (planned && step < static_cast<int>(cycle->before.size())) return cycle->before[static_cast<size_t>(step)];
      if (planned && step == static_cast<int>(cycle->before.size())) return play_of(*goal.play, me, n);
      if (goal.play && ((g == 0 && step == 0) || (sa.hand[static_cast<size_t>(me)].contains(goal.play->played) && rng.below(2) == 0)))
        return play_of(*goal.play, me, n);
      if (steer) return steered_play(ea, eb, sa, sb, goal.decision, rng);
      if ((goal.round || !bonus_cards(goal.decision).empty()) && mode != 0)
        return knowing_play(ea, eb, sa, sb, bonus_cards(goal.decision), mode == 1, rng);
      return props::random_play(ea, eb, sa, sb, rng);
    };
    // One round from its deal (a later round's, where tokens are held); two where the decision is the game's
    // end (tokens won in the first) or the next round's start.
    const int rounds = goal.decision == "round-start" || goal.decision.starts_with("game-end") ? 2 : 1;
    if (auto found = props::play_apart(ea, eb, *deal, choose, rng, 200, rounds); found && props::same_decision(goal.decision, found->decision))
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
      steps.push_back({me, a, std::nullopt, std::nullopt, std::nullopt});
      engine.play(s, a, nullptr);
    }
    if (!s.round_over || steps.empty() || !reaches(s)) continue;
    const props::GameApart g{*deal, std::move(steps), "", "", last, s, s, Rejection::none, Rejection::none, {}};
    return props::game_scenario(name, comment, clauses, g, ed, ed, false);
  }
  return "";
}

}  // namespace errata::smt
