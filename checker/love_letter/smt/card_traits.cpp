#include "card_traits.h"

#include <algorithm>

#include "model/love_letter/data_cards/card_effect.h"

namespace errata::smt {

using love_letter::CardEffect;
using love_letter::Edition;
using love_letter::Role;

bool has_data_cards(const Edition& ed) {
  return std::any_of(ed.cards.begin(), ed.cards.end(), [&](const love_letter::CardSpec& c) { return ed.effect(c.role) != nullptr; });
}

std::vector<Role> leaving_when_discarded(const Edition& ed, const std::vector<Role>& roles) {
  // The native Princess first and whatever the roles compared (the native
  // encodings' term), then the cards written as data that say so.
  std::vector<Role> out;
  if (!ed.effect(Role::princess)) out.push_back(Role::princess);  // princess.leave
  for (Role r : roles)
    if (const CardEffect* e = ed.effect(r); e && e->leaves_when_discarded) out.push_back(r);
  return out;
}

std::vector<std::pair<Role, std::vector<Role>>> forcing_cards(const Edition& ed, const std::vector<Role>& roles) {
  std::vector<std::pair<Role, std::vector<Role>>> out;
  for (Role r : roles) {
    if (!ed.has_card(r)) continue;
    const CardEffect* e = ed.effect(r);
    if (e && !e->forced_beside.empty()) out.emplace_back(r, e->forced_beside);
    if (!e && r == Role::countess) out.emplace_back(r, std::vector<Role>{Role::king, Role::prince});  // countess.forced
  }
  return out;
}

z3::expr one_of(const z3::expr& card, const std::vector<Role>& cards) {
  if (cards.empty()) return card.ctx().bool_val(false);
  z3::expr any = card == static_cast<int>(cards.front());
  for (size_t i = 1; i < cards.size(); ++i) any = any || card == static_cast<int>(cards[i]);
  return any;
}

z3::expr must_play_the_other(const z3::expr& played, const z3::expr& other, const Edition& ed, const std::vector<Role>& roles) {
  // The engine: the card played is not the forcing card, which the hand holds
  // beside one of its set (the hand is the played card and the other).
  std::vector<z3::expr> each;
  for (const auto& [card, beside] : forcing_cards(ed, roles)) {
    std::vector<Role> set;
    for (Role b : beside)
      if (b != card) set.push_back(b);
    each.push_back(other == static_cast<int>(card) && one_of(played, set));
  }
  if (each.empty()) return played.ctx().bool_val(false);
  z3::expr forced = each.front();
  for (size_t i = 1; i < each.size(); ++i) forced = forced || each[i];
  return forced;
}

}  // namespace errata::smt

namespace errata::smt {

std::vector<love_letter::Role> namers(const love_letter::Edition& ed, const std::vector<love_letter::Role>& roles) {
  using love_letter::Role;
  std::vector<Role> out{Role::guard};  // guard.guess (a data Guard names as its text says, or not at all)
  for (Role r : roles)
    if (const auto* e = ed.effect(r); e && r != Role::guard && e->naming.what != love_letter::Names::nothing) out.push_back(r);
  return out;
}

std::vector<love_letter::Role> returners(const love_letter::Edition& ed, const std::vector<love_letter::Role>& roles) {
  using love_letter::Role;
  std::vector<Role> out{Role::chancellor};  // chancellor.draw-two
  for (Role r : roles) {
    const auto* e = ed.effect(r);
    if (e && r != Role::chancellor &&
        std::any_of(e->steps.begin(), e->steps.end(), [](const auto& s) { return s.kind == love_letter::StepKind::draw_and_return; }))
      out.push_back(r);
  }
  return out;
}

}  // namespace errata::smt
