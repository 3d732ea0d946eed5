// Every legal play for the player to move. Two ways to the same set: by trial
// (each candidate play tried on a copy of the state; slow, obviously right)
// and directly from the rules (fast: what random play and simulation use). A
// property test (tests/legal_plays_test.cpp) keeps the two equal on random
// reachable states of every edition.
#include <algorithm>
#include <array>
#include <bit>
#include <iterator>

#include "engine.h"
#include "simple_plays.h"
#include "turn.h"

namespace errata::love_letter {
namespace {

// The numbers a Bishop's play announces (bishop.not-one: any but 1; the
// candidates stop at 9, the highest value of a card).
constexpr int8_t kBishopNumbers[] = {0, 2, 3, 4, 5, 6, 7, 8, 9};
constexpr int kBishopNumberCount = static_cast<int>(std::size(kBishopNumbers));

}  // namespace

Engine::Engine(const Edition& edition) : ed_(edition) {
  shape_.fill(Shape::no_choice);  // spy, handmaid, countess, princess, assassin, count, constable
  for (Role r : {Role::priest, Role::baron, Role::king, Role::jester, Role::dowager_queen})
    shape_[static_cast<size_t>(r)] = Shape::another_player;
  shape_[static_cast<size_t>(Role::guard)] = Shape::guard;
  shape_[static_cast<size_t>(Role::prince)] = Shape::prince;
  shape_[static_cast<size_t>(Role::sycophant)] = Shape::any_player;
  shape_[static_cast<size_t>(Role::chancellor)] = Shape::chancellor;
  shape_[static_cast<size_t>(Role::cardinal)] = Shape::two_players;
  shape_[static_cast<size_t>(Role::baroness)] = Shape::two_players;
  shape_[static_cast<size_t>(Role::bishop)] = Shape::bishop;
  draws_.fill(2);
  for (const auto& c : ed_.cards)
    if (const CardEffect* e = ed_.effect(c.role)) {
      shape_[static_cast<size_t>(c.role)] = data_shape(c.role, *e);
      for (const auto& step : e->steps)
        if (step.kind == StepKind::draw_and_return) draws_[static_cast<size_t>(c.role)] = static_cast<uint8_t>(step.draw);
    }
  for (int i = 1; i < kRoleCount; ++i)
    for (int c = 0; c < ed_.copies[static_cast<size_t>(i)]; ++c) deck_.add(static_cast<Role>(i));
  resolve_names();
  resolve_card_plays();
  for (const auto& c : ed_.cards)
    if (const CardEffect* e = ed_.effect(c.role)) data_card_plays(c.role, *e);
}

// guard.not-guard, guard.names: the characters a Guard may name, or the
// numbers (a Guard as data: what its effect names); each other card as data
// that names, a table of its own.
void Engine::resolve_names() {
  guard_numbers_.fill(-1);
  if (const CardEffect* e = ed_.effect(Role::guard)) {
    NameTable guard;
    data_names(*e, guard);
    std::copy(guard.guesses.begin(), guard.guesses.end(), guard_guesses_.begin());
    std::copy(guard.numbers.begin(), guard.numbers.end(), guard_numbers_.begin());
    guard_guess_count_ = guard.count;
    if (e->naming.what != Names::nothing) namers_ |= role_bit(Role::guard);
  } else {
    namers_ |= role_bit(Role::guard);
    if (ed_.rules.guard_names_a_number()) {
      for (int n = 0; n <= ed_.highest_value(); ++n)
        if (n != 1) guard_numbers_[static_cast<size_t>(guard_guess_count_++)] = static_cast<int8_t>(n);
    } else {
      for (const auto& c : ed_.cards) {
        if (c.role == Role::guard) continue;
        if (!ed_.has_card(c.role) && ed_.rules.guard_names == Rules::GuardNames::cards_in_the_deck) continue;
        guard_guesses_[static_cast<size_t>(guard_guess_count_++)] = c.role;
      }
    }
  }
  // Each other card as data that names: a table of its own.
  for (const auto& c : ed_.cards)
    if (const CardEffect* e = ed_.effect(c.role); e && c.role != Role::guard && e->naming.what != Names::nothing) {
      namers_ |= role_bit(c.role);
      data_names(*e, other_names_.emplace_back());
      other_names_of_[static_cast<size_t>(c.role)] = static_cast<uint8_t>(other_names_.size());
    }
  if (guard_guess_count_ > 0) guess_reciprocal_ = ((uint64_t{1} << 32) + static_cast<uint64_t>(guard_guess_count_) - 1) /
                                                   static_cast<uint64_t>(guard_guess_count_);
}

// A card as data: its plays' shape, from whom it chooses (one that names,
// other than the Guard, names from a table of its own).
Engine::Shape Engine::data_shape(Role r, const CardEffect& e) {
  for (const auto& s : e.steps)
    if (s.kind == StepKind::draw_and_return) return Shape::chancellor;
  if (e.naming.what != Names::nothing && r != Role::guard) return Shape::other_namer;
  switch (e.choice.who) {
    case Chooses::nobody: return Shape::no_choice;
    case Chooses::any: return Shape::prince;
    case Chooses::another: return e.naming.what == Names::nothing ? Shape::another_player : Shape::guard;
    case Chooses::another_or_self: return Shape::guard;
  }
  return Shape::no_choice;
}

// What the card as data names: the characters of its table or deck but its
// exceptions, or the numbers from 0 up but its exceptions.
void Engine::data_names(const CardEffect& e, NameTable& out) const {
  out.numbers.fill(-1);
  const Naming& n = e.naming;
  auto excepted = [&n](Role r) { return std::find(n.except.begin(), n.except.end(), r) != n.except.end(); };
  if (n.what == Names::number) {
    const int most = n.up_to > 0 ? n.up_to : ed_.highest_value();
    for (int v = 0; v <= most && out.count < kMaxGuardNames; ++v)
      if (std::find(n.except_numbers.begin(), n.except_numbers.end(), v) == n.except_numbers.end())
        out.numbers[static_cast<size_t>(out.count++)] = static_cast<int8_t>(v);
    return;
  }
  if (n.what == Names::nothing) return;
  for (const auto& c : ed_.cards)
    if (!excepted(c.role) && (!n.from_deck || ed_.has_card(c.role))) out.guesses[static_cast<size_t>(out.count++)] = c.role;
}

// handmaid.protect, handmaid.all-protected: whom a card as data may choose,
// as its effect says (not the Guard's or the Prince's variants).
void Engine::data_card_plays(Role r, const CardEffect& e) {
  CardPlays& c = card_plays_[static_cast<size_t>(r)];
  c = CardPlays{};
  switch (e.choice.who) {
    case Chooses::nobody: c.untargeted = true; return;
    case Chooses::any: c.others = 0xFF; c.others_when_nobody = 0; c.self = 0xFF; return;
    case Chooses::another_or_self: c.self = 0xFF; [[fallthrough]];
    case Chooses::another:
      c.others = 0xFF;
      c.untargeted_when_nobody = true;
      if (e.naming.what != Names::nothing)
        c.guesses = static_cast<uint8_t>(r == Role::guard ? guard_guess_count_ : other_names_[other_names_of_[static_cast<size_t>(r)] - 1u].count);
      return;
  }
}

// handmaid.protect, handmaid.all-protected, guard.target, guard.names,
// prince.choose-any: whom each card of the first five shapes may choose, and
// whether it is played choosing nobody, as masks a turn applies.
void Engine::resolve_card_plays() {
  for (int i = 1; i < kRoleCount; ++i) {
    CardPlays& c = card_plays_[static_cast<size_t>(i)];
    switch (shape_[static_cast<size_t>(i)]) {
      case Shape::no_choice: c.untargeted = true; break;
      case Shape::guard:
        c.guesses = static_cast<uint8_t>(guard_guess_count_);
        if (ed_.rules.guard_target == Rules::GuardTarget::any_player) c.self = 0xFF;
        [[fallthrough]];
      case Shape::another_player:
        c.others = 0xFF;
        c.untargeted_when_nobody = true;
        break;
      case Shape::prince:  // itself, or another player unless nobody can be chosen
        c.others = 0xFF;
        c.others_when_nobody = 0;
        c.self = 0xFF;
        break;
      case Shape::any_player:
        c.others = 0xFF;
        c.self = 0xFF;
        break;
      default: break;  // counted by turn_plays and premium_family
    }
  }
}

template <typename Consider>
void Engine::candidate_plays(const State& s, Role card, Role other, Consider& consider) const {
  Action a;
  a.card = card;
  if (shape_[static_cast<size_t>(card)] == Shape::chancellor) {
    chancellor_plays(s, card, other, consider);
    return;
  }
  for (int target = kNoPlayer; target < s.players; ++target) {
    a.target = static_cast<int8_t>(target);
    // A card that names is tried as the Guard is; a Guard as data that names nothing, as a card of no kind.
    switch (names(card) ? Role::guard : card == Role::guard ? Role::none : card) {
      case Role::guard: {
        a.guess = Role::none;
        consider(a);
        const CardEffect* e = ed_.effect(card);
        if (e ? e->naming.what == Names::number : ed_.rules.guard_names_a_number()) {
          // every number up to one past the highest it may name (a character stands for its value)
          const int most = std::max(ed_.highest_value(), e ? e->naming.up_to : 0) + 1;
          for (int n = 0; n <= most; ++n) {
            a.number = static_cast<int8_t>(n);
            consider(a);
          }
          a.number = -1;
          break;
        }
        for (const auto& c : ed_.cards) {  // the Guard too: a card as data may name it, the Guard's play refuses it
          a.guess = c.role;
          consider(a);
        }
        a.guess = Role::none;
        break;
      }
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
        for (int8_t number : kBishopNumbers) {
          a.number = number;
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
// the Guard, what they name; for the Bishop, the number and the redraw):
// counted without being written out.
struct Engine::PlayFamily {
  Role card = Role::none;
  Shape shape = Shape::no_choice;
  bool untargeted = false;  // one play choosing nobody (nobody can be chosen)
  PlayerSet targets = 0;    // one play per player in this set (per pair, for two_players)...
  int guesses = 1;          // ...times each character a Guard may name
  Role other = Role::none;  // Chancellor: the card kept in hand beside it
  int plays = 0;            // how many plays the family holds
  int count() const { return plays; }
};

// Inlined by force (as family_play): a turn computes two families, and their
// fields then stay in registers.
[[gnu::always_inline]] inline void Engine::card_family(const State& s, const TurnChoices& c, Role card, Role other, PlayFamily& fam) const {
  const Shape shape = shape_[static_cast<size_t>(card)];
  fam = PlayFamily{};
  fam.card = card;
  fam.shape = shape;
  if (shape <= Shape::any_player) {
    const SimpleFamily f = simple_family(c, card);
    fam.untargeted = f.untargeted;
    fam.targets = f.targets;
    fam.guesses = f.guesses;
    fam.plays = f.plays;
  } else if (shape == Shape::chancellor) {
    fam.other = other;  // counted here, written out only when chosen (family_play)
    fam.plays = chancellor_play_count(s, card, other);
  } else if (shape == Shape::other_namer) {  // counted as the Guard's, its names its own
    const SimpleFamily f = simple_family(c, card);
    fam.untargeted = f.untargeted;
    fam.targets = f.targets;
    fam.guesses = f.guesses;
    fam.plays = f.plays;
  } else {
    premium_family(s, fam, c.targets, c.nobody);
  }
}

int Engine::turn_plays(const State& s, PlayFamily* families) const {
  const TurnChoices c = turn_choices(s);
  const Hand& hand = s.hand[s.to_move];
  int f = 0;
  for (int i = 0; i < hand.size; ++i) {
    const Role card = hand[i];
    if (i == 1 && hand[0] == card) break;  // the same card twice: one set of plays
    if (c.countess_forced && card != c.forced_card) continue;
    card_family(s, c, card, hand[1 - i], families[f++]);
  }
  return f;
}

// The Cardinal's, the Baroness's and the Bishop's plays, from their clauses.
void Engine::premium_family(const State& s, PlayFamily& fam, PlayerSet targets, bool nobody) const {
  const int me = s.to_move;
  if (fam.card == Role::bishop) {
    // bishop.guess: another player (as the Guard) and a number; bishop.redraw:
    // the target may then discard and draw (see bishop_redraws).
    fam.untargeted = nobody;
    fam.targets = targets;
    fam.plays = fam.untargeted;
    for (PlayerSet rest = targets; rest; rest &= static_cast<PlayerSet>(rest - 1))
      fam.plays += kBishopNumberCount + bishop_redraws(s, std::countr_zero(static_cast<unsigned>(rest)));
    return;
  }
  // cardinal.players, baroness.players: one or two players, each choosable
  // (or, protection ignoring effects, protected); two different players.
  const bool baroness = fam.card == Role::baroness;
  const bool self = baroness ? ed_.rules.baroness_players == Rules::BaronessPlayers::any_one_or_two_players
                             : ed_.rules.cardinal_players == Rules::CardinalPlayers::any_two_players;
  const PlayerSet choosable = static_cast<PlayerSet>(choosable_others(s, me) | (self ? only(me) : 0));
  fam.targets = static_cast<PlayerSet>(targets | (self ? only(me) : 0));
  const int n = love_letter::count(fam.targets);
  fam.untargeted = love_letter::count(choosable) < (baroness ? 1 : 2);  // handmaid.no-effect: not enough players
  // The Baroness: a first player, then nobody or another one.
  fam.plays = fam.untargeted + (baroness ? n * n : n * (n - 1));
}

// How many of a Bishop's plays at `target` ask for the redraw: none when the
// target is protected (the effect is ignored), every number under
// bishop.redraw always, and only the right number (the target's card's value)
// under when-guessed-right.
int Engine::bishop_redraws(const State& s, int target) const {
  if (has(s.protected_players, target)) return 0;
  if (ed_.rules.bishop_redraw == Rules::BishopRedraw::always) return kBishopNumberCount;
  const int v = ed_.value_of(s.hand[target][0]);
  return v == 0 || (v >= 2 && v <= 9) ? 1 : 0;
}

// The k-th play of a family: the untargeted play first, then by target, then
// by guess. Written into `out` field by field: an Action assembled on the
// stack and returned by value is reloaded whole before its byte stores land,
// which stalls the store buffer (measured: a third of a turn).
[[gnu::always_inline]] inline void Engine::family_play(const State& s, const PlayFamily& fam, int k, Action& out) const {
  out = Action{};
  out.card = fam.card;
  if (fam.shape == Shape::chancellor) {
    chancellor_play(s, fam, k, out);
    return;
  }
  if (fam.shape > Shape::chancellor) {
    if (fam.untargeted && k-- == 0) return;
    if (fam.shape == Shape::other_namer) other_named_play(fam, k, out);
    else premium_play(s, fam, k, out);
    return;
  }
  simple_play(SimpleFamily{fam.targets, fam.untargeted, fam.guesses, fam.plays}, k, out);
}

// The k-th of the Chancellor's plays, in chancellor_plays' order, found
// without listing those before it: each card kept in turn, the others under
// the deck in their order, then (when they differ) in the other order.
void Engine::chancellor_play(const State& s, const PlayFamily& fam, int k, Action& out) const {
  const int drawn = std::min<int>(draws_[static_cast<size_t>(fam.card)], s.deck.size);
  if (drawn == 0) return;  // chancellor.empty-deck: the play with no choice
  const Role pool[3] = {fam.other, s.deck.at(0), drawn == 2 ? s.deck.at(1) : Role::none};
  for (int keep = 0; keep <= drawn; ++keep) {
    Role rest[2] = {Role::none, Role::none};
    int r = 0;
    for (int j = 0; j <= drawn; ++j)
      if (j != keep) rest[r++] = pool[j];
    const int orders = r == 2 && rest[0] != rest[1] ? 2 : 1;
    if (k >= orders) {
      k -= orders;
      continue;
    }
    out.keep = pool[keep];
    out.bottom_count = static_cast<uint8_t>(r);
    out.bottom[0] = rest[k];
    out.bottom[1] = r == 2 ? rest[1 - k] : Role::none;
    return;
  }
}

// The k-th targeted play of a card as data that names, other than the
// Guard: by target, then by what its own table names (simple_play's order).
void Engine::other_named_play(const PlayFamily& fam, int k, Action& out) const {
  const NameTable& names = other_names_[other_names_of_[static_cast<size_t>(fam.card)] - 1u];
  const int t = k / fam.guesses;
  out.target = static_cast<int8_t>(nth_seat(fam.targets, t));
  out.guess = names.guesses[static_cast<size_t>(k - t * fam.guesses)];
  out.number = names.numbers[static_cast<size_t>(k - t * fam.guesses)];
}

// The k-th targeted play of a Cardinal, Baroness or Bishop family.
void Engine::premium_play(const State& s, const PlayFamily& fam, int k, Action& out) const {
  if (fam.shape == Shape::bishop) {
    for (PlayerSet rest = fam.targets; rest; rest &= static_cast<PlayerSet>(rest - 1)) {
      const int target = std::countr_zero(static_cast<unsigned>(rest));
      const int redraws = bishop_redraws(s, target);
      if (k >= kBishopNumberCount + redraws) {
        k -= kBishopNumberCount + redraws;
        continue;
      }
      out.target = static_cast<int8_t>(target);
      out.redraw = k >= kBishopNumberCount;
      if (!out.redraw) out.number = kBishopNumbers[k];
      else if (redraws == kBishopNumberCount) out.number = kBishopNumbers[k - kBishopNumberCount];
      else out.number = static_cast<int8_t>(ed_.value_of(s.hand[target][0]));
      return;
    }
    return;
  }
  // Pairs: the first player, then (Baroness) nobody or (both) another player.
  const int n = love_letter::count(fam.targets);
  const int per_first = fam.card == Role::baroness ? n : n - 1;
  const int first = nth_seat(fam.targets, k / per_first);
  int second = k % per_first;
  out.target = static_cast<int8_t>(first);
  if (fam.card == Role::baroness && second-- == 0) return;
  out.target2 = static_cast<int8_t>(nth_seat(static_cast<PlayerSet>(fam.targets & ~only(first)), second));
}

// Whether `a`, one of the family's plays with its chosen players changed, is
// itself one of the family's plays (what the Sycophant's demand asks of a play).
bool Engine::family_holds(const State& s, const PlayFamily& fam, const Action& a) const {
  const int t1 = a.target, t2 = a.target2;
  if (t1 == kNoPlayer) {
    // The untargeted play names nothing else (no guess, no number).
    return t2 == kNoPlayer && fam.untargeted && a.guess == Role::none && a.number < 0 && !a.redraw;
  }
  if (!has(fam.targets, t1)) return false;
  switch (fam.shape) {
    case Shape::two_players:
      if (t2 == kNoPlayer) return fam.card == Role::baroness;
      return t2 != t1 && has(fam.targets, t2);
    case Shape::bishop:
      return t2 == kNoPlayer && a.number >= 0 && (!a.redraw || bishop_redraws(s, t1) == kBishopNumberCount ||
                                                  (bishop_redraws(s, t1) == 1 && ed_.value_of(s.hand[t1][0]) == a.number));
    case Shape::guard:  // a card that names names something; one as data that chooses herself too but names nothing, nothing
    case Shape::other_namer:
      return t2 == kNoPlayer && (a.guess != Role::none || a.number >= 0) == names(fam.card);
    default:
      return t2 == kNoPlayer;
  }
}

// sycophant.force: under the Sycophant's demand (`forced`), a play of a card
// that chooses players must choose them, unless no play that differs from it
// only by choosing them (in its first or second place) is legal.
bool Engine::meets_demand(const State& s, const PlayFamily& fam, const Action& a, int forced) const {
  if (!chooses_players(ed_, a.card) || a.target == forced || a.target2 == forced) return true;
  Action other = a;
  other.target = static_cast<int8_t>(forced);
  if (family_holds(s, fam, other)) return false;
  if (a.target == kNoPlayer) return true;
  other = a;
  other.target2 = static_cast<int8_t>(forced);
  return !family_holds(s, fam, other);
}

// sycophant.impossible discarded-without-effect: a card that chooses players
// none of whose plays chooses `forced` is discarded without effect (one play,
// choosing nothing). A family's plays choose each of its targets (Guard: when
// it has a character to name; Cardinal: with a second player to pair).
bool Engine::discarded_under_demand(const PlayFamily& fam, int forced) const {
  if (ed_.rules.sycophant_impossible != Rules::SycophantImpossible::discarded_without_effect || !chooses_players(ed_, fam.card))
    return false;
  if (!has(fam.targets, forced)) return true;
  if (names_like_a_guard(fam.shape)) return fam.guesses == 0;
  return fam.card == Role::cardinal && love_letter::count(fam.targets) < 2;
}

bool Engine::card_discarded_under_demand(const State& s, Role card) const {
  const Hand& hand = s.hand[s.to_move];
  const Role other = hand.size == 2 ? (hand[0] == card ? hand[1] : hand[0]) : Role::none;
  PlayFamily fam;
  card_family(s, turn_choices(s), card, other, fam);
  return discarded_under_demand(fam, s.sycophant_choice);
}

bool Engine::some_play_chooses(const State& s, Role card, int player) const {
  const Hand& hand = s.hand[s.to_move];
  const Role other = hand.size == 2 ? (hand[0] == card ? hand[1] : hand[0]) : Role::none;
  State probe = s;
  probe.sycophant_choice = -1;
  bool found = false;
  auto consider = [&](const Action& a) {
    if (found || (a.target != player && a.target2 != player)) return;
    State scratch = probe;
    found = play(scratch, a, nullptr) == Rejection::none;
  };
  candidate_plays(s, card, other, consider);
  return found;
}

// Under the Sycophant's demand: the families' plays that meet it, listed.
int Engine::demanded_plays(const State& s, const PlayFamily* families, int f, Action* out, int capacity) const {
  int n = 0;
  for (int i = 0; i < f; ++i) {
    if (discarded_under_demand(families[i], s.sycophant_choice)) {
      if (n < capacity) out[n++] = Action{families[i].card};
      continue;
    }
    for (int j = 0; j < families[i].count() && n < capacity; ++j) {
      family_play(s, families[i], j, out[n]);
      if (meets_demand(s, families[i], out[n], s.sycophant_choice)) ++n;
    }
  }
  return n;
}

int Engine::legal_plays(const State& s, Action* out, int capacity) const {
  PlayFamily families[2];
  const int f = turn_plays(s, families);
  if (s.sycophant_choice >= 0) return demanded_plays(s, families, f, out, capacity);
  int k = 0;
  for (int i = 0; i < f; ++i)
    for (int j = 0; j < families[i].count() && k < capacity; ++j) family_play(s, families[i], j, out[k++]);
  return k;
}

// sycophant.force, decided per family rather than per play (demanded_plays
// decides the same, play by play, with meets_demand): whether the demand on
// `forced` narrows the family's plays. A card that chooses nobody (the
// Chancellor, the cards of no choice), or a family none of whose plays
// chooses `forced`, keeps them all: then no play that differs from one of its
// plays only by choosing `forced` is one of the family's.
bool Engine::demand_binds(const PlayFamily& fam, int forced) const {
  return chooses_players(ed_, fam.card) && has(fam.targets, forced);
}

// Under a demand binding a Bishop's family: how many of the redraw plays at
// `target` (not `forced`) meet it, those whose copy at `forced` is not a play
// (its plain plays never meet it: each number is a play at `forced`). All
// when `forced` has no redraw; none when every number redraws at `forced`
// (bishop.redraw always); else (when-guessed-right: one redraw, at the
// number of the player's card) unless both players' cards have one value.
int Engine::bishop_redraws_kept(const State& s, int target, int forced, int forced_redraws) const {
  const int redraws = bishop_redraws(s, target);
  if (forced_redraws == 0 || redraws == 0) return redraws;
  if (forced_redraws == kBishopNumberCount) return 0;
  return ed_.value_of(s.hand[target][0]) == ed_.value_of(s.hand[forced][0]) ? 0 : redraws;
}

// sycophant.force: how many of the family's plays meet the demand on
// `forced`, counted from its shape. Bound, a card of one player keeps its
// plays at `forced` (the Guard its plays naming nobody too: no such play at
// `forced` is legal); a Cardinal or a Baroness the pairs with `forced` first
// or second (the Cardinal its play choosing nobody too); a Bishop its plays
// at `forced`, its play choosing nobody, and the redraws bishop_redraws_kept
// keeps. sycophant.impossible discarded-without-effect: one play.
int Engine::demanded_count(const State& s, const PlayFamily& fam, int forced) const {
  if (discarded_under_demand(fam, forced)) return 1;
  if (!demand_binds(fam, forced)) return fam.count();
  if (fam.shape == Shape::two_players) {
    const int n = love_letter::count(fam.targets);
    const bool baroness = fam.card == Role::baroness;
    return (fam.untargeted && !baroness) + (baroness ? n : n - 1) + n - 1;
  }
  if (fam.shape == Shape::bishop) {
    const int at_forced = bishop_redraws(s, forced);
    int n = fam.untargeted + kBishopNumberCount + at_forced;
    for (PlayerSet rest = static_cast<PlayerSet>(fam.targets & ~only(forced)); rest; rest &= static_cast<PlayerSet>(rest - 1))
      n += bishop_redraws_kept(s, std::countr_zero(static_cast<unsigned>(rest)), forced, at_forced);
    return n;
  }
  return (fam.untargeted && names_like_a_guard(fam.shape) && names(fam.card)) + fam.guesses;
}

// The index, among all the family's plays (family_play's order), of the k-th
// of those that meet the demand on `forced` (demanded_count's, in that order).
int Engine::demanded_index(const State& s, const PlayFamily& fam, int forced, int k) const {
  if (!demand_binds(fam, forced)) return k;
  const int below = love_letter::count(static_cast<PlayerSet>(fam.targets & (only(forced) - 1)));  // targets seated before
  if (fam.shape == Shape::two_players) return demanded_pair_index(fam, below, k);
  if (fam.shape == Shape::bishop) return demanded_bishop_index(s, fam, forced, k);
  if (fam.untargeted && names_like_a_guard(fam.shape) && names(fam.card) && k-- == 0) return 0;
  return fam.untargeted + below * fam.guesses + k;
}

// A Cardinal's or a Baroness's k-th pair meeting the demand on the player
// with `below` targets seated before them: the pairs whose first player is
// seated before, each with the demanded player second; every pair with the
// demanded player first; then the pairs whose first player is seated after.
int Engine::demanded_pair_index(const PlayFamily& fam, int below, int k) {
  const bool baroness = fam.card == Role::baroness;
  if (fam.untargeted && !baroness && k-- == 0) return 0;
  const int n = love_letter::count(fam.targets);
  const int per_first = baroness ? n : n - 1;
  const int lift = baroness ? 1 : 0;  // the Baroness's second place begins with nobody
  int first = below, second = k - below;
  if (k < below) first = k, second = below - 1 + lift;
  else if (k >= below + per_first) first = k - per_first + 1, second = below + lift;
  return fam.untargeted + first * per_first + second;
}

// A Bishop's k-th play meeting the demand on `forced`: the play choosing
// nobody, then by target every play at `forced` and the kept redraws
// (bishop_redraws_kept: all the target's, or none) at the others.
int Engine::demanded_bishop_index(const State& s, const PlayFamily& fam, int forced, int k) const {
  if (fam.untargeted && k-- == 0) return 0;
  const int at_forced = bishop_redraws(s, forced);
  int j = fam.untargeted;
  for (PlayerSet rest = fam.targets; rest; rest &= static_cast<PlayerSet>(rest - 1)) {
    const int target = std::countr_zero(static_cast<unsigned>(rest));
    const int redraws = bishop_redraws(s, target);
    const int kept = target == forced ? kBishopNumberCount + redraws : bishop_redraws_kept(s, target, forced, at_forced);
    if (k < kept) return j + (target == forced ? 0 : kBishopNumberCount) + k;
    k -= kept;
    j += kBishopNumberCount + redraws;
  }
  return j;
}

// The k-th of the family's plays that meet the demand on `forced`, as
// demanded_plays lists them.
void Engine::demanded_play(const State& s, const PlayFamily& fam, int forced, int k, Action& out) const {
  if (discarded_under_demand(fam, forced)) {
    out = Action{};
    out.card = fam.card;
    return;
  }
  family_play(s, fam, demanded_index(s, fam, forced, k), out);
}

// One of demanded_plays' plays, uniformly: counted per family, and only the
// one drawn written out.
bool Engine::random_demanded_play(const State& s, Rng& rng, Action& out) const {
  PlayFamily families[2];
  const int f = turn_plays(s, families);
  const int forced = s.sycophant_choice;
  int counts[2] = {0, 0};
  for (int i = 0; i < f; ++i) counts[i] = demanded_count(s, families[i], forced);
  const int total = counts[0] + counts[1];
  if (total == 0) return false;
  const int k = static_cast<int>(rng.below(static_cast<uint32_t>(total)));
  if (k < counts[0]) demanded_play(s, families[0], forced, k, out);
  else demanded_play(s, families[1], forced, k - counts[0], out);
  return true;
}

int Engine::demanded_play_count(const State& s, int family) const {
  PlayFamily families[2];
  const int f = turn_plays(s, families);
  return family < f ? demanded_count(s, families[family], s.sycophant_choice) : 0;
}

Action Engine::demanded_play(const State& s, int family, int k) const {
  PlayFamily families[2];
  turn_plays(s, families);
  Action a;
  demanded_play(s, families[family], s.sycophant_choice, k, a);
  return a;
}

bool Engine::random_legal_play(const State& s, Rng& rng, Action& out) const { return random_legal_play_inline(s, rng, out); }

// random_legal_play when a card of the turn is not of the first five shapes
// (the Chancellor, the Cardinal, the Baroness, the Bishop): its families
// written out as PlayFamily. `two`: the hand holds two different cards.
bool Engine::random_family_play(const State& s, const TurnChoices& c, bool two, Rng& rng, Action& out) const {
  const Hand& hand = s.hand[s.to_move];
  const Role c0 = hand[0], c1 = hand[1];
  PlayFamily first, second;
  card_family(s, c, c0, c1, first);
  if (two) card_family(s, c, c1, c0, second);
  if (c.countess_forced) {
    if (c0 != c.forced_card) first.plays = 0;
    if (c1 != c.forced_card) second.plays = 0;
  }
  const int total = first.plays + second.plays;
  if (total == 0) return false;
  const int k = static_cast<int>(rng.below(static_cast<uint32_t>(total)));
  if (k < first.plays) family_play(s, first, k, out);
  else family_play(s, second, k - first.plays, out);
  return true;
}

int Engine::chancellor_play_count(const State& s, Role card, Role other) const {
  const int k = std::min<int>(draws_[static_cast<size_t>(card)], s.deck.size);
  if (k < 2) return k + 1;  // no effect (one play), or keep one of two cards (two)
  // Three cards: keep one, the other two under the deck in either order (one order when alike).
  const Role d0 = s.deck.at(0), d1 = s.deck.at(1);
  return 6 - (d0 == d1) - (other == d1) - (other == d0);
}

template <typename Consider>
void Engine::chancellor_plays(const State& s, Role card, Role other, Consider& consider) const {
  Action a;
  a.card = card;
  const int k = std::min<int>(draws_[static_cast<size_t>(card)], s.deck.size);
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
