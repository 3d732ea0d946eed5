// A hand's and a pile's count of one card, against counting the held places
// one by one: a pile counts its first eight places as one word (state.h),
// which must not see the places past its size, whatever they still hold.
#include <gtest/gtest.h>
#include <rapidcheck.h>
#include <rapidcheck/gtest.h>

#include "model/love_letter/state.h"

namespace errata::love_letter {
namespace {

Role any_role(int i) { return static_cast<Role>(i % kRoleCount); }

template <int Capacity>
int counted_one_by_one(const Cards<Capacity>& cards, Role r) {
  int n = 0;
  for (int i = 0; i < cards.size; ++i) n += cards.card[static_cast<size_t>(i)] == r;
  return n;
}

template <int Capacity>
void check_every_role(const std::vector<int>& places, int size) {
  Cards<Capacity> cards;
  for (int i = 0; i < Capacity; ++i) cards.card[static_cast<size_t>(i)] = any_role(places[static_cast<size_t>(i)]);  // held or not
  cards.size = static_cast<uint8_t>(size);
  for (int r = 0; r < kRoleCount; ++r)
    RC_ASSERT(cards.count(static_cast<Role>(r)) == counted_one_by_one(cards, static_cast<Role>(r)));
}

RC_GTEST_PROP(Cards, APileCountsOnlyItsHeldPlaces, ()) {
  const auto places = *rc::gen::container<std::vector<int>>(kMaxCards, rc::gen::inRange(0, 4));  // few roles: many equal
  const int size = *rc::gen::inRange(0, kMaxCards + 1);
  check_every_role<kMaxCards>(places, size);
}

RC_GTEST_PROP(Cards, AHandCountsOnlyItsHeldPlaces, ()) {
  const auto places = *rc::gen::container<std::vector<int>>(3, rc::gen::inRange(0, kRoleCount));
  check_every_role<3>(places, *rc::gen::inRange(0, 4));
}

TEST(Cards, APileOfNineCountsItsNinthPlace) {
  Pile pile;
  for (int i = 0; i < 9; ++i) pile.add(Role::count);
  EXPECT_EQ(pile.count(Role::count), 9);
  pile.remove(Role::count);
  EXPECT_EQ(pile.count(Role::count), 8);  // the ninth place still holds a Count, past the size now
  pile.clear();
  EXPECT_EQ(pile.count(Role::count), 0);
}

}  // namespace
}  // namespace errata::love_letter
