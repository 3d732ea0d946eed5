#pragma once
// Which settings the SMT encodings read, derived rather than listed: an
// encoding reads a setting when its formulas for an edition change with that
// setting alone (Z3's terms are hash-consed in one context, so the same
// formula is the same term). A setting no encoding reads cannot be decided by
// Z3, and the diff falls back to a search that says what it searched.
#include <z3++.h>

#include <map>
#include <optional>
#include <vector>

#include "model/love_letter/edition.h"
#include "play_encoding.h"
#include "round_end_encoding.h"

namespace errata::smt {

// One edition's formulas at each player count (the setups accepted, one
// play of any card, the state's well-formedness and the end of a round and
// of the game), each built the first time it is compared and kept: a diff
// asks whether each of its settings is read, the edition's own side the same
// for every setting.
class EditionEncodings {
 public:
  EditionEncodings(z3::context& c, const love_letter::Edition& ed, const std::vector<love_letter::Role>& roles)
      : c_(c), ed_(ed), roles_(roles) {}

  struct Round {
    z3::expr well_formed;
    RoundEnd end;
  };
  struct Play {
    z3::expr well_formed;
    PlayOutcome outcome;
  };
  const z3::expr& setup(int players);
  const Round& round(int players);
  const Play& play(int players);

 private:
  z3::context& c_;
  const love_letter::Edition& ed_;
  const std::vector<love_letter::Role>& roles_;
  std::map<int, z3::expr> setups_;
  std::map<int, Round> rounds_;
  std::map<int, Play> plays_;
};

// Whether the formulas of any encoding differ between `a` and `b` for some
// player count from `lo` to `hi` (plays up to four seats, the diff's bound for
// them), both built over the same roles in the same context.
bool encodings_differ(EditionEncodings& a, EditionEncodings& b, int lo, int hi);

}  // namespace errata::smt
