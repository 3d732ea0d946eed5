#include "real_play.h"

#include <stdexcept>
#include <string>

#include "model/love_letter/reachability.h"

namespace errata::smt {

using love_letter::Edition;
using love_letter::Role;
using love_letter::Rules;

namespace {

int id(Role r) { return static_cast<int>(r); }

// `formula`, named by the invariant it encodes; at the end of a turn, only
// by one that holds there.
Assumed assumed(std::string_view name, const z3::expr& formula, bool end_of_turn) {
  const auto& inv = love_letter::reachability_invariant(name);
  if (end_of_turn && inv.between_turns_only)
    throw std::logic_error("the round-end states are ends of turns, where " + std::string(name) + " need not hold");
  return {inv.name, formula};
}

z3::expr dealt(z3::context& c, const Edition& ed, const std::vector<Role>& roles, const z3::expr& card) {
  z3::expr any = c.bool_val(false);
  for (Role r : roles)
    if (ed.has_card(r)) any = any || card == id(r);
  return any;
}

z3::expr one_if(const z3::expr& b) { return z3::ite(b, b.ctx().int_val(1), b.ctx().int_val(0)); }

bool ends_with_the_round(const Edition& ed) { return ed.rules.game_end_timing == Rules::GameEndTiming::end_of_round; }

// The roles of `set` (role_sets.h), in role order.
std::vector<Role> roles_in(uint32_t set) {
  std::vector<Role> out;
  for (int i = 1; i < love_letter::kRoleCount; ++i)
    if (love_letter::has_role(set, static_cast<Role>(i))) out.push_back(static_cast<Role>(i));
  return out;
}

size_t at(Role r) { return static_cast<size_t>(r); }

// What the cards written as data can have won seat `p` during the round
// (their win-token steps): those for their player from her pile, those for
// the chosen from anyone's. Nothing for an edition without such cards.
z3::expr data_tokens_won(const SymbolicRound& s, const Edition& ed, int p, z3::expr won) {
  for (Role r : roles_in(ed.sets.data)) {
    if (const int n = ed.sets.tokens_to_player[at(r)]) won = won + n * s.discards_of(p, r);
    if (const int n = ed.sets.tokens_to_chosen[at(r)])
      for (int q = 0; q < s.players; ++q) won = won + n * s.discards_of(q, r);
  }
  return won;
}

// The most tokens the cards written as data among `roles` can win in a
// round: a play state does not count a pile's cards by role.
int data_tokens_at_most(const Edition& ed, const std::vector<Role>& roles) {
  int most = 0;
  for (Role r : roles)
    if (love_letter::has_role(ed.sets.data, r))
      most += ed.copies[at(r)] * (ed.sets.tokens_to_player[at(r)] + ed.sets.tokens_to_chosen[at(r)]);
  return most;
}

}  // namespace

z3::expr all_of(const std::vector<Assumed>& assumed) {
  if (assumed.empty()) throw std::logic_error("an encoding with no assumption about real play");
  z3::expr all = assumed.front().formula;
  for (size_t i = 1; i < assumed.size(); ++i) all = all && assumed[i].formula;
  return all;
}

std::vector<Assumed> round_assumptions(const SymbolicRound& s, const Edition& ed) {
  z3::context& c = s.c;
  z3::expr holds = c.bool_val(true), nothing = c.bool_val(true), discarded = c.bool_val(true), princess = c.bool_val(true),
           copies = c.bool_val(true), tokens = c.bool_val(true), jester = c.bool_val(false);
  const int needed = ed.tokens_needed(s.players);
  for (int p = 0; p < s.players; ++p) {
    const auto seat = static_cast<size_t>(p);
    const z3::expr in = s.in_round[seat];
    holds = holds && z3::implies(in, dealt(c, ed, s.roles, s.hand[seat]));
    nothing = nothing && z3::implies(!in, s.hand[seat] == 0);
    discarded = discarded && z3::implies(!in, s.discarded(p) >= 1);
    // The Princess, or a card as data whose discard, played or not, puts its holder out.
    for (Role r : roles_in(ed.sets.leave_when_discarded & ed.sets.leave_when_played)) princess = princess && z3::implies(in, s.discards_of(p, r) == 0);
    // Past one short of the win, where the game ends with the round: a token
    // for each Bishop she played, one for the Constable once she is out, and
    // what cards as data won.
    const z3::expr won = data_tokens_won(s, ed, p, s.discards_of(p, Role::bishop) + one_if(!in && s.discards_of(p, Role::constable) >= 1));
    tokens = tokens && s.tokens[seat] < (ends_with_the_round(ed) ? needed + won : c.int_val(needed));
    jester = jester || (s.jester_giver == p && s.discards_of(p, Role::jester) >= 1 && (in || s.discarded(p) >= 2));
  }
  for (Role r : s.roles) {
    z3::expr used = s.held(r);
    for (int p = 0; p < s.players; ++p) used = used + s.discards_of(p, r);
    copies = copies && used <= ed.copies[static_cast<size_t>(r)];
  }
  const z3::expr token = (s.jester_holder == -1) == (s.jester_giver == -1) &&
                         z3::implies(s.jester_holder >= 0, s.jester_giver != s.jester_holder && jester);
  return {assumed("in-round-holds-one", holds, true),
          assumed("out-holds-nothing", nothing, true),
          assumed("out-has-discarded", discarded, true),
          assumed("princess-not-discarded-in-round", princess, true),
          assumed("within-copies", copies, true),
          assumed("no-winner-before-game-end", tokens, true),
          assumed("jester-token-from-a-jester", token, true)};
}

namespace {

// No card is used more often than the deck has it; a protection not carried
// from the last round uses a Handmaid (SymbolicPlay::used), or, where cards
// written as data protect too (or the Handmaid does not), one of the cards
// that protect (role_sets.h, `protectors`).
z3::expr protections_within_copies(const SymbolicPlay& s, const Edition& ed, const std::vector<Role>& roles) {
  z3::context& c = s.c;
  z3::expr copies = c.bool_val(true);
  const bool handmaid_alone = ed.sets.protectors == love_letter::role_bit(Role::handmaid);
  z3::expr protections = c.int_val(0);
  if (!handmaid_alone)
    for (int p = 0; p < s.players; ++p) protections = protections + one_if(s.protect[static_cast<size_t>(p)] && !s.carried[static_cast<size_t>(p)]);
  for (Role r : roles) {
    const z3::expr used = r == Role::handmaid && !handmaid_alone ? s.used(r) - protections : s.used(r);
    copies = copies && used <= ed.copies[at(r)];
  }
  if (handmaid_alone) return copies;
  int protectors = 0;
  for (Role r : roles)
    if (love_letter::has_role(ed.sets.protectors, r)) protectors += ed.copies[at(r)];
  return copies && protections <= protectors;
}

// The player before seat 0 in the round (who made a standing demand): the
// last seat in the round.
z3::expr made_the_demand(const SymbolicPlay& s, int p) {
  z3::expr last = s.in_round[static_cast<size_t>(p)];
  for (int q = p + 1; q < s.players; ++q) last = last && !s.in_round[static_cast<size_t>(q)];
  return last;
}

}  // namespace

std::vector<Assumed> play_assumptions(const SymbolicPlay& s, const Edition& ed, const std::vector<Role>& roles) {
  z3::context& c = s.c;
  const bool carried_ok = ed.rules.handmaid_new_round == Rules::HandmaidNewRound::lasts_until_next_turn;
  const int needed = ed.tokens_needed(s.players);
  z3::expr holds = dealt(c, ed, roles, s.played) && dealt(c, ed, roles, s.other), nothing = c.bool_val(true),
           discarded = c.bool_val(true), others_in = c.bool_val(false), prot_in = c.bool_val(true),
           handmaid = c.bool_val(true), copies = c.bool_val(true), tokens = c.bool_val(true);
  for (int p = 0; p < s.players; ++p) {
    const auto seat = static_cast<size_t>(p);
    const z3::expr in = s.in_round[seat];
    if (p > 0) {
      holds = holds && z3::implies(in, dealt(c, ed, roles, s.hand[seat]));
      nothing = nothing && z3::implies(!in, s.hand[seat] == 0);
      discarded = discarded && z3::implies(!in, dealt(c, ed, roles, s.gone[seat]));
      others_in = others_in || in;
      prot_in = prot_in && z3::implies(!in, !s.protect[seat]);
    }
    // A protection comes from a Handmaid (counted in the copies), or from the
    // last round where it lasts into the next: then nothing is discarded yet.
    handmaid = handmaid && z3::implies(s.carried[seat], c.bool_val(carried_ok) && s.protect[seat] && !s.constable[seat] &&
                                                           s.bishops[seat] == 0);
    const z3::expr constable = s.constable[seat] || (p > 0 && s.gone[seat] == id(Role::constable));
    z3::expr won = s.bishops[seat] + one_if(!in && constable);
    if (const int data = data_tokens_at_most(ed, roles)) won = won + data;
    tokens = tokens && s.tokens[seat] < (ends_with_the_round(ed) ? needed + won : c.int_val(needed));
  }
  copies = protections_within_copies(s, ed, roles);
  z3::expr demand = s.demand == -1;
  if (s.players > 1) {
    z3::expr by = c.bool_val(false), of = s.demand == 0;
    for (int p = 1; p < s.players; ++p) {
      const auto seat = static_cast<size_t>(p);
      by = by || (made_the_demand(s, p) && !s.protect[seat]);
      of = of || (s.demand == p && s.in_round[seat] && !s.protect[seat]);
    }
    demand = demand || (by && of);
  }
  return {assumed("in-round-holds-one", holds, false),
          assumed("to-move-in-round", s.in_round[0], false),
          assumed("drawn-unprotected", !s.protect[0], false),
          assumed("out-holds-nothing", nothing, false),
          assumed("out-has-discarded", discarded, false),
          assumed("two-in-round", others_in, false),
          assumed("protected-in-round", prot_in, false),
          assumed("protected-played-handmaid", handmaid, false),
          assumed("within-copies", copies, false),
          assumed("no-winner-before-game-end", tokens, false),
          assumed("sycophant-demand-just-made", demand, false)};
}

}  // namespace errata::smt
