#pragma once
// One play as Z3 formulas, per edition: whether the rules accept it (and with
// which error code they refuse it), and what it does to hands, eliminations,
// protection, tokens, the Jester token, the Sycophant's choice and the deck.
// Covers every card: the shared cards (Guard, Priest, Baron, Handmaid,
// Prince, King, Countess, Princess, Spy, Chancellor with its keep and bottom
// choices) and the Premium cards (Assassin, Jester, Cardinal, Baroness, Count,
// Constable, Dowager Queen, Bishop, Sycophant), and the play made under a
// Sycophant's demand. The same decisions the engine takes in engine.cpp,
// card_effects.cpp and premium_effects.cpp, from the same edition data and variants.
#include <z3++.h>

#include <string>
#include <vector>

#include "model/love_letter/edition.h"

namespace errata::smt {

// Seat 0 is to move and has drawn: it holds `played` and `other`. The deck
// holds `deck_size` cards (one to three): `top`, then `next` and `third`
// where it holds them (0 where not). A deck of three lets the round go on
// after any play (a Chancellor draws two and leaves one); a shorter one lets
// the turn end the round: a draw takes the last card, or a Chancellor
// empties the deck and puts cards back. Each seat's favor tokens and whether
// the Constable lies in its discards carry the play into the end of the game
// and of the round, and the protection into the next round: a bounded
// multi-step encoding (this turn, the round's end after it, the next round's
// start).
struct SymbolicPlay {
  SymbolicPlay(z3::context& c, int players);

  z3::context& c;
  int players;
  z3::expr played, other, top, next, third;  // Int role indices
  std::vector<z3::expr> hand;          // Int: seats 1.. (seat 0's entry unused), 0 when out of the round
  std::vector<z3::expr> in_round, protect;
  std::vector<z3::expr> gone;  // Int: the card a seat out of the round discarded when it left, 0 for a seat in it
  z3::expr target;   // Int: -1 for none, else a seat
  z3::expr target2;  // Int: a second chosen seat (Cardinal, Baroness), -1 for none
  z3::expr guess;    // Int role index, 0 for none
  z3::expr number;   // Int: the Bishop's number, -1 for none
  z3::expr redraw;   // Bool: the Bishop's target discards and draws
  z3::expr keep;     // Int: the Chancellor keeps `other` (0), `top` (1) or `next` (2)...
  z3::expr swap;     // Bool: ...and puts the other two under the deck in the order drawn, or the other way
  z3::expr demand;   // Int: the player a Sycophant chose before this play, -1 for none
  z3::expr deck_size;                 // Int: 1 to 3
  std::vector<z3::expr> tokens;       // Int per seat: favor tokens before the play
  std::vector<z3::expr> constable;    // Bool per seat: the Constable lies in its discards before the play
  std::vector<z3::expr> bishops;      // Int per seat: Bishops in its discards (each may have won a token this round)
  std::vector<z3::expr> carried;      // Bool per seat: protected since the last round, nothing discarded yet in this one

  z3::expr cards_named() const;
  // Copies of `r` the state names: the two cards held, the deck, the hands,
  // the cards left with, a Handmaid behind each protection (but one carried
  // from the last round), the Sycophant behind a demand, Constables and Bishops discarded.
  z3::expr used(love_letter::Role r) const;
};

// The cards a play may be of, in this encoding: the native cards it knows...
bool encoded_play(love_letter::Role r);
// ... and in an edition, its cards written as data too (data_card_play.h).
bool encoded_play(const love_letter::Edition& ed, love_letter::Role r);

struct PlayOutcome {
  z3::expr code;                     // Int: the engine's Rejection code, 0 when accepted
  std::vector<z3::expr> eliminated;  // Bool per seat, after the play
  std::vector<z3::expr> hand;        // Int per seat (seat 0 included), after the play
  std::vector<z3::expr> protect;     // Bool per seat, after the play
  std::vector<z3::expr> gains;       // Int per seat: favor tokens won by the play
  z3::expr jester;                   // Int: the seat holding the Jester token after the play, -1 for none
  std::vector<z3::expr> deck;        // Int: the deck after the play, top first (three cards)
  z3::expr sycophant;                // Int: the Sycophant's choice after the play, -1 for none
  z3::expr round_over;               // Bool: the round ends after this turn (or at once, with the game)
  z3::expr game_over;                // Bool: the game ends during the turn (tokens won mid-round)
  std::vector<z3::expr> next_protect;  // Bool per seat: protected as the next round starts (none when the round goes on)
  // Int per seat: of `gains`, the Constable tokens that come with the round's
  // end (constable.last-elimination with-the-round), which end no game at once.
  std::vector<z3::expr> round_gains{};
};

// A state this edition's round can be in with seat 0 to move, having drawn:
// what real play keeps (the invariants of model/love_letter/reachability, as
// real_play.h encodes them) within the encoding's bounds (one to three cards
// in the deck, nobody holding the Jester token, which no play reads).
z3::expr play_well_formed(const SymbolicPlay& s, const love_letter::Edition& ed, const std::vector<love_letter::Role>& roles);

PlayOutcome encode_play(const SymbolicPlay& s, const love_letter::Edition& ed, const std::vector<love_letter::Role>& roles);

// How many seats are still in the round, `out` saying per seat whether it is out.
z3::expr seats_in_round(z3::context& c, const std::vector<z3::expr>& out);

// Whether two plays' outcomes are the same formulas.
bool same_formulas(const PlayOutcome& x, const PlayOutcome& y);

}  // namespace errata::smt
