#include "setup_encoding.h"

#include <z3++.h>

#include <array>

#include "checker/smt/interrupt.h"
#include "model/love_letter/state.h"

#include <vector>

namespace errata::smt {

using love_letter::Edition;
using love_letter::Role;

namespace {

struct SymbolicSetup {
  int players;
  std::vector<Role> roles;
  std::vector<z3::expr> used;  // copies of each role the setup names
  z3::expr face_up;
  z3::expr set_aside;  // 1 when a card is set aside face down, else 0
};

z3::expr players_ok(const SymbolicSetup& s, const Edition& ed, z3::context& c) {
  return c.bool_val(s.players >= ed.min_players && s.players <= ed.max_players);
}
z3::expr card_ok(const SymbolicSetup& s, size_t k, const Edition& ed) {
  return s.used[k] <= ed.copies[static_cast<size_t>(s.roles[k])];
}
z3::expr face_up_ok(const SymbolicSetup& s, const Edition& ed) {
  return s.players == 2 ? s.face_up <= ed.face_up_when_two_players : s.face_up == 0;
}

// The engine refuses a set-aside card where the edition sets none aside.
z3::expr set_aside_ok(const SymbolicSetup& s, const Edition& ed) {
  return ed.set_aside_face_down > 0 ? s.set_aside >= 0 : s.set_aside == 0;
}

z3::expr accepts(const SymbolicSetup& s, const Edition& ed, z3::context& c) {
  z3::expr ok = players_ok(s, ed, c);
  for (size_t k = 0; k < s.roles.size(); ++k) ok = ok && card_ok(s, k, ed);
  return ok && face_up_ok(s, ed) && set_aside_ok(s, ed);
}

// Why `ed` refuses the setup, the reason `cause` gives first.
std::string why_refused(const ConcreteSetup& s, const Edition& ed, const SetupCause& cause) {
  std::vector<std::string> reasons;
  if (s.players < ed.min_players || s.players > ed.max_players)
    reasons.push_back(ed.id + " is for " + std::to_string(ed.min_players) + " to " + std::to_string(ed.max_players) + " players");
  std::array<int, love_letter::kRoleCount> used{};
  for (Role r : s.cards) ++used[static_cast<size_t>(r)];
  for (int i = 1; i < love_letter::kRoleCount; ++i) {
    if (used[static_cast<size_t>(i)] <= ed.copies[static_cast<size_t>(i)]) continue;
    std::string why = ed.id + " has " + std::to_string(ed.copies[static_cast<size_t>(i)]) + " " +
                      std::string(love_letter::role_id(static_cast<Role>(i))) + ", the setup uses " + std::to_string(used[static_cast<size_t>(i)]);
    if (cause.kind == SetupCause::Kind::card && cause.card == static_cast<Role>(i)) reasons.insert(reasons.begin(), why);
    else reasons.push_back(why);
  }
  if (s.face_up > 0 && (s.players != 2 || s.face_up > ed.face_up_when_two_players))
    reasons.push_back(ed.id + " sets " + std::to_string(ed.face_up_when_two_players) + " cards face up with 2 players");
  if (s.set_aside && ed.set_aside_face_down == 0) reasons.push_back(ed.id + " sets no card aside");
  if (reasons.empty()) return ed.id + " refuses it";
  std::string out = reasons.front();
  for (size_t i = 1; i < reasons.size(); ++i) out += (i == 1 ? " (and " : "; ") + reasons[i];
  return out + (reasons.size() > 1 ? ")" : "");
}

// The setup is a whole deal of `ed`: every card of its deck, as many face up
// as it deals, its set-aside card, the rest in the deck.
z3::expr whole_deal(const SymbolicSetup& s, const Edition& ed) {
  z3::expr ok = s.face_up == (s.players == 2 ? ed.face_up_when_two_players : 0) && s.set_aside == ed.set_aside_face_down;
  for (size_t k = 0; k < s.roles.size(); ++k) ok = ok && s.used[k] == ed.copies[static_cast<size_t>(s.roles[k])];
  return ok;
}

}  // namespace

bool encoded_setup_accepted(const Edition& ed, int players, const std::array<int, love_letter::kRoleCount>& used,
                            int face_up) {
  z3::context c;
  const InterruptScope interruptible(c);  // Ctrl-C stops its queries
  std::vector<Role> roles;
  for (int i = 1; i < love_letter::kRoleCount; ++i) roles.push_back(static_cast<Role>(i));
  SymbolicSetup s{players, roles, {}, c.int_val(face_up), c.int_val(0)};
  for (Role r : roles) s.used.push_back(c.int_val(used[static_cast<size_t>(r)]));
  z3::solver solver(c);
  solver.add(accepts(s, ed, c));
  return solver.check() == z3::sat;
}

std::string SetupCause::id() const {
  switch (kind) {
    case Kind::players: return "setup.players";
    case Kind::face_up: return "setup.face-up";
    case Kind::set_aside: return "setup.set-aside";
    default: return "setup.cards." + std::string(love_letter::role_id(card));
  }
}

std::vector<SetupCause> setup_causes(const Edition& a, const Edition& b) {
  std::vector<SetupCause> out{{SetupCause::Kind::players, Role::none}};
  for (int i = 1; i < love_letter::kRoleCount; ++i)
    if (a.copies[static_cast<size_t>(i)] != b.copies[static_cast<size_t>(i)])
      out.push_back({SetupCause::Kind::card, static_cast<Role>(i)});
  out.push_back({SetupCause::Kind::face_up, Role::none});
  out.push_back({SetupCause::Kind::set_aside, Role::none});
  return out;
}

z3::expr setup_accepts(z3::context& c, int players, const Edition& ed, const std::vector<Role>& roles) {
  SymbolicSetup s{players, roles, {}, c.int_const("face_up"), c.int_const("set_aside")};
  for (Role r : roles) s.used.push_back(c.int_const(("used_" + std::string(love_letter::role_id(r))).c_str()));
  return accepts(s, ed, c);
}

std::optional<SetupDifference> find_setup_difference(z3::context& c, const Edition& a, const Edition& b, const SetupCause& cause,
                                                     const SolveOptions& options, bool& unknown) {
  std::vector<Role> roles;
  for (int i = 1; i < love_letter::kRoleCount; ++i)
    if (a.card(static_cast<Role>(i)) || b.card(static_cast<Role>(i))) roles.push_back(static_cast<Role>(i));
  const int lo = std::min(a.min_players, b.min_players), hi = std::max(a.max_players, b.max_players);
  for (int n = lo; n <= hi; ++n) {
    SymbolicSetup s{n, roles, {}, c.int_const("face_up"), c.int_const("set_aside")};
    z3::expr total = c.int_val(0);
    z3::expr bounds = s.face_up >= 0 && s.face_up <= 3 && s.set_aside >= 0 && s.set_aside <= 1;
    for (Role r : roles) {
      s.used.push_back(c.int_const(("used_" + std::string(love_letter::role_id(r))).c_str()));
      bounds = bounds && s.used.back() >= 0;
      total = total + s.used.back();
    }
    // One card per player, the face-up cards, and at least one card left to draw.
    bounds = bounds && total >= n + s.face_up + s.set_aside + 1 && total <= love_letter::kMaxCards;
    // A whole deal of the edition that accepts it, which the other refuses,
    // the cause among its reasons (a deal of another deck may break others too).
    z3::expr differs = c.bool_val(false);
    if (cause.kind == SetupCause::Kind::players) differs = players_ok(s, a, c) != players_ok(s, b, c);
    for (size_t k = 0; k < roles.size(); ++k)
      if (cause.kind == SetupCause::Kind::card && roles[k] == cause.card) differs = card_ok(s, k, a) != card_ok(s, k, b);
    if (cause.kind == SetupCause::Kind::face_up) differs = face_up_ok(s, a) != face_up_ok(s, b);
    if (cause.kind == SetupCause::Kind::set_aside) differs = set_aside_ok(s, a) != set_aside_ok(s, b);
    // Other causes than the player count are compared where both editions seat the players.
    const z3::expr seated = cause.kind == SetupCause::Kind::players ? c.bool_val(true) : players_ok(s, a, c) && players_ok(s, b, c);
    const z3::expr ya = accepts(s, a, c), yb = accepts(s, b, c);
    const z3::expr goal = bounds && seated && differs && ya != yb && z3::implies(ya, whole_deal(s, a)) && z3::implies(yb, whole_deal(s, b));
    std::optional<z3::model> m;
    const Verdict v = solve(c, goal, total, options, m);
    if (v == Verdict::unknown) unknown = true;
    if (v != Verdict::sat) continue;
    SetupDifference d;
    d.setup.players = n;
    d.setup.face_up = static_cast<int>(m->eval(s.face_up, true).get_numeral_int64());
    d.setup.set_aside = m->eval(s.set_aside, true).get_numeral_int64() == 1;
    // Deal cards the accepting edition has, in role order (the hands first).
    for (size_t k = 0; k < roles.size(); ++k)
      for (auto i = m->eval(s.used[k], true).get_numeral_int64(); i > 0; --i) d.setup.cards.push_back(roles[k]);
    d.first_accepts = m->eval(accepts(s, a, c), true).is_true();
    d.why_refused = why_refused(d.setup, d.first_accepts ? b : a, cause);
    return d;
  }
  return std::nullopt;
}

}  // namespace errata::smt
