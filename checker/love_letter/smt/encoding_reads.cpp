#include "encoding_reads.h"

#include <algorithm>

#include "play_encoding.h"
#include "round_end_encoding.h"
#include "same_terms.h"
#include "setup_encoding.h"

namespace errata::smt {

using love_letter::Edition;
using love_letter::Role;

namespace {

bool round_end_differs(z3::context& c, const Edition& a, const Edition& b, const std::vector<Role>& roles, int n) {
  const SymbolicRound s(c, n, roles);
  return !same_terms(well_formed(s, a), well_formed(s, b)) ||
         !same_formulas(encode_round_end(s, a), encode_round_end(s, b));
}

bool play_differs(z3::context& c, const Edition& a, const Edition& b, const std::vector<Role>& roles, int n) {
  const SymbolicPlay s(c, n);
  return !same_terms(play_well_formed(s, a, roles), play_well_formed(s, b, roles)) ||
         !same_formulas(encode_play(s, a, roles), encode_play(s, b, roles));
}

}  // namespace

bool encodings_differ(z3::context& c, const Edition& a, const Edition& b, const std::vector<Role>& roles, int lo, int hi) {
  for (int n = lo; n <= hi; ++n)
    if (!same_terms(setup_accepts(c, n, a, roles), setup_accepts(c, n, b, roles)) || round_end_differs(c, a, b, roles, n)) return true;
  // Plays are encoded up to four seats (the diff's bound for them).
  for (int n = lo; n <= std::min(hi, std::max(lo, 4)); ++n)
    if (play_differs(c, a, b, roles, n)) return true;
  return false;
}

}  // namespace errata::smt
