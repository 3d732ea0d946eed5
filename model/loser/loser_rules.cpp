#include "loser_rules.h"

namespace errata::loser {
namespace {

uint8_t bit(int p) { return static_cast<uint8_t>(1u << p); }

// The players of `among` whose potion counts the least (or most).
uint8_t extreme(const Reveal& r, uint8_t among, bool highest) {
  int best = 0;
  bool any = false;
  for (int p = 0; p < r.players; ++p) {
    if (!(among & bit(p))) continue;
    const int v = r.counted[static_cast<size_t>(p)];
    if (!any || (highest ? v > best : v < best)) best = v;
    any = true;
  }
  uint8_t out = 0;
  for (int p = 0; p < r.players; ++p)
    if ((among & bit(p)) && r.counted[static_cast<size_t>(p)] == best) out |= bit(p);
  return out;
}

int count(uint8_t set) { return __builtin_popcount(set); }
int only_one(uint8_t set) { return __builtin_ctz(set); }

// Among tied players, the lowest printed number loses (l.140).
int lowest_printed(const Reveal& r, uint8_t among) {
  int out = kNoPlayer;
  for (int p = 0; p < r.players; ++p)
    if ((among & bit(p)) && (out == kNoPlayer || r.printed[static_cast<size_t>(p)] < r.printed[static_cast<size_t>(out)]))
      out = p;
  return out;
}

Verdict decide_among(const Reveal& r, uint8_t lowest, LoserRule rule, int highest) {
  Verdict v;
  v.highest = highest;
  if (count(lowest) == 1) {
    v.loser = only_one(lowest);
    v.rule = rule;
    return v;
  }
  v.rule = LoserRule::tie;
  v.tied_rule = rule;
  v.tied = lowest;
  v.loser = lowest_printed(r, lowest);
  return v;
}

uint8_t everyone(const Reveal& r) { return static_cast<uint8_t>((1u << r.players) - 1); }

uint8_t up_voters(const Reveal& r) {
  uint8_t out = 0;
  for (int p = 0; p < r.players; ++p)
    if (r.thumb[static_cast<size_t>(p)] == Thumb::up) out |= bit(p);
  return out;
}

}  // namespace

Verdict determine_loser(const Reveal& r) {
  const uint8_t top = extreme(r, everyone(r), true);
  if (count(top) > 1) return decide_among(r, top, LoserRule::none, kNoPlayer);
  const int h = only_one(top);
  if (r.thumb[static_cast<size_t>(h)] != Thumb::up) {
    Verdict v;
    v.loser = v.highest = h;
    v.rule = LoserRule::highest_down;
    return v;
  }
  const uint8_t others_up = static_cast<uint8_t>(up_voters(r) & ~bit(h));
  if (others_up == 0) return decide_among(r, extreme(r, everyone(r), false), LoserRule::highest_alone_up, h);
  return decide_among(r, extreme(r, others_up, false), LoserRule::highest_up_with_others, h);
}

int loser_with_eux_including_highest(const Reveal& r) {
  const uint8_t top = extreme(r, everyone(r), true);
  if (count(top) > 1) return determine_loser(r).loser;
  const int h = only_one(top);
  const uint8_t up = up_voters(r);
  if (r.thumb[static_cast<size_t>(h)] != Thumb::up || up == bit(h)) return determine_loser(r).loser;
  return decide_among(r, extreme(r, up, false), LoserRule::highest_up_with_others, h).loser;
}

int loser_by_literal_tie(const Reveal& r) {
  uint8_t tied = 0;
  for (int p = 0; p < r.players; ++p)
    for (int q = 0; q < r.players; ++q)
      if (p != q && r.counted[static_cast<size_t>(p)] == r.counted[static_cast<size_t>(q)]) tied |= bit(p);
  return tied ? lowest_printed(r, tied) : kNoPlayer;
}

}  // namespace errata::loser
