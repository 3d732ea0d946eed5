#include "data_bonus.h"

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

void cite(Trace* t, const std::string& clause, const std::string& text) {
  if (t && !clause.empty()) t->cite(clause, text);
}

// The one player who earns it: her tokens, and what the text notes of a winner and of several copies.
void award_one(const Edition& ed, State& s, Trace* t, Role card, const RoundEndBonus& b, int p) {
  const bool won = has(s.round_winners, p);
  if (won && !b.on_top_of_win) {
    if (t) cite(t, b.winner_clause, t->name(p) + " won the round and gets one token in all: no " + ed.card_name(card) + " bonus on top");
    return;
  }
  s.tokens[p] = static_cast<uint8_t>(s.tokens[p] + b.tokens);
  if (!t) return;
  const bool last = b.to == BonusTo::last_player_in_round_who_played_it;
  cite(t, b.clause, t->name(p) + (last ? " is the only player left in the round and played or discarded " : " is the only player in the round who played or discarded ") +
                        ed.card_name(card) + ": +" + std::to_string(b.tokens) + " favor token" + (b.tokens > 1 ? "s" : ""));
  if (s.discards[p].count(card) > 1) cite(t, b.several_clause, "only " + std::to_string(b.tokens) + " token" + (b.tokens > 1 ? "s" : "") + ", even for several copies");
  if (won) cite(t, b.winner_clause, t->name(p) + " also gets the round winner's token");
}

void award(const Edition& ed, State& s, Trace* t, Role card, const RoundEndBonus& b) {
  const PlayerSet who = players_of(s, card);
  if (who == 0) return;
  if (b.to == BonusTo::each_player_in_round_who_played_it_when_two) {
    if (count(who) < 2) return;
    for (int p = 0; p < s.players; ++p)
      if (has(who, p)) s.tokens[p] = static_cast<uint8_t>(s.tokens[p] + b.tokens);
    if (t) cite(t, b.clause, names_of(*t, who, s.players) + " each played or discarded " + ed.card_name(card) + " and are still in the round: +" +
                                 std::to_string(b.tokens) + " favor token each");
    return;
  }
  if (b.to == BonusTo::last_player_in_round_who_played_it && count(s.in_round()) != 1) {
    if (t) cite(t, b.clause, "the bonus goes to the only player left in the round who played or discarded " + ed.card_name(card) + "; " +
                                 std::to_string(count(s.in_round())) + " players are left: no bonus");
    return;
  }
  if (count(who) != 1) {
    if (t) cite(t, b.clause, names_of(*t, who, s.players) + " all played or discarded " + ed.card_name(card) + ": nobody is the only one, no bonus");
    return;
  }
  award_one(ed, s, t, card, b, __builtin_ctz(who));
}

}  // namespace

void award_data_bonuses(const Edition& ed, State& s, Trace* t) {
  if (ed.sets.bonuses == 0) return;
  for (const auto& c : ed.cards)
    if (has_role(ed.sets.bonuses, c.role) && ed.has_card(c.role)) award(ed, s, t, c.role, ed.effect(c.role)->bonus);
}

}  // namespace errata::love_letter
