// Every legal play for the player to move. Two ways to the same set: by trial
// (each candidate play tried on a copy of the state; slow, obviously right)
// and directly from the rules (fast: what random play and simulation use). A
// property test (tests/legal_plays_test.cpp) keeps the two equal on random
// reachable states of every edition.
#include <algorithm>
#include <bit>

#include "engine.h"
#include "turn.h"

namespace errata::love_letter {

Engine::Engine(const Edition& edition) : ed_(edition) {
  shape_.fill(Shape::by_trial);
  for (Role r : {Role::spy, Role::handmaid, Role::countess, Role::princess}) shape_[static_cast<size_t>(r)] = Shape::no_choice;
  for (Role r : {Role::priest, Role::baron, Role::king}) shape_[static_cast<size_t>(r)] = Shape::another_player;
  shape_[static_cast<size_t>(Role::guard)] = Shape::guard;
  shape_[static_cast<size_t>(Role::prince)] = Shape::prince;
  shape_[static_cast<size_t>(Role::chancellor)] = Shape::chancellor;
  for (int i = 1; i < kRoleCount; ++i)
    for (int c = 0; c < ed_.copies[static_cast<size_t>(i)]; ++c) deck_.add(static_cast<Role>(i));
  // guard.not-guard, guard.names: the characters a Guard may name.
  for (const auto& c : ed_.cards) {
    if (c.role == Role::guard) continue;
    if (!ed_.has_card(c.role) && ed_.rules.guard_names == Rules::GuardNames::cards_in_the_deck) continue;
    guard_guesses_[static_cast<size_t>(guard_guess_count_++)] = c.role;
  }
  if (guard_guess_count_ > 0) guess_reciprocal_ = ((uint64_t{1} << 32) + static_cast<uint64_t>(guard_guess_count_) - 1) /
                                                   static_cast<uint64_t>(guard_guess_count_);
}

template <typename Consider>
void Engine::candidate_plays(const State& s, Role card, Role other, Consider& consider) const {
  Action a;
  a.card = card;
  if (card == Role::chancellor) {
    chancellor_plays(s, other, consider);
    return;
  }
  for (int target = kNoPlayer; target < s.players; ++target) {
    a.target = static_cast<int8_t>(target);
    switch (card) {
      case Role::guard:
        a.guess = Role::none;
        consider(a);
        for (const auto& c : ed_.cards) {
          if (c.role == Role::guard) continue;
          a.guess = c.role;
          consider(a);
        }
        a.guess = Role::none;
        break;
      case Role::cardinal:
      case Role::baroness:
        for (int second = kNoPlayer; second < s.players; ++second) {
          a.target2 = static_cast<int8_t>(second);
          consider(a);
        }
        a.target2 = kNoPlayer;
        break;
      case Role::bishop:
        consider(a);
        for (int number = 0; number <= 9; ++number) {
          if (number == 1) continue;
          a.number = static_cast<int8_t>(number);
          a.redraw = false;
          consider(a);
          a.redraw = true;
          consider(a);
        }
        a.number = -1;
        a.redraw = false;
        break;
      default:
        consider(a);
    }
  }
}

int Engine::legal_plays_by_trial(const State& s, Action* out, int capacity) const {
  int n = 0;
  auto consider = [&](const Action& a) {
    if (n >= capacity) return;
    State scratch = s;
    if (play(scratch, a, nullptr) == Rejection::none) out[n++] = a;
  };
  const Hand& hand = s.hand[s.to_move];
  for (int i = 0; i < hand.size; ++i) {
    if (i == 1 && hand[0] == hand[1]) break;  // the same card twice: one set of plays
    candidate_plays(s, hand[i], hand[1 - i], consider);
  }
  return n;
}

// The legal plays of one card that differ only in whom they choose (and, for
// the Guard, what they name): counted without being written out.
struct Engine::PlayFamily {
  Role card = Role::none;
  bool untargeted = false;  // one play choosing nobody (nobody can be chosen)
  PlayerSet targets = 0;    // one play per player in this set...
  int guesses = 1;          // ...times each character a Guard may name
  Role other = Role::none;  // Chancellor: the card kept in hand beside it
  int plays = 0;            // how many plays the family holds
  int count() const { return plays; }
};

int Engine::turn_plays(const State& s, PlayFamily* families, Action* listed, int capacity, int& listed_count) const {
  int f = 0;
  listed_count = 0;
  auto tried = [&](const Action& a) {
    if (listed_count >= capacity) return;
    State scratch = s;
    if (play(scratch, a, nullptr) == Rejection::none) listed[listed_count++] = a;
  };
  const int me = s.to_move;
  const Hand& hand = s.hand[me];
  const Rules& rules = ed_.rules;
  const bool ignored = rules.protection == Rules::Protection::effects_ignored;
  const PlayerSet others = static_cast<PlayerSet>(s.in_round() & ~only(me));
  const PlayerSet choosable = choosable_others(s, me);
  // countess.forced: beside the King or a Prince, only the Countess may be played.
  // (A turn's hand holds two cards.)
  const Role c0 = hand[0], c1 = hand[1];
  const bool countess_forced = (c0 == Role::countess && (c1 == Role::king || c1 == Role::prince)) ||
                               (c1 == Role::countess && (c0 == Role::king || c0 == Role::prince));
  // handmaid.protect, handmaid.all-protected: whom a card that chooses another
  // player may choose, and whether it is played choosing nobody.
  const PlayerSet targets = ignored ? others : choosable;
  const bool nobody = choosable == 0;
  // By the card's shape (see Engine::Shape), from tables rather than a switch:
  // random play's cards come in no predictable order.
  PlayerSet guard_targets = targets;
  if (rules.guard_target == Rules::GuardTarget::any_player) guard_targets |= only(me);
  PlayerSet prince_targets = static_cast<PlayerSet>(only(me) | choosable);
  if (!nobody && ignored) prince_targets |= others;
  const PlayerSet shape_targets[4] = {0, targets, guard_targets, prince_targets};
  const bool shape_untargeted[4] = {true, nobody, nobody, false};
  const int shape_guesses[4] = {1, 1, guard_guess_count_, 1};
  for (int i = 0; i < hand.size; ++i) {
    const Role card = hand[i];
    if (i == 1 && hand[0] == card) break;  // the same card twice: one set of plays
    if (countess_forced && card != Role::countess) continue;
    const auto shape = static_cast<size_t>(shape_[static_cast<size_t>(card)]);
    PlayFamily& fam = families[f];
    fam = PlayFamily{};
    fam.card = card;
    if (shape <= static_cast<size_t>(Shape::prince)) {
      fam.untargeted = shape_untargeted[shape];
      fam.targets = shape_targets[shape];
      fam.guesses = shape_guesses[shape];
      fam.plays = fam.untargeted + love_letter::count(fam.targets) * fam.guesses;
      ++f;
    } else if (shape == static_cast<size_t>(Shape::chancellor)) {
      // Counted here, written out only when chosen (family_play).
      fam.other = hand[1 - i];
      auto tally = [&fam](const Action&) { ++fam.plays; };
      chancellor_plays(s, fam.other, tally);
      ++f;
    } else {  // the Premium cards: by trial
      candidate_plays(s, card, hand[1 - i], tried);
    }
  }
  return f;
}

// The k-th play of a family: the untargeted play first, then by target, then
// by guess. Written into `out` field by field: an Action assembled on the
// stack and returned by value is reloaded whole before its byte stores land,
// which stalls the store buffer (measured: a third of a turn).
void Engine::family_play(const State& s, const PlayFamily& fam, int k, Action& out) const {
  out = Action{};
  out.card = fam.card;
  if (fam.card == Role::chancellor) {
    auto pick = [&](const Action& c) {
      if (k-- == 0) out = c;
    };
    chancellor_plays(s, fam.other, pick);
    return;
  }
  if (fam.untargeted && k-- == 0) return;
  // k / guesses without a division (a reciprocal, exact for these small numbers).
  const int t = fam.guesses == 1 ? k : static_cast<int>((static_cast<uint64_t>(k) * guess_reciprocal_) >> 32);
  PlayerSet rest = fam.targets;
  for (int drop = t; drop > 0; --drop) rest &= static_cast<PlayerSet>(rest - 1);  // drop the lowest seats
  out.target = static_cast<int8_t>(std::countr_zero(static_cast<unsigned>(rest)));
  if (fam.card == Role::guard) out.guess = guard_guesses_[static_cast<size_t>(k - t * fam.guesses)];
}

int Engine::legal_plays(const State& s, Action* out, int capacity) const {
  // The Sycophant's demand depends on what each play could choose: by trial.
  if (s.sycophant_choice >= 0) return legal_plays_by_trial(s, out, capacity);
  PlayFamily families[2];
  int listed = 0;
  const int f = turn_plays(s, families, out, capacity, listed);
  // The listed plays came first into `out`; the families' plays go before
  // them, in hand order (the order random_legal_play draws from).
  int in_families = 0;
  for (int i = 0; i < f; ++i) in_families += families[i].count();
  const int n = std::min(capacity, in_families + listed);
  const int kept = std::max(0, n - in_families);
  std::copy_backward(out, out + kept, out + in_families + kept);
  int k = 0;
  for (int i = 0; i < f; ++i)
    for (int j = 0; j < families[i].count() && k < n; ++j) family_play(s, families[i], j, out[k++]);
  return n;
}

bool Engine::random_legal_play(const State& s, Rng& rng, Action& out) const {
  static thread_local Action listed[1024];
  if (s.sycophant_choice >= 0) {
    const int n = legal_plays_by_trial(s, listed, 1024);
    if (n) out = listed[rng.below(static_cast<uint32_t>(n))];
    return n > 0;
  }
  PlayFamily families[2];
  int listed_count = 0;
  const int f = turn_plays(s, families, listed, 1024, listed_count);
  int total = listed_count;
  for (int i = 0; i < f; ++i) total += families[i].count();
  if (total == 0) return false;
  int k = static_cast<int>(rng.below(static_cast<uint32_t>(total)));
  for (int i = 0; i < f; ++i) {
    if (k < families[i].count()) {
      family_play(s, families[i], k, out);
      return true;
    }
    k -= families[i].count();
  }
  out = listed[k];
  return true;
}

template <typename Consider>
void Engine::chancellor_plays(const State& s, Role other, Consider& consider) const {
  Action a;
  a.card = Role::chancellor;
  const int k = std::min<int>(2, s.deck.size);
  if (k == 0) {
    consider(a);
    return;
  }
  Cards<3> pool;
  pool.add(other);
  for (int d = 0; d < k; ++d) pool.add(s.deck.at(d));
  for (int keep = 0; keep < pool.size; ++keep) {
    Cards<3> rest;
    for (int j = 0; j < pool.size; ++j)
      if (j != keep) rest.add(pool[j]);
    a.keep = pool[keep];
    a.bottom_count = static_cast<uint8_t>(rest.size);
    a.bottom[0] = rest[0];
    a.bottom[1] = rest.size > 1 ? rest[1] : Role::none;
    consider(a);
    if (rest.size == 2 && rest[0] != rest[1]) {
      std::swap(a.bottom[0], a.bottom[1]);
      consider(a);
    }
  }
}

}  // namespace errata::love_letter
