#include "first_cycle.h"

#include <algorithm>

namespace errata::smt {

using love_letter::Action;
using love_letter::Role;

namespace {

class Pool {
 public:
  explicit Pool(std::vector<Role> cards) : cards_(std::move(cards)) {}
  bool take(Role r) {
    const auto it = std::find(cards_.begin(), cards_.end(), r);
    if (it == cards_.end()) return false;
    cards_.erase(it);
    return true;
  }
  bool holds(Role r) const { return std::find(cards_.begin(), cards_.end(), r) != cards_.end(); }
  Role take_front() {
    const Role r = cards_.front();
    cards_.erase(cards_.begin());
    return r;
  }
  const std::vector<Role>& rest() const { return cards_; }
  size_t size() const { return cards_.size(); }

 private:
  std::vector<Role> cards_;
};

Action card_only(Role r, int target = -1, Role guess = Role::none) {
  Action a;
  a.card = r;
  a.target = static_cast<int8_t>(target);
  a.guess = guess;
  return a;
}

// A turn that changes nothing a play reads: a look, a card without effect,
// or a Guard naming a card P1 (who holds `held`) does not hold. `quiet`: a
// card that chooses nobody (a standing Sycophant's choice waits for a card
// that does).
std::optional<Action> harmless(Pool& pool, Role held, bool quiet) {
  if (!quiet && pool.take(Role::priest)) return card_only(Role::priest, 0);
  for (Role r : {Role::spy, Role::countess, Role::count, Role::constable})
    if (pool.take(r)) return card_only(r);
  if (quiet) return std::nullopt;
  for (Role guess : {Role::princess, Role::baron, Role::priest, Role::prince, Role::king})
    if (guess != held && pool.holds(Role::guard)) {
      pool.take(Role::guard);
      return card_only(Role::guard, 0, guess);
    }
  return std::nullopt;
}

// Who makes the Sycophant's choice that stands at P1's turn: the first seat
// in the round with nothing else to do, before the chosen seat where that
// seat is then protected (its Handmaid comes after the choice); 0 when none.
int demander(const ConcretePlay& p, const std::vector<bool>& in) {
  if (p.demand < 0) return 0;
  for (int s = 1; s < p.players; ++s) {
    const auto seat = static_cast<size_t>(s);
    if (!in[seat] || s == p.demand || p.protect[seat] || p.constable[seat]) continue;
    if (p.demand > 0 && p.protect[static_cast<size_t>(p.demand)] && s > p.demand) return 0;
    return s;
  }
  return 0;
}

// Each other seat's turn before P1's, in turn order (a seat knocked out before its turn takes none).
std::optional<std::vector<std::optional<Action>>> turns(const ConcretePlay& p, Pool& pool) {
  const int n = p.players;
  std::vector<std::optional<Action>> out(static_cast<size_t>(n));
  std::vector<bool> in(static_cast<size_t>(n));
  for (int s = 1; s < n; ++s) in[static_cast<size_t>(s)] = p.hand[static_cast<size_t>(s)] != Role::none;
  const int t = demander(p, in);
  if (p.demand >= 0 && t == 0) return std::nullopt;
  for (int s = 1; s < n; ++s) {  // knock-outs first: a Guard naming the card the seat left with, before any choice stands
    const auto seat = static_cast<size_t>(s);
    if (in[seat]) continue;
    const Role g = p.gone[seat];
    int k = 1;
    while (k < s && (!in[static_cast<size_t>(k)] || out[static_cast<size_t>(k)] || k == t)) ++k;
    if (k >= s || (t && k > t) || g == Role::guard || g == Role::none || !pool.take(Role::guard)) return std::nullopt;
    out[static_cast<size_t>(k)] = card_only(Role::guard, s, g);
  }
  if (t && pool.take(Role::sycophant)) out[static_cast<size_t>(t)] = card_only(Role::sycophant, p.demand);
  else if (t) return std::nullopt;
  for (int s = 1; s < n; ++s) {
    const auto seat = static_cast<size_t>(s);
    if (!in[seat] || out[seat]) continue;
    if (p.protect[seat]) out[seat] = pool.take(Role::handmaid) ? std::optional(card_only(Role::handmaid)) : std::nullopt;
    else if (p.constable[seat]) out[seat] = pool.take(Role::constable) ? std::optional(card_only(Role::constable)) : std::nullopt;
    else out[seat] = harmless(pool, p.other, t && s > t);
    if (!out[seat]) return std::nullopt;
  }
  return out;
}

}  // namespace

std::optional<FirstCycle> first_cycle(const ConcretePlay& p, std::vector<Role> cards, int set_aside, int face_up) {
  const int n = p.players;
  if (p.protect[0] || p.hand.size() != static_cast<size_t>(n)) return std::nullopt;
  for (int s = 0; s < n; ++s)
    if (p.carried[static_cast<size_t>(s)] || p.bishops[static_cast<size_t>(s)] > 0) return std::nullopt;
  Pool pool(std::move(cards));
  // The cards the situation names: each seat's dealt card, P1's, the deck's top.
  std::vector<Role> hands(static_cast<size_t>(n));
  hands[0] = p.other;
  for (int s = 1; s < n; ++s)
    hands[static_cast<size_t>(s)] = p.hand[static_cast<size_t>(s)] != Role::none ? p.hand[static_cast<size_t>(s)] : p.gone[static_cast<size_t>(s)];
  std::vector<Role> named = hands;
  named.push_back(p.played);
  const Role top[3] = {p.top, p.next, p.third};
  for (int i = 0; i < p.deck_size && i < 3; ++i) named.push_back(top[i]);
  for (Role r : named)
    if (r == Role::none || !pool.take(r)) return std::nullopt;
  const auto before = turns(p, pool);
  if (!before || pool.size() < static_cast<size_t>(set_aside + face_up)) return std::nullopt;
  FirstCycle plan;
  for (int i = 0; i < set_aside + face_up; ++i) plan.order.push_back(pool.take_front());
  plan.order.insert(plan.order.end(), hands.begin(), hands.end());
  plan.first = 0;
  for (int s = 1; s < n; ++s)
    if (const auto& a = (*before)[static_cast<size_t>(s)]) {
      if (plan.first == 0) plan.first = s;
      plan.order.push_back(a->card);  // drawn, then played
      plan.before.push_back(*a);
    }
  plan.order.push_back(p.played);
  for (int i = 0; i < p.deck_size && i < 3; ++i) plan.order.push_back(top[i]);
  plan.order.insert(plan.order.end(), pool.rest().begin(), pool.rest().end());
  return plan;
}

}  // namespace errata::smt
