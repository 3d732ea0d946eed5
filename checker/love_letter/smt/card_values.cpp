#include "card_values.h"

#include <algorithm>
#include <map>
#include <numeric>

namespace errata::smt {

using love_letter::Role;
using love_letter::Rules;

int most_count_bonus(const love_letter::Edition& ed) {
  if (!ed.has_card(Role::count)) return 0;
  return ed.rules.count_bonus == Rules::CountBonus::once ? 1 : ed.copies[static_cast<size_t>(Role::count)];
}

CardValues card_values(const love_letter::Edition& ed) {
  CardValues v;
  const int bonus = most_count_bonus(ed);
  std::map<int, int> ranked;  // printed value -> ranked value
  int divisor = 0;
  for (int i = 1; i < love_letter::kRoleCount; ++i) {
    if (!ed.has_card(static_cast<Role>(i))) continue;
    ranked[ed.value[static_cast<size_t>(i)]] = 0;
    divisor = std::gcd(divisor, static_cast<int>(ed.value[static_cast<size_t>(i)]));
  }
  int previous = 0, at = 0;
  bool first = true;
  // count.tie-break raised-score: a Count's 1 may join the discard totals
  // (round_end_encoding.cpp: where two Bishops can tie), so their unit is 1.
  if (ed.has_card(Role::count) && ed.rules.count_tie_break == Rules::CountTieBreak::raised_score) divisor = 1;
  for (auto& [value, rank] : ranked) {
    at += first ? 0 : std::min(value - previous, bonus + 1);
    rank = at;
    previous = value;
    first = false;
  }
  for (int i = 1; i < love_letter::kRoleCount; ++i) {
    if (!ed.has_card(static_cast<Role>(i))) continue;
    const int value = ed.value[static_cast<size_t>(i)];
    v.ranked[static_cast<size_t>(i)] = ranked[value];
    v.summed[static_cast<size_t>(i)] = divisor > 0 ? value / divisor : value;
  }
  v.top = at + bonus;
  return v;
}

}  // namespace errata::smt
