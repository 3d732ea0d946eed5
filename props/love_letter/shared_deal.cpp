#include "shared_deal.h"

#include <algorithm>

#include "model/core/rng.h"

namespace errata::props {

using love_letter::Edition;
using love_letter::Role;
using love_letter::State;

std::vector<Role> cards_in_both(const Edition& a, const Edition& b) {
  std::vector<Role> out;
  for (int i = 1; i < love_letter::kRoleCount; ++i) {
    const int n = std::min(a.copies[static_cast<size_t>(i)], b.copies[static_cast<size_t>(i)]);
    for (int c = 0; c < n; ++c) out.push_back(static_cast<Role>(i));
  }
  return out;
}

namespace {

// `ed`'s cards less those of `both`, shuffled from `rng`.
std::vector<Role> own_cards(const Edition& ed, const std::vector<Role>& both, Rng& rng) {
  std::vector<Role> out;
  for (int i = 1; i < love_letter::kRoleCount; ++i) {
    const auto n = ed.copies[static_cast<size_t>(i)] - std::count(both.begin(), both.end(), static_cast<Role>(i));
    for (long c = 0; c < n; ++c) out.push_back(static_cast<Role>(i));
  }
  for (size_t k = out.size(); k > 1; --k) std::swap(out[k - 1], out[rng.below(static_cast<uint32_t>(k))]);
  return out;
}

}  // namespace

std::optional<SharedDeal> share_deal(const Edition& a, const Edition& b, int players, std::vector<Role> order, int first,
                                     std::vector<int> tokens, uint64_t seed) {
  SharedDeal d;
  d.players = players;
  d.first = first;
  d.tokens = std::move(tokens);
  d.tokens.resize(static_cast<size_t>(players), 0);
  const int face_a = players == 2 ? a.face_up_when_two_players : 0, face_b = players == 2 ? b.face_up_when_two_players : 0;
  d.face_up = std::min(face_a, face_b);
  d.set_aside = std::min(a.set_aside_face_down, b.set_aside_face_down) > 0 ? 1 : 0;
  d.own_face_up_a = face_a - d.face_up, d.own_face_up_b = face_b - d.face_up;
  d.own_set_aside_a = (a.set_aside_face_down > 0 ? 1 : 0) - d.set_aside, d.own_set_aside_b = (b.set_aside_face_down > 0 ? 1 : 0) - d.set_aside;
  Rng rng(seed);
  d.own_a = own_cards(a, order, rng);
  d.own_b = own_cards(b, order, rng);
  d.order = std::move(order);
  // An edition that shows or sets aside more than its own cards fill takes
  // them from the bottom of the shared deck: the other deals them under its deck.
  auto fill = [&](std::vector<Role>& own, int extras, std::vector<Role>& other) {
    while (static_cast<int>(own.size()) < extras && !d.order.empty()) {
      own.insert(own.begin(), d.order.back());
      other.push_back(d.order.back());
      d.order.pop_back();
    }
  };
  fill(d.own_a, d.own_face_up_a + d.own_set_aside_a, d.own_b);
  fill(d.own_b, d.own_face_up_b + d.own_set_aside_b, d.own_a);
  if (static_cast<int>(d.order.size()) < d.set_aside + d.face_up + players) return std::nullopt;
  if (static_cast<int>(d.own_a.size()) < d.own_face_up_a + d.own_set_aside_a) return std::nullopt;
  if (static_cast<int>(d.own_b.size()) < d.own_face_up_b + d.own_set_aside_b) return std::nullopt;
  return d;
}

State SharedDeal::dealt(bool first_edition) const {
  State s;
  s.players = static_cast<uint8_t>(players);
  size_t k = 0;
  if (set_aside) s.set_aside = order[k++];
  for (int i = 0; i < face_up; ++i) s.face_up.add(order[k++]);
  for (int p = 0; p < players; ++p) s.hand[static_cast<size_t>(p)].add(order[k++]);
  while (k < order.size()) s.deck.put_under(order[k++]);
  const std::vector<Role>& own = first_edition ? own_a : own_b;
  size_t j = 0;
  for (int i = 0; i < (first_edition ? own_face_up_a : own_face_up_b); ++i) s.face_up.add(own[j++]);
  if (first_edition ? own_set_aside_a : own_set_aside_b) s.set_aside = own[j++];
  while (j < own.size()) s.deck.put_under(own[j++]);
  for (int p = 0; p < players; ++p) s.tokens[static_cast<size_t>(p)] = static_cast<uint8_t>(tokens[static_cast<size_t>(p)]);
  s.to_move = static_cast<int8_t>(first);
  return s;
}

love_letter::Deal SharedDeal::deal_of(bool first_edition) const {
  const State s = dealt(first_edition);
  love_letter::Deal d;
  for (int p = 0; p < players; ++p) d.hand[static_cast<size_t>(p)] = s.hand[static_cast<size_t>(p)][0];
  for (int i = 0; i < s.deck.size; ++i) d.deck.add(s.deck.at(i));
  d.set_aside = s.set_aside;
  d.face_up = s.face_up;
  return d;
}

}  // namespace errata::props
