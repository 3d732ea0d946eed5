// The end of a round (last player in, or an empty deck after a turn), favor
// tokens, the Spy's bonus, the end of the game and who starts the next round.
#include <algorithm>
#include <array>
#include <limits>

#include "data_cards/data_bonus.h"
#include "turn.h"

namespace errata::love_letter {
namespace {

std::string names_of(const Trace& t, PlayerSet set, int players) {
  std::string out;
  for (int p = 0; p < players; ++p)
    if (has(set, p)) out += (out.empty() ? "" : ", ") + t.name(p);
  return out;
}

// count.bonus: what the Counts in player p's discards add to the card in hand
// at the showdown (0 in an edition without the Count).
int count_bonus_of(const Edition& ed, const State& s, int p) {
  const int counts = s.discards[p].count(Role::count);
  return counts > 1 && ed.rules.count_bonus == Rules::CountBonus::once ? 1 : counts;
}

// What the tie-break compares, as the trace says it.
std::string totals(bool raised) {
  return raised ? "discard totals (last card included, with what Counts add): " : "discard totals (last card included): ";
}

// The tied players compare the total value of their discards, their last card
// counted too: at its printed value, or at its score with what Counts add
// (count.tie-break; the tied scores are equal, their printed values need not
// be). A tie there: nobody wins, or all still tied win (round.tie).
PlayerSet break_tie_by_discards(const Edition& ed, const State& s, PlayerSet tied, Trace* t) {
  int best = std::numeric_limits<int>::min();
  PlayerSet winners = 0;
  std::string shown;
  const bool raised = ed.has_card(Role::count) && ed.rules.count_tie_break == Rules::CountTieBreak::raised_score;
  for (int p = 0; p < s.players; ++p) {
    if (!has(tied, p)) continue;
    int total = ed.value_of(s.hand[p][0]) + (raised ? count_bonus_of(ed, s, p) : 0);
    for (Role r : s.discards[p]) total += ed.value_of(r);
    if (wants_text(t)) shown += (shown.empty() ? "" : ", ") + t->name(p) + " " + std::to_string(total);
    if (total > best) {
      best = total;
      winners = only(p);
    } else if (total == best) {
      winners |= only(p);
    }
  }
  if (count(winners) > 1 && ed.rules.round_tie == Rules::RoundTie::discard_total_then_nobody) {
    if (t) t->note("round.tie-break", [&] { return totals(raised) + shown + ": still tied, nobody wins the round"; });
    return 0;
  }
  if (count(winners) > 1) {
    if (t) t->note("round.tie-break", [&] { return totals(raised) + shown + ": still tied, " +
                                         names_of(*t, winners, s.players) + " all win the round"; });
    return winners;
  }
  if (t) t->note("round.tie-break", [&] { return totals(raised) + shown + ": " + t->name(__builtin_ctz(winners)) +
                                       " wins the round"; });
  return winners;
}

// Every seat at the showdown: each one's score, who compares hands (the
// players in the round holding a card) and the best score among them.
// A score is doubled (so that "the Princess beats the Bishop" can rank the
// Bishop half a point under the Princess): the card's value, plus what Counts
// in the discard pile add; kNotComparing for a seat that does not compare.
constexpr int kNotComparing = std::numeric_limits<int>::min();
struct Scores {
  std::array<int, kMaxPlayers> of{};
  PlayerSet comparing = 0;
  int best = kNotComparing;
  int count_bonuses = 0;  // players comparing with Counts in their score (count.bonus)
};

// a when `pick`, else b, by masks: the compiler made a branch of `?:` here,
// one a seat, which a random round mispredicts.
constexpr int pick_of(bool pick, int a, int b) { return b ^ ((a ^ b) & -static_cast<int>(pick)); }

// count.bonus, as the trace says it: each player comparing hands whose score
// has Counts in it, after the scores (the loop that makes them takes no note,
// so that nothing it holds lives on the stack for a note's closure).
void note_count_bonuses(const Edition& ed, const State& s, const Scores& sc, Trace& t) {
  if (!t.keeps_text) return t.count_only("count.bonus", sc.count_bonuses);  // errata simulate: no seat looked at again
  for (int p = 0; p < s.players; ++p) {
    if (!has(sc.comparing, p)) continue;
    const int counts = sc.of[static_cast<size_t>(p)] / 2 - ed.value_of(s.hand[p][0]);
    if (counts) t.note("count.bonus", [&] { return t.name(p) + " has " + ed.card_name(Role::count) + " in their discard pile: +" +
                                                std::to_string(counts) + " to the card in hand"; });
  }
}

// Every seat is looked at, in or out, with no branch on who is: the loop's
// length is the table's, and a random 8-player round leaves who is out
// unpredictable, a mispredicted branch a seat.
Scores showdown_scores(const Edition& ed, const State& s, Trace* t) {
  Scores sc;
  constexpr int kNoPrincess = 1 << 20;
  int lowest_princess = kNoPrincess;
  const bool counts_in_deck = ed.has_card(Role::count);  // count.bonus: only an edition with the Count looks
  for (int p = 0; p < s.players; ++p) {
    const bool compares = !has(s.eliminated, p) & (s.hand[p].size != 0);
    const Role held = s.hand[p][0];  // used only where the player compares, and so holds a card
    const int counts = counts_in_deck ? count_bonus_of(ed, s, p) : 0;
    const int value = 2 * (ed.value_of(held) + counts);
    sc.comparing |= static_cast<PlayerSet>(compares << p);
    sc.of[static_cast<size_t>(p)] = pick_of(compares, value, kNotComparing);
    sc.best = std::max(sc.best, sc.of[static_cast<size_t>(p)]);
    sc.count_bonuses += compares & (counts != 0);
    lowest_princess = std::min(lowest_princess, pick_of(compares & (held == Role::princess), value, kNoPrincess));
  }
  if (t) note_count_bonuses(ed, s, sc, *t);
  // bishop.princess: only an edition with the Bishop ranks it, and only beside a Princess.
  if (!ed.has_card(Role::bishop) || lowest_princess == kNoPrincess) return sc;
  bool ranked_below = false;
  for (int p = 0; p < s.players; ++p) {
    if (!has(sc.comparing, p) || s.hand[p][0] != Role::bishop) continue;
    if (sc.of[static_cast<size_t>(p)] >= lowest_princess) {
      sc.of[static_cast<size_t>(p)] = lowest_princess - 1;
      ranked_below = true;
      if (t) t->note("bishop.princess", [&] { return "the Princess beats the Bishop: " + t->name(p) + "'s Bishop ranks below it"; });
    }
  }
  if (ranked_below) sc.best = *std::max_element(sc.of.begin(), sc.of.begin() + s.players);
  return sc;
}

// What the players compare, as the trace shows it: each one's name, card and score.
std::string shown_hands(const Edition& ed, const State& s, const Scores& sc, const Trace& t) {
  std::string shown;
  for (int p = 0; p < s.players; ++p) {
    if (!has(sc.comparing, p)) continue;
    const int v = sc.of[static_cast<size_t>(p)];
    shown += (shown.empty() ? "" : ", ") + t.name(p) + " " + ed.card_name(s.hand[p][0]) + " (" + std::to_string(v / 2) + (v % 2 ? "-" : "") + ")";
  }
  return shown;
}

PlayerSet showdown(const Edition& ed, const State& s, Trace* t) {
  const Scores sc = showdown_scores(ed, s, t);
  PlayerSet winners = 0;
  for (int p = 0; p < s.players; ++p) winners |= static_cast<PlayerSet>((sc.of[static_cast<size_t>(p)] == sc.best) << p);
  winners &= sc.comparing;
  if (t) {
    t->note("round.deck-empty", [&] { return "the deck is empty after the turn: the players in the round compare hands: " +
                                         shown_hands(ed, s, sc, *t); });
    t->note(count(winners) > 1 ? ClauseId("round.tie") : ClauseId("round.highest-wins"),
           [&] { return names_of(*t, winners, s.players) + (count(winners) > 1 ? " tie for" : " holds") + " the highest card"; });
  }
  if (count(winners) > 1 && ed.rules.tie_break_on_discards()) return break_tie_by_discards(ed, s, winners, t);
  return winners;
}

void award_spy_bonus(const Edition& ed, State& s, Trace* t) {
  // spy.bonus: only an edition with the Spy looks through the discards (a Spy as data: its own bonus, award_data_bonuses).
  if (!ed.has_card(Role::spy) || ed.is_data(Role::spy)) return;
  PlayerSet spies = 0;
  for (int p = 0; p < s.players; ++p)
    if (s.is_in(p) && s.discards[p].contains(Role::spy)) spies |= only(p);
  if (spies == 0) return;
  auto spy = [&] { return ed.card_name(Role::spy); };  // named only in a kept trace
  if (ed.rules.spy_bonus == Rules::SpyBonus::sole_survivor_with_spy && count(s.in_round()) != 1) {
    if (t) t->note("spy.bonus", [&] { return "the bonus goes to the only player left in the round who played or discarded " + spy() +
                                   "; " + std::to_string(count(s.in_round())) + " players are left: no bonus"; });
    return;
  }
  if (count(spies) != 1) {
    if (t) t->note("spy.bonus", [&] { return names_of(*t, spies, s.players) + " all played or discarded " + spy() +
                                   ": nobody is the only one, no bonus"; });
    return;
  }
  const int p = __builtin_ctz(spies);
  if (has(s.round_winners, p) && ed.rules.spy_winner_token == Rules::SpyWinnerToken::one_token_in_all) {
    if (t) t->note("spy.not-a-win", [&] { return t->name(p) + " won the round and gets one token in all: no Spy bonus on top"; });
    return;
  }
  ++s.tokens[p];
  if (t) {
    t->note("spy.bonus", [&] { return t->name(p) + (ed.rules.spy_bonus == Rules::SpyBonus::sole_survivor_with_spy
                                          ? " is the only player left in the round and played or discarded "
                                          : " is the only player in the round who played or discarded ") +
                            spy() + ": +1 favor token"; });
    if (s.discards[p].count(Role::spy) > 1) t->note("spy.one-token", "only one token, even for two Spies");
    if (has(s.round_winners, p)) t->note("spy.not-a-win", [&] { return t->name(p) + " also gets the round winner's token"; });
  }
}

// Two players in the round who each played or discarded the Chancellor's card get a token each.
void award_pair_bonus(const Edition& ed, State& s, Trace* t) {
  // A Chancellor as data: its own bonus, if it has one (award_data_bonuses).
  if (ed.rules.chancellor_pair_bonus != Rules::ChancellorPairBonus::both_in_round || ed.is_data(Role::chancellor)) return;
  PlayerSet pair = 0;
  for (int p = 0; p < s.players; ++p)
    if (s.is_in(p) && s.discards[p].contains(Role::chancellor)) pair |= only(p);
  if (count(pair) < 2) return;
  for (int p = 0; p < s.players; ++p)
    if (has(pair, p)) ++s.tokens[p];
  if (t) t->note("chancellor.pair-bonus", [&] { return names_of(*t, pair, s.players) + " each played or discarded " +
                                             ed.card_name(Role::chancellor) + " and are still in the round: +1 favor token each"; });
}

// The Jester's giver scores when the player holding the Jester token wins the round.
void award_jester_bonus(const Edition& ed, State& s, Trace* t) {
  if (s.jester_holder < 0 || !has(s.round_winners, s.jester_holder)) return;
  const int owner = s.jester_owner;
  if (ed.rules.jester_owner == Rules::JesterOwner::owner_in_round && !s.is_in(owner)) {
    if (t) t->note("jester.bonus", [&] { return t->name(owner) + " is out of the round: no Jester token"; });
    return;
  }
  ++s.tokens[owner];
  if (t) t->note("jester.bonus", [&] { return t->name(s.jester_holder) + " holds the Jester token and wins the round: " + t->name(owner) +
                                    " wins a token"; });
}

void end_game_if_won(const Edition& ed, State& s, Trace* t) {
  const int needed = ed.tokens_needed(s.players);
  PlayerSet enough = 0;
  int most = 0;
  for (int p = 0; p < s.players; ++p) {
    if (s.tokens[p] >= needed) {
      enough |= only(p);
      most = std::max<int>(most, s.tokens[p]);
    }
  }
  if (enough == 0) return;
  PlayerSet winners = enough;
  if (ed.rules.game_winners == Rules::GameWinners::most_tokens_among_them) {
    winners = 0;
    for (int p = 0; p < s.players; ++p)
      if (has(enough, p) && s.tokens[p] == most) winners |= only(p);
  }
  s.game_over = true;
  s.game_winners = winners;
  if (t) {
    t->note("game.tokens-to-win", [&] { return std::to_string(needed) + " favor tokens win a " + std::to_string(s.players) +
                                     "-player game"; });
    t->note(count(winners) > 1 ? ClauseId("game.several-winners") : ClauseId("game.end"),
           [&] { return names_of(*t, winners, s.players) + " win" + (count(winners) > 1 ? "" : "s") + " the game"; });
  }
}

}  // namespace

void end_game_now_if_won(const Edition& ed, State& s, Trace* t) {
  if (ed.rules.game_end_timing != Rules::GameEndTiming::at_once || s.game_over) return;
  end_game_if_won(ed, s, t);
  if (!s.game_over) return;
  s.round_over = true;  // the game ends at once: the round stops with no winner
  s.round_winners = 0;
  s.to_move = kNoPlayer;
  s.first_candidates = 0;
}

void end_round_if_decided(const Edition& ed, State& s, Trace* t) {
  if (s.round_over) return;
  const PlayerSet in = s.in_round();
  PlayerSet winners = 0;
  ClauseId award = "round.highest-wins";
  if (at_most_one(in)) {
    award = "round.last-player";
    winners = in;
    if (t) t->note("round.last-player", [&] {
      return in ? names_of(*t, in, s.players) + " is the last player in the round and wins it" : std::string("nobody is left in the round: nobody wins it");
    });
  } else if (s.deck.empty() && !(s.to_move >= 0 && s.hand[s.to_move].size == 2)) {
    winners = showdown(ed, s, t);
    if (count(winners) > 1) award = "round.tie";
  } else if (s.deck_ran_out && ed.rules.deck_empty == Rules::DeckEmpty::emptied_during_the_turn) {
    if (t) t->note("round.deck-empty", "the deck ran out during the turn (cards were put back under it): the round ends");
    winners = showdown(ed, s, t);
    if (count(winners) > 1) award = "round.tie";
  } else {
    return;
  }
  s.round_over = true;
  s.round_winners = winners;
  for (int p = 0; p < s.players; ++p)
    if (has(winners, p)) ++s.tokens[p];
  if (t && winners) t->note(award, [&] { return names_of(*t, winners, s.players) + ": +1 favor token each"; });
  award_spy_bonus(ed, s, t);
  if (ed.sets.bonuses != 0) award_data_bonuses(ed, s, t);  // no call a round for the bundled cards
  award_pair_bonus(ed, s, t);
  award_jester_bonus(ed, s, t);
  end_game_if_won(ed, s, t);

  // Who starts the next round: the winner; after a tie, one of the tied
  // winners; when nobody won, anyone (chance decides).
  if (winners == 0) {
    s.to_move = kNoPlayer;
    s.first_candidates = s.everyone();
  } else if (count(winners) == 1) {
    s.to_move = static_cast<int8_t>(__builtin_ctz(winners));
    s.first_candidates = 0;
  } else {
    s.to_move = kNoPlayer;
    s.first_candidates = winners;
  }
}

}  // namespace errata::love_letter
