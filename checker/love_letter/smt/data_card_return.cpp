#include "data_card_return.h"

#include <algorithm>
#include <numeric>

namespace errata::smt {

namespace {

// The orders of `n` cards put back, in lexicographic order (the first: as drawn).
std::vector<std::vector<int>> orders_of(int n) {
  std::vector<int> o(static_cast<size_t>(n));
  std::iota(o.begin(), o.end(), 0);
  std::vector<std::vector<int>> out;
  do out.push_back(o);
  while (std::next_permutation(o.begin(), o.end()));
  return out;
}

// Which order the play chose for `n` cards put back: two by `swap`, three by `order`.
z3::expr order_is(const SymbolicPlay& s, int n, size_t k) {
  if (n == 2) return k == 0 ? !s.swap : s.swap;
  return put_back_order(s) == static_cast<int>(k);
}

// `kv` cards drawn from a deck of `size` cards: the card kept and the deck
// after, the cards kept back under the rest in the order chosen.
struct Returned {
  z3::expr kept;
  std::vector<z3::expr> deck;
};

Returned returned(const SymbolicPlay& s, const StepTurn& t, int kv, int size) {
  z3::context& c = s.c;
  std::vector<z3::expr> cards{t.hand[0]};
  for (int i = 0; i < kv; ++i) cards.push_back(t.deck[static_cast<size_t>(i)]);
  z3::expr kept = cards.back();
  for (int i = kv - 1; i >= 0; --i) kept = z3::ite(s.keep == i, cards[static_cast<size_t>(i)], kept);
  // The cards put back, in the order drawn: for each place, the card there for each card kept.
  std::vector<z3::expr> put;
  for (int j = 0; j < kv; ++j) put.push_back(z3::ite(s.keep <= j, cards[static_cast<size_t>(j + 1)], cards[static_cast<size_t>(j)]));
  const auto orders = orders_of(kv);
  std::vector<z3::expr> under = put;
  for (size_t k = 1; k < orders.size(); ++k)
    for (int j = 0; j < kv; ++j)
      under[static_cast<size_t>(j)] = z3::ite(order_is(s, kv, k), put[static_cast<size_t>(orders[k][static_cast<size_t>(j)])], under[static_cast<size_t>(j)]);
  std::vector<z3::expr> deck;
  for (int j = 0; j < 3; ++j) {
    const int rest = size - kv;  // the cards left, then those put back
    deck.push_back(j < rest ? t.deck[static_cast<size_t>(kv + j)] : j < size ? under[static_cast<size_t>(j - rest)] : c.int_val(0));
  }
  return {kept, deck};
}

}  // namespace

z3::expr put_back_order(const SymbolicPlay& s) { return s.c.int_const("put_back_order"); }

void draw_and_return(const SymbolicPlay& s, int draw, const z3::expr& go, StepTurn& t) {
  z3::context& c = s.c;
  z3::expr kept = t.hand[0];
  std::vector<z3::expr> deck = t.deck;
  z3::expr bad = c.bool_val(false);
  for (int size = 1; size <= 3; ++size) {
    const int kv = std::min(draw, size);
    const z3::expr here = go && t.size == size;
    const Returned r = returned(s, t, kv, size);
    kept = z3::ite(here, r.kept, kept);
    for (size_t j = 0; j < 3; ++j) deck[j] = z3::ite(here, r.deck[j], deck[j]);
    bad = bad || (here && (s.keep > kv || (s.swap && kv != 2)));
  }
  t.ran_out = t.ran_out || (go && t.size <= draw);  // chancellor.draw-two: the deck emptied by the draw
  t.hand[0] = kept;
  t.deck = deck;
  t.bad_keep = t.bad_keep || bad;
}

}  // namespace errata::smt
