#include "engine_terms.h"

namespace errata::love_letter {

EngineTerms::EngineTerms(const conform::Hello& hello, const Edition& ed)
    : edition(ed), deal_only(hello.can("deal-from-deck-order-only")), unchecked_setups(hello.can("unchecked-setups")),
      draws_on_play(hello.can("draws-on-play")), guard_number(hello.can("guard-names-number")),
      chooses_redraw(hello.can("chooses-bishop-redraw")), chooses_sycophant_target(hello.can("chooses-sycophant-target")),
      observe(hello.observe) {}

std::string EngineTerms::unplayable() const {
  if (!guard_number || !edition.has_card(Role::guard)) return "";
  for (int a = 0; a < kRoleCount; ++a)
    for (int b = a + 1; b < kRoleCount; ++b) {
      const auto ra = static_cast<Role>(a), rb = static_cast<Role>(b);
      if (ra != Role::none && edition.has_card(ra) && edition.has_card(rb) && edition.value_of(ra) == edition.value_of(rb))
        return "the engine's Guard names a number (guard-names-number), and in " + edition.id + " " + std::string(role_id(ra)) +
               " and " + std::string(role_id(rb)) + " share the value " + std::to_string(edition.value_of(ra)) +
               ": naming a number is another rule there";
    }
  return "";
}

bool EngineTerms::can_deal(const State& s) const { return !deal_only || deal_order(s, edition).has_value(); }

State EngineTerms::held(const State& s) const {
  if (!draws_on_play || s.to_move < 0 || s.round_over) return s;
  State out = s;
  Hand& hand = out.hand[static_cast<size_t>(s.to_move)];
  if (hand.size != 2 || s.deck.size >= Deck::kCapacity - 1) return s;
  const Role drawn = hand[1];
  hand.remove(drawn);
  out.deck = Deck{};
  out.deck.put_under(drawn);
  for (int i = 0; i < s.deck.size; ++i) out.deck.put_under(s.deck.at(i));
  return out;
}

Action EngineTerms::asked(const Action& a, const State& before) const {
  Action out = a;
  if (guard_number && a.card == Role::guard && a.guess != Role::none) {
    out.number = static_cast<int8_t>(edition.value_of(a.guess));
    out.guess = Role::none;
  }
  if (chooses_redraw && a.card == Role::bishop) out.redraw = false;
  if (chooses_sycophant_target && before.sycophant_choice >= 0 && a.target == before.sycophant_choice && a.target2 < 0)
    out.target = kNoPlayer;
  return out;
}

bool EngineTerms::engine_chose(const Action& a, const State& before) const {
  return (chooses_redraw && a.card == Role::bishop) ||
         (chooses_sycophant_target && before.sycophant_choice >= 0 && a.target >= 0 && a.target2 < 0);
}

Action EngineTerms::from_engine(const Action& listed) const {
  Action out = listed;
  if (guard_number && listed.card == Role::guard && listed.number >= 0 && listed.guess == Role::none)
    for (int r = 0; r < kRoleCount; ++r)
      if (const auto role = static_cast<Role>(r); role != Role::none && edition.lists(role) && edition.value_of(role) == listed.number) {
        out.guess = role;
        out.number = -1;
        break;
      }
  return out;
}

}  // namespace errata::love_letter
