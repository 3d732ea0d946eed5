#pragma once
// A play of a card written as data (model/love_letter/data_cards), as Z3
// formulas built from its description: the engine's refusals in the
// engine's order (a card forced beside it, whom it chooses and what it
// names, the Sycophant's demand), then each step in order (data_card_steps).
// encode_play lays these over the native encodings where the card played is
// one written as data; an edition without such cards is left term for term.
#include <z3++.h>

#include <vector>

#include "model/love_letter/edition.h"
#include "play_encoding.h"

namespace errata::smt {

// Where the card played is one of `roles` written as data, its outcome in
// `out` in place of the native one. Returns whether the deck ran out during
// the turn (round.deck-empty): `native_ran_out` for a native card.
z3::expr overlay_data_plays(const SymbolicPlay& s, const love_letter::Edition& ed, const std::vector<love_letter::Role>& roles,
                            const z3::expr& native_ran_out, PlayOutcome& out);

// The clauses a play of data card `r` rests on: its choice, naming, steps
// (each outcome's clause) and what it does when not played.
std::vector<std::string> data_card_clauses(const love_letter::CardEffect& e);

}  // namespace errata::smt
