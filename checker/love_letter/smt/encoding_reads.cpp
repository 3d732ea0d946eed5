#include "encoding_reads.h"

#include <algorithm>

#include "same_terms.h"
#include "setup_encoding.h"

namespace errata::smt {

const EditionEncodings::Round& EditionEncodings::round(int players) {
  if (const auto known = rounds_.find(players); known != rounds_.end()) return known->second;
  const SymbolicRound s(c_, players, roles_);
  return rounds_.emplace(players, Round{setup_accepts(c_, players, ed_, roles_), well_formed(s, ed_), encode_round_end(s, ed_)})
      .first->second;
}

const EditionEncodings::Play& EditionEncodings::play(int players) {
  if (const auto known = plays_.find(players); known != plays_.end()) return known->second;
  const SymbolicPlay s(c_, players);
  return plays_.emplace(players, Play{play_well_formed(s, ed_, roles_), encode_play(s, ed_, roles_)}).first->second;
}

bool encodings_differ(EditionEncodings& a, EditionEncodings& b, int lo, int hi) {
  const int last_play = std::min(hi, std::max(lo, 4));
  // Each player count's cheaper encodings first (the setups, then a play):
  // a setting most often shows there, before a round's end is built.
  for (int n = lo; n <= hi; ++n) {
    const EditionEncodings::Round& ra = a.round(n);
    const EditionEncodings::Round& rb = b.round(n);
    if (!same_terms(ra.setup, rb.setup)) return true;
    if (n <= last_play) {
      const EditionEncodings::Play& pa = a.play(n);
      const EditionEncodings::Play& pb = b.play(n);
      if (!same_terms(pa.well_formed, pb.well_formed) || !same_formulas(pa.outcome, pb.outcome)) return true;
    }
    if (!same_terms(ra.well_formed, rb.well_formed) || !same_formulas(ra.end, rb.end)) return true;
  }
  return false;
}

}  // namespace errata::smt
