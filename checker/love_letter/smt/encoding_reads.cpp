#include "encoding_reads.h"

#include <algorithm>

#include "same_terms.h"
#include "setup_encoding.h"

namespace errata::smt {

const z3::expr& EditionEncodings::setup(int players) {
  if (const auto known = setups_.find(players); known != setups_.end()) return known->second;
  return setups_.emplace(players, setup_accepts(c_, players, ed_, roles_)).first->second;
}

const EditionEncodings::Round& EditionEncodings::round(int players) {
  if (const auto known = rounds_.find(players); known != rounds_.end()) return known->second;
  const SymbolicRound s(c_, players, roles_);
  return rounds_.emplace(players, Round{well_formed(s, ed_), encode_round_end(s, ed_)}).first->second;
}

const EditionEncodings::Play& EditionEncodings::play(int players) {
  if (const auto known = plays_.find(players); known != plays_.end()) return known->second;
  const SymbolicPlay s(c_, players);
  return plays_.emplace(players, Play{play_well_formed(s, ed_, roles_), encode_play(s, ed_, roles_)}).first->second;
}

bool encodings_differ(EditionEncodings& a, EditionEncodings& b, int lo, int hi) {
  const int last_play = std::min(hi, std::max(lo, 4));
  // The cheaper encodings first (the setups, then the plays): a setting most
  // often shows there, and a round's end, the costliest to build, is then
  // never built (this runs after a diff's last query, so what it builds
  // changes no witness).
  for (int n = lo; n <= hi; ++n)
    if (!same_terms(a.setup(n), b.setup(n))) return true;
  for (int n = lo; n <= last_play; ++n) {
    const EditionEncodings::Play& pa = a.play(n);
    const EditionEncodings::Play& pb = b.play(n);
    if (!same_terms(pa.well_formed, pb.well_formed) || !same_formulas(pa.outcome, pb.outcome)) return true;
  }
  for (int n = lo; n <= hi; ++n) {
    const EditionEncodings::Round& ra = a.round(n);
    const EditionEncodings::Round& rb = b.round(n);
    if (!same_terms(ra.well_formed, rb.well_formed) || !same_formulas(ra.end, rb.end)) return true;
  }
  return false;
}

}  // namespace errata::smt
