#pragma once
// User editions with cards written as data, drawn at random: a drawn edition
// (tests/drawn_editions.h: bundled or a random user edition), each of its
// roles the vocabulary states written as data (its twin, native_twins.h),
// then one to three parameters of those effects changed at random (the
// mutation suite's one-parameter changes, smt::effect_mutants, each a change
// an edition file can state); one in three also gives a card that chooses
// another player and names nothing a name to call, a number or a card, and
// a token when the chosen player holds it (a second card that names, beside
// the Guard). What is held of the bundled cards is held of these too.
#include <memory>
#include <string>
#include <vector>

#include "checker/love_letter/smt/data_card_mutants.h"
#include "../drawn_editions.h"
#include "native_twins.h"

namespace errata::test {

// A card of `ed` as data that chooses another player and names nothing, now
// naming (a number but 1, or a card of the deck) and winning a token when
// the chosen player holds what was named (or, where the edition does not say
// when a token won mid-round ends the game, putting her out); what was done,
// or "" (none such).
inline std::string add_a_namer(love_letter::Edition& ed, Rng& rng) {
  std::vector<Role> plain;
  for (Role r : roles_as_data(ed))
    if (const auto* e = ed.effect(r); e->choice.who == Chooses::another && e->naming.what == love_letter::Names::nothing) plain.push_back(r);
  if (plain.empty()) return "";
  const Role r = plain[rng.below(static_cast<uint32_t>(plain.size()))];
  CardEffect e = *ed.effect(r);
  const bool number = rng.below(2) == 0;
  e.naming.what = number ? love_letter::Names::number : love_letter::Names::card;
  e.naming.clause = e.choice.clause;
  if (number) e.naming.except_numbers = {1};
  else e.naming.from_deck = true;
  // A token where the edition says when one won mid-round ends the game (game.end-timing), else the chosen leaves.
  const bool timed = ed.variants.count("game.end-timing") || ed.reading("game.end-timing");
  EffectStep hit = timed ? step(StepKind::win_token, e.choice.clause, love_letter::Who::me) : step(StepKind::leave_round, e.choice.clause);
  hit.when = love_letter::Condition::holds_named;
  e.steps.push_back(hit);
  smt::put_effect(ed, r, std::make_shared<const CardEffect>(e));
  return " " + std::string(love_letter::role_id(r)) + (number ? " names a number" : " names a card") + (timed ? " for a token" : " to put out");
}

// The data edition drawn from `seed`; `changed` receives where it is from and what was changed.
inline love_letter::Edition drawn_data_edition(uint64_t seed, std::string* changed = nullptr) {
  love_letter::Edition ed = native_twin(drawn_edition(seed));
  if (changed) *changed = "from " + ed.id + ":";
  ed.id = "data-edition-" + std::to_string(seed);
  Rng rng(seed * 7927 + 3);
  if (rng.below(3) == 0) {
    const std::string added = add_a_namer(ed, rng);
    if (changed) *changed += added;
  }
  const uint32_t changes = 1 + rng.below(3);
  for (uint32_t i = 0; i < changes; ++i) {
    const auto mutants = smt::effect_mutants(ed);
    if (mutants.empty()) break;
    const auto& m = mutants[rng.below(static_cast<uint32_t>(mutants.size()))];
    smt::put_effect(ed, m.role, std::make_shared<const love_letter::CardEffect>(m.effect));
    if (changed) *changed += " " + m.what;
  }
  return ed;
}

}  // namespace errata::test
