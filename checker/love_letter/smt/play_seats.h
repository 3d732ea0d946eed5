#pragma once
// What the play decisions of `errata diff` share: one player count's symbolic
// play with both editions' outcomes, built once and asked about every card
// and about the end of the turn.
#include <z3++.h>

#include <string>
#include <vector>

#include "completion.h"
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
  const Wanted& wanted;
};

// One player count's play state, both editions' outcomes and what makes the
// state one real play reaches: built once, asked about every card.
struct PlaySeats {
  SymbolicPlay s;
  PlayOutcome pa, pb;
  z3::expr well_formed;  // a state both editions' rounds can be in, completable to a whole deal of each
  z3::expr next_dealt;   // with no tokens held, the round's end cannot end the game under either: a next round is dealt
  PlaySeats(const PlayDiff& d, z3::context& c, int n)
      : s(c, n), pa(encode_play(s, d.a, d.roles)), pb(encode_play(s, d.b, d.roles)),
        well_formed(play_well_formed(s, d.a, d.roles) && play_well_formed(s, d.b, d.roles) &&
                    play_completable(s, d.a, d.roles) && play_completable(s, d.b, d.roles)),
        next_dealt(short_of_the_game(s, pa, d.a) && short_of_the_game(s, pb, d.b)) {}

  // Tokens held before a play change only whether the game ends during the
  // turn, which the end of a turn asks about; a play's own effects never
  // read them, so the plays are searched without.
  // The play's tokens and the most a round's end hands one player (the round,
  // the Spy, the pair bonus, the Jester token) stay short of the win.
  static z3::expr short_of_the_game(const SymbolicPlay& s, const PlayOutcome& o, const love_letter::Edition& ed) {
    using love_letter::Role;
    const int awards = 1 + ed.has_card(Role::spy) + ed.has_card(Role::jester) +
                       (ed.has_card(Role::chancellor) &&
                        ed.rules.chancellor_pair_bonus == love_letter::Rules::ChancellorPairBonus::both_in_round);
    z3::expr short_of = s.c.bool_val(true);
    for (const auto& g : o.gains) short_of = short_of && g + awards < ed.tokens_needed(s.players);
    return short_of;
  }

  static z3::expr no_tokens(const SymbolicPlay& s) {
    z3::expr none = s.c.bool_val(true);
    for (const auto& t : s.tokens) none = none && t == 0;
    return none;
  }
};

}  // namespace errata::smt
