#include "symbolic_round.h"

#include <string>

namespace errata::smt {

using love_letter::Role;

SymbolicRound::SymbolicRound(z3::context& ctx, int n, const std::vector<Role>& rs)
    : c(ctx), players(n), roles(rs), jester_holder(c.int_const("jester_holder")), jester_giver(c.int_const("jester_giver")) {
  for (int p = 0; p < n; ++p) {
    const std::string s = std::to_string(p);
    hand.push_back(c.int_const(("hand_" + s).c_str()));
    in_round.push_back(c.bool_const(("in_" + s).c_str()));
    tokens.push_back(c.int_const(("tokens_" + s).c_str()));
    std::vector<z3::expr> d;
    for (int i = 0; i < kPileSlots; ++i) d.push_back(c.int_const(("pile_" + s + "_" + std::to_string(i)).c_str()));
    pile.push_back(d);
  }
}

z3::expr SymbolicRound::discards_of(int seat, Role r) const {
  z3::expr n = c.int_val(0);
  for (const auto& slot : pile[static_cast<size_t>(seat)]) n = n + z3::ite(slot == static_cast<int>(r), c.int_val(1), c.int_val(0));
  return n;
}

z3::expr SymbolicRound::in_round_count() const {
  z3::expr n = c.int_val(0);
  for (const auto& b : in_round) n = n + z3::ite(b, c.int_val(1), c.int_val(0));
  return n;
}

z3::expr SymbolicRound::cards_named() const {
  z3::expr n = c.int_val(0);
  for (int p = 0; p < players; ++p) {
    n = n + z3::ite(in_round[static_cast<size_t>(p)], c.int_val(1), c.int_val(0));
    for (const auto& slot : pile[static_cast<size_t>(p)]) n = n + z3::ite(slot != 0, c.int_val(1), c.int_val(0));
  }
  return n + z3::ite(jester_holder >= 0, c.int_val(1), c.int_val(0));
}

z3::expr SymbolicRound::canonical_order() const {
  z3::expr ok = c.bool_val(true);
  for (int p = 0; p + 1 < players; ++p) {
    const auto a = static_cast<size_t>(p), b = a + 1;
    ok = ok && z3::implies(!in_round[a], !in_round[b]) &&
         z3::implies(in_round[a] == in_round[b], hand[a] < hand[b] || (hand[a] == hand[b] && tokens[a] <= tokens[b]));
  }
  return ok;
}

std::vector<Role> shared_roles(const love_letter::Edition& a, const love_letter::Edition& b) {
  std::vector<Role> out;
  for (int i = 1; i < love_letter::kRoleCount; ++i) {
    const Role r = static_cast<Role>(i);
    if (a.card(r) || b.card(r)) out.push_back(r);
  }
  return out;
}

z3::expr value_of(const SymbolicRound& s, const love_letter::Edition& ed, const z3::expr& role) {
  z3::expr v = s.c.int_val(0);
  for (Role r : s.roles) v = z3::ite(role == static_cast<int>(r), s.c.int_val(ed.value_of(r)), v);
  return v;
}

namespace {

// The Jester token: none where the deck holds no Jester; else held by one
// seat, given by the one other seat whose discards hold the Jester (jester.give).
z3::expr jester_given(const SymbolicRound& s, const love_letter::Edition& ed) {
  if (!ed.has_card(Role::jester)) return s.jester_holder == -1 && s.jester_giver == -1;
  z3::expr given = s.jester_giver >= 0 && s.jester_giver < s.players && s.jester_giver != s.jester_holder;
  for (int p = 0; p < s.players; ++p) {
    const z3::expr discarded = s.discards_of(p, Role::jester) > 0;
    // A giver out of the round also discarded the card she left with.
    const auto& pile = s.pile[static_cast<size_t>(p)];
    const z3::expr left_too = s.in_round[static_cast<size_t>(p)] || (pile.size() > 1 ? pile[1] != 0 : s.c.bool_val(false));
    given = given && z3::implies(s.jester_giver == p, discarded && left_too) &&
            z3::implies(s.jester_giver != p && s.jester_holder != p, !discarded);
  }
  return z3::ite(s.jester_holder == -1, s.jester_giver == -1, s.jester_holder >= 0 && s.jester_holder < s.players && given);
}

}  // namespace

z3::expr well_formed(const SymbolicRound& s, const love_letter::Edition& ed) {
  z3::context& c = s.c;
  z3::expr ok = c.bool_val(s.players >= ed.min_players && s.players <= ed.max_players);
  const int needed = ed.tokens_needed(s.players);
  for (const Role r : s.roles) {
    z3::expr used = c.int_val(0);
    for (int p = 0; p < s.players; ++p)
      used = used + z3::ite(s.hand[static_cast<size_t>(p)] == static_cast<int>(r), c.int_val(1), c.int_val(0)) +
             s.discards_of(p, r);
    ok = ok && used <= ed.copies[static_cast<size_t>(r)];
  }
  for (int p = 0; p < s.players; ++p) {
    const auto& slots = s.pile[static_cast<size_t>(p)];
    for (size_t i = 0; i < slots.size(); ++i) {
      z3::expr known = slots[i] == 0;
      for (Role r : s.roles)
        if (ed.has_card(r)) known = known || slots[i] == static_cast<int>(r);
      ok = ok && known;
      // Empty slots last, the others in role order: one pile per multiset of cards.
      if (i + 1 < slots.size()) ok = ok && z3::implies(slots[i] == 0, slots[i + 1] == 0) && z3::implies(slots[i + 1] != 0, slots[i] <= slots[i + 1]);
    }
  }
  for (int p = 0; p < s.players; ++p) {
    const auto& h = s.hand[static_cast<size_t>(p)];
    z3::expr dealt = c.bool_val(false);
    for (Role r : s.roles)
      if (ed.has_card(r)) dealt = dealt || h == static_cast<int>(r);
    ok = ok && z3::ite(s.in_round[static_cast<size_t>(p)], dealt, h == 0);
    // Reachable only: discarding the Princess puts her player out of the round
    // (princess.leave), and a player out of the round discarded the card she left with.
    if (ed.has_card(Role::princess)) ok = ok && z3::implies(s.in_round[static_cast<size_t>(p)], s.discards_of(p, Role::princess) == 0);
    ok = ok && z3::implies(!s.in_round[static_cast<size_t>(p)], s.pile[static_cast<size_t>(p)][0] != 0);
    ok = ok && s.tokens[static_cast<size_t>(p)] >= 0 && s.tokens[static_cast<size_t>(p)] < needed;
  }
  return ok && s.in_round_count() >= 1 && jester_given(s, ed);
}

}  // namespace errata::smt
