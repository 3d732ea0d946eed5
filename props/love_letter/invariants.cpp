#include "invariants.h"

#include <array>

#include "model/love_letter/reachability.h"

namespace errata::props {

using namespace love_letter;

int max_turns_per_round(const Edition& ed) { return ed.deck_size(); }

std::optional<std::string> round_invariant_problem(const Edition& ed, const State& s, const State* before) {
  // Cards are conserved: hands, deck, discards, set-aside and face-up make the whole deck.
  const auto seen = cards_by_role(s);
  for (int i = 1; i < kRoleCount; ++i)
    if (seen[static_cast<size_t>(i)] != ed.copies[static_cast<size_t>(i)])
      return "cards not conserved: " + std::string(role_id(static_cast<Role>(i))) + " seen " +
             std::to_string(seen[static_cast<size_t>(i)]) + " times, the deck has " +
             std::to_string(ed.copies[static_cast<size_t>(i)]);

  for (int p = 0; p < s.players; ++p) {
    if (s.is_in(p) && s.hand[p].size != 1) return "a player in the round holds " + std::to_string(s.hand[p].size) + " cards between turns";
    if (!s.is_in(p) && !s.hand[p].empty()) return "a player out of the round holds a card";
    if (before && s.tokens[p] < before->tokens[p]) return "favor tokens decreased";
  }
  if (s.protected_players & s.eliminated) return "a player out of the round is protected";
  if (!s.round_over) {
    if (s.in_round() == 0 || (s.in_round() & (s.in_round() - 1)) == 0) return "the round goes on with one player or none";
    if (s.deck.empty()) return "the round goes on with an empty deck";
    if (s.to_move < 0 || !s.is_in(s.to_move)) return "the player to move is out of the round";
  } else {
    // Nobody wins a tie broken by discards to a tie, a round the game ended,
    // or a round everyone left (an Assassin's holder with nothing left to
    // draw leaves with the Guard's player: prince.nothing-to-draw).
    const bool nobody_allowed =
        ed.rules.round_tie == Rules::RoundTie::discard_total_then_nobody || s.game_over || s.in_round() == 0;
    if (s.round_winners == 0 && !nobody_allowed) return "a round ended with no winner";
    if (s.round_winners & s.eliminated) return "a player out of the round won it";
  }
  const int needed = ed.tokens_needed(s.players);
  bool someone_has_enough = false;
  for (int p = 0; p < s.players; ++p) someone_has_enough = someone_has_enough || s.tokens[p] >= needed;
  // A token won during a round ends the game at once, or with the round (game.end-timing).
  const bool decided = s.round_over || ed.rules.game_end_timing == Rules::GameEndTiming::at_once;
  if (s.game_over ? !someone_has_enough : someone_has_enough && decided)
    return "the game is over exactly when someone holds the tokens to win (at once, or at the end of the round where game.end-timing says so)";
  return std::nullopt;
}

}  // namespace errata::props
