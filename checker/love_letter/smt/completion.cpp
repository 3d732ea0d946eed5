#include "completion.h"

#include <algorithm>
#include <functional>


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

}  // namespace errata::smt
