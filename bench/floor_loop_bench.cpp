// The floor: the least a round of random classic Love Letter can cost on this
// machine (issues 25 and 42). The 16-card classic deck (Guard x5, Priest x2,
// Baron x2, Handmaid x2, Prince x2, King, Countess, Princess), the same
// generator as errata's random play (model/core/rng.h), the same uniform
// choice among the legal plays errata's Engine::random_legal_play counts, in
// the same order (so that the same seed plays the same rounds as
// rounds/love-letter-bga/Np: their turns_per_round agree exactly), and nothing
// else: no rule text, no checking, no trace, no variation point, no winner.
//
// Kept minimal (docs/performance.md, "A floor with no branch a seat"): the
// players are bit sets (in the round, protected), counted and indexed by table
// (seats, nth_seat); no loop over the seats and no test of a seat anywhere;
// a play's count by table; the card played and the card kept by selects; the
// Guard's and the Baron's outcomes by masks. What is left to branch on is what
// the game itself decides: which card is played (one jump), whether anybody
// can be chosen, a Princess discarded, a Prince drawing from an empty deck,
// and the round's end.
#include <benchmark/benchmark.h>

#include <array>
#include <cstdint>
#include <utility>

#include "bench_editions.h"
#include "floor_rounds.h"
#include "model/core/rng.h"

namespace errata::bench {
namespace {

// In the edition's card-table order, which is also the order a Guard names them in.
enum Card : uint8_t { kNone = 0, kGuard = 1, kPriest, kBaron, kHandmaid, kPrince, kKing, kCountess, kPrincess };

constexpr std::array<uint8_t, 16> kDeck{kGuard, kGuard,    kGuard,    kGuard,  kGuard,  kPriest,   kPriest,  kBaron,
                                        kBaron, kHandmaid, kHandmaid, kPrince, kPrince, kKing,     kCountess, kPrincess};
constexpr int kNames = 7;  // a Guard names any other card

// A card's plays with n other players to choose from: n * per_target + extra,
// and one play (without effect) when that is none. The Guard's per target are
// its names; the Prince may also choose its own player.
constexpr std::array<uint8_t, 9> kPerTarget{0, kNames, 1, 1, 0, 1, 1, 0, 0};
constexpr std::array<uint8_t, 9> kExtra{0, 0, 0, 0, 1, 1, 0, 1, 1};

struct Round {
  std::array<uint8_t, 16> deck{};
  int top = 0;  // the deck is deck[top..16)
  uint8_t set_aside = kNone;
  std::array<uint8_t, 4> hand{};
  uint8_t in = 0, guarded = 0;  // bit sets by seat
  int players = 2, to_move = 0;
};

void deal(Round& r, int players, int first, Rng& rng) {
  r.deck = kDeck;
  for (int i = 15; i > 0; --i) std::swap(r.deck[static_cast<size_t>(i)], r.deck[rng.below(static_cast<uint32_t>(i + 1))]);
  r.set_aside = r.deck[0];  // the top card is set aside, then one card each
  for (int p = 0; p < players; ++p) r.hand[static_cast<size_t>(p)] = r.deck[static_cast<size_t>(p + 1)];
  r.top = players + 1;
  r.players = players, r.in = static_cast<uint8_t>((1u << players) - 1), r.guarded = 0;
  r.to_move = first;
}

int plays_of(uint8_t card, int n) {
  const int plays = n * kPerTarget[card] + kExtra[card];
  return plays ? plays : 1;
}

// The Prince: the target discards; the Princess leaves the round, any other
// card is replaced by the deck's top, else the set-aside card.
void prince(Round& r, int t) {
  if (r.hand[static_cast<size_t>(t)] == kPrincess) {
    r.in = static_cast<uint8_t>(r.in & ~(1u << t));
    return;
  }
  r.hand[static_cast<size_t>(t)] = r.top < 16 ? r.deck[static_cast<size_t>(r.top++)] : std::exchange(r.set_aside, uint8_t{kNone});
}

// The k-th play of `card`, its player keeping `kept`; `targets`: the other
// players it may choose (n of them).
void resolve(Round& r, uint8_t card, uint8_t kept, int k, uint8_t targets, int n) {
  const int me = r.to_move;
  const unsigned mine = 1u << me;
  r.hand[static_cast<size_t>(me)] = kept;
  switch (card) {
    case kGuard: {
      if (!n) return;  // nobody may be chosen: played without effect
      const int t = nth_seat(targets, k / kNames);
      const bool named = r.hand[static_cast<size_t>(t)] == kPriest + k % kNames;
      r.in = static_cast<uint8_t>(r.in & ~(static_cast<unsigned>(named) << t));
      return;
    }
    case kBaron: {
      if (!n) return;
      const int t = nth_seat(targets, k);
      const uint8_t theirs = r.hand[static_cast<size_t>(t)];
      const int lower = kept < theirs ? me : t;  // a tie: nobody leaves
      r.in = static_cast<uint8_t>(r.in & ~(static_cast<unsigned>(kept != theirs) << lower));
      return;
    }
    case kKing:
      if (n) std::swap(r.hand[static_cast<size_t>(me)], r.hand[static_cast<size_t>(nth_seat(targets, k))]);
      return;
    case kPrince: return prince(r, nth_seat(static_cast<uint8_t>(targets | mine), k));
    case kHandmaid: r.guarded = static_cast<uint8_t>(r.guarded | mine); return;
    case kPrincess: r.in = static_cast<uint8_t>(r.in & ~mine); return;
    default: return;  // the Priest looks, the Countess does nothing
  }
}

// One turn: protection ends, draw, then a play chosen uniformly among the
// legal ones (the held card's plays first). Beside the King or a Prince, only
// the Countess may be played.
void turn(Round& r, Rng& rng) {
  const unsigned mine = 1u << r.to_move;
  r.guarded = static_cast<uint8_t>(r.guarded & ~mine);
  const uint8_t a = r.hand[static_cast<size_t>(r.to_move)], b = r.deck[static_cast<size_t>(r.top++)];
  const uint8_t targets = static_cast<uint8_t>(r.in & ~r.guarded & ~mine);
  const int n = seats(targets);
  const bool forced = (a == kCountess && (b == kKing || b == kPrince)) || (b == kCountess && (a == kKing || a == kPrince));
  const int pa = forced && a != kCountess ? 0 : plays_of(a, n);
  const int pb = a == b || (forced && b != kCountess) ? 0 : plays_of(b, n);
  const int k = static_cast<int>(rng.below(static_cast<uint32_t>(pa + pb)));
  const bool held = k < pa;
  resolve(r, held ? a : b, held ? b : a, held ? k : k - pa, targets, n);
}

// The round ends with one player left, or once a turn leaves the deck empty.
bool over(const Round& r) { return (r.in & (r.in - 1)) == 0 || r.top >= 16; }

int play_round(Round& r, Rng& rng) {
  return play_to_end(r, rng, [](Round& x, Rng& g) { turn(x, g); }, [](const Round& x) { return over(x); });
}

// Not inlined: callgrind counts counted-floor*/ by toggling on this function
// (docs/performance.md), as it does counted/ on RandomRounds.
[[gnu::noinline]] void Floor(benchmark::State& bs, int players) {
  auto dealt = [players](Round& r, Rng& rng) {
    const int first = static_cast<int>(rng.below(static_cast<uint32_t>(players)));  // drawn first, as errata's loop
    deal(r, players, first, rng);
  };
  floor_rounds<Round>(bs, dealt, play_round);
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
