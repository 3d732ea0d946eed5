#pragma once
// An edition's data twin made in code: each of its roles the vocabulary can
// state (model/love_letter/data_cards/card_effect.h) written as data, from
// the edition's own variants, each step citing the clause the native card
// cites. A stand-in for the twins the edition files will hold
// (tests/data_cards/twins/); a role the vocabulary cannot state in this
// edition stays native (`native_twin` says which, and why).
#include <map>
#include <memory>
#include <string>
#include <vector>

#include "checker/love_letter/smt/data_card_edit.h"
#include "model/love_letter/data_cards/card_effect.h"
#include "model/love_letter/edition.h"

namespace errata::test {

using love_letter::CardEffect;
using love_letter::Chooses;
using love_letter::EffectStep;
using love_letter::Role;
using love_letter::Rules;
using love_letter::StepKind;

inline EffectStep step(StepKind kind, std::string clause, love_letter::Who who = love_letter::Who::chosen) {
  EffectStep s;
  s.kind = kind;
  s.who = who;
  s.clause = std::move(clause);
  return s;
}

inline CardEffect chooser(Chooses who, std::string clause) {
  CardEffect e;
  e.choice = {who, std::move(clause)};
  return e;
}

inline CardEffect guard_as_data(const love_letter::Edition& ed) {
  const Rules& r = ed.rules;
  CardEffect e = chooser(r.guard_target == Rules::GuardTarget::any_player ? Chooses::another_or_self : Chooses::another, "guard.guess");
  e.naming.clause = "guard.not-guard";
  if (r.guard_names_a_number()) {
    e.naming.what = love_letter::Names::number;
    e.naming.except_numbers = {1};
  } else {
    e.naming.what = love_letter::Names::card;
    e.naming.from_deck = r.guard_names == Rules::GuardNames::cards_in_the_deck;
    e.naming.except = {Role::guard};
  }
  EffectStep hit = step(StepKind::leave_round, "guard.guess");
  hit.when = love_letter::Condition::holds_named;
  e.steps = {hit};
  return e;
}

// Each role of `ed` the vocabulary states, as data; `why_native` gets the
// others that `ed` holds, with why.
inline std::map<Role, CardEffect> data_effects(const love_letter::Edition& ed, std::map<Role, std::string>* why_native = nullptr) {
  const Rules& r = ed.rules;
  std::map<Role, CardEffect> out;
  auto native = [&](Role role, const std::string& why) {
    if (why_native && ed.has_card(role)) (*why_native)[role] = why;
  };
  if (ed.has_card(Role::assassin)) native(Role::guard, "the Assassin answers a Guard (assassin.counter): no step says so");
  else out[Role::guard] = guard_as_data(ed);
  out[Role::priest] = chooser(Chooses::another, "priest.look");
  out[Role::priest].steps = {step(StepKind::look, "priest.look")};
  out[Role::baron] = chooser(Chooses::another, "baron.compare");
  out[Role::baron].steps = {step(StepKind::compare, "baron.compare")};
  out[Role::dowager_queen] = chooser(Chooses::another, "dowager-queen.compare");
  EffectStep higher = step(StepKind::compare, "dowager-queen.compare");
  higher.leaves = love_letter::Duel::higher_leaves;
  out[Role::dowager_queen].steps = {higher};
  out[Role::handmaid].steps = {step(StepKind::protect, "handmaid.protect", love_letter::Who::me)};
  out[Role::prince] = chooser(Chooses::any, "prince.choose-any");
  EffectStep redraw = step(StepKind::discard_and_draw, "prince.discard-and-draw");
  redraw.draws_first = r.prince_princess == Rules::PrincePrincess::draws_then_leaves;
  redraw.draws_first_stated = true;
  out[Role::prince].steps = {redraw};
  out[Role::king] = chooser(Chooses::another, "king.swap");
  out[Role::king].steps = {step(StepKind::swap_hands, "king.swap")};
  out[Role::countess].steps = {step(StepKind::nothing, "countess.no-effect", love_letter::Who::me)};
  out[Role::countess].forced_beside = {Role::king, Role::prince};
  out[Role::countess].forced_clause = "countess.forced";
  out[Role::princess].steps = {step(StepKind::leave_round, "princess.leave", love_letter::Who::me)};
  out[Role::princess].leaves_when_discarded = true;
  out[Role::princess].leaves_clause = "princess.leave";
  out[Role::chancellor].steps = {step(StepKind::draw_and_return, "chancellor.draw-two", love_letter::Who::me)};
  if (r.chancellor_pair_bonus == Rules::ChancellorPairBonus::both_in_round) {
    out[Role::chancellor].bonus.to = love_letter::BonusTo::each_player_in_round_who_played_it_when_two;
    out[Role::chancellor].bonus.clause = "chancellor.pair-bonus";
  }
  out[Role::spy].steps = {step(StepKind::nothing, "spy.no-effect", love_letter::Who::me)};
  auto& spy = out[Role::spy].bonus;
  spy.to = r.spy_bonus == Rules::SpyBonus::sole_survivor_with_spy ? love_letter::BonusTo::last_player_in_round_who_played_it
                                                                  : love_letter::BonusTo::only_player_in_round_who_played_it;
  spy.clause = "spy.bonus";
  spy.on_top_of_win = r.spy_winner_token == Rules::SpyWinnerToken::token_on_top;
  for (Role role : {Role::assassin, Role::jester, Role::cardinal, Role::baroness, Role::sycophant, Role::count, Role::constable, Role::bishop})
    native(role, "no step says what it does (a second player chosen, a token given, a bonus to the score, a choice to redraw, "
                 "an answer to another card)");
  for (auto it = out.begin(); it != out.end();) it = ed.has_card(it->first) ? std::next(it) : out.erase(it);
  return out;
}

// `ed` with `effects` written as data (the same id: the diff names it apart).
inline love_letter::Edition with_effects(const love_letter::Edition& ed, const std::map<Role, CardEffect>& effects,
                                         const std::string& id) {
  love_letter::Edition twin = ed;
  twin.id = id;
  for (const auto& [role, effect] : effects) smt::put_effect(twin, role, std::make_shared<const CardEffect>(effect));
  return twin;
}

// The roles `ed` writes as data, in role order.
inline std::vector<Role> roles_as_data(const love_letter::Edition& ed) {
  std::vector<Role> out;
  for (int i = 1; i < love_letter::kRoleCount; ++i)
    if (ed.effect(static_cast<Role>(i))) out.push_back(static_cast<Role>(i));
  return out;
}

inline love_letter::Edition native_twin(const love_letter::Edition& ed) { return with_effects(ed, data_effects(ed), ed.id + "-data-twin"); }

}  // namespace errata::test
