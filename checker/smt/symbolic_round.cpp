#include "symbolic_round.h"

#include <string>

namespace errata::smt {

using love_letter::Role;

SymbolicRound::SymbolicRound(z3::context& ctx, int n, const std::vector<Role>& rs) : c(ctx), players(n), roles(rs) {
  for (int p = 0; p < n; ++p) {
    const std::string s = std::to_string(p);
    hand.push_back(c.int_const(("hand_" + s).c_str()));
    in_round.push_back(c.bool_const(("in_" + s).c_str()));
    tokens.push_back(c.int_const(("tokens_" + s).c_str()));
    std::vector<z3::expr> d;
    for (Role r : roles) d.push_back(c.int_const(("discarded_" + s + "_" + std::string(love_letter::role_id(r))).c_str()));
    discarded.push_back(d);
  }
}

z3::expr SymbolicRound::discards_of(int seat, Role r) const {
  for (size_t k = 0; k < roles.size(); ++k)
    if (roles[k] == r) return discarded[static_cast<size_t>(seat)][k];
  return c.int_val(0);
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
    for (const auto& d : discarded[static_cast<size_t>(p)]) n = n + d;
  }
  return n;
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

z3::expr well_formed(const SymbolicRound& s, const love_letter::Edition& ed) {
  z3::context& c = s.c;
  z3::expr ok = c.bool_val(s.players >= ed.min_players && s.players <= ed.max_players);
  const int needed = ed.tokens_needed(s.players);
  for (size_t k = 0; k < s.roles.size(); ++k) {
    const Role r = s.roles[k];
    z3::expr used = c.int_val(0);
    for (int p = 0; p < s.players; ++p) {
      used = used + z3::ite(s.hand[static_cast<size_t>(p)] == static_cast<int>(r), c.int_val(1), c.int_val(0)) +
             s.discarded[static_cast<size_t>(p)][k];
      ok = ok && s.discarded[static_cast<size_t>(p)][k] >= 0;
    }
    ok = ok && used <= ed.copies[static_cast<size_t>(r)];
  }
  for (int p = 0; p < s.players; ++p) {
    const auto& h = s.hand[static_cast<size_t>(p)];
    z3::expr dealt = c.bool_val(false);
    for (Role r : s.roles)
      if (ed.has_card(r)) dealt = dealt || h == static_cast<int>(r);
    ok = ok && z3::ite(s.in_round[static_cast<size_t>(p)], dealt, h == 0);
    ok = ok && s.tokens[static_cast<size_t>(p)] >= 0 && s.tokens[static_cast<size_t>(p)] < needed;
  }
  return ok && s.in_round_count() >= 1;
}

}  // namespace errata::smt
