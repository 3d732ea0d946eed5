#pragma once
// The witness rule: a difference counts only in a state a complete deal
// reaches, every card of each edition's deck placed. The encodings name what
// a decision reads (hands, the piles a rule looks at, the deck); the rest of
// each edition's deck must fit where the decision reads nothing: the
// set-aside card, the face-up cards of a 2-player round (exactly as many as
// the edition deals), the piles of players out of the round, and, for a play,
// the piles of players in it (but a Princess, which would have put them out,
// and a Constable, which would score). As formulas, the queries ask it of
// every state; as cards, the witness writes it (setup key `completion`, one
// entry per edition), and replaying it checks that every card is placed.
#include <z3++.h>

#include <string>
#include <vector>

#include "play_encoding.h"
#include "symbolic_round.h"
#include "witness.h"

namespace errata::smt {

// Whether the rest of `ed`'s deck fits around the round-end state `s`
// (the deck is empty: the round ends).
z3::expr round_completable(const SymbolicRound& s, const love_letter::Edition& ed);
// Whether the rest of `ed`'s deck fits around the play's state `s`.
z3::expr play_completable(const SymbolicPlay& s, const love_letter::Edition& ed, const std::vector<love_letter::Role>& roles);

// Where the rest of one edition's deck lies.
struct Completion {
  std::vector<std::string> editions;
  bool set_aside_drawn = false;  // the set-aside card was drawn (by a Prince's target, the deck empty)
  love_letter::Role set_aside = love_letter::Role::none;
  std::vector<love_letter::Role> face_up;
  std::vector<std::vector<love_letter::Role>> discards;  // per seat: older than the setup's
};

Completion complete_round(const ConcreteRound& r, const love_letter::Edition& ed);
Completion complete_play(const ConcretePlay& p, const love_letter::Edition& ed);

// The setup key `completion:` (indented for a setup), one entry per distinct
// completion with the editions it holds for.
std::string completion_yaml(std::vector<Completion> completions);

}  // namespace errata::smt
