#include "random_games.h"

#include "invariants.h"
#include "model/love_letter/random_play.h"
#include "model/love_letter/reachability.h"

namespace errata::props {

using namespace love_letter;

namespace {

// The chosen player(s) of a play the rules accepted, against the turn's rules.
std::optional<std::string> choice_problem(const Edition& ed, const State& before, int me, const Action& a) {
  for (int target : {static_cast<int>(a.target), static_cast<int>(a.target2)}) {
    if (target < 0 || target == me) continue;
    if (!before.is_in(target)) return "a play chose a player out of the round";
    if (has(before.protected_players, target) && ed.rules.protection == Rules::Protection::cannot_be_chosen)
      return "a play chose a protected player";
  }
  return std::nullopt;
}

// The first invariant of real play (model/love_letter/reachability.h) that a
// state reached by legal play breaks: a wrong invariant, or an engine bug.
std::optional<std::string> unreachable(const Edition& ed, const State& s) {
  if (auto why = whole_deal_problem(s, ed)) return "a state reached in play is not a whole deal: " + *why;
  if (auto why = piles_problem(s, ed)) return "a state reached in play has piles no turns produce: " + *why;
  const auto broken = broken_invariants(s, ed);
  if (broken.empty()) return std::nullopt;
  return "a state reached in play breaks the invariant " + std::string(broken[0]->name) + " (" +
         std::string(broken[0]->clause) + "): " + std::string(broken[0]->says);
}

}  // namespace

std::optional<std::string> random_game_problem(const Edition& ed, int players, uint64_t seed, int* rounds_out) {
  const Engine engine(ed);
  Rng rng(seed);
  State s = first_round(engine, players, static_cast<int>(rng.below(static_cast<uint32_t>(players))), rng);
  int rounds = 0;
  if (auto problem = unreachable(ed, s)) return problem;
  for (;;) {
    int turns = 0;
    while (!s.round_over) {
      if (s.to_move == kNoPlayer) return "a round in progress has nobody to move";
      const State before = s;
      const int me = s.to_move;
      engine.start_turn(s, nullptr);
      if (has(s.protected_players, me)) return "protection did not end as its owner's turn began";
      Action a;
      if (!engine.random_legal_play(s, rng, a)) return "no legal play for the player to move";
      const State drawn = s;
      if (engine.play(s, a, nullptr) != Rejection::none) return "a legal play was refused";
      if (auto problem = choice_problem(ed, drawn, me, a)) return problem;
      if (auto problem = round_invariant_problem(ed, s, &before)) return problem;
      if (auto problem = unreachable(ed, drawn)) return problem;
      if (auto problem = unreachable(ed, s)) return problem;
      if (++turns > max_turns_per_round(ed)) return "a round lasted longer than the deck allows";
    }
    ++rounds;
    if (s.game_over) break;
    if (rounds > 200) return "the game did not end in 200 rounds";
    if (engine.new_round(s, random_deal(ed, players, rng), std::nullopt, nullptr, nullptr) != Rejection::none)
      return "a random deal was refused";
    if (s.to_move == kNoPlayer) pick_first(s, rng);
    if (auto problem = unreachable(ed, s)) return problem;
  }
  if (rounds_out) *rounds_out = rounds;
  return std::nullopt;
}

}  // namespace errata::props
