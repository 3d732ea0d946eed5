#pragma once
// One play as Z3 formulas, per edition: whether the rules accept it (and with
// which error code they refuse it), and what it does to hands, eliminations,
// protection, tokens and the Jester token. Covers the shared cards (Guard,
// Priest, Baron, Handmaid, Prince, King, Countess, Princess, Spy) and the
// Premium cards but the Sycophant (Assassin, Jester, Cardinal, Baroness,
// Count, Constable, Dowager Queen, Bishop); the Chancellor's choices are not
// encoded. The same decisions the engine takes in engine.cpp,
// card_effects.cpp and premium_effects.cpp, from the same edition data and variants.
#include <z3++.h>

#include <string>
#include <vector>

#include "model/love_letter/edition.h"

namespace errata::smt {

// Seat 0 is to move and has drawn: it holds `played` and `other`. The deck
// holds `top` then `next`, so the round goes on after the play.
struct SymbolicPlay {
  SymbolicPlay(z3::context& c, int players);

  z3::context& c;
  int players;
  z3::expr played, other, top, next;  // Int role indices
  std::vector<z3::expr> hand;          // Int: seats 1.. (seat 0's entry unused), 0 when out of the round
  std::vector<z3::expr> in_round, protect;
  z3::expr target;   // Int: -1 for none, else a seat
  z3::expr target2;  // Int: a second chosen seat (Cardinal, Baroness), -1 for none
  z3::expr guess;    // Int role index, 0 for none
  z3::expr number;   // Int: the Bishop's number, -1 for none
  z3::expr redraw;   // Bool: the Bishop's target discards and draws

  z3::expr cards_named() const;
};

// The cards a play may be of, in this encoding.
bool encoded_play(love_letter::Role r);

struct PlayOutcome {
  z3::expr code;                     // Int: the engine's Rejection code, 0 when accepted
  std::vector<z3::expr> eliminated;  // Bool per seat, after the play
  std::vector<z3::expr> hand;        // Int per seat (seat 0 included), after the play
  std::vector<z3::expr> protect;     // Bool per seat, after the play
  std::vector<z3::expr> gains;       // Int per seat: favor tokens won by the play
  z3::expr jester;                   // Int: the seat holding the Jester token after the play, -1 for none
};

// A state this edition's round can be in with seat 0 to move, having drawn.
z3::expr play_well_formed(const SymbolicPlay& s, const love_letter::Edition& ed, const std::vector<love_letter::Role>& roles);

PlayOutcome encode_play(const SymbolicPlay& s, const love_letter::Edition& ed, const std::vector<love_letter::Role>& roles);

}  // namespace errata::smt
