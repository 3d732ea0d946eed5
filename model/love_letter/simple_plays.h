#pragma once
// Internal to the engine: whom a turn's cards may choose (TurnChoices), and
// the plays of the first five shapes (no choice, another player, the Guard,
// the Prince, any player) counted and drawn in registers. Inline, shared by
// legal_plays.cpp and random play's loop (play_random_round), which draws most
// turns' plays without a call (random_legal_play_inline).
#include <array>
#include <cstdint>

#include "../core/rng.h"
#include "engine.h"

namespace errata::love_letter {

// The seat of the i-th player (from 0, lowest seat first) of every set, 32
// past its last (as std::countr_zero of an empty set): dropping the lowest
// seats one by one cost a Premium turn about six instructions.
inline constexpr auto kNthSeats = [] {
  std::array<std::array<int8_t, kMaxPlayers>, 256> seats{};
  for (size_t set = 0; set < seats.size(); ++set) {
    seats[set].fill(32);
    size_t i = 0;
    for (int p = 0; p < kMaxPlayers; ++p)
      if (has(static_cast<PlayerSet>(set), p)) seats[set][i++] = static_cast<int8_t>(p);
  }
  return seats;
}();

// The seat of the i-th player (from 0, lowest seat first) of a set; i < kMaxPlayers.
inline int nth_seat(PlayerSet set, int i) { return kNthSeats[set][static_cast<size_t>(i)]; }

// Whom the player to move may choose, as every card of the turn reads it.
struct Engine::TurnChoices {
  PlayerSet self = 0;
  PlayerSet targets = 0;  // whom a card that chooses another player may choose (handmaid.protect)...
  bool nobody = false;    // ...and whether nobody can be chosen (handmaid.all-protected)
  bool countess_forced = false;  // countess.forced: the other card may not be played...
  Role forced_card = Role::none;  // ...only this one (the Countess, or a card as data forced beside the other)
};

[[gnu::always_inline]] inline Engine::TurnChoices Engine::turn_choices(const State& s) const {
  TurnChoices c;
  const int me = s.to_move;
  c.self = only(me);
  const PlayerSet others = static_cast<PlayerSet>(s.in_round() & ~c.self);
  const PlayerSet choosable = static_cast<PlayerSet>(others & ~s.protected_players);
  // handmaid.protection: protected players can still be chosen when only their effects are ignored.
  c.targets = ed_.rules.protection == Rules::Protection::effects_ignored ? others : choosable;
  c.nobody = choosable == 0;
  // countess.forced: beside the King or a Prince, only the Countess may be
  // played (a card as data: beside what its forced_beside names; the sets
  // are the edition's, role_sets.h). A turn's hand holds two cards.
  const Role c0 = s.hand[me][0], c1 = s.hand[me][1];
  c.forced_card = ed_.sets.forced_in_hand[forced_pair_index(c0, c1)];
  c.countess_forced = c.forced_card != Role::none;
  return c;
}

// A family of a card of the first five shapes (no choice, another player, the
// Guard, the Prince, any player): whom it may choose, whether it has a play
// choosing nobody, its guesses per player, how many plays.
struct Engine::SimpleFamily {
  PlayerSet targets = 0;
  bool untargeted = false;
  int guesses = 1;
  int plays = 0;
};

// By masks rather than a switch: random play's cards come in no predictable order.
[[gnu::always_inline]] inline Engine::SimpleFamily Engine::simple_family(const TurnChoices& c, Role card) const {
  const CardPlays& p = card_plays_[static_cast<size_t>(card)];
  const PlayerSet others = c.nobody ? p.others_when_nobody : p.others;
  SimpleFamily f;
  f.untargeted = p.untargeted || (c.nobody && p.untargeted_when_nobody);
  f.targets = static_cast<PlayerSet>((c.targets & p.others & others) | (c.self & p.self));
  f.guesses = p.guesses;
  f.plays = f.untargeted + love_letter::count(f.targets) * f.guesses;
  return f;
}

// The k-th play of a SimpleFamily, into `out` (its card already written): the
// untargeted play first, then by target, then by guess.
[[gnu::always_inline]] inline void Engine::simple_play(const SimpleFamily& f, int k, Action& out) const {
  if (f.untargeted && k-- == 0) return;
  // k / guesses without a division (a reciprocal, exact for these small numbers).
  const int t = f.guesses == 1 ? k : static_cast<int>((static_cast<uint64_t>(k) * guess_reciprocal_) >> 32);
  out.target = static_cast<int8_t>(nth_seat(f.targets, t));
  // The Guard's names (one compare: a card as data that names, other than
  // the Guard, is not of these shapes; a Guard as data that names nothing
  // reads the table's first entry, Role::none and -1, which name nothing).
  if (out.card == Role::guard) {
    out.guess = guard_guesses_[static_cast<size_t>(k - t * f.guesses)];
    out.number = guard_numbers_[static_cast<size_t>(k - t * f.guesses)];
  }
}

// random_legal_play when both cards are of the first five shapes (most
// turns): the same families, counts and draw, the families kept in registers
// rather than written out as PlayFamily.
[[gnu::always_inline]] inline bool Engine::random_simple_play(const TurnChoices& c, Role c0, Role c1, bool two, Rng& rng,
                                                              Action& out) const {
  const SimpleFamily first = simple_family(c, c0);
  const SimpleFamily second = two ? simple_family(c, c1) : SimpleFamily{0, false, 1, 0};
  int p0 = first.plays, p1 = second.plays;
  if (c.countess_forced) {  // countess.forced
    if (c0 != c.forced_card) p0 = 0;
    if (c1 != c.forced_card) p1 = 0;
  }
  const int total = p0 + p1;
  if (total == 0) return false;
  const int k = static_cast<int>(rng.below(static_cast<uint32_t>(total)));
  out = Action{};
  out.card = k < p0 ? c0 : c1;
  if (k < p0) simple_play(first, k, out);
  else simple_play(second, k - p0, out);
  return true;
}

// The k-th of legal_plays' plays, k drawn uniformly: the same families as
// turn_plays, in the same order, the two cards of the hand taken in turn
// (a family that is not played holds no play) so that nothing is looped over.
// Most turns hold two cards of the first five shapes, drawn here in registers
// (random_simple_play); the others go out of line (random_family_play).
[[gnu::always_inline]] inline bool Engine::random_legal_play_inline(const State& s, Rng& rng, Action& out) const {
  const Hand& hand = s.hand[s.to_move];
  if (s.sycophant_choice >= 0) return random_demanded_play(s, rng, out);
  if (hand.empty()) return false;
  const TurnChoices c = turn_choices(s);
  const Role c0 = hand[0], c1 = hand[1];
  const bool two = hand.size == 2 && c1 != c0;  // else: the same card twice, one set of plays
  if (shape_[static_cast<size_t>(c0)] <= Shape::any_player && (!two || shape_[static_cast<size_t>(c1)] <= Shape::any_player))
    return random_simple_play(c, c0, c1, two, rng, out);
  return random_family_play(s, c, two, rng, out);
}

}  // namespace errata::love_letter
