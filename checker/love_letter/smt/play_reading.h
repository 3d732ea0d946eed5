#pragma once
// A play and each edition's verdict on it, read off a Z3 model, and put in
// words for findings.
#include <z3++.h>

#include <string>
#include <vector>

#include "play_encoding.h"
#include "witness.h"

namespace errata::smt {

ConcretePlay read_play(const z3::model& m, const SymbolicPlay& s);
PlayVerdict read_verdict(const z3::model& m, const SymbolicPlay& s, const PlayOutcome& o, const love_letter::Edition& ed);

// "P1 holding guard and priest plays guard on P2 (holding baron), naming baron"
std::string describe(const ConcretePlay& p);
// "accepted, P2 leaving the round", "refused (target-protected)"
std::string verdict_text(const PlayVerdict& v, const ConcretePlay& p);
// "[guard, baron]"
std::string pile(const std::vector<love_letter::Role>& d);

}  // namespace errata::smt
