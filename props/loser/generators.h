#pragma once
// RapidCheck generators for Loser, shared by the property tests: a reveal
// (3 to 6 players, distinct printed potions, votes, and now and then a
// spell's counts_as), shown as the vote step a scenario would write.
#include <rapidcheck.h>

#include <algorithm>
#include <numeric>
#include <ostream>

#include "model/loser/action.h"
#include "model/loser/loser_rules.h"

namespace errata::loser {

inline rc::Gen<Reveal> gen_reveal() {
  return rc::gen::exec([] {
    Reveal r;
    r.players = *rc::gen::inRange(3, kMaxPlayers + 1);
    std::vector<int> values(19);
    std::iota(values.begin(), values.end(), 1);
    const auto order = *rc::gen::container<std::vector<int>>(19, rc::gen::inRange(0, 1000));
    std::vector<int> keyed(19);
    std::iota(keyed.begin(), keyed.end(), 0);
    std::stable_sort(keyed.begin(), keyed.end(), [&](int a, int b) { return order[static_cast<size_t>(a)] < order[static_cast<size_t>(b)]; });
    for (int p = 0; p < r.players; ++p) {
      const auto i = static_cast<size_t>(p);
      r.printed[i] = values[static_cast<size_t>(keyed[i])];
      r.counted[i] = *rc::gen::weightedOneOf<int>({{4, rc::gen::just(r.printed[i])}, {1, rc::gen::inRange(1, 20)}});
      r.thumb[i] = *rc::gen::element(Thumb::up, Thumb::down);
    }
    return r;
  });
}

inline void show_reveal(const Reveal& r, std::ostream& os) {
  os << "vote: {";
  for (int p = 0; p < r.players; ++p) os << (p ? ", " : " ") << "P" << p << ": " << thumb_name(r.thumb[static_cast<size_t>(p)]);
  os << " }  potions:";
  for (int p = 0; p < r.players; ++p) {
    os << " P" << p << "=" << r.printed[static_cast<size_t>(p)];
    if (r.counted[static_cast<size_t>(p)] != r.printed[static_cast<size_t>(p)]) os << "(counts as " << r.counted[static_cast<size_t>(p)] << ")";
  }
}

}  // namespace errata::loser
