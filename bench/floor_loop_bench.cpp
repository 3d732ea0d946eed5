// The floor: the least a round of random classic Love Letter can cost on this
// machine (issue 25). The 16-card classic deck (Guard x5, Priest x2, Baron x2,
// Handmaid x2, Prince x2, King, Countess, Princess), the same generator as
// errata's random play (model/core/rng.h), the same uniform choice among the
// legal plays (each card with each target and, for the Guard, each guess),
// and nothing else: no rule text, no checking, no trace, no variation point.
// errata's own loop (rounds/love-letter-bga/Np, the same deck and rules) is
// measured beside it: floor/Np against rounds/love-letter-bga/Np, turns per
// second (docs/performance.md).
#include <benchmark/benchmark.h>

#include <array>
#include <cstdint>
#include <utility>

#include "bench_editions.h"
#include "floor_rounds.h"
#include "model/core/rng.h"

namespace errata::bench {
namespace {

enum Card : uint8_t { kNone = 0, kGuard = 1, kPriest, kBaron, kHandmaid, kPrince, kKing, kCountess, kPrincess };

struct Round {
  std::array<uint8_t, 16> deck{};
  int top = 0, size = 16;  // the deck is deck[top..size); deck[15] is the card set aside
  std::array<uint8_t, 4> hand{}, drawn{};
  uint8_t in = 0, guarded = 0;  // bit sets by seat
  int players = 2, to_move = 0;

  uint8_t draw() { return top < size ? deck[static_cast<size_t>(top++)] : uint8_t{kNone}; }
  bool alive(int p) const { return in >> p & 1; }
  bool open(int p) const { return alive(p) && !(guarded >> p & 1); }
  void out(int p) { in = static_cast<uint8_t>(in & ~(1u << p)); }
};

constexpr std::array<uint8_t, 16> kDeck{kGuard,    kGuard,    kGuard,  kGuard, kGuard,   kPriest,   kPriest, kBaron,
                                        kBaron,    kHandmaid, kHandmaid, kPrince, kPrince, kKing,   kCountess, kPrincess};

void deal(Round& r, int players, Rng& rng) {
  r.deck = kDeck;
  for (int i = 15; i > 0; --i) std::swap(r.deck[static_cast<size_t>(i)], r.deck[rng.below(static_cast<uint32_t>(i + 1))]);
  r.top = 0, r.size = 15;  // the last card is set aside
  r.players = players, r.in = static_cast<uint8_t>((1u << players) - 1), r.guarded = 0;
  for (int p = 0; p < players; ++p) r.hand[static_cast<size_t>(p)] = r.draw();
  r.to_move = static_cast<int>(rng.below(static_cast<uint32_t>(players)));
}

// How many plays a card makes: one per target it may choose (the Prince may
// choose its player; a Guard also names one of 7 other cards), or one play
// without effect when no other player may be chosen.
int plays_of(const Round& r, uint8_t card, int& targets) {
  targets = 0;
  for (int p = 0; p < r.players; ++p) targets += p != r.to_move && r.open(p);
  switch (card) {
    case kGuard: return targets ? targets * 7 : 1;
    case kPriest: case kBaron: case kKing: return targets ? targets : 1;
    case kPrince: return targets + 1;
    default: return 1;
  }
}

// The k-th player the card may choose (the Prince's k == targets: its player).
int target(const Round& r, int k) {
  for (int p = 0; p < r.players; ++p)
    if (p != r.to_move && r.open(p) && k-- == 0) return p;
  return r.to_move;
}

void prince(Round& r, int p) {
  const uint8_t discarded = r.hand[static_cast<size_t>(p)];
  if (discarded == kPrincess) return r.out(p);
  const uint8_t next = r.draw();
  r.hand[static_cast<size_t>(p)] = next ? next : r.deck[15];
}

void resolve(Round& r, uint8_t card, uint8_t kept, int k, int targets) {
  const int me = r.to_move;
  r.hand[static_cast<size_t>(me)] = kept;
  if (card == kPrincess) return r.out(me);
  if (card == kHandmaid) r.guarded = static_cast<uint8_t>(r.guarded | 1u << me);
  if (card == kPrince) return prince(r, target(r, k));
  if (!targets) return;  // no player may be chosen: played without effect
  if (card == kGuard) {
    const int t = target(r, k / 7);
    if (r.hand[static_cast<size_t>(t)] == 2 + k % 7) r.out(t);
  } else if (card == kBaron) {
    const int t = target(r, k);
    const uint8_t mine = r.hand[static_cast<size_t>(me)], theirs = r.hand[static_cast<size_t>(t)];
    if (mine != theirs) r.out(mine < theirs ? me : t);
  } else if (card == kKing) {
    std::swap(r.hand[static_cast<size_t>(me)], r.hand[static_cast<size_t>(target(r, k))]);
  }
}

// One turn: draw, then a play chosen uniformly among the legal ones.
void turn(Round& r, Rng& rng) {
  r.guarded = static_cast<uint8_t>(r.guarded & ~(1u << r.to_move));
  const uint8_t a = r.hand[static_cast<size_t>(r.to_move)], b = r.draw();
  const bool forced = (a == kCountess && (b == kKing || b == kPrince)) || (b == kCountess && (a == kKing || a == kPrince));
  int ta = 0, tb = 0;
  const int pa = forced && a != kCountess ? 0 : plays_of(r, a, ta);
  const int pb = a == b || (forced && b != kCountess) ? 0 : plays_of(r, b, tb);
  const int k = static_cast<int>(rng.below(static_cast<uint32_t>(pa + pb)));
  if (k < pa) resolve(r, a, b, k, ta);
  else resolve(r, b, a, k - pa, tb);
}

bool over(const Round& r) { return (r.in & (r.in - 1)) == 0 || r.top >= r.size; }

int play_round(Round& r, Rng& rng) {
  return play_to_end(r, rng, [](Round& x, Rng& g) { turn(x, g); }, [](const Round& x) { return over(x); });
}

// Not inlined: callgrind counts counted-floor*/ by toggling on this function
// (docs/performance.md), as it does counted/ on RandomRounds.
[[gnu::noinline]] void Floor(benchmark::State& bs, int players) {
  floor_rounds<Round>(bs, [players](Round& r, Rng& rng) { deal(r, players, rng); }, play_round);
}

}  // namespace

void register_floor() {
  for (int players : {2, 4}) {
    auto run = [players](benchmark::State& bs) { Floor(bs, players); };
    benchmark::RegisterBenchmark(("floor/" + std::to_string(players) + "p").c_str(), run);
    benchmark::RegisterBenchmark(("counted-floor/" + std::to_string(players) + "p").c_str(), run)->Iterations(kCountedRounds);
  }
}

}  // namespace errata::bench
