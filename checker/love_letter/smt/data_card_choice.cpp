#include "data_card_choice.h"

#include "card_traits.h"

namespace errata::smt {

using love_letter::CardEffect;
using love_letter::Chooses;
using love_letter::Edition;
using love_letter::Names;
using love_letter::Rejection;
using love_letter::Role;
using love_letter::Rules;

namespace {

bool ignored(const Edition& ed) { return ed.rules.protection == Rules::Protection::effects_ignored; }

// Another player (the Priest, the Baron, the King, the Guard), or its own
// player too (`self_allowed`: the Guard under guard.target any-player). With
// nobody to choose (handmaid.all-protected) the card is played without
// effect, or at its own player where it may choose them.
z3::expr another(z3::context& c, const Chosen& t, bool self_allowed, bool ignore, Checks& k) {
  const z3::expr none_legal = !t.others_choosable;
  k.refuse_if(none_legal && !t.none && !(t.self && c.bool_val(self_allowed)) && (t.self || !t.in), Rejection::invalid_target);
  k.refuse_if(none_legal && !t.none && !t.self && t.in && c.bool_val(!ignore), Rejection::target_protected);
  z3::expr no_effect = none_legal && (t.none || (!t.self && t.in && c.bool_val(ignore)));
  k.refuse_if(!none_legal && t.none, Rejection::target_required);
  k.refuse_if(!none_legal && t.self && c.bool_val(!self_allowed), Rejection::invalid_target);
  k.refuse_if(!none_legal && !t.self && !t.none && !t.in, Rejection::invalid_target);
  k.refuse_if(!none_legal && !t.self && t.in && t.is_protected && c.bool_val(!ignore), Rejection::target_protected);
  return no_effect || (!none_legal && !t.self && t.in && t.is_protected && c.bool_val(ignore));
}

// Any player, its own included (the Prince): a protected one only where
// protection ignores effects and someone else could be chosen.
z3::expr any(z3::context& c, const Chosen& t, bool ignore, Checks& k) {
  k.refuse_if(t.none, Rejection::target_required);
  k.refuse_if(!t.self && !t.in, Rejection::invalid_target);
  const z3::expr on_protected = !t.self && t.in && t.is_protected;
  k.refuse_if(on_protected && (!t.others_choosable || c.bool_val(!ignore)), Rejection::target_protected);
  return on_protected;
}

z3::expr choose(const SymbolicPlay& s, const Edition& ed, const CardEffect& e, Checks& k) {
  z3::context& c = s.c;
  const Chosen t = chosen_of(s);
  switch (e.choice.who) {
    case Chooses::nobody: k.refuse_if(!t.none, Rejection::invalid_choice); return c.bool_val(false);
    case Chooses::another: return another(c, t, false, ignored(ed), k);
    case Chooses::another_or_self: return another(c, t, true, ignored(ed), k);
    case Chooses::any: return any(c, t, ignored(ed), k);
  }
  return c.bool_val(false);
}

// A character named: one the card may name (not one of `except`), of the
// card table, and of the deck where the text says so.
void name_a_card(const SymbolicPlay& s, const Edition& ed, const std::vector<Role>& roles, const CardEffect& e, const z3::expr& judges,
                 Checks& k) {
  z3::context& c = s.c;
  z3::expr in_table = c.bool_val(false), in_deck = c.bool_val(false);
  for (Role r : roles) {
    if (ed.lists(r)) in_table = in_table || s.guess == static_cast<int>(r);
    if (ed.has_card(r)) in_deck = in_deck || s.guess == static_cast<int>(r);
  }
  k.refuse_if(judges && one_of(s.guess, e.naming.except), Rejection::guard_cannot_name_guard);
  k.refuse_if(judges && !in_table, Rejection::unknown_card);
  if (e.naming.from_deck) k.refuse_if(judges && !in_deck, Rejection::invalid_choice);
}

// A number named: from 0 to `up_to` (the deck's highest value for 0), not
// one of `except_numbers`; a character named must be of the card table.
void name_a_number(const SymbolicPlay& s, const Edition& ed, const std::vector<Role>& roles, const CardEffect& e, const z3::expr& judges,
                   Checks& k) {
  z3::context& c = s.c;
  z3::expr in_table = c.bool_val(false);
  for (Role r : roles)
    if (ed.lists(r)) in_table = in_table || s.guess == static_cast<int>(r);
  const z3::expr n = named_number(s, ed, roles);
  z3::expr excepted = c.bool_val(false);
  for (int x : e.naming.except_numbers) excepted = excepted || n == x;
  const int top = e.naming.up_to > 0 ? e.naming.up_to : ed.highest_value();
  k.refuse_if(judges && s.guess != 0 && !in_table, Rejection::unknown_card);
  k.refuse_if(judges && excepted, Rejection::guard_cannot_name_guard);
  k.refuse_if(judges && n > top, Rejection::invalid_choice);
}

}  // namespace

z3::expr named_number(const SymbolicPlay& s, const Edition& ed, const std::vector<Role>& roles) {
  return z3::ite(s.guess != 0, value_in(s.c, ed.value, roles, s.guess), s.number);
}

z3::expr choose_and_name(const SymbolicPlay& s, const Edition& ed, const std::vector<Role>& roles, const CardEffect& e, Checks& k) {
  const Names what = e.naming.what;
  // A number where the card names a character is refused first (guard.names).
  if (what == Names::card) k.refuse_if(s.number >= 0, Rejection::invalid_choice);
  const z3::expr no_effect = choose(s, ed, e, k);
  if (what == Names::nothing) return no_effect;
  // Played without effect at nobody: nothing may be named; else something must be.
  const z3::expr named = s.guess != 0 || s.number >= 0;
  k.refuse_if(no_effect && s.target == -1 && named, Rejection::invalid_choice);
  const z3::expr judges = !(no_effect && s.target == -1);
  k.refuse_if(judges && !named, Rejection::guess_required);
  if (what == Names::card) name_a_card(s, ed, roles, e, judges, k);
  else name_a_number(s, ed, roles, e, judges, k);
  return no_effect;
}

z3::expr demand_choosable_by(const SymbolicPlay& s, const Edition& ed, const CardEffect& e) {
  z3::context& c = s.c;
  const z3::expr d = s.demand;
  const bool ignore = ignored(ed);
  z3::expr in = c.bool_val(false), prot = c.bool_val(false), others = c.bool_val(false);
  for (size_t p = 1; p < static_cast<size_t>(s.players); ++p) {
    in = in || (d == static_cast<int>(p) && s.in_round[p]);
    prot = prot || (d == static_cast<int>(p) && s.protect[p]);
    others = others || (s.in_round[p] && !s.protect[p]);
  }
  const z3::expr other = in && (!prot || c.bool_val(ignore)), self = d == 0;
  switch (e.choice.who) {
    case Chooses::nobody: return c.bool_val(false);
    case Chooses::another: return other;
    case Chooses::another_or_self: return other || self;
    case Chooses::any: return self || (in && (!prot || (c.bool_val(ignore) && others)));
  }
  return c.bool_val(false);
}

}  // namespace errata::smt
