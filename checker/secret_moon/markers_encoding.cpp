#include "markers_encoding.h"

#include <algorithm>
#include <string>

namespace errata::secret_moon {
namespace {

z3::expr takes(z3::context& c, const Edition& ed, const z3::expr& role, Team team) {
  z3::expr out = c.bool_val(false);
  for (const auto& spec : ed.characters)
    if (marker_of(ed, spec.role) == team) out = out || role == static_cast<int>(spec.role);
  return out;
}

z3::expr role_of(const Encoding& e, const z3::expr& target) {
  z3::expr out = e.role[0];
  for (int q = 1; q < e.players; ++q) out = z3::ite(target == q, e.role[q], out);
  return out;
}

// Only the first `k` turns of the game act (in round order, then seat order);
// the others pass. Investigations are left out when `inquiries_only`.
z3::expr first_turns(z3::context& c, const Encoding& e, int k, bool inquiries_only) {
  z3::expr_vector out(c);
  for (int r = 0; r < e.rounds; ++r)
    for (int p = 0; p < e.players; ++p) {
      if (r * e.players + p >= k) out.push_back(!e.inquire[r][p] && !e.investigate[r][p]);
      if (inquiries_only) out.push_back(!e.investigate[r][p]);
    }
  return z3::mk_and(out);
}

}  // namespace

Encoding encode(z3::context& c, const Edition& ed, int n) {
  Encoding e(c);
  e.players = n;
  e.rounds = ed.rounds;
  z3::expr_vector all(c);
  for (int p = 0; p < n; ++p) {
    e.role.push_back(c.int_const(("role_" + std::to_string(p)).c_str()));
    all.push_back(e.role.back() >= 1 && e.role.back() < kCharacterCount);
  }
  int removable_left = 0;
  for (const auto& spec : ed.characters) {
    z3::expr held = c.int_val(0);
    for (int p = 0; p < n; ++p) held = held + z3::ite(e.role[p] == static_cast<int>(spec.role), c.int_val(1), c.int_val(0));
    all.push_back(held <= spec.count);
    if (std::find(ed.removal.from.begin(), ed.removal.from.end(), spec.role) != ed.removal.from.end())
      removable_left += spec.count;
  }
  if (n == ed.removal.players) {  // l.71: one of these is out of the game
    z3::expr held = c.int_val(0);
    for (int p = 0; p < n; ++p)
      for (Character r : ed.removal.from) held = held + z3::ite(e.role[p] == static_cast<int>(r), c.int_val(1), c.int_val(0));
    all.push_back(held <= removable_left - ed.removal.count);
  }
  for (int r = 0; r < ed.rounds; ++r) {
    e.inquire.emplace_back();
    e.investigate.emplace_back();
    e.target.emplace_back();
    for (int p = 0; p < n; ++p) {
      const std::string k = std::to_string(r) + "_" + std::to_string(p);
      e.inquire[r].push_back(c.bool_const(("inquire_" + k).c_str()));
      e.investigate[r].push_back(c.bool_const(("investigate_" + k).c_str()));
      e.target[r].push_back(c.int_const(("target_" + k).c_str()));
      const z3::expr& t = e.target[r][p];
      all.push_back(!(e.inquire[r][p] && e.investigate[r][p]));  // one action a turn
      all.push_back(t >= 0 && t < n && t != p);                  // another player
    }
  }
  e.rules = z3::mk_and(all);
  return e;
}

Team marker_of(const Edition& ed, Character c) {
  if (ed.rules.inquire_marker == Rules::InquireMarker::character_team) return ed.team(c);
  return ed.answer(c) == Reply::silence ? Team::princess : Team::minister;
}

z3::expr demand(z3::context& c, const Edition& ed, const Encoding& e, Team team) {
  z3::expr total = c.int_val(0);
  if (ed.rules.marker_repeat == Rules::MarkerRepeat::each_answer) {
    for (int r = 0; r < e.rounds; ++r)
      for (int p = 0; p < e.players; ++p)
        total = total + z3::ite(e.inquire[r][p] && takes(c, ed, role_of(e, e.target[r][p]), team), c.int_val(1), c.int_val(0));
    return total;
  }
  for (int q = 0; q < e.players; ++q) {
    z3::expr asked = c.bool_val(false);
    for (int r = 0; r < e.rounds; ++r)
      for (int p = 0; p < e.players; ++p) asked = asked || (e.inquire[r][p] && e.target[r][p] == q);
    total = total + z3::ite(asked && takes(c, ed, e.role[q], team), c.int_val(1), c.int_val(0));
  }
  return total;
}


std::optional<z3::model> shortest(z3::context& c, const Encoding& e, const z3::expr& goal, bool inquiries_only,
                                  const SolveOptions& o, bool& unknown) {
  std::optional<z3::model> m;
  const z3::expr none = c.int_val(0);
  const int turns = e.rounds * e.players;
  const smt::Verdict all = smt::solve(c, e.rules && goal && first_turns(c, e, turns, inquiries_only), none, o, m);
  if (all != smt::Verdict::sat) {
    unknown = all == smt::Verdict::unknown;
    return std::nullopt;
  }
  for (int k = 1; k < turns; ++k) {
    std::optional<z3::model> shorter;
    if (smt::solve(c, e.rules && goal && first_turns(c, e, k, inquiries_only), none, o, shorter) == smt::Verdict::sat)
      return shorter;
  }
  return m;
}

int value(const z3::model& m, const z3::expr& x) { return static_cast<int>(m.eval(x, true).get_numeral_int64()); }


}  // namespace errata::secret_moon
