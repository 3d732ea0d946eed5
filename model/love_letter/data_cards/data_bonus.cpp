#include "data_bonus.h"

#include <utility>

namespace errata::love_letter {
namespace {

std::string names_of(const Trace& t, PlayerSet set, int players) {
  std::string out;
  for (int p = 0; p < players; ++p)
    if (has(set, p)) out += (out.empty() ? "" : ", ") + t.name(p);
  return out;
}

// The players still in the round who played or discarded a copy of `card`.
PlayerSet players_of(const State& s, Role card) {
  PlayerSet who = 0;
  for (int p = 0; p < s.players; ++p)
    if (s.is_in(p) && s.discards[p].contains(card)) who |= only(p);
  return who;
}

// `text` makes the words, only when the trace keeps them (a counting trace has no names).
template <typename Text>
void cite(Trace* t, const std::string& clause, Text&& text) {
  if (t && !clause.empty()) t->cite(clause, std::forward<Text>(text));
}

// The one player who earns it: her tokens, and what the text notes of a winner and of several copies.
void award_one(const Edition& ed, State& s, Trace* t, Role card, const RoundEndBonus& b, int p) {
  const bool won = has(s.round_winners, p);
  if (won && !b.on_top_of_win) {
    if (t) cite(t, b.winner_clause, [&] { return t->name(p) + " won the round and gets one token in all: no " + ed.card_name(card) + " bonus on top"; });
    return;
  }
  s.tokens[p] = static_cast<uint8_t>(s.tokens[p] + b.tokens);
  if (!t) return;
  const bool last = b.to == BonusTo::last_player_in_round_who_played_it;
  cite(t, b.clause, [&] { return t->name(p) + (last ? " is the only player left in the round and played or discarded " : " is the only player in the round who played or discarded ") +
                        ed.card_name(card) + ": +" + std::to_string(b.tokens) + " favor token" + (b.tokens > 1 ? "s" : ""); });
  if (s.discards[p].count(card) > 1) cite(t, b.several_clause, [&] { return "only " + std::to_string(b.tokens) + " token" + (b.tokens > 1 ? "s" : "") + ", even for several copies"; });
  if (won) cite(t, b.winner_clause, [&] { return t->name(p) + " also gets the round winner's token"; });
}

void award(const Edition& ed, State& s, Trace* t, Role card, const RoundEndBonus& b) {
  const PlayerSet who = players_of(s, card);
  if (who == 0) return;
  if (b.to == BonusTo::each_player_in_round_who_played_it_when_two) {
    if (count(who) < 2) return;
    for (int p = 0; p < s.players; ++p)
      if (has(who, p)) s.tokens[p] = static_cast<uint8_t>(s.tokens[p] + b.tokens);
    if (t) cite(t, b.clause, [&] { return names_of(*t, who, s.players) + " each played or discarded " + ed.card_name(card) + " and are still in the round: +" +
                                 std::to_string(b.tokens) + " favor token each"; });
    return;
  }
  if (b.to == BonusTo::last_player_in_round_who_played_it && count(s.in_round()) != 1) {
    if (t) cite(t, b.clause, [&] { return "the bonus goes to the only player left in the round who played or discarded " + ed.card_name(card) + "; " +
                                 std::to_string(count(s.in_round())) + " players are left: no bonus"; });
    return;
  }
  if (count(who) != 1) {
    if (t) cite(t, b.clause, [&] { return names_of(*t, who, s.players) + " all played or discarded " + ed.card_name(card) + ": nobody is the only one, no bonus"; });
    return;
  }
  award_one(ed, s, t, card, b, __builtin_ctz(who));
}

}  // namespace

// In role order: the bundled Spy's before the Chancellor's, as round_end.cpp awards them.
void award_data_bonuses(const Edition& ed, State& s, Trace* t) {
  for (uint32_t roles = ed.sets.bonuses; roles != 0; roles &= roles - 1) {
    const auto card = static_cast<Role>(__builtin_ctz(roles));
    if (ed.has_card(card)) award(ed, s, t, card, ed.effect(card)->bonus);
  }
}

}  // namespace errata::love_letter
