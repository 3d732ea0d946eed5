#pragma once
// A state of real play put in a symbolic state's unknowns. A play's state:
// the player to move (having drawn) is seat 0, the others follow in turn
// order, and the play's own choices (target, guess, number, what the
// Chancellor keeps) are none made. A round-end state: the end of a turn,
// before the engine decides whether the round ends, seats as they sit.
// tests/smt_real_play_test.cpp puts every state random play reaches in them
// and checks the encodings' assumptions; a diff shows with one that some
// state both editions can be in exists for a player count.
#include <z3++.h>

#include "checker/smt/solve.h"
#include "model/love_letter/edition.h"
#include "model/love_letter/state.h"
#include "play_encoding.h"
#include "symbolic_round.h"

namespace errata::smt {

struct RealPlayValues {
  z3::expr_vector unknowns, values;  // unknowns[i] takes values[i]
  explicit RealPlayValues(z3::context& c) : unknowns(c), values(c) {}
  void set(const z3::expr& unknown, const z3::expr& value) { unknowns.push_back(unknown), values.push_back(value); }
  // The model that gives each unknown its value (and nothing else).
  z3::model model() const;
};

RealPlayValues play_values(const SymbolicPlay& s, const love_letter::State& st);
RealPlayValues round_values(const SymbolicRound& s, const love_letter::State& st);

// Whether a state of one of a few fixed deals of `ed` (seeds 1 to 3, seat 0
// to move first), put in `s`'s unknowns, makes `formula` true: a model of
// it, found without a search. The same edition always gives the same answer.
// A play's state: the first turn's start, either card of seat 0 played; a
// round-end state: the end of the round's last turn, the round played at
// random from the same seed, before the engine decides the round's end.
bool shown_by_real_play(const love_letter::Edition& ed, const SymbolicPlay& s, const z3::expr& formula);
bool shown_by_real_play(const love_letter::Edition& ed, const SymbolicRound& s, const z3::expr& formula);

// Whether some state of `s` both editions can be in (`formula`) exists: sat
// where real play of either shows one, else Z3's answer (any state: no
// smaller one sought).
Verdict some_state(const love_letter::Edition& a, const love_letter::Edition& b, const SymbolicPlay& s, const z3::expr& formula,
                   const SolveOptions& o);
Verdict some_state(const love_letter::Edition& a, const love_letter::Edition& b, const SymbolicRound& s, const z3::expr& formula,
                   const SolveOptions& o);

}  // namespace errata::smt
