#pragma once
// A play the engine itself chose among the turn's legal plays (random play):
// resolved without the checks Engine::play makes before the card is put
// down, since none of them can fail for such a play.
#include "engine.h"
#include "turn.h"

namespace errata::love_letter {

// Engine::play, for a play that legal_plays or random_legal_play chose in
// this very state. Any other play (a user's, a scenario's) must go through
// Engine::play: this one would accept plays play refuses. Inline: random
// play's loop (play_random_round) then keeps its state, engine and trace in
// registers from one turn to the next, rather than saving and restoring them
// around a call each turn.
inline Rejection play_legal(const Engine& engine, State& s, const Action& a, Trace* t) {
  // sycophant.force, sycophant.impossible: play decides them by trying plays
  // on copies of the state (could_choose, some_play_chooses); for a legal
  // play, the engine decides them on the play's family.
  if (s.sycophant_choice >= 0) return engine.play_legal_under_demand(s, a, t);
  // Without the demand, play's checks before the card is put down ask whether
  // the card is the edition's (every card of a valid state is: setup.cards),
  // whether it is in the hand (a legal play's card is) and whether
  // countess.forced refuses it (the legal plays then hold only the Countess's):
  // none can fail, and none notes anything on success.
  const int me = s.to_move;
  const Edition& ed = engine.edition();
  put_down(ed, s, a.card, t);
  Turn turn{ed, s, me, a, t};
  if (Rejection r = resolve_card(turn); r != Rejection::none) return r;
  end_turn(ed, s, me, t);
  return Rejection::none;
}

}  // namespace errata::love_letter
