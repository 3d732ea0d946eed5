// The loser rules (l.126-140) on random reveals: one loser, seats alike,
// each rule's own condition, and no tie without a spell.
#include <gtest/gtest.h>
#include <rapidcheck/gtest.h>

#include <sstream>

#include "props/loser/generators.h"

namespace errata::loser {
namespace {

std::string shown(const Reveal& r) {
  std::ostringstream os;
  show_reveal(r, os);
  return os.str();
}

RC_GTEST_PROP(LoserRulesProps, OneLoserAmongThePlayers, ()) {
  const Reveal r = *gen_reveal();
  RC_LOG() << shown(r);
  const Verdict v = determine_loser(r);
  RC_ASSERT(v.loser >= 0 && v.loser < r.players);
  RC_ASSERT(v.rule != LoserRule::none);
}

RC_GTEST_PROP(LoserRulesProps, SeatsAreAlike, ()) {
  // Turning the table by one seat turns the loser by one seat.
  const Reveal r = *gen_reveal();
  RC_LOG() << shown(r);
  Reveal turned = r;
  for (int p = 0; p < r.players; ++p) {
    const auto from = static_cast<size_t>(p), to = static_cast<size_t>((p + 1) % r.players);
    turned.printed[to] = r.printed[from];
    turned.counted[to] = r.counted[from];
    turned.thumb[to] = r.thumb[from];
  }
  RC_ASSERT(determine_loser(turned).loser == (determine_loser(r).loser + 1) % r.players);
}

RC_GTEST_PROP(LoserRulesProps, EachRuleItsOwnCondition, ()) {
  const Reveal r = *gen_reveal();
  RC_LOG() << shown(r);
  const Verdict v = determine_loser(r);
  if (v.rule == LoserRule::highest_down) {
    RC_ASSERT(v.loser == v.highest);
    RC_ASSERT(r.thumb[static_cast<size_t>(v.highest)] == Thumb::down);
  }
  if (v.rule == LoserRule::highest_alone_up || v.rule == LoserRule::highest_up_with_others) {
    RC_ASSERT(r.thumb[static_cast<size_t>(v.highest)] == Thumb::up);
    for (int p = 0; p < r.players; ++p) {  // no one the rule looks at counts less than the loser
      const bool looked_at = v.rule == LoserRule::highest_alone_up || (p != v.highest && r.thumb[static_cast<size_t>(p)] == Thumb::up);
      if (looked_at) RC_ASSERT(r.counted[static_cast<size_t>(p)] > r.counted[static_cast<size_t>(v.loser)] || p == v.loser);
    }
  }
}

RC_GTEST_PROP(LoserRulesProps, NoTieWithoutASpell, ()) {
  Reveal r = *gen_reveal();
  r.counted = r.printed;
  RC_LOG() << shown(r);
  RC_ASSERT(determine_loser(r).rule != LoserRule::tie);
  RC_ASSERT(loser_by_literal_tie(r) == kNoPlayer);
  RC_ASSERT(loser_with_eux_including_highest(r) == determine_loser(r).loser);
}

}  // namespace
}  // namespace errata::loser
