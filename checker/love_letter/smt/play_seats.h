#pragma once
// What the play decisions of `errata diff` share: one player count's symbolic
// play with both editions' outcomes, built once and asked about every card
// and about the end of the turn.
#include <z3++.h>

#include <string>
#include <vector>

#include "diff_support.h"
#include "play_encoding.h"

namespace errata::smt {

struct PlayQuery {
  z3::context& c;
  const SymbolicPlay& s;
  const PlayOutcome& pa;
  const PlayOutcome& pb;
};

inline z3::expr effects_differ(const PlayQuery& q) {
  z3::expr d = q.c.bool_val(false);
  for (size_t p = 0; p < static_cast<size_t>(q.s.players); ++p)
    d = d || q.pa.eliminated[p] != q.pb.eliminated[p] || q.pa.hand[p] != q.pb.hand[p] || q.pa.protect[p] != q.pb.protect[p] ||
        q.pa.gains[p] != q.pb.gains[p];
  d = d || q.pa.jester != q.pb.jester || q.pa.sycophant != q.pb.sycophant;
  for (size_t i = 0; i < q.pa.deck.size(); ++i) d = d || q.pa.deck[i] != q.pb.deck[i];
  return d;
}

// The round goes on after the play, so that the witness shows the play's own
// effects, not the end of the round's (the turn-end decisions ask about that).
inline z3::expr goes_on(const PlayOutcome& o) { return o.code != 0 || !o.round_over; }

struct PlayDiff {
  const love_letter::Edition& a;
  const love_letter::Edition& b;
  const EditionCatalog& catalog;
  const SolveOptions& options;
  const std::string& kind;
  const Labels& labels;
  const std::vector<love_letter::Role>& roles;
};

// One player count's play state, both editions' outcomes and what makes the
// state one real play reaches: built once, asked about every card.
struct PlaySeats {
  SymbolicPlay s;
  PlayOutcome pa, pb;
  z3::expr well_formed;  // a state both editions' rounds can be in
  z3::expr reachable;    // ... and the round goes on after the play under both, with no tokens held
  PlaySeats(const PlayDiff& d, z3::context& c, int n)
      : s(c, n), pa(encode_play(s, d.a, d.roles)), pb(encode_play(s, d.b, d.roles)),
        well_formed(play_well_formed(s, d.a, d.roles) && play_well_formed(s, d.b, d.roles)),
        reachable(well_formed && goes_on(pa) && goes_on(pb) && no_tokens(s)) {}

  // Tokens held before a play change only whether the game ends during the
  // turn, which the end of a turn asks about; a play's own effects never
  // read them, so the plays are searched without.
  static z3::expr no_tokens(const SymbolicPlay& s) {
    z3::expr none = s.c.bool_val(true);
    for (const auto& t : s.tokens) none = none && t == 0;
    return none;
  }
};

}  // namespace errata::smt
