#pragma once
// The draw-and-return step of a card written as data (the Chancellor,
// chancellor.draw-two): its player draws up to `draw` cards (fewer when the
// deck holds fewer, chancellor.one-card-left), keeps one of her hand (the
// play's `keep`: 0 the card she held, 1 and 2 the cards drawn) and puts the
// others under the deck in the order she chooses (`swap` for two,
// put_back_order for three).
#include <z3++.h>

#include "data_card_steps.h"

namespace errata::smt {

// Where `go` holds. A keep or an order the cards drawn do not allow makes
// `t.bad_keep` (the engine refuses the play: invalid-choice).
void draw_and_return(const SymbolicPlay& s, int draw, const z3::expr& go, StepTurn& t);

// The order of three cards put back (0 to 5, lexicographic over the order
// drawn); two are ordered by the play's `swap`. A constant of the context,
// read only by cards that draw three.
z3::expr put_back_order(const SymbolicPlay& s);

}  // namespace errata::smt
