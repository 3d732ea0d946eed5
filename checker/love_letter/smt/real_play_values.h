#pragma once
// A state of real play put in a symbolic play's unknowns: the player to move
// (having drawn) is seat 0, the others follow in turn order; the play's own
// choices (target, guess, number, what the Chancellor keeps) are none made.
// tests/smt_real_play_test.cpp puts every state random play reaches in them
// and checks the encodings' assumptions; diff_plays shows with one that some
// play state both editions can be in exists (play_seats.h).
#include <z3++.h>

#include "model/love_letter/edition.h"
#include "model/love_letter/state.h"
#include "play_encoding.h"

namespace errata::smt {

struct PlayValues {
  z3::expr_vector unknowns, values;  // unknowns[i] takes values[i]
  explicit PlayValues(z3::context& c) : unknowns(c), values(c) {}
  void set(const z3::expr& unknown, const z3::expr& value) { unknowns.push_back(unknown), values.push_back(value); }
  // The model that gives each unknown its value (and nothing else).
  z3::model model() const;
};

PlayValues play_values(const SymbolicPlay& s, const love_letter::State& st);

// Whether the first turn of one of a few fixed deals of `ed` (seeds 1 to 3,
// seat 0 to move, either card of hers played), put in `s`'s unknowns, makes
// `formula` true: a model of it, found without a search. The same edition
// always gives the same answer.
bool shown_by_real_play(const love_letter::Edition& ed, const SymbolicPlay& s, const z3::expr& formula);

}  // namespace errata::smt
