// Phase 1: the turns (l.76-108).
#include "engine.h"

#include "narrator.h"

namespace errata::loser {

std::string player_name(const std::vector<std::string>& names, int p) {
  if (p >= 0 && static_cast<size_t>(p) < names.size()) return names[static_cast<size_t>(p)];
  return "player " + std::to_string(p + 1);
}

bool Engine::every_hand_holds_one(const State& s) const {
  for (int p = 0; p < s.players; ++p)
    if (s.hand[static_cast<size_t>(p)].size != 1) return false;
  return true;
}

Rejection Engine::turn_refusal(const State& s, const Turn& a, Trace* t) const {
  const Narrator say(t);
  if (s.phase == Phase::over) return say.refuse(Rejection::game_over, "game.end", "the game is over");
  if (s.phase == Phase::spells || s.phase == Phase::deal)
    return say.refuse(Rejection::round_over, "reveal", "this round's loser is already determined");
  if (s.phase == Phase::vote)
    return say.refuse(Rejection::vote_time, "phase1.end", "every player holds one potion: phase 1 is over, the vote comes next");
  if (a.player != s.to_move) return say.refuse(Rejection::not_your_turn, "phase1.order", "it is " + say.name(s.to_move) + "'s turn");
  const auto p = static_cast<size_t>(a.player);
  const std::string potion = "potion " + std::to_string(a.potion);
  if (!s.hand[p].contains(a.potion))
    return say.refuse(Rejection::potion_not_in_hand, "turn.play-potion", potion + " is not in " + say.name(a.player) + "'s hand");
  const bool red = ed_.is_red(a.potion), spell = a.spell != kNoSpell, action = a.action_card >= 0;
  if (red && (spell || action))
    return say.refuse(Rejection::red_potion_ends_turn, "potion.red-ends-turn",
                      potion + " is red: the turn ends there, with no spell card nor action");
  if (!red && !spell && !action)
    return say.refuse(Rejection::spell_or_action_required, "blue.choose", potion + " is blue: a spell card or an action must follow");
  if (spell && action)
    return say.refuse(Rejection::spell_and_action, "blue.choose", "a blue potion is followed by a spell card OR an action, not both");
  if (spell && !s.spells[p].contains(a.spell))
    return say.refuse(Rejection::spell_not_held, "spell.activate", say.name(a.player) + " holds no spell card " + spell_name(a.spell));
  if (action && s.action_face[static_cast<size_t>(a.action_card)] != a.action_face)
    return say.refuse(Rejection::action_not_visible, "action.apply",
                      "action " + action_name(a.action_card, a.action_face) + " is not face up (" +
                          action_name(a.action_card, s.action_face[static_cast<size_t>(a.action_card)]) + " is)");
  return Rejection::none;
}

Rejection Engine::take_turn(State& s, const Turn& a, Trace* t, Rng* rng) const {
  if (const Rejection r = turn_refusal(s, a, t); r != Rejection::none) return r;
  const Narrator say(t);
  const auto p = static_cast<size_t>(a.player);
  const std::string who = say.name(a.player), potion = "potion " + std::to_string(a.potion);
  s.hand[p].remove(a.potion);
  s.played[p].add(a.potion);
  say("turn.play-potion", who + " places " + potion + " on the table");
  if (ed_.is_red(a.potion)) {
    say("potion.red", potion + " is red: face down");
    say("potion.red-ends-turn", who + "'s turn ends");
  } else if (a.spell != kNoSpell) {
    say("potion.blue", potion + " is blue: face up");
    s.spells[p].remove(a.spell);
    say("spell.activate", who + " activates spell card " + spell_name(a.spell));
    say("spell.effects", "its effect is not in the text: nothing else changes");
    s.spell_discard.add(a.spell);
    say("spell.discard", spell_name(a.spell) + " goes face up onto the spell discard");
    refill_spell_pile(s, t, rng);
  } else {
    say("potion.blue", potion + " is blue: face up");
    const auto c = static_cast<size_t>(a.action_card);
    say("action.apply", who + " applies action " + action_name(a.action_card, a.action_face));
    say("action.effects", "its effect is not in the text: nothing else changes");
    s.action_face[c] = static_cast<uint8_t>(1 - s.action_face[c]);
    say("action.flip", "the action card is turned over: " + action_name(a.action_card, s.action_face[c]) + " is now visible");
  }
  if (every_hand_holds_one(s)) {
    s.phase = Phase::vote;
    say("phase1.end", "every player holds one potion: phase 2");
    say("vote.start", "the vote begins");
    return Rejection::none;
  }
  s.to_move = static_cast<int8_t>(s.left_of(a.player));
  say("phase1.order", "clockwise: " + say.name(s.to_move) + " plays next");
  return Rejection::none;
}

}  // namespace errata::loser
