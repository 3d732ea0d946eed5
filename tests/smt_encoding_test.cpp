// The SMT encodings against the executable models: RapidCheck draws concrete
// round-end states and setups for every edition, and the Z3 encoding, fixed to
// that state, must decide exactly what the engine decides.
#include <gtest/gtest.h>
#include <rapidcheck.h>
#include <rapidcheck/gtest.h>

#include "checker/love_letter/smt/round_end_encoding.h"
#include "model/love_letter/engine.h"
#include "props/love_letter/round_states.h"
#include "drawn_editions.h"

namespace errata::test {
namespace {

using love_letter::Edition;
using love_letter::Engine;

// The encoding's verdict on state `s`, found by fixing every variable to it.
struct Decided {
  std::vector<bool> wins;
  std::vector<int> tokens_after;
  bool game_over;
  std::vector<bool> wins_game;
};

Decided encoded(const Edition& ed, const State& st) {
  z3::context c;
  std::vector<Role> roles;
  for (const auto& card : ed.cards) roles.push_back(card.role);
  std::sort(roles.begin(), roles.end());
  smt::SymbolicRound s(c, st.players, roles);
  const smt::RoundEnd e = smt::encode_round_end(s, ed);
  z3::solver solver(c);
  solver.add(e.definitions);
  for (int p = 0; p < st.players; ++p) {
    const auto seat = static_cast<size_t>(p);
    solver.add(s.in_round[seat] == c.bool_val(st.is_in(p)));
    solver.add(s.hand[seat] == (st.is_in(p) ? static_cast<int>(st.hand[p][0]) : 0));
    solver.add(s.tokens[seat] == st.tokens[p]);
    for (size_t k = 0; k < s.roles.size(); ++k) solver.add(s.discards[seat][k] == st.discards[p].count(s.roles[k]));
  }
  solver.add(s.jester_holder == st.jester_holder && s.jester_giver == (st.jester_holder >= 0 ? st.jester_owner : -1));
  RC_ASSERT(solver.check() == z3::sat);
  const z3::model m = solver.get_model();
  Decided d;
  for (int p = 0; p < st.players; ++p) {
    const auto seat = static_cast<size_t>(p);
    d.wins.push_back(m.eval(e.wins_round[seat], true).is_true());
    d.tokens_after.push_back(st.tokens[p] + static_cast<int>(m.eval(e.gains[seat], true).get_numeral_int64()));
    d.wins_game.push_back(m.eval(e.wins_game[seat], true).is_true());
  }
  d.game_over = m.eval(e.game_over, true).is_true();
  return d;
}

// Now and then, the Jester token: given by a player who discarded the Jester
// to another player, in the round or not.
void give_jester_token(State& s, Rng& rng) {
  for (int giver = 0; giver < s.players; ++giver) {
    if (!s.discards[giver].contains(Role::jester) || rng.below(4) == 0) continue;
    const int holder = (giver + 1 + static_cast<int>(rng.below(static_cast<uint32_t>(s.players - 1)))) % s.players;
    if (holder == giver) return;
    s.jester_owner = static_cast<int8_t>(giver);
    s.jester_holder = static_cast<int8_t>(holder);
    return;
  }
}

RC_GTEST_PROP(SmtEncoding, RoundEndAgreesWithTheEngine, ()) {
  const Edition ed = drawn_edition(*rc::gen::arbitrary<uint64_t>());  // bundled or a random user edition
  RC_TAG(ed.id.find("user-edition") == std::string::npos ? ed.id : "user edition");
  Rng rng(*rc::gen::arbitrary<uint64_t>());
  State s = props::round_about_to_end(ed, rng);
  give_jester_token(s, rng);
  const Decided z = encoded(ed, s);
  Engine(ed).begin(s, nullptr);
  RC_ASSERT(s.round_over);
  for (int p = 0; p < s.players; ++p) {
    RC_ASSERT(z.wins[static_cast<size_t>(p)] == love_letter::has(s.round_winners, p));
    RC_ASSERT(z.tokens_after[static_cast<size_t>(p)] == static_cast<int>(s.tokens[p]));
    if (s.game_over) RC_ASSERT(z.wins_game[static_cast<size_t>(p)] == love_letter::has(s.game_winners, p));
  }
  RC_ASSERT(z.game_over == s.game_over);
}

}  // namespace
}  // namespace errata::test

#include "checker/love_letter/smt/setup_encoding.h"

namespace errata::test {
namespace {

// Setups: the encoding accepts exactly what the engine's setup check accepts.
RC_GTEST_PROP(SmtEncoding, SetupAcceptanceAgreesWithTheEngine, ()) {
  std::array<int8_t, love_letter::kRoleCount> pool{};
  for (const auto& id : catalog().ids())
    for (int i = 1; i < love_letter::kRoleCount; ++i)
      pool[static_cast<size_t>(i)] = std::max(pool[static_cast<size_t>(i)], catalog().find(id)->copies[static_cast<size_t>(i)]);
  Rng rng(*rc::gen::arbitrary<uint64_t>());
  const State s = props::any_setup(pool, rng);
  std::array<int, love_letter::kRoleCount> used{};
  for (int p = 0; p < s.players; ++p) ++used[static_cast<size_t>(s.hand[p][0])];
  for (int i = 0; i < s.deck.size; ++i) ++used[static_cast<size_t>(s.deck.at(i))];
  for (Role r : s.face_up) ++used[static_cast<size_t>(r)];
  std::vector<Edition> editions{random_user_edition(*rc::gen::arbitrary<uint64_t>())};
  for (const auto& id : catalog().ids()) editions.push_back(*catalog().find(id));
  for (const Edition& ed : editions) {
    const bool engine = !Engine(ed).setup_problem(s).has_value();
    RC_ASSERT(smt::encoded_setup_accepted(ed, s.players, used, s.face_up.size) == engine);
  }
}

}  // namespace
}  // namespace errata::test

#include "checker/love_letter/smt/play_encoding.h"

namespace errata::test {
namespace {

// Who the engine has protected once it deals the next round after `after`
// (nobody when the round or the game goes on).
love_letter::PlayerSet next_round_protected(const Edition& ed, const State& after) {
  if (!after.round_over) return 0;
  love_letter::Deal d;  // one card each, one in the deck
  int dealt = 0;
  for (int r = 1; r < love_letter::kRoleCount; ++r)
    for (int k = 0; k < ed.copies[static_cast<size_t>(r)] && dealt <= after.players; ++k, ++dealt) {
      if (dealt < after.players) d.hand[static_cast<size_t>(dealt)] = static_cast<Role>(r);
      else d.deck.add(static_cast<Role>(r));
    }
  State next = after;
  RC_ASSERT(Engine(ed).new_round(next, d, std::nullopt, nullptr, nullptr) == love_letter::Rejection::none);
  return next.protected_players;
}

love_letter::PlayerSet protected_seats(const z3::model& m, const std::vector<z3::expr>& flags) {
  love_letter::PlayerSet out = 0;
  for (size_t p = 0; p < flags.size(); ++p)
    if (m.eval(flags[p], true).is_true()) out |= love_letter::only(static_cast<int>(p));
  return out;
}

// Plays: the encoding accepts, refuses (with the same code) and resolves each
// play exactly as the engine does, and ends the turn as the engine does: the
// game at once or not, the round after the turn or not, who starts the next
// round protected.
RC_GTEST_PROP(SmtEncoding, PlaysAgreeWithTheEngine, ()) {
  const Edition ed = drawn_edition(*rc::gen::arbitrary<uint64_t>());  // bundled or a random user edition
  RC_TAG(ed.id.find("user-edition") == std::string::npos ? ed.id : "user edition");
  Rng rng(*rc::gen::arbitrary<uint64_t>());
  const int n = std::min(ed.min_players + static_cast<int>(rng.below(3)), ed.max_players);
  std::vector<Role> deck;
  for (int i = 1; i < love_letter::kRoleCount; ++i)
    for (int k = 0; k < ed.copies[static_cast<size_t>(i)]; ++k) deck.push_back(static_cast<Role>(i));
  for (size_t i = deck.size(); i > 1; --i) std::swap(deck[i - 1], deck[rng.below(static_cast<uint32_t>(i))]);
  // The played card first: one the encoding covers.
  auto playable = std::find_if(deck.begin(), deck.end(), [](Role r) { return smt::encoded_play(r); });
  std::iter_swap(deck.begin(), playable);
  size_t next = 0;
  State s;
  s.players = static_cast<uint8_t>(n);
  s.hand[0].add(deck[next++]);
  s.hand[0].add(deck[next++]);
  for (int p = 1; p < n; ++p) {
    if (p > 1 && rng.below(3) == 0) {
      s.eliminated |= love_letter::only(p);
      continue;
    }
    s.hand[p].add(deck[next++]);
    if (rng.below(3) == 0) s.protected_players |= love_letter::only(p);
  }
  // One to three cards left in the deck; tokens short of the game's end; the
  // Constable discarded now and then (a turn can then end the round or the game).
  const int deck_size = 1 + static_cast<int>(rng.below(3));
  for (int i = 0; i < deck_size; ++i) s.deck.put_under(deck[next++]);
  const int needed = ed.tokens_needed(n);
  std::vector<bool> constable(static_cast<size_t>(n), false);
  for (int p = 0; p < n; ++p) {
    s.tokens[p] = static_cast<uint8_t>(rng.below(4) == 0 ? needed - 1 : rng.below(static_cast<uint32_t>(needed)));
    const auto spare = std::find(deck.begin() + static_cast<long>(next), deck.end(), Role::constable);
    if (spare != deck.end() && rng.below(3) == 0) {
      std::iter_swap(spare, deck.begin() + static_cast<long>(next++));
      s.discards[p].add(Role::constable);
      constable[static_cast<size_t>(p)] = true;
    }
  }
  Action a;
  a.card = s.hand[0][0];
  a.target = static_cast<int8_t>(static_cast<int>(rng.below(static_cast<uint32_t>(n + 1))) - 1);
  if (a.card == Role::guard && rng.below(5) != 0) a.guess = ed.cards[rng.below(static_cast<uint32_t>(ed.cards.size()))].role;
  if (a.card == Role::guard && rng.below(8) == 0) a.guess = Role::spy;  // perhaps not a card of this edition
  // Or a number (guard.names a-number-other-than-one; refused under the other variants): 1, past the top value, a card's value.
  if (a.card == Role::guard && a.guess == Role::none && rng.below(2) == 0)
    a.number = static_cast<int8_t>(rng.below(2) ? rng.below(12) : ed.value_of(deck[rng.below(static_cast<uint32_t>(deck.size()))]));
  if ((a.card == Role::cardinal || a.card == Role::baroness) && rng.below(4) != 0)
    a.target2 = static_cast<int8_t>(static_cast<int>(rng.below(static_cast<uint32_t>(n + 1))) - 1);
  // The Chancellor: keeps one of its three cards (two with one card left),
  // the others under the deck in either order.
  const int drawn = std::min(deck_size, 2);
  const int keep = static_cast<int>(rng.below(static_cast<uint32_t>(drawn + 1)));
  const bool swap = drawn == 2 && rng.below(2) == 0;
  if (a.card == Role::chancellor) {
    const Role three[3] = {s.hand[0][1], s.deck.at(0), drawn == 2 ? s.deck.at(1) : Role::none};
    a.keep = three[keep];
    for (int i = 0; i <= drawn; ++i)
      if (i != keep) a.bottom[a.bottom_count++] = three[i];
    if (swap) std::swap(a.bottom[0], a.bottom[1]);
    if (rng.below(2) == 0) a.target = love_letter::kNoPlayer;
  }
  if (a.card == Role::bishop && rng.below(5) != 0) {
    // A number, or (as often) the value a card of the deck holds: right or wrong, scaled values too.
    a.number = static_cast<int8_t>(rng.below(2) ? rng.below(10) : ed.value_of(deck[rng.below(static_cast<uint32_t>(deck.size()))]));
    if (a.number == 1) a.number = 2;
    a.redraw = rng.below(2) == 0;
  }

  // A Sycophant's demand, now and then, where the deck holds one.
  int demand = -1;
  if (ed.has_card(Role::sycophant) && rng.below(3) == 0) demand = static_cast<int>(rng.below(static_cast<uint32_t>(n)));
  s.sycophant_choice = static_cast<int8_t>(demand);

  // The encoding, fixed to this play.
  z3::context c;
  std::vector<Role> roles;
  for (int i = 1; i < love_letter::kRoleCount; ++i) roles.push_back(static_cast<Role>(i));
  smt::SymbolicPlay sp(c, n);
  const smt::PlayOutcome o = smt::encode_play(sp, ed, roles);
  z3::solver solver(c);
  auto in_deck = [&](int i) { return i < s.deck.size ? static_cast<int>(s.deck.at(i)) : 0; };
  solver.add(sp.played == static_cast<int>(s.hand[0][0]) && sp.other == static_cast<int>(s.hand[0][1]) &&
             sp.top == in_deck(0) && sp.next == in_deck(1) && sp.third == in_deck(2) && sp.deck_size == deck_size && sp.target == a.target &&
             sp.demand == demand && sp.keep == (a.card == Role::chancellor ? keep : 0) && sp.swap == c.bool_val(a.card == Role::chancellor && swap) &&
             sp.guess == static_cast<int>(a.guess) && sp.in_round[0] && !sp.protect[0] && sp.target2 == a.target2 &&
             sp.number == a.number && sp.redraw == c.bool_val(a.redraw));
  for (int p = 0; p < n; ++p)
    solver.add(sp.tokens[static_cast<size_t>(p)] == s.tokens[p] && sp.constable[static_cast<size_t>(p)] == c.bool_val(constable[static_cast<size_t>(p)]));
  for (int p = 1; p < n; ++p) {
    const auto seat = static_cast<size_t>(p);
    solver.add(sp.in_round[seat] == c.bool_val(s.is_in(p)) && sp.protect[seat] == c.bool_val(love_letter::has(s.protected_players, p)) &&
               sp.hand[seat] == (s.is_in(p) ? static_cast<int>(s.hand[p][0]) : 0));
  }
  RC_ASSERT(solver.check() == z3::sat);
  const z3::model m = solver.get_model();

  State after = s;
  const auto r = Engine(ed).take_turn(after, 0, a, nullptr);
  if (m.eval(o.code, true).get_numeral_int64() != static_cast<int>(r)) {
    std::string hands;
    for (int p = 0; p < n; ++p) {
      hands += " P" + std::to_string(p) + (s.is_in(p) ? "" : "(out)") + (love_letter::has(s.protected_players, p) ? "(prot)" : "") + ":";
      for (Role h : s.hand[p]) hands += std::string(love_letter::role_id(h)) + ",";
    }
    RC_LOG() << ed.id << " play " << love_letter::role_id(a.card) << " target " << int(a.target) << " target2 " << int(a.target2)
             << " demand " << demand << " engine " << love_letter::rejection_code(r) << " encoding "
             << m.eval(o.code, true).get_numeral_int64() << hands << "\n";
  }
  RC_ASSERT(m.eval(o.code, true).get_numeral_int64() == static_cast<int>(r));
  if (r != love_letter::Rejection::none) return;
  // A game that ends during the turn stops the round with nobody to start a
  // next one (end_game_now_if_won); one that ends with the round names them.
  const bool ended_at_once = after.game_over && after.to_move == love_letter::kNoPlayer && after.first_candidates == 0;
  for (int p = 0; p < n; ++p) {
    const auto seat = static_cast<size_t>(p);
    RC_ASSERT(m.eval(o.eliminated[seat], true).is_true() == !after.is_in(p));
    const int held = after.hand[p].empty() ? 0 : static_cast<int>(after.hand[p][0]);
    RC_ASSERT(m.eval(o.hand[seat], true).get_numeral_int64() == held);
    RC_ASSERT(m.eval(o.protect[seat], true).is_true() == love_letter::has(after.protected_players, p));
    if (!after.round_over || ended_at_once)  // the end of the round's own tokens are the round-end encoding's
      RC_ASSERT(m.eval(o.gains[seat], true).get_numeral_int64() == after.tokens[p] - s.tokens[p]);
  }
  RC_ASSERT(m.eval(o.round_over, true).is_true() == after.round_over);
  RC_ASSERT(m.eval(o.game_over, true).is_true() == ended_at_once);
  if (!after.game_over) RC_ASSERT(next_round_protected(ed, after) == protected_seats(m, o.next_protect));
  RC_ASSERT(m.eval(o.jester, true).get_numeral_int64() == after.jester_holder);
  RC_ASSERT(m.eval(o.sycophant, true).get_numeral_int64() == after.sycophant_choice);
  for (int i = 0; i < 3; ++i) {
    const int held = i < after.deck.size ? static_cast<int>(after.deck.at(i)) : 0;
    RC_ASSERT(m.eval(o.deck[static_cast<size_t>(i)], true).get_numeral_int64() == held);
  }
}

}  // namespace
}  // namespace errata::test
