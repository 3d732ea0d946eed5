#pragma once
// The solver's side of the witness rule: a difference counts only in a state
// a complete deal can reach, every card of each edition's deck placed. The
// encodings name what a decision reads (hands, the piles a rule looks at, the
// deck); the rest of each edition's deck must fit where the decision reads
// nothing: the set-aside card, the face-up cards of a 2-player round
// (exactly as many as the edition deals), the piles of players out of the
// round, and, for a play, the piles of players in it (but a Princess, which
// would have put them out, and a Constable, which would score). The witness
// itself is then a game from a deal (game_search.h), which shows it.
#include <z3++.h>

#include <string>
#include <vector>

#include "play_encoding.h"
#include "symbolic_round.h"

namespace errata::smt {

// Whether the rest of `ed`'s deck fits around the round-end state `s`
// (the deck is empty: the round ends).
z3::expr round_completable(const SymbolicRound& s, const love_letter::Edition& ed);
// Whether the rest of `ed`'s deck fits around the play's state `s`.
z3::expr play_completable(const SymbolicPlay& s, const love_letter::Edition& ed, const std::vector<love_letter::Role>& roles);

}  // namespace errata::smt
