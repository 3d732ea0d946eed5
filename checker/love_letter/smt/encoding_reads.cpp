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
  // Each player count's parts, each built when first compared, the cheaper
  // first (the setups, a play, then the round's end): a setting most often
  // shows at the fewest players, in its first part that reads it, and the
  // parts after it are then never built (this runs after a diff's last
  // query, so what it builds changes no witness).
  for (int n = lo; n <= hi; ++n) {
    if (!same_terms(a.setup(n), b.setup(n))) return true;
    if (n <= last_play) {
      const EditionEncodings::Play& pa = a.play(n);
      const EditionEncodings::Play& pb = b.play(n);
      if (!same_terms(pa.well_formed, pb.well_formed) || !same_formulas(pa.outcome, pb.outcome)) return true;
    }
    const EditionEncodings::Round& ra = a.round(n);
    const EditionEncodings::Round& rb = b.round(n);
    if (!same_terms(ra.well_formed, rb.well_formed) || !same_formulas(ra.end, rb.end)) return true;
  }
  return false;
}

}  // namespace errata::smt
