#include "symbolic_round.h"

#include <string>

#include "real_play.h"

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
    for (Role r : roles) d.push_back(c.int_const(("pile_" + s + "_" + std::string(love_letter::role_id(r))).c_str()));
    discards.push_back(d);
  }
}

z3::expr SymbolicRound::discards_of(int seat, Role r) const {
  for (size_t k = 0; k < roles.size(); ++k)
    if (roles[k] == r) return discards[static_cast<size_t>(seat)][k];
  return c.int_val(0);
}

z3::expr SymbolicRound::discarded(int seat) const {
  z3::expr n = c.int_val(0);
  for (const auto& k : discards[static_cast<size_t>(seat)]) n = n + k;
  return n;
}

z3::expr SymbolicRound::held(Role r) const {
  z3::expr n = c.int_val(0);
  for (const auto& h : hand) n = n + z3::ite(h == static_cast<int>(r), c.int_val(1), c.int_val(0));
  return n;
}

z3::expr SymbolicRound::in_round_count() const {
  z3::expr n = c.int_val(0);
  for (const auto& b : in_round) n = n + z3::ite(b, c.int_val(1), c.int_val(0));
  return n;
}

z3::expr SymbolicRound::cards_named() const {
  z3::expr n = c.int_val(0);
  for (int p = 0; p < players; ++p) n = n + z3::ite(in_round[static_cast<size_t>(p)], c.int_val(1), c.int_val(0)) + discarded(p);
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

std::vector<Role> held_by_both(const love_letter::Edition& a, const love_letter::Edition& b) {
  std::vector<Role> out;
  for (int i = 1; i < love_letter::kRoleCount; ++i) {
    const Role r = static_cast<Role>(i);
    if (a.has_card(r) && b.has_card(r)) out.push_back(r);
  }
  return out;
}

z3::expr value_of(const SymbolicRound& s, const std::array<int, love_letter::kRoleCount>& values, const z3::expr& role) {
  z3::expr v = s.c.int_val(0);
  for (Role r : s.roles) v = z3::ite(role == static_cast<int>(r), s.c.int_val(values[static_cast<size_t>(r)]), v);
  return v;
}

namespace {

// What a setup can state: the edition seats this many, cards are role
// indices, piles and tokens are counts, someone is in the round, and a
// Jester token's giver is the one other seat whose pile holds the Jester.
z3::expr stateable(const SymbolicRound& s, const love_letter::Edition& ed) {
  z3::context& c = s.c;
  z3::expr ok = c.bool_val(s.players >= ed.min_players && s.players <= ed.max_players) && s.in_round_count() >= 1;
  for (int p = 0; p < s.players; ++p) {
    const auto seat = static_cast<size_t>(p);
    z3::expr known = s.hand[seat] == 0;
    for (Role r : s.roles) known = known || s.hand[seat] == static_cast<int>(r);
    ok = ok && known && s.tokens[seat] >= 0;
    for (const auto& k : s.discards[seat]) ok = ok && k >= 0;
    ok = ok && z3::implies(s.jester_holder >= 0 && s.jester_holder != p && s.jester_giver != p, s.discards_of(p, Role::jester) == 0);
  }
  return ok && s.jester_holder >= -1 && s.jester_holder < s.players && s.jester_giver >= -1 && s.jester_giver < s.players;
}

}  // namespace

z3::expr well_formed(const SymbolicRound& s, const love_letter::Edition& ed) {
  return stateable(s, ed) && all_of(round_assumptions(s, ed));
}

}  // namespace errata::smt
