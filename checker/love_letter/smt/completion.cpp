#include "completion.h"

#include <algorithm>
#include <functional>

#include "witness_text.h"

namespace errata::smt {

using love_letter::Edition;
using love_letter::Role;

namespace {

size_t at(Role r) { return static_cast<size_t>(r); }

int face_up_of(const Edition& ed, int players) { return players == 2 ? ed.face_up_when_two_players : 0; }

}  // namespace

z3::expr round_completable(const SymbolicRound& s, const Edition& ed) {
  z3::context& c = s.c;
  z3::expr left = c.int_val(0), jesters = c.int_val(0), someone_out = c.bool_val(false);
  for (Role r : s.roles) {
    z3::expr used = s.held(r);
    for (int p = 0; p < s.players; ++p) used = used + s.discards_of(p, r);
    left = left + (ed.copies[at(r)] - used);
    if (r == Role::jester) jesters = ed.copies[at(r)] - used;
  }
  for (const auto& in : s.in_round) someone_out = someone_out || !in;
  const int face = face_up_of(ed, s.players), slots = face + ed.set_aside_face_down;
  // With nobody out, the rest is the face-up cards and (unless drawn) the set-aside card.
  z3::expr ok = left >= face && (someone_out || left <= slots);
  // A Jester token's giver is the one other player whose pile holds the Jester:
  // the others lie in the set-aside or face-up cards, or in the giver's or holder's pile once out.
  z3::expr giver_or_holder_out = c.bool_val(false);
  for (int p = 0; p < s.players; ++p)
    giver_or_holder_out = giver_or_holder_out || ((s.jester_giver == p || s.jester_holder == p) && !s.in_round[static_cast<size_t>(p)]);
  return ok && z3::implies(s.jester_holder >= 0, jesters <= slots || giver_or_holder_out);
}

z3::expr play_completable(const SymbolicPlay& s, const Edition& ed, const std::vector<Role>& roles) {
  z3::context& c = s.c;
  z3::expr left = c.int_val(0), princesses = c.int_val(0), constables = c.int_val(0);
  for (Role r : roles) {
    const z3::expr rest = ed.copies[at(r)] - s.used(r);
    left = left + rest;
    if (r == Role::princess) princesses = rest;
    if (r == Role::constable) constables = rest;
  }
  z3::expr someone_out = c.bool_val(false), constable_home = c.bool_val(false);
  for (int p = 0; p < s.players; ++p) {
    if (p > 0) someone_out = someone_out || !s.in_round[static_cast<size_t>(p)];
    constable_home = constable_home || s.constable[static_cast<size_t>(p)];
  }
  // The deck holds cards: the set-aside card is there, and the face-up cards.
  const int slots = face_up_of(ed, s.players) + ed.set_aside_face_down;
  // A Princess only in a pile of a player out of the round; a Constable only where one lies already, or there.
  const z3::expr homeless = z3::ite(someone_out, c.int_val(0), princesses) + z3::ite(someone_out || constable_home, c.int_val(0), constables);
  return left >= slots && homeless <= slots;
}

namespace {

// The cards of `ed`'s deck the state does not name, by role.
std::vector<Role> rest_of(const Edition& ed, const std::array<int, love_letter::kRoleCount>& used) {
  std::vector<Role> out;
  for (int i = 1; i < love_letter::kRoleCount; ++i)
    for (int k = used[static_cast<size_t>(i)]; k < ed.copies[static_cast<size_t>(i)]; ++k) out.push_back(static_cast<Role>(i));
  return out;
}

// Takes the first card of `rest` for which `first` holds (else the first card).
Role take(std::vector<Role>& rest, const std::function<bool(Role)>& first) {
  auto it = std::find_if(rest.begin(), rest.end(), first);
  if (it == rest.end()) it = rest.begin();
  const Role r = *it;
  rest.erase(it);
  return r;
}

// Fills the set-aside and face-up cards from `rest`, the cards that may lie
// nowhere else first; `aside` false when the set-aside card was drawn.
void fill_slots(Completion& c, const Edition& ed, int players, bool aside, std::vector<Role>& rest,
                const std::function<bool(Role)>& homeless) {
  c.discards.assign(static_cast<size_t>(players), {});
  if (ed.set_aside_face_down > 0 && aside && !rest.empty()) c.set_aside = take(rest, homeless);
  c.set_aside_drawn = ed.set_aside_face_down > 0 && c.set_aside == Role::none;
  for (int i = 0; i < face_up_of(ed, players) && !rest.empty(); ++i) c.face_up.push_back(take(rest, homeless));
}

}  // namespace

Completion complete_round(const ConcreteRound& r, const Edition& ed) {
  std::array<int, love_letter::kRoleCount> used{};
  int out = -1;
  for (int p = r.players - 1; p >= 0; --p) {
    const auto seat = static_cast<size_t>(p);
    if (r.hand[seat] != Role::none) ++used[at(r.hand[seat])];
    else out = p;
    for (Role d : r.discards[seat]) ++used[at(d)];
  }
  std::vector<Role> rest = rest_of(ed, used);
  Completion c{{ed.id}, false, Role::none, {}, {}};
  const int face = face_up_of(ed, r.players);
  // The Jester stays out of other players' piles while its token is held.
  int jester_home = -1;
  if (r.jester_holder >= 0)
    for (int p : {r.jester_giver, r.jester_holder})
      if (p >= 0 && r.hand[static_cast<size_t>(p)] == Role::none) jester_home = p;
  const bool held = r.jester_holder >= 0;
  // The set-aside card counts as drawn only when nothing is left to set aside.
  fill_slots(c, ed, r.players, static_cast<int>(rest.size()) > face, rest,
             [&](Role x) { return held && jester_home < 0 && x == Role::jester; });
  for (Role x : rest) c.discards[static_cast<size_t>(x == Role::jester && held ? jester_home : out)].push_back(x);
  return c;
}

Completion complete_play(const ConcretePlay& p, const Edition& ed) {
  std::array<int, love_letter::kRoleCount> used{};
  for (Role x : {p.played, p.other, p.top, p.next, p.third})
    if (x != Role::none) ++used[at(x)];
  int out = -1, constable_home = -1;
  for (int q = p.players - 1; q >= 0; --q) {
    const auto seat = static_cast<size_t>(q);
    if (q > 0 && p.hand[seat] != Role::none) ++used[at(p.hand[seat])];
    if (q > 0 && p.gone[seat] != Role::none) ++used[at(p.gone[seat])], out = q;
    if (p.protect[seat] && !p.carried[seat]) ++used[at(Role::handmaid)];
    if (p.constable[seat]) ++used[at(Role::constable)], constable_home = q;
    used[at(Role::bishop)] += p.bishops[seat];
  }
  if (p.demand >= 0) ++used[at(Role::sycophant)];
  if (constable_home < 0) constable_home = out;
  std::vector<Role> rest = rest_of(ed, used);
  Completion c{{ed.id}, false, Role::none, {}, {}};
  fill_slots(c, ed, p.players, true, rest, [&](Role x) {
    return (x == Role::princess && out < 0) || (x == Role::constable && constable_home < 0);
  });
  for (Role x : rest) c.discards[static_cast<size_t>(x == Role::princess ? out : x == Role::constable ? constable_home : 0)].push_back(x);
  return c;
}

std::string completion_yaml(std::vector<Completion> completions) {
  // One entry for the editions whose completions are the same cards.
  for (size_t i = 0; i < completions.size(); ++i)
    for (size_t j = completions.size() - 1; j > i; --j) {
      const Completion &a = completions[i], &b = completions[j];
      if (a.set_aside == b.set_aside && a.set_aside_drawn == b.set_aside_drawn && a.face_up == b.face_up && a.discards == b.discards) {
        completions[i].editions.insert(completions[i].editions.end(), b.editions.begin(), b.editions.end());
        completions.erase(completions.begin() + static_cast<long>(j));
      }
    }
  auto cards = [](const std::vector<Role>& cs) {
    std::vector<std::string> ids;
    for (Role r : cs) ids.emplace_back(love_letter::role_id(r));
    return editions_list(ids);
  };
  std::string y = "  completion:  # where every other card of each edition's deck lies: a complete deal\n";
  for (const auto& c : completions) {
    y += "    - editions: " + editions_list(c.editions) + "\n";
    if (c.set_aside != Role::none) y += "      set_aside: " + std::string(love_letter::role_id(c.set_aside)) + "\n";
    if (c.set_aside_drawn) y += "      set_aside: null\n";
    if (!c.face_up.empty()) y += "      face_up: " + cards(c.face_up) + "\n";
    std::string piles;
    for (size_t p = 0; p < c.discards.size(); ++p)
      if (!c.discards[p].empty()) piles += (piles.empty() ? "" : ", ") + player_name(static_cast<int>(p)) + ": " + cards(c.discards[p]);
    if (!piles.empty()) y += "      discards: {" + piles + "}\n";
  }
  return y;
}

}  // namespace errata::smt
