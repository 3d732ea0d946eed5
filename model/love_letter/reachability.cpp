#include "reachability.h"

#include <array>
#include <stdexcept>
#include <string>

namespace errata::love_letter {
namespace {

// Between turns a player in the round holds one card (setup.deal, turn.play);
// the player to move may hold two, having drawn (turn.draw).
bool in_round_holds_one(const State& s, const Edition&) {
  for (int p = 0; p < s.players; ++p) {
    if (!s.is_in(p)) continue;
    const int most = (p == s.to_move && !s.round_over) ? 2 : 1;
    if (s.hand[p].size < 1 || s.hand[p].size > most) return false;
  }
  return true;
}

// A player leaving the round discards her hand (elimination.discard-hand).
bool out_holds_nothing(const State& s, const Edition&) {
  for (int p = 0; p < s.players; ++p)
    if (!s.is_in(p) && !s.hand[p].empty()) return false;
  return true;
}

bool out_has_discarded(const State& s, const Edition&) {
  for (int p = 0; p < s.players; ++p)
    if (!s.is_in(p) && s.discards[p].empty()) return false;
  return true;
}

// Whoever discards the Princess leaves the round (princess.leave), played or
// made to discard her; so does whoever discards a card as data that says both
// (`leaves_when_discarded` and an unconditional `leave-round` of its player:
// role_sets.h). A card that says only one may lie in the pile of a player
// still in the round.
bool princess_not_discarded_in_round(const State& s, const Edition& ed) {
  const uint32_t leaving = ed.sets.leave_when_discarded & ed.sets.leave_when_played;
  for (int p = 0; p < s.players; ++p)
    if (s.is_in(p))
      for (Role r : s.discards[p])
        if (has_role(leaving, r)) return false;
  return true;
}

// Protection comes from playing the Handmaid (or a card whose effect
// protects: role_sets.h, `protectors`) and lasts until its owner's next
// turn, during which nobody may make her discard (handmaid.protect). Where it
// lasts into the next round (handmaid.new-round lasts-until-next-turn), a
// player protected from the last round has discarded nothing yet in this one.
bool protected_played_handmaid(const State& s, const Edition& ed) {
  const bool carried = ed.rules.handmaid_new_round == Rules::HandmaidNewRound::lasts_until_next_turn;
  for (int p = 0; p < s.players; ++p) {
    if (!has(s.protected_players, p)) continue;
    const Pile& d = s.discards[p];
    if (d.empty() ? !carried : !has_role(ed.sets.protectors, d[d.size - 1])) return false;
  }
  return true;
}

bool protected_in_round(const State& s, const Edition&) { return (s.protected_players & s.eliminated) == 0; }

}  // namespace

std::array<int, kRoleCount> cards_by_role(const State& s) {
  std::array<int, kRoleCount> seen{};
  for (int p = 0; p < s.players; ++p) {
    for (Role r : s.hand[p]) ++seen[static_cast<size_t>(r)];
    for (Role r : s.discards[p]) ++seen[static_cast<size_t>(r)];
  }
  for (int i = 0; i < s.deck.size; ++i) ++seen[static_cast<size_t>(s.deck.at(i))];
  if (s.set_aside != Role::none) ++seen[static_cast<size_t>(s.set_aside)];
  for (Role r : s.face_up) ++seen[static_cast<size_t>(r)];
  return seen;
}

int tokens_won_in_round_at_most(const State& s, const Edition& ed, int p) {
  const Pile& d = s.discards[p];
  int won = !s.is_in(p) && d.contains(Role::constable) ? 1 : 0;
  for (Role r : d) won += ed.sets.tokens_to_player[static_cast<size_t>(r)];
  // A card that wins a token for the player it chose lies in its player's pile.
  for (int q = 0; q < s.players; ++q)
    for (Role r : s.discards[q]) won += ed.sets.tokens_to_chosen[static_cast<size_t>(r)];
  return won;
}

std::optional<std::string> whole_deal_problem(const State& s, const Edition& ed) {
  const auto seen = cards_by_role(s);
  for (int i = 1; i < kRoleCount; ++i) {
    const int missing = ed.copies[static_cast<size_t>(i)] - seen[static_cast<size_t>(i)];
    if (missing > 0) return std::to_string(missing) + " " + ed.card_name(static_cast<Role>(i)) + " not placed";
  }
  const int face = s.players == 2 ? ed.face_up_when_two_players : 0;
  if (s.face_up.size != face) return std::to_string(s.face_up.size) + " cards face up where a deal sets " + std::to_string(face);
  if (ed.set_aside_face_down > 0 && s.set_aside == Role::none && !s.deck.empty())
    return "no card set aside, yet the deck is not empty (the set-aside card is drawn only from an empty deck)";
  return std::nullopt;
}

std::optional<std::string> piles_problem(const State& s, const Edition& ed) {
  int fewest = kMaxCards;
  for (int p = 0; p < s.players; ++p)
    if (s.is_in(p)) fewest = std::min<int>(fewest, s.discards[p].size);
  if (fewest == kMaxCards) return std::nullopt;
  // Turns taken: the players in the round `fewest` or one more each, those out at most as many.
  int forced = 0, forcing = 0;
  for (int p = 0; p < s.players; ++p) {
    const int pile = s.discards[p].size;
    forced += std::max(0, pile - (fewest + 1));
    for (Role r : s.discards[p]) forcing += ed.sets.discards_forced[static_cast<size_t>(r)];
  }
  if (forced <= forcing) return std::nullopt;
  return std::to_string(forced) + " cards in the discard piles are neither a turn's play (the players in the round took " +
         std::to_string(fewest) + " or " + std::to_string(fewest + 1) + " turns each) nor a discard another card forced (the cards in the piles can force " +
         std::to_string(forcing) + ": a Guard, a Baron, a Prince, a Princess, a Bishop, a Dowager Queen or an Assassin one each, a card as data one a step that can)";
}

namespace {

// No card is seen more often than the edition's deck has it (setup.cards).
bool within_copies(const State& s, const Edition& ed) {
  const auto seen = cards_by_role(s);
  for (int i = 1; i < kRoleCount; ++i)
    if (seen[static_cast<size_t>(i)] > ed.copies[static_cast<size_t>(i)]) return false;
  return true;
}

// While the round goes on, the player to move is in it (turn.order) and so is
// someone else (round.last-player).
bool to_move_in_round(const State& s, const Edition&) {
  return s.round_over || (s.to_move >= 0 && s.to_move < s.players && s.is_in(s.to_move));
}

bool two_in_round(const State& s, const Edition&) { return s.round_over || count(s.in_round()) >= 2; }

// Nobody holds the favor tokens that win unless the game is over
// (game.tokens-to-win). Where a token won during a round ends the game only
// with the round (game.end-timing end-of-round), a player may, while the
// round goes on, hold past one short of the win the tokens her cards won in
// it: one for each Bishop she played (bishop.guess), one for the Constable
// once she is out (constable.token); both lie in her discards; and those a
// card as data wins (a win-token step: for its player, from her pile, or
// for the player it chose, from any pile).
bool no_winner_before_game_end(const State& s, const Edition& ed) {
  if (s.game_over) return true;
  const bool later = ed.rules.game_end_timing == Rules::GameEndTiming::end_of_round && !s.round_over;
  for (int p = 0; p < s.players; ++p)
    if (s.tokens[p] >= ed.tokens_needed(s.players) + (later ? tokens_won_in_round_at_most(s, ed, p) : 0)) return false;
  return true;
}

// The Jester token is given by playing a Jester (jester.give): its giver is
// another player, the Jester lies in her discards, and if she has left the
// round, so does the card she left with.
bool jester_token_from_a_jester(const State& s, const Edition&) {
  if (s.jester_holder < 0) return s.jester_owner < 0;
  const int giver = s.jester_owner;
  if (giver < 0 || giver >= s.players || giver == s.jester_holder || s.jester_holder >= s.players) return false;
  return s.discards[giver].contains(Role::jester) && (s.is_in(giver) || s.discards[giver].size >= 2);
}

// The player to move who has drawn has begun her turn: her protection has
// ended (handmaid.protect).
bool drawn_unprotected(const State& s, const Edition&) {
  return s.round_over || s.to_move < 0 || s.hand[s.to_move].size < 2 || !has(s.protected_players, s.to_move);
}

// A Sycophant's demand (sycophant.choose) stands from its play to the next
// card played: while the round goes on it names a player in the round, whom
// the Sycophant could choose (not protected: no turn has passed since to
// protect her), and the player before the one to move (in the round) has
// just played it.
bool sycophant_demand_just_made(const State& s, const Edition&) {
  if (s.sycophant_choice < 0 || s.round_over) return true;
  if (s.sycophant_choice >= s.players || !s.is_in(s.sycophant_choice) || s.to_move < 0) return false;
  if (has(s.protected_players, s.sycophant_choice)) return false;
  int before = s.to_move;
  do before = (before + s.players - 1) % s.players;
  while (!s.is_in(before) && before != s.to_move);
  const Pile& d = s.discards[before];
  return before != s.to_move && !d.empty() && d[d.size - 1] == Role::sycophant;
}

constexpr ReachabilityInvariant kInvariants[] = {
    {"in-round-holds-one", "setup.deal", Role::none, "hands",
     "a player in the round holds one card (the player to move two, having drawn)", in_round_holds_one},
    {"out-holds-nothing", "elimination.discard-hand", Role::none, "eliminated", "a player out of the round holds no card",
     out_holds_nothing},
    {"out-has-discarded", "elimination.discard-hand", Role::none, "eliminated",
     "a player out of the round has discarded at least the card she held", out_has_discarded},
    {"princess-not-discarded-in-round", "princess.leave", Role::princess, "discards",
     "a player still in the round has no Princess in her discards", princess_not_discarded_in_round},
    {"protected-played-handmaid", "handmaid.protect", Role::handmaid, "protected",
     "a protected player's last discard is the Handmaid (or, protected from the last round, she has discarded nothing)",
     protected_played_handmaid},
    {"protected-in-round", "handmaid.protect", Role::handmaid, "protected", "a protected player is in the round", protected_in_round},
    {"within-copies", "setup.cards", Role::none, "cards", "no card is seen more often than the deck has copies of it", within_copies},
    {"to-move-in-round", "turn.order", Role::none, "first", "while the round goes on, the player to move is in it", to_move_in_round,
     true},
    {"two-in-round", "round.last-player", Role::none, "eliminated", "while the round goes on, at least two players are in it",
     two_in_round, true},
    {"no-winner-before-game-end", "game.tokens-to-win", Role::none, "tokens",
     "nobody holds the favor tokens that win while the game goes on (where the game ends with the round, beyond what her "
     "Bishops and Constable won in it)",
     no_winner_before_game_end},
    {"jester-token-from-a-jester", "jester.give", Role::jester, "jester",
     "the Jester token's giver is another player, with the Jester in her discards (and, out of the round, the card she left "
     "with)",
     jester_token_from_a_jester},
    {"drawn-unprotected", "handmaid.protect", Role::handmaid, "protected", "the player to move who has drawn is no longer protected",
     drawn_unprotected, true},
    {"sycophant-demand-just-made", "sycophant.choose", Role::sycophant, "sycophant",
     "a Sycophant's demand names a player in the round, not protected, and was just made by the player before the one to move",
     sycophant_demand_just_made, true},
};

}  // namespace

std::span<const ReachabilityInvariant> reachability_invariants() { return kInvariants; }

std::vector<const ReachabilityInvariant*> broken_invariants(const State& s, const Edition& ed, bool end_of_turn) {
  std::vector<const ReachabilityInvariant*> out;
  for (const auto& inv : kInvariants)
    if (!(end_of_turn && inv.between_turns_only) && !inv.holds(s, ed)) out.push_back(&inv);
  return out;
}

const ReachabilityInvariant& reachability_invariant(std::string_view name) {
  for (const auto& inv : kInvariants)
    if (inv.name == name) return inv;
  throw std::logic_error("no invariant of real play is named " + std::string(name));
}

}  // namespace errata::love_letter
