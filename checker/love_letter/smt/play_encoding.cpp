#include "play_encoding.h"

#include "card_traits.h"
#include "card_values.h"
#include "data_card_play.h"
#include "play_checks.h"
#include "real_play.h"
#include "same_terms.h"

#include "model/love_letter/rejection.h"

namespace errata::smt {

using love_letter::Edition;
using love_letter::Rejection;
using love_letter::Role;
using love_letter::Rules;

namespace {

int id(Role r) { return static_cast<int>(r); }

// Whether the played card has a play that chooses the Sycophant's demanded
// player (sycophant.impossible): in the round, and choosable by the card (its
// own player only for a card that may choose it; a protected player where
// protection only ignores effects; the Prince a protected one only when
// someone else is choosable; the Cardinal with a second player to pair).
z3::expr demand_choosable(const SymbolicPlay& s, const Edition& ed, const z3::expr& choosable_others) {
  z3::context& c = s.c;
  const Rules& rules = ed.rules;
  const z3::expr d = s.demand;
  const bool ignored = rules.protection == Rules::Protection::effects_ignored;
  z3::expr in = c.bool_val(false), prot = c.bool_val(false), pool = c.int_val(0);
  for (size_t p = 1; p < static_cast<size_t>(s.players); ++p) {
    in = in || (d == static_cast<int>(p) && s.in_round[p]);
    prot = prot || (d == static_cast<int>(p) && s.protect[p]);
    pool = pool + z3::ite(s.in_round[p] && (!s.protect[p] || c.bool_val(ignored)), c.int_val(1), c.int_val(0));
  }
  const z3::expr other = in && (!prot || c.bool_val(ignored)), self = d == 0;
  auto is = [&](Role r) { return s.played == id(r); };
  const bool guard_self = rules.guard_target == Rules::GuardTarget::any_player;
  const bool cardinal_self = rules.cardinal_players == Rules::CardinalPlayers::any_two_players;
  z3::expr any = is(Role::guard) && (other || (self && c.bool_val(guard_self)));
  for (Role r : {Role::priest, Role::baron, Role::king, Role::jester, Role::dowager_queen, Role::bishop}) any = any || (is(r) && other);
  any = any || (is(Role::prince) && (self || (in && (!prot || (c.bool_val(ignored) && choosable_others)))));
  const bool baroness_self = rules.baroness_players == Rules::BaronessPlayers::any_one_or_two_players;
  any = any || (is(Role::sycophant) && (self || other)) || (is(Role::baroness) && (other || (self && c.bool_val(baroness_self))));
  any = any || (is(Role::cardinal) && (other || (self && c.bool_val(cardinal_self))) && pool + (cardinal_self ? 1 : 0) >= 2);
  return any;
}

}  // namespace

SymbolicPlay::SymbolicPlay(z3::context& ctx, int n)
    : c(ctx), players(n), played(c.int_const("played")), other(c.int_const("other")), top(c.int_const("top")),
      next(c.int_const("next")), third(c.int_const("third")), target(c.int_const("target")), target2(c.int_const("target2")), guess(c.int_const("guess")),
      number(c.int_const("number")), redraw(c.bool_const("redraw")), keep(c.int_const("keep")),
      swap(c.bool_const("swap")), demand(c.int_const("demand")), deck_size(c.int_const("deck_size")) {
  for (int p = 0; p < n; ++p) {
    const std::string s = std::to_string(p);
    hand.push_back(c.int_const(("play_hand_" + s).c_str()));
    in_round.push_back(c.bool_const(("play_in_" + s).c_str()));
    protect.push_back(c.bool_const(("play_protected_" + s).c_str()));
    gone.push_back(c.int_const(("play_gone_" + s).c_str()));
    tokens.push_back(c.int_const(("play_tokens_" + s).c_str()));
    constable.push_back(c.bool_const(("play_constable_" + s).c_str()));
    bishops.push_back(c.int_const(("play_bishops_" + s).c_str()));
    carried.push_back(c.bool_const(("play_carried_" + s).c_str()));
  }
}

z3::expr SymbolicPlay::used(Role r) const {
  auto one_if = [&](const z3::expr& b) { return z3::ite(b, c.int_val(1), c.int_val(0)); };
  z3::expr n = one_if(played == id(r)) + one_if(other == id(r)) + one_if(top == id(r)) + one_if(next == id(r)) + one_if(third == id(r));
  for (int p = 0; p < players; ++p) {
    const auto seat = static_cast<size_t>(p);
    if (p > 0) n = n + one_if(hand[seat] == id(r)) + one_if(gone[seat] == id(r));
    if (r == Role::handmaid) n = n + one_if(protect[seat] && !carried[seat]);
    if (r == Role::constable) n = n + one_if(constable[seat]);
    if (r == Role::bishop) n = n + bishops[seat];
  }
  if (r == Role::sycophant) n = n + one_if(demand >= 0);
  return n;
}

z3::expr SymbolicPlay::cards_named() const {
  // The two cards held and the deck; each token and each Constable or Bishop discarded counts too.
  z3::expr n = 2 + deck_size;
  for (int p = 0; p < players; ++p)
    n = n + tokens[static_cast<size_t>(p)] + z3::ite(constable[static_cast<size_t>(p)], c.int_val(1), c.int_val(0)) +
        bishops[static_cast<size_t>(p)];
  // Each other seat holds a card or discarded the one she left with; a protection is a Handmaid discarded.
  for (int p = 1; p < players; ++p) n = n + 1 + z3::ite(protect[static_cast<size_t>(p)], c.int_val(1), c.int_val(0));
  return n + z3::ite(demand >= 0, c.int_val(1), c.int_val(0)) + z3::ite(guess != 0, c.int_val(1), c.int_val(0)) + z3::ite(target2 >= 0, c.int_val(1), c.int_val(0)) +
         z3::ite(number >= 0, c.int_val(1), c.int_val(0)) + z3::ite(redraw, c.int_val(1), c.int_val(0));
}

bool encoded_play(const Edition& ed, Role r) { return encoded_play(r) || ed.effect(r) != nullptr; }

bool encoded_play(Role r) {
  switch (r) {
    case Role::guard: case Role::priest: case Role::baron: case Role::handmaid: case Role::prince:
    case Role::king: case Role::countess: case Role::princess: case Role::spy: case Role::chancellor:
    case Role::assassin: case Role::jester: case Role::cardinal: case Role::baroness: case Role::count:
    case Role::constable: case Role::dowager_queen: case Role::bishop: case Role::sycophant:
      return true;
    default:
      return false;
  }
}

z3::expr play_well_formed(const SymbolicPlay& s, const Edition& ed, const std::vector<Role>& roles) {
  z3::context& c = s.c;
  // What a setup can state: the edition seats this many, cards are the
  // deck's roles (or none), a deck of one to three cards, counts not negative.
  auto card = [&](const z3::expr& e) {
    z3::expr any = c.bool_val(false);
    for (Role r : roles)
      if (ed.has_card(r)) any = any || e == id(r);
    return any;
  };
  z3::expr ok = c.bool_val(s.players >= ed.min_players && s.players <= ed.max_players);
  ok = ok && s.deck_size >= 1 && s.deck_size <= 3 && card(s.top) && z3::ite(s.deck_size >= 2, card(s.next), s.next == 0) &&
       z3::ite(s.deck_size >= 3, card(s.third), s.third == 0);
  for (size_t p = 0; p < s.tokens.size(); ++p) ok = ok && s.tokens[p] >= 0 && s.bishops[p] >= 0;
  for (int p = 1; p < s.players; ++p) {
    const auto seat = static_cast<size_t>(p);
    ok = ok && z3::ite(s.in_round[seat], s.gone[seat] == 0, s.hand[seat] == 0 && card(s.gone[seat]));
  }
  z3::expr playable = c.bool_val(false);
  for (Role r : roles)
    if (encoded_play(ed, r)) playable = playable || s.played == id(r);
  z3::expr guess_known = s.guess == 0;
  for (Role r : roles) guess_known = guess_known || s.guess == id(r);
  // Only the Guard names a card (a guess on another card is a step key it does not use).
  const z3::expr two = s.played == id(Role::cardinal) || s.played == id(Role::baroness);
  const z3::expr bishop = s.played == id(Role::bishop), guard = one_of(s.played, namers(ed, roles));
  // Only the Chancellor keeps and puts back (and the cards written as data that draw and return).
  const z3::expr chancellor = one_of(s.played, returners(ed, roles));
  // With one card left it draws that one, keeps one of two and puts the other back (chancellor.one-card-left).
  ok = ok && playable && s.keep >= 0 && s.keep <= 2 && (chancellor || (s.keep == 0 && !s.swap)) &&
       z3::implies(s.deck_size == 1, s.keep <= 1 && !s.swap);
  ok = ok && s.demand >= -1 && s.demand < s.players;
  // The Bishop announces a number the engine takes (bishop.not-one: up to
  // 99); so may the Guard (refused but under guard.names a-number-other-than-one),
  // by a number or by a character, not both.
  ok = ok && s.target >= -1 && s.target < s.players && guess_known && (s.guess == 0 || (guard && s.number == -1)) &&
       s.target2 >= -1 && s.target2 < s.players && (two || s.target2 == -1) && s.number >= -1 && s.number <= 99 &&
       (bishop || ((guard || s.number == -1) && !s.redraw));
  return ok && all_of(play_assumptions(s, ed, roles));
}

namespace {

// After the play: whether the game ends at once (a token won mid-round, under
// game.end-timing at-once), whether the round ends after the turn (one player
// left, the deck empty, or emptied during the turn under round.deck-empty),
// and who is still protected when the next round starts (handmaid.new-round).
void end_of_turn(const SymbolicPlay& s, const Edition& ed, const z3::expr& ran_out, int needed, PlayOutcome& out) {
  z3::context& c = s.c;
  const Rules& rules = ed.rules;
  z3::expr won = c.bool_val(false);
  // A token that comes with the round's end (constable.last-elimination) ends no game at once.
  for (size_t p = 0; p < out.gains.size(); ++p) won = won || s.tokens[p] + out.gains[p] - out.round_gains[p] >= needed;
  const z3::expr left = seats_in_round(c, out.eliminated);
  out.game_over = c.bool_val(rules.game_end_timing == Rules::GameEndTiming::at_once) && won;
  const bool during = rules.deck_empty == Rules::DeckEmpty::emptied_during_the_turn;
  out.round_over = out.game_over || left <= 1 || out.deck[0] == 0 || (c.bool_val(during) && ran_out);
  const bool lasts = rules.handmaid_new_round == Rules::HandmaidNewRound::lasts_until_next_turn;
  for (const auto& p : out.protect) out.next_protect.push_back(out.round_over && !out.game_over && c.bool_val(lasts) && p);
}

}  // namespace

PlayOutcome encode_play(const SymbolicPlay& s, const Edition& ed, const std::vector<Role>& roles) {
  z3::context& c = s.c;
  const auto n = static_cast<size_t>(s.players);
  const Rules& rules = ed.rules;
  const bool ignored = rules.protection == Rules::Protection::effects_ignored;
  auto is = [&](const z3::expr& card, Role r) { return card == id(r); };
  auto seat_is = [&](size_t p) { return s.target == static_cast<int>(p); };
  auto target_in = c.bool_val(false), target_protected = c.bool_val(false);
  z3::expr target_hand = c.int_val(0);
  z3::expr choosable_others = c.bool_val(false);
  for (size_t p = 1; p < n; ++p) {
    target_in = target_in || (seat_is(p) && s.in_round[p]);
    target_protected = target_protected || (seat_is(p) && s.protect[p]);
    target_hand = z3::ite(seat_is(p), s.hand[p], target_hand);
    choosable_others = choosable_others || (s.in_round[p] && !s.protect[p]);
  }
  target_hand = z3::ite(s.target == 0, s.other, target_hand);
  const z3::expr no_target = s.target == -1, self = s.target == 0;

  Checks k{c, c.int_val(0), c.bool_val(false)};
  // The Countess must be played beside the King or a Prince (countess.forced;
  // a card written as data, beside the cards its text names).
  if (!forcing_cards(ed, roles).empty())
    k.refuse_if(must_play_the_other(s.played, s.other, ed, roles), Rejection::countess_must_be_played);

  // Cards that choose another player (the Guard, perhaps any player).
  const bool guard_self = rules.guard_target == Rules::GuardTarget::any_player;
  z3::expr no_effect = c.bool_val(false);
  auto other_target = [&](const z3::expr& card_is, bool self_allowed) {
    const z3::expr none_legal = !choosable_others;
    z3::expr ne = c.bool_val(false);
    // No one to choose: the card is played without effect, or at its own player where allowed.
    k.refuse_if(card_is && none_legal && !no_target && !(self && c.bool_val(self_allowed)) &&
                    (self || !target_in),
                Rejection::invalid_target);
    k.refuse_if(card_is && none_legal && !no_target && !self && target_in && c.bool_val(!ignored), Rejection::target_protected);
    ne = ne || (card_is && none_legal && (no_target || (!self && target_in && c.bool_val(ignored))));
    // Someone to choose.
    k.refuse_if(card_is && !none_legal && no_target, Rejection::target_required);
    k.refuse_if(card_is && !none_legal && self && c.bool_val(!self_allowed), Rejection::invalid_target);
    k.refuse_if(card_is && !none_legal && !self && !no_target && !target_in, Rejection::invalid_target);
    k.refuse_if(card_is && !none_legal && !self && target_in && target_protected && c.bool_val(!ignored), Rejection::target_protected);
    ne = ne || (card_is && !none_legal && !self && target_in && target_protected && c.bool_val(ignored));
    return ne;
  };
  const z3::expr guard = is(s.played, Role::guard);
  // guard.names: a number is refused first, but where the Guard names one.
  const bool numbers = rules.guard_names_a_number();
  if (!numbers) k.refuse_if(guard && s.number >= 0, Rejection::invalid_choice);
  no_effect = no_effect || other_target(guard, guard_self);
  const z3::expr named = s.guess != 0 || s.number >= 0;
  k.refuse_if(guard && no_effect && no_target && named, Rejection::invalid_choice);
  const z3::expr guard_judges = guard && !(no_effect && no_target);
  k.refuse_if(guard_judges && !named, Rejection::guess_required);
  z3::expr in_table = c.bool_val(false), in_deck = c.bool_val(false);
  for (Role r : roles) {
    if (ed.lists(r)) in_table = in_table || s.guess == id(r);
    if (ed.has_card(r)) in_deck = in_deck || s.guess == id(r);
  }
  // The number named: a character stands for its value (a-number-other-than-one).
  const z3::expr guard_number = z3::ite(s.guess != 0, value_in(c, ed.value, roles, s.guess), s.number);
  if (numbers) {
    k.refuse_if(guard_judges && s.guess != 0 && !in_table, Rejection::unknown_card);
    k.refuse_if(guard_judges && guard_number == 1, Rejection::guard_cannot_name_guard);
    k.refuse_if(guard_judges && guard_number > ed.highest_value(), Rejection::invalid_choice);
  } else {
    k.refuse_if(guard_judges && s.guess == id(Role::guard), Rejection::guard_cannot_name_guard);
    k.refuse_if(guard_judges && !in_table, Rejection::unknown_card);
    if (rules.guard_names == Rules::GuardNames::cards_in_the_deck) k.refuse_if(guard_judges && !in_deck, Rejection::invalid_choice);
  }
  for (Role r : {Role::priest, Role::baron, Role::king}) no_effect = no_effect || other_target(is(s.played, r), false);
  // Cards that choose nobody.
  for (Role r : {Role::handmaid, Role::countess, Role::princess, Role::spy, Role::chancellor})
    k.refuse_if(is(s.played, r) && !no_target, Rejection::invalid_choice);
  // The Prince chooses any player, itself included.
  const z3::expr prince = is(s.played, Role::prince);
  k.refuse_if(prince && no_target, Rejection::target_required);
  k.refuse_if(prince && !self && !target_in, Rejection::invalid_target);
  const z3::expr prince_on_protected = prince && !self && target_in && target_protected;
  k.refuse_if(prince_on_protected && (!choosable_others || c.bool_val(!ignored)), Rejection::target_protected);
  no_effect = no_effect || prince_on_protected;

  // Premium cards that choose nobody when played.
  for (Role r : {Role::assassin, Role::count, Role::constable})
    k.refuse_if(is(s.played, r) && !no_target, Rejection::invalid_choice);
  // Jester and Dowager Queen choose another player.
  const z3::expr jester = is(s.played, Role::jester), dowager = is(s.played, Role::dowager_queen);
  no_effect = no_effect || other_target(jester, false);
  no_effect = no_effect || other_target(dowager, false);
  // The Bishop: another player and a number other than 1; the target may discard and draw.
  const z3::expr bishop = is(s.played, Role::bishop);
  const z3::expr bishop_void = other_target(bishop, false);
  k.refuse_if(bishop && bishop_void && no_target && (s.number >= 0 || s.redraw), Rejection::invalid_choice);
  const z3::expr bishop_judges = bishop && !(bishop_void && no_target);
  k.refuse_if(bishop_judges && s.number < 0, Rejection::guess_required);
  k.refuse_if(bishop_judges && s.number == 1, Rejection::invalid_choice);
  k.refuse_if(bishop_judges && bishop_void && s.redraw, Rejection::invalid_choice);
  const z3::expr bishop_right = value_in(c, ed.value, roles, target_hand) == s.number;  // the number as printed
  if (rules.bishop_redraw == Rules::BishopRedraw::when_guessed_right)
    k.refuse_if(bishop_judges && !bishop_void && s.redraw && !bishop_right, Rejection::invalid_choice);
  no_effect = no_effect || bishop_void;
  // Cardinal (two players) and Baroness (one or two): chosen among the
  // players in the round not protected, the card's own player included.
  auto seat_of = [&](const z3::expr& t, size_t p) { return t == static_cast<int>(p); };
  auto choosable_seat = [&](const z3::expr& t, bool self_allowed) {
    z3::expr any = self_allowed ? t == 0 : c.bool_val(false);
    for (size_t p = 1; p < n; ++p) any = any || (seat_of(t, p) && s.in_round[p] && !s.protect[p]);
    return any;
  };
  auto several = [&](Role card, bool self_allowed, int needed) {
    const z3::expr is_card = is(s.played, card);
    z3::expr count = c.int_val(self_allowed ? 1 : 0);
    for (size_t p = 1; p < n; ++p) count = count + z3::ite(s.in_round[p] && !s.protect[p], c.int_val(1), c.int_val(0));
    z3::expr ne = is_card && no_target && count < needed;
    k.refuse_if(is_card && no_target && s.target2 != -1, Rejection::target_required);
    k.refuse_if(is_card && no_target && count >= needed, Rejection::target_required);
    if (needed == 2) k.refuse_if(is_card && !no_target && s.target2 == -1, Rejection::target_required);
    k.refuse_if(is_card && !no_target && s.target == s.target2, Rejection::invalid_target);
    for (const z3::expr* t : {&s.target, &s.target2}) {
      const z3::expr considered = is_card && !no_target && (t == &s.target ? c.bool_val(true) : s.target2 != -1);
      z3::expr in = *t == 0;
      z3::expr prot = c.bool_val(false);
      for (size_t p = 1; p < n; ++p) {
        in = in || (seat_of(*t, p) && s.in_round[p]);
        prot = prot || (seat_of(*t, p) && s.protect[p]);
      }
      const z3::expr free = choosable_seat(*t, self_allowed);
      k.refuse_if(considered && !in, Rejection::invalid_target);
      k.refuse_if(considered && !free && prot && c.bool_val(!ignored), Rejection::target_protected);
      ne = ne || (considered && !free && prot && c.bool_val(ignored));
      k.refuse_if(considered && !free && !prot, Rejection::invalid_target);
    }
    return ne;
  };
  const z3::expr cardinal = is(s.played, Role::cardinal);
  no_effect = no_effect || several(Role::cardinal, rules.cardinal_players == Rules::CardinalPlayers::any_two_players, 2);
  no_effect = no_effect || several(Role::baroness, rules.baroness_players == Rules::BaronessPlayers::any_one_or_two_players, 1);
  const z3::expr sycophant = is(s.played, Role::sycophant);
  no_effect = no_effect || several(Role::sycophant, true, 1);

  if (ed.has_card(Role::sycophant))
  // sycophant.force: a card that chooses players must choose the Sycophant's
  // choice when the same play choosing them would be accepted. Checked after
  // the Countess and before the card's own rules, as the engine does.
  {
    z3::expr chooses = c.bool_val(false);
    for (Role r : {Role::guard, Role::priest, Role::baron, Role::prince, Role::king, Role::jester, Role::cardinal,
                   Role::baroness, Role::sycophant, Role::dowager_queen, Role::bishop})
      chooses = chooses || is(s.played, r);
    const z3::expr base = k.code;
    z3::expr_vector from(c), to1(c), to2(c);
    from.push_back(s.target);
    to1.push_back(s.demand);
    z3::expr_vector from2(c);
    from2.push_back(s.target2);
    to2.push_back(s.demand);
    z3::expr probe1 = base;
    z3::expr probe2 = base;
    probe1 = probe1.substitute(from, to1);
    probe2 = probe2.substitute(from2, to2);
    // (Only the Cardinal and the Baroness take a second player: any other card
    // refuses one, so only theirs can choose the demanded player second.)
    const z3::expr two_players = is(s.played, Role::cardinal) || is(s.played, Role::baroness);
    const z3::expr could = probe1 == 0 || (two_players && !no_target && probe2 == 0);
    const z3::expr refused = s.demand >= 0 && chooses && s.target != s.demand && s.target2 != s.demand && could;
    const z3::expr countess_first = base == Checks::code_of(Rejection::countess_must_be_played);
    k.code = z3::ite(!countess_first && refused, c.int_val(Checks::code_of(Rejection::sycophant_target_required)), base);
    if (rules.sycophant_impossible == Rules::SycophantImpossible::discarded_without_effect) {
      // sycophant.impossible: a card none of whose plays may choose them is
      // discarded without effect, choosing nothing.
      const z3::expr unmet = s.demand >= 0 && chooses && s.target != s.demand && s.target2 != s.demand;
      const z3::expr discarded = unmet && !could && !demand_choosable(s, ed, choosable_others);
      const z3::expr choices = !no_target || s.target2 != -1 || s.guess != 0 || s.number >= 0 || s.redraw;
      k.code = z3::ite(!countess_first && discarded,
                       z3::ite(choices, c.int_val(Checks::code_of(Rejection::invalid_choice)), c.int_val(0)), k.code);
      no_effect = no_effect || discarded;
    }
  }

  // The effects, when accepted.
  PlayOutcome out{k.code, {}, {}, {}, {}, c.int_val(-1), {}, c.int_val(-1), c.bool_val(false), c.bool_val(false), {}};
  // Chancellor (chancellor.draw-two): draws two, keeps one of the three, the
  // other two under the deck in the order chosen.
  const z3::expr chancellor = is(s.played, Role::chancellor);
  const z3::expr kept = z3::ite(s.keep == 0, s.other, z3::ite(s.keep == 1, s.top, s.next));
  const z3::expr put1 = z3::ite(s.keep == 0, s.top, s.other), put2 = z3::ite(s.keep == 2, s.top, s.next);
  const z3::expr under1 = z3::ite(s.swap, put2, put1), under2 = z3::ite(s.swap, put1, put2);
  std::vector<z3::expr> hand_after{s.other};
  for (size_t p = 1; p < n; ++p) hand_after.push_back(s.hand[p]);
  std::vector<z3::expr> out_after{c.bool_val(false)};
  for (size_t p = 1; p < n; ++p) out_after.push_back(!s.in_round[p]);
  std::vector<z3::expr> protect_after(s.protect.begin(), s.protect.end());
  const z3::expr acts = !no_effect;
  auto at = [&](size_t p) { return p == 0 ? self : seat_is(p); };

  // Guard: the Assassin answers; otherwise a right guess eliminates.
  const z3::expr assassin = ed.has_card(Role::assassin) ? !self && is(target_hand, Role::assassin) : c.bool_val(false);
  const z3::expr guard_hits = guard && acts && !assassin &&
                              (numbers ? value_in(c, ed.value, roles, target_hand) == guard_number : target_hand == s.guess);
  const z3::expr guard_backfires = guard && acts && assassin;
  // Baron: the lower card leaves.
  const z3::expr baron = is(s.played, Role::baron) && acts;
  const CardValues values = card_values(ed);  // compared, not summed: their order is what counts
  const z3::expr mine = value_in(c, values.ranked, roles, s.other), theirs = value_in(c, values.ranked, roles, target_hand);
  // Prince: the chosen player discards and draws (the Princess: leaves).
  const z3::expr prince_acts = prince && acts;
  const std::vector<Role> leavers = leaving_when_discarded(ed, roles);  // princess.leave
  const z3::expr princess_discarded = prince_acts && one_of(target_hand, leavers);
  const z3::expr king = is(s.played, Role::king) && acts;
  const z3::expr dowager_acts = dowager && acts;
  const z3::expr bishop_acts = bishop && acts;
  // A token that ends the game at once ends the turn with it: the Bishop's
  // target no longer discards and draws (game.end-timing, bishop.redraw).
  const bool at_once = rules.game_end_timing == Rules::GameEndTiming::at_once;
  const int needed = ed.tokens_needed(s.players);
  const z3::expr bishop_token = bishop_acts && bishop_right;
  const z3::expr bishop_ends_game = bishop_token && c.bool_val(at_once) && s.tokens[0] + 1 >= needed;
  const z3::expr bishop_discards = bishop_acts && s.redraw && !bishop_ends_game;
  const z3::expr bishop_princess = bishop_discards && one_of(target_hand, leavers);
  const z3::expr cardinal_acts = cardinal && acts;
  // Hands before the play, seat 0's being the card it keeps: what the Cardinal swaps.
  auto hand_at = [&](const z3::expr& t) {
    z3::expr h = s.other;
    for (size_t p = 1; p < n; ++p) h = z3::ite(seat_of(t, p), s.hand[p], h);
    return h;
  };
  const z3::expr first_hand = hand_at(s.target), second_hand = hand_at(s.target2);
  out.jester = z3::ite(jester && acts, s.target, c.int_val(-1));
  // The next card played ends a demand; a Sycophant makes a new one.
  out.sycophant = z3::ite(sycophant && acts, s.target, c.int_val(-1));

  for (size_t p = 0; p < n; ++p) {
    z3::expr out = out_after[p];
    z3::expr h = hand_after[p];
    if (p > 0)
      out = out || (guard_hits && at(p)) || (baron && at(p) && theirs < mine) || (princess_discarded && at(p)) ||
            (dowager_acts && at(p) && theirs > mine) || (bishop_princess && at(p));
    if (p == 0)
      out = out || guard_backfires || (guard_hits && self) || (baron && mine < theirs && !self) ||
            is(s.played, Role::princess) || (princess_discarded && self) || (dowager_acts && mine > theirs);
    // Hands: the King swaps; the Prince's target draws the top card; the Assassin's holder draws it.
    if (p == 0) h = z3::ite(king, target_hand, z3::ite(chancellor, kept, h));
    if (p > 0) h = z3::ite(king && at(p), s.other, h);
    h = z3::ite(prince_acts && at(p) && !princess_discarded, s.top, h);
    if (p > 0) h = z3::ite(guard_backfires && at(p), s.top, h);
    if (p > 0) h = z3::ite(bishop_discards && at(p) && !bishop_princess, s.top, h);
    h = z3::ite(cardinal_acts && seat_of(s.target, p), second_hand, z3::ite(cardinal_acts && seat_of(s.target2, p), first_hand, h));
    out_after[p] = out;
    hand_after[p] = z3::ite(out, c.int_val(0), h);
    protect_after[p] = (p == 0 ? is(s.played, Role::handmaid) : s.protect[p]) && !out;
  }
  const bool princess_draws = rules.prince_princess == Rules::PrincePrincess::draws_then_leaves;
  const bool bishop_princess_draws = rules.bishop_target_princess == Rules::BishopTargetPrincess::draws_then_leaves;
  const bool with_the_round = rules.constable_last_elimination == Rules::ConstableLastElimination::with_the_round;
  const z3::expr left_after = seats_in_round(c, out_after);
  // Tokens won in the turn: the Bishop's right guess, and the Constable of a
  // player who leaves the round (constable.timing: already discarded, or
  // also the card she leaves with; the Prince's or the Bishop's Princess may draw first).
  for (size_t p = 0; p < n; ++p) {
    const z3::expr left = out_after[p] && (p == 0 ? c.bool_val(true) : s.in_round[p]);
    const z3::expr held = p == 0 ? s.other : s.hand[p];
    z3::expr left_with = princess_draws ? z3::ite(princess_discarded && at(p), s.top, held) : held;
    if (bishop_princess_draws) left_with = z3::ite(bishop_princess && at(p), s.top, left_with);
    const bool also = rules.constable_timing == Rules::ConstableTiming::also_discarded_on_elimination;
    const z3::expr constable_token = c.bool_val(ed.has_card(Role::constable)) && left &&
                                     (s.constable[p] || (c.bool_val(also) && is(left_with, Role::constable)));
    out.gains.push_back(z3::ite(constable_token, c.int_val(1), c.int_val(0)) +
                        (p == 0 ? z3::ite(bishop_token, c.int_val(1), c.int_val(0)) : c.int_val(0)));
    // constable.last-elimination with-the-round: a play puts one player out at
    // most, so her Constable's token comes with the round where one is left.
    out.round_gains.push_back(z3::ite(constable_token && c.bool_val(with_the_round) && left_after <= 1, c.int_val(1), c.int_val(0)));
  }
  // The deck: the Chancellor's cards go round (two drawn, or the last one);
  // one draw (the Prince's target, the Assassin's holder, the Bishop's target) takes the top.
  const z3::expr drew = (prince_acts && (!princess_discarded || c.bool_val(princess_draws))) || guard_backfires ||
                        (bishop_discards && (!bishop_princess || c.bool_val(bishop_princess_draws)));
  const z3::expr full = s.deck_size == 3;
  out.deck = {z3::ite(chancellor, z3::ite(full, s.third, under1), z3::ite(drew, s.next, s.top)),
              z3::ite(chancellor, z3::ite(full, under1, under2), z3::ite(drew, s.third, s.next)),
              z3::ite(chancellor, z3::ite(full, under2, c.int_val(0)), z3::ite(drew, c.int_val(0), s.third))};
  out.eliminated = out_after;
  out.hand = hand_after;
  out.protect = protect_after;
  // A card written as data played: its own outcome, from its description.
  const z3::expr ran_out = overlay_data_plays(s, ed, roles, chancellor && s.deck_size <= 2, out);
  end_of_turn(s, ed, ran_out, needed, out);
  return out;
}

z3::expr seats_in_round(z3::context& c, const std::vector<z3::expr>& out) {
  z3::expr n = c.int_val(0);
  for (const auto& o : out) n = n + z3::ite(o, c.int_val(0), c.int_val(1));
  return n;
}

bool same_formulas(const PlayOutcome& x, const PlayOutcome& y) {
  return same_terms(x.code, y.code) && same_terms(x.eliminated, y.eliminated) && same_terms(x.hand, y.hand) &&
         same_terms(x.protect, y.protect) && same_terms(x.gains, y.gains) && same_terms(x.jester, y.jester) &&
         same_terms(x.deck, y.deck) && same_terms(x.sycophant, y.sycophant) && same_terms(x.round_over, y.round_over) &&
         same_terms(x.game_over, y.game_over) && same_terms(x.next_protect, y.next_protect);
}

}  // namespace errata::smt
