#pragma once
// What the play encodings share, native cards and cards written as data: the
// engine's refusals in its order (the first refusal wins), a card's value
// read from a table, and the chosen player as the state holds them.
#include <z3++.h>

#include <vector>

#include "model/love_letter/edition.h"
#include "model/love_letter/rejection.h"
#include "play_encoding.h"

namespace errata::smt {

// The value of `role` in a table of values (0 for none).
template <typename Values>
z3::expr value_in(z3::context& c, const Values& values, const std::vector<love_letter::Role>& roles, const z3::expr& role) {
  z3::expr v = c.int_val(0);
  for (love_letter::Role r : roles)
    v = z3::ite(role == static_cast<int>(r), c.int_val(static_cast<int>(values[static_cast<size_t>(r)])), v);
  return v;
}

// First refusal wins: the engine checks in this order.
struct Checks {
  z3::context& c;
  z3::expr code;
  z3::expr decided;
  void refuse_if(const z3::expr& cond, love_letter::Rejection r) {
    code = z3::ite(!decided && cond, c.int_val(code_of(r)), code);
    decided = decided || cond;
  }
  static int code_of(love_letter::Rejection r) { return static_cast<int>(r); }
};

// The player the play chooses (`target`), as the state holds them: in the
// round, protected, the card held (seat 0's: the card it keeps), and whether
// any other player could be chosen (in the round, not protected).
struct Chosen {
  z3::expr in, is_protected, hand, others_choosable, none, self;
};

inline Chosen chosen_of(const SymbolicPlay& s) {
  z3::context& c = s.c;
  const auto n = static_cast<size_t>(s.players);
  auto seat_is = [&](size_t p) { return s.target == static_cast<int>(p); };
  z3::expr in = c.bool_val(false), prot = c.bool_val(false), hand = c.int_val(0), others = c.bool_val(false);
  for (size_t p = 1; p < n; ++p) {
    in = in || (seat_is(p) && s.in_round[p]);
    prot = prot || (seat_is(p) && s.protect[p]);
    hand = z3::ite(seat_is(p), s.hand[p], hand);
    others = others || (s.in_round[p] && !s.protect[p]);
  }
  hand = z3::ite(s.target == 0, s.other, hand);
  return {in, prot, hand, others, s.target == -1, s.target == 0};
}

}  // namespace errata::smt
