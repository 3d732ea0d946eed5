#pragma once
// The steps of a card written as data, as Z3 formulas: each step, where its
// condition holds, changes the turn as the engine's interpreter changes the
// state (model/love_letter/data_cards). The turn is threaded through the
// steps in order: hands, who is out, protection, tokens won, the deck.
#include <z3++.h>

#include <vector>

#include "model/love_letter/data_cards/card_effect.h"
#include "play_encoding.h"

namespace errata::smt {

// The turn as the steps leave it, seat 0 the card's player.
struct StepTurn {
  std::vector<z3::expr> hand;     // Int per seat: the card held (seat 0: the card it kept), 0 once out
  std::vector<z3::expr> out;      // Bool per seat: out of the round
  std::vector<z3::expr> protect;  // Bool per seat
  std::vector<z3::expr> gains;    // Int per seat: favor tokens won in the turn
  std::vector<z3::expr> deck;     // Int: the deck, top first, 0 past its last card (three places)
  z3::expr size;                  // Int: the cards in the deck
  z3::expr over;                  // a token won has ended the game at once (game.end-timing): nothing more happens
  z3::expr ran_out;               // the deck ran out while the card's player drew (round.deck-empty)
  z3::expr bad_keep;              // the card kept or put back is not one drawn (the play is refused)
  // Int per seat: of `gains`, the Constable tokens that come with the round's
  // end (constable.last-elimination with-the-round: the elimination that left
  // one player in): they end no game at once.
  std::vector<z3::expr> round_gains{};
};

// The turn before the card's effect: the state as the play finds it.
StepTurn turn_before(const SymbolicPlay& s);

// What each step reads: the play, the edition, whether the card acts
// (accepted, not without effect) and the card the chosen player held before
// the steps ran: every condition asks about it, as the engine asks each
// condition once before the steps (a step that makes her leave does not
// change what she held).
struct StepContext {
  const SymbolicPlay& s;
  const love_letter::Edition& ed;
  const std::vector<love_letter::Role>& roles;
  const love_letter::CardEffect& effect;
  z3::expr acts;
  z3::expr chosen_held;
};

// The card the chosen player holds in `t` (seat 0's: the card it kept).
z3::expr held_by(const StepTurn& t, const z3::expr& seat);

// Runs `step` on `t` where the card acts, the game goes on and its condition holds.
void run_step(const StepContext& x, const love_letter::EffectStep& step, StepTurn& t);

// The most cards the steps draw one by one (discard and draw): the play
// encoding's deck must hold them (it does not hold the set-aside card).
int most_single_draws(const love_letter::CardEffect& e);
// The most cards a draw-and-return step draws (0 for none).
int most_drawn_and_returned(const love_letter::CardEffect& e);

}  // namespace errata::smt
