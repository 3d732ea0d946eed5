// The Premium floor: the least a round of random Premium Love Letter can cost
// on this machine (issue 25), as floor/Np is for the classic deck. The 32-card
// deck of love-letter-bga-premium (Guard x8, Priest x2, Baron x2, Handmaid x2,
// Prince x2, King, Countess, Princess, Assassin, Jester, Cardinal x2,
// Baroness x2, Sycophant x2, Count x2, Constable, Dowager Queen, Bishop), the
// same generator as errata's random play (model/core/rng.h), the same uniform
// choice among the legal plays errata's Engine::random_legal_play counts, in
// the same order (so that the same seed plays the same rounds), and nothing
// else: no rule text, no checking, no trace, no variation point. What decides
// no round's length is left out: discard piles (the Count, the Constable and
// the tie-break only decide who wins), favor tokens (a first round's Bishop and
// Constable give at most 2 of the 4 a game needs, so no token ends it), the
// Jester's token, the Baroness's and the Priest's looks. errata's own loop
// (rounds/love-letter-bga-premium/Np) is measured beside it: floor-premium/Np
// against rounds/love-letter-bga-premium/Np (docs/performance.md).
#include <benchmark/benchmark.h>

#include <array>
#include <bit>
#include <cstdint>
#include <utility>

#include "bench_editions.h"
#include "floor_rounds.h"
#include "model/core/rng.h"

namespace errata::bench {
namespace {

// In the edition's card-table order, which is also the order a Guard names them in.
enum Card : uint8_t {
  kNone = 0, kGuard, kPriest, kBaron, kHandmaid, kPrince, kKing, kCountess, kPrincess,
  kAssassin, kJester, kCardinal, kBaroness, kSycophant, kCount, kConstable, kDowager, kBishop,
};

constexpr std::array<uint8_t, 18> kValue{0, 1, 2, 3, 4, 5, 6, 7, 8, 0, 0, 2, 3, 4, 5, 6, 7, 9};
constexpr int kNames = 16;          // a Guard names any card of the deck but the Guard
constexpr int kBishopNumbers = 9;   // a Bishop announces 0, 2, 3, ... 9 (not 1)

constexpr std::array<uint8_t, 32> kDeck{
    kGuard,    kGuard,    kGuard,    kGuard,    kGuard,     kGuard,     kGuard,    kGuard,
    kPriest,   kPriest,   kBaron,    kBaron,    kHandmaid,  kHandmaid,  kPrince,   kPrince,
    kKing,     kCountess, kPrincess, kAssassin, kJester,    kCardinal,  kCardinal, kBaroness,
    kBaroness, kSycophant, kSycophant, kCount,  kCount,     kConstable, kDowager,  kBishop};

struct Round {
  std::array<uint8_t, 32> deck{};
  int top = 0;  // the deck is deck[top..32)
  uint8_t set_aside = kNone;
  std::array<uint8_t, 8> hand{};
  uint8_t in = 0, guarded = 0;  // bit sets by seat
  uint8_t demand = 0;           // the Sycophant's choice (one bit), for the next card played
  int players = 5, to_move = 0;

  uint8_t value(int p) const { return kValue[hand[static_cast<size_t>(p)]]; }
  void out(int p) { in = static_cast<uint8_t>(in & ~(1u << p)); }
  // A new card for p: the deck's top, else the set-aside card, else p leaves.
  void draw_new(int p) {
    if (top < 32) hand[static_cast<size_t>(p)] = deck[static_cast<size_t>(top++)];
    else if (set_aside) hand[static_cast<size_t>(p)] = std::exchange(set_aside, uint8_t{kNone});
    else out(p);
  }
};

void deal(Round& r, int players, int first, Rng& rng) {
  r.deck = kDeck;
  for (int i = 31; i > 0; --i) std::swap(r.deck[static_cast<size_t>(i)], r.deck[rng.below(static_cast<uint32_t>(i + 1))]);
  r.set_aside = r.deck[0];  // the top card is set aside, then one card each
  for (int p = 0; p < players; ++p) r.hand[static_cast<size_t>(p)] = r.deck[static_cast<size_t>(p + 1)];
  r.top = players + 1;
  r.players = players, r.in = static_cast<uint8_t>((1u << players) - 1), r.guarded = 0, r.demand = 0;
  r.to_move = first;
}

// Whom the player to move may choose: `others` for a card that chooses another
// player (in the round, not protected), `any` for one that may choose its own
// player too (Prince, Sycophant, Cardinal, Baroness).
struct Choice {
  int me = 0;
  uint8_t others = 0, any = 0;
};

Choice choice_of(const Round& r) {
  Choice c;
  c.me = r.to_move;
  c.others = static_cast<uint8_t>(r.in & ~r.guarded & ~(1u << c.me));
  c.any = static_cast<uint8_t>(c.others | 1u << c.me);
  return c;
}

// The Bishop's plays at target t: the 9 numbers, then the redraw after the
// right number (none for a Guard, whose 1 cannot be announced). Under the
// Sycophant's demand on f (`forced`) only f keeps them all; another target
// keeps its redraw when f has no redraw for the same number (errata keeps a
// play whose copy choosing f is not legal).
int bishop_plays_at(const Round& r, int t, uint8_t forced) {
  const int v = r.value(t);
  if (!forced || (forced >> t & 1)) return kBishopNumbers + (v != 1);
  return v != 1 && v != r.value(std::countr_zero(static_cast<unsigned>(forced)));
}

int bishop_plays(const Round& r, uint8_t targets, uint8_t forced) {
  int n = 0;
  for (uint8_t rest = targets; rest; rest = static_cast<uint8_t>(rest & (rest - 1)))
    n += bishop_plays_at(r, std::countr_zero(static_cast<unsigned>(rest)), forced);
  return n;
}

// How many plays a card makes: one per player it may choose (a Guard's also
// name one of 16 cards; a Cardinal's and a Baroness's choose two), or one
// play without effect when no other player may be chosen. Under the
// Sycophant's demand, a card that may choose the demanded player keeps only
// the plays that choose them (the Bishop: see bishop_plays_at); for a card
// that cannot, the demand lapses and every play stays.
int plays_of(const Round& r, const Choice& c, uint8_t card) {
  const uint8_t to = c.others & r.demand, ta = c.any & r.demand;  // the demand, where the card can meet it
  const int n = seats(c.others), m = seats(c.any);
  switch (card) {
    case kGuard: return !n ? 1 : (to ? 1 : n) * kNames;
    case kPriest: case kBaron: case kKing: case kJester: case kDowager: return !n ? 1 : to ? 1 : n;
    case kPrince: case kSycophant: return ta ? 1 : m;
    case kCardinal: return !n ? 1 : ta ? 2 * (m - 1) : m * (m - 1);  // ordered pairs of two players
    case kBaroness: return ta ? 2 * m - 1 : m * m;                     // a player, then nobody or another
    case kBishop: return !n ? 1 : bishop_plays(r, c.others, to);
    default: return 1;
  }
}

// The player the k-th play chooses among `set`: the demanded one when set holds them.
int chosen(const Round& r, uint8_t set, int k) {
  const uint8_t forced = set & r.demand;
  return forced ? std::countr_zero(static_cast<unsigned>(forced)) : nth_seat(set, k);
}

// The Prince (and the Bishop's redraw): the target discards; the Princess
// leaves the round, any other card is replaced.
void discard_and_draw(Round& r, int t) {
  if (r.hand[static_cast<size_t>(t)] == kPrincess) return r.out(t);
  r.draw_new(t);
}

// The Guard: named right, the target leaves; holding the Assassin, the target
// discards it and draws, and the Guard's player leaves instead.
void guard(Round& r, const Choice& c, int k) {
  const int t = chosen(r, c.others, k / kNames);
  if (r.hand[static_cast<size_t>(t)] == kAssassin) {
    r.out(c.me);
    return r.draw_new(t);
  }
  if (r.hand[static_cast<size_t>(t)] == kPriest + k % kNames) r.out(t);
}

// The Baron (the lower card leaves) and the Dowager Queen (the higher): a tie, nobody.
void compare(Round& r, int me, int t, bool lower_leaves) {
  const int mine = r.value(me), theirs = r.value(t);
  if (mine != theirs) r.out((mine < theirs) == lower_leaves ? me : t);
}

// The Cardinal: two players trade cards. Under the demand on f its plays are
// (t, f) for t below f, (f, t) for every t, then (t, f) for t above f.
void cardinal(Round& r, const Choice& c, int k) {
  const int m = seats(c.any);
  int a = 0, b = 0;
  if (const uint8_t forced = c.any & r.demand) {
    a = std::countr_zero(static_cast<unsigned>(forced));
    const int below = seats(static_cast<uint8_t>(c.any & (forced - 1)));
    b = nth_seat(static_cast<uint8_t>(c.any & ~forced), k < below ? k : k < below + m - 1 ? k - below : k - (m - 1));
  } else {
    a = nth_seat(c.any, k / (m - 1));
    b = nth_seat(static_cast<uint8_t>(c.any & ~(1u << a)), k % (m - 1));
  }
  std::swap(r.hand[static_cast<size_t>(a)], r.hand[static_cast<size_t>(b)]);
}

// The Bishop: the k-th play by target, then number; only its redraw changes
// the round (its token cannot end a first round).
void bishop(Round& r, const Choice& c, int k) {
  const uint8_t forced = c.others & r.demand;
  for (uint8_t rest = c.others; rest; rest = static_cast<uint8_t>(rest & (rest - 1))) {
    const int t = std::countr_zero(static_cast<unsigned>(rest));
    const int plays = bishop_plays_at(r, t, forced);
    if (k >= plays) {
      k -= plays;
      continue;
    }
    const bool only_redraw = forced && !(forced >> t & 1);
    if (only_redraw || k == kBishopNumbers) discard_and_draw(r, t);
    return;
  }
}

// The k-th play of `card`, the player keeping `kept`. The card played ends
// the Sycophant's demand (a Sycophant then makes a new one).
void resolve(Round& r, const Choice& c, uint8_t card, uint8_t kept, int k) {
  const int me = c.me;
  r.hand[static_cast<size_t>(me)] = kept;
  const bool nobody = c.others == 0;  // every other player protected: played without effect
  switch (card) {
    case kPrincess: r.out(me); break;
    case kHandmaid: r.guarded = static_cast<uint8_t>(r.guarded | 1u << me); break;
    case kGuard: if (!nobody) guard(r, c, k); break;
    case kBaron: if (!nobody) compare(r, me, chosen(r, c.others, k), true); break;
    case kDowager: if (!nobody) compare(r, me, chosen(r, c.others, k), false); break;
    case kKing: if (!nobody) std::swap(r.hand[static_cast<size_t>(me)], r.hand[static_cast<size_t>(chosen(r, c.others, k))]); break;
    case kPrince: discard_and_draw(r, chosen(r, c.any, k)); break;
    case kCardinal: if (!nobody) cardinal(r, c, k); break;
    case kBishop: if (!nobody) bishop(r, c, k); break;
    case kSycophant: r.demand = static_cast<uint8_t>(1u << chosen(r, c.any, k)); return;
    default: break;  // Priest, Jester, Baroness: a look or a token; Countess, Assassin, Count, Constable: nothing now
  }
  r.demand = 0;
}

// One turn: protection ends, draw, then a play chosen uniformly among the
// legal ones (the held card's plays first). Beside the King or a Prince, only
// the Countess may be played.
void turn(Round& r, Rng& rng) {
  r.guarded = static_cast<uint8_t>(r.guarded & ~(1u << r.to_move));
  const uint8_t a = r.hand[static_cast<size_t>(r.to_move)], b = r.deck[static_cast<size_t>(r.top++)];
  const bool forced = (a == kCountess && (b == kKing || b == kPrince)) || (b == kCountess && (a == kKing || a == kPrince));
  const Choice c = choice_of(r);
  const int pa = forced && a != kCountess ? 0 : plays_of(r, c, a);
  const int pb = a == b || (forced && b != kCountess) ? 0 : plays_of(r, c, b);
  const int k = static_cast<int>(rng.below(static_cast<uint32_t>(pa + pb)));
  if (k < pa) resolve(r, c, a, b, k);
  else resolve(r, c, b, a, k - pa);
}

// The round ends with one player left, or once a turn leaves the deck empty.
bool over(const Round& r) { return (r.in & (r.in - 1)) == 0 || r.top >= 32; }

int play_round(Round& r, Rng& rng) {
  return play_to_end(r, rng, [](Round& x, Rng& g) { turn(x, g); }, [](const Round& x) { return over(x); });
}

// Not inlined: callgrind counts counted-floor*/ by toggling on this function
// (docs/performance.md), as it does counted/ on RandomRounds.
[[gnu::noinline]] void FloorPremium(benchmark::State& bs, int players) {
  auto dealt = [players](Round& r, Rng& rng) {
    const int first = static_cast<int>(rng.below(static_cast<uint32_t>(players)));  // drawn first, as errata's loop
    deal(r, players, first, rng);
  };
  floor_rounds<Round>(bs, dealt, play_round);
}

}  // namespace

// The tables rounds/love-letter-bga-premium/ is run at.
void register_floor_premium() {
  for (const auto& [id, players] : benchmarked_tables()) {
    if (id != "love-letter-bga-premium") continue;
    auto run = [players = players](benchmark::State& bs) { FloorPremium(bs, players); };
    benchmark::RegisterBenchmark(("floor-premium/" + std::to_string(players) + "p").c_str(), run);
    benchmark::RegisterBenchmark(("counted-floor-premium/" + std::to_string(players) + "p").c_str(), run)
        ->Iterations(kCountedRounds);
  }
}

}  // namespace errata::bench
