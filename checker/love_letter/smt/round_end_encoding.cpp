#include "round_end_encoding.h"

#include "model/love_letter/data_cards/card_effect.h"

#include "card_values.h"
#include "same_terms.h"

namespace errata::smt {

using love_letter::Role;
using love_letter::Rules;

namespace {

z3::expr one_if(const z3::expr& b) { return z3::ite(b, b.ctx().int_val(1), b.ctx().int_val(0)); }

// The maximum of xs over the seats where `where` holds (`none`, below every
// candidate, when it holds nowhere), with its definition added to `defs`:
// solvers handle these bounds far better than chains of if-then-else. The
// maximum is one function applied to the terms it is the maximum of: Z3
// hash-conses a context's terms, so two editions' encodings share it exactly
// where they define it alike and never where they do not, and the application
// holds its arguments for as long as it lives. (A constant named after its
// arguments' ids, as it once was, outlived them once a goal's fixed values
// were folded in: a later maximum could then take a freed id, and the name.)
// Its value is the maximum of its arguments' values, a function of them, so
// the function symbol constrains nothing more than a fresh variable did.
z3::expr max_of(const std::vector<z3::expr>& xs, const std::vector<z3::expr>& where, z3::context& c,
                const std::string& name, int none, z3::expr& defs) {
  z3::sort_vector domain(c);
  z3::expr_vector args(c);
  for (const auto& x : xs) domain.push_back(c.int_sort()), args.push_back(x);
  for (const auto& w : where) domain.push_back(c.bool_sort()), args.push_back(w);
  const z3::expr m = c.function((name + "_" + std::to_string(none)).c_str(), domain, c.int_sort())(args);
  z3::expr some = c.bool_val(false), attained = c.bool_val(false);
  for (size_t i = 0; i < xs.size(); ++i) {
    defs = defs && z3::implies(where[i], m >= xs[i]);
    some = some || where[i];
    attained = attained || (where[i] && m == xs[i]);
  }
  defs = defs && z3::ite(some, attained, m == none);
  return m;
}

// What the Counts in seat p's discards add to the card in hand (count.bonus);
// only for an edition with the Count.
z3::expr count_bonus(const SymbolicRound& s, const love_letter::Edition& ed, int p) {
  const z3::expr counts = s.discards_of(p, Role::count);
  return ed.rules.count_bonus == Rules::CountBonus::once ? one_if(counts > 0) : counts;
}

// Doubled showdown scores, in ranked values (card_values.h: their order with
// the Counts' bonus is all a showdown reads): the card's value plus what
// Counts add; the Bishop ranks half a point under the lowest Princess held
// when "the Princess beats the Bishop".
std::vector<z3::expr> scores(const SymbolicRound& s, const love_letter::Edition& ed, const CardValues& values, z3::expr& defs) {
  z3::context& c = s.c;
  std::vector<z3::expr> score;
  for (int p = 0; p < s.players; ++p) {
    z3::expr v = value_of(s, values.ranked, s.hand[static_cast<size_t>(p)]);
    if (ed.has_card(Role::count)) v = v + count_bonus(s, ed, p);
    score.push_back(2 * v);
  }
  if (ed.has_card(Role::bishop) && ed.has_card(Role::princess)) {
    const int above = 2 * values.top + 2;  // above every score
    std::vector<z3::expr> negated, princess;
    for (int p = 0; p < s.players; ++p) {
      negated.push_back(-score[static_cast<size_t>(p)]);
      princess.push_back(s.in_round[static_cast<size_t>(p)] && s.hand[static_cast<size_t>(p)] == static_cast<int>(Role::princess));
    }
    const z3::expr lowest_negated = max_of(negated, princess, c, "lowest_princess", -above, defs);
    const z3::expr lowest = -lowest_negated;
    for (int p = 0; p < s.players; ++p) {
      auto& sc = score[static_cast<size_t>(p)];
      sc = z3::ite(s.hand[static_cast<size_t>(p)] == static_cast<int>(Role::bishop) && sc >= lowest, lowest - 1, sc);
    }
  }
  return score;
}

// Per seat: still in the round and has played or discarded `role`; `count` is how many.
std::vector<z3::expr> played_in_round(const SymbolicRound& s, Role role, z3::expr& count) {
  std::vector<z3::expr> out;
  for (int p = 0; p < s.players; ++p) {
    out.push_back(s.in_round[static_cast<size_t>(p)] && s.discards_of(p, role) > 0);
    count = count + one_if(out.back());
  }
  return out;
}

// What the round's end gives for the cards written as data with a bonus
// (each as its text says: spy.bonus, chancellor.pair-bonus), beside the
// winners; into `spy` for a bonus to one player, into `pair` for one to
// each of two or more.
struct DataBonuses {
  const std::vector<z3::expr>& wins;
  z3::expr last_one;
  std::vector<z3::expr>& spy;
  std::vector<z3::expr>& pair;
  std::vector<z3::expr>& gains;
};

void data_card_bonus(const SymbolicRound& s, Role r, const love_letter::RoundEndBonus& b, DataBonuses& d) {
  using love_letter::BonusTo;
  z3::expr count = s.c.int_val(0);
  const std::vector<z3::expr> played = played_in_round(s, r, count);
  const bool each = b.to == BonusTo::each_player_in_round_who_played_it_when_two;
  for (size_t p = 0; p < played.size(); ++p) {
    z3::expr earns = played[p] && (each ? count >= 2 : count == 1);
    if (b.to == BonusTo::last_player_in_round_who_played_it) earns = earns && d.last_one;
    if (!each && !b.on_top_of_win) earns = earns && !d.wins[p];  // one token in all
    const z3::expr won = z3::ite(earns, s.c.int_val(b.tokens), s.c.int_val(0));
    auto& into = each ? d.pair : d.spy;
    into[p] = into[p] + won;
    d.gains[p] = d.gains[p] + won;
  }
}

void data_card_bonuses(const SymbolicRound& s, const love_letter::Edition& ed, DataBonuses& d) {
  for (Role r : s.roles) {
    const love_letter::CardEffect* e = ed.effect(r);
    if (e && ed.has_card(r) && e->bonus.to != love_letter::BonusTo::none) data_card_bonus(s, r, e->bonus, d);
  }
}

}  // namespace

RoundEnd encode_round_end(const SymbolicRound& s, const love_letter::Edition& ed) {
  z3::context& c = s.c;
  z3::expr defs = c.bool_val(true);
  const auto n = static_cast<size_t>(s.players);
  const z3::expr last_one = s.in_round_count() == 1;

  // Showdown: the highest score among the players in the round.
  const CardValues values = card_values(ed);
  const auto score = scores(s, ed, values, defs);
  const z3::expr best = max_of(score, s.in_round, c, "best", -1, defs);
  std::vector<z3::expr> tied;
  for (size_t p = 0; p < n; ++p) tied.push_back(s.in_round[p] && score[p] == best);
  z3::expr tied_count = c.int_val(0);
  for (const auto& t : tied) tied_count = tied_count + one_if(t);

  std::vector<z3::expr> wins = tied;
  if (ed.rules.tie_break_on_discards()) {
    // Discard totals (the last card counted too, with what Counts add under
    // count.tie-break raised-score), in summed values (card_values.h). Tied
    // players' scores are equal, so under raised-score the card in hand adds
    // the same to every tied total and is left out; but for Bishops ranked
    // below a Princess, whose scores were set apart from their own: with two
    // Bishops or more, those can tie each other, and each adds its own.
    const bool raised = ed.has_card(Role::count) && ed.rules.count_tie_break == Rules::CountTieBreak::raised_score;
    const bool hand_cancels = raised && ed.copies[static_cast<size_t>(Role::bishop)] <= 1;
    std::vector<z3::expr> total;
    for (size_t p = 0; p < n; ++p) {
      z3::expr t = hand_cancels ? c.int_val(0) : value_of(s, values.summed, s.hand[p]);
      if (raised && !hand_cancels) t = t + count_bonus(s, ed, static_cast<int>(p));
      for (size_t k = 0; k < s.roles.size(); ++k) t = t + values.summed[static_cast<size_t>(s.roles[k])] * s.discards[p][k];
      total.push_back(t);
    }
    const z3::expr best_total = max_of(total, tied, c, "best_total", -1, defs);
    const bool all_win = ed.rules.round_tie == Rules::RoundTie::discard_total_then_all_win;  // still tied: all win, or nobody
    z3::expr at_best = c.int_val(0);
    for (size_t p = 0; p < n; ++p) at_best = at_best + one_if(tied[p] && total[p] == best_total);
    for (size_t p = 0; p < n; ++p)
      wins[p] = z3::ite(tied_count > 1, tied[p] && total[p] == best_total && (at_best == 1 || c.bool_val(all_win)), tied[p]);
  }
  for (size_t p = 0; p < n; ++p) wins[p] = z3::ite(last_one, s.in_round[p], wins[p]);

  // Tokens: one per round won, then the Spy's and the pair's bonuses.
  std::vector<z3::expr> gains, spy_bonus, pair_bonus;
  for (size_t p = 0; p < n; ++p) {
    gains.push_back(one_if(wins[p]));
    spy_bonus.push_back(c.int_val(0));
    pair_bonus.push_back(c.int_val(0));
  }
  if (ed.has_card(Role::spy) && !ed.effect(Role::spy)) {
    z3::expr spies = c.int_val(0);
    const std::vector<z3::expr> spy = played_in_round(s, Role::spy, spies);
    for (size_t p = 0; p < n; ++p) {
      z3::expr bonus = spy[p] && spies == 1;
      if (ed.rules.spy_bonus == Rules::SpyBonus::sole_survivor_with_spy) bonus = bonus && last_one;
      if (ed.rules.spy_winner_token == Rules::SpyWinnerToken::one_token_in_all) bonus = bonus && !wins[p];
      spy_bonus[p] = one_if(bonus);
      gains[p] = gains[p] + spy_bonus[p];
    }
  }
  if (ed.has_card(Role::chancellor) && !ed.effect(Role::chancellor) && ed.rules.chancellor_pair_bonus == Rules::ChancellorPairBonus::both_in_round) {
    z3::expr pair = c.int_val(0);
    const std::vector<z3::expr> played = played_in_round(s, Role::chancellor, pair);
    for (size_t p = 0; p < n; ++p) {
      pair_bonus[p] = one_if(played[p] && pair >= 2);
      gains[p] = gains[p] + pair_bonus[p];
    }
  }

  DataBonuses bonuses{wins, last_one, spy_bonus, pair_bonus, gains};
  data_card_bonuses(s, ed, bonuses);

  // The Jester token: its giver scores when its holder wins the round
  // (jester.bonus; under jester.owner owner-in-round, only while still in it).
  if (ed.has_card(Role::jester)) {
    const bool in_round_only = ed.rules.jester_owner == Rules::JesterOwner::owner_in_round;
    z3::expr holder_wins = c.bool_val(false);
    for (size_t p = 0; p < n; ++p) holder_wins = holder_wins || (s.jester_holder == static_cast<int>(p) && wins[p]);
    for (size_t p = 0; p < n; ++p)
      gains[p] = gains[p] + one_if(holder_wins && s.jester_giver == static_cast<int>(p) && (c.bool_val(!in_round_only) || s.in_round[p]));
  }

  // The end of the game.
  const int needed = ed.tokens_needed(s.players);
  std::vector<z3::expr> after, enough;
  z3::expr over = c.bool_val(false);
  for (size_t p = 0; p < n; ++p) {
    after.push_back(s.tokens[p] + gains[p]);
    enough.push_back(after[p] >= needed);
    over = over || enough[p];
  }
  std::vector<z3::expr> wins_game = enough;
  if (ed.rules.game_winners == Rules::GameWinners::most_tokens_among_them) {
    const z3::expr most = max_of(after, enough, c, "most_tokens", -1, defs);
    for (size_t p = 0; p < n; ++p) wins_game[p] = enough[p] && after[p] == most;
  }
  return RoundEnd{wins, gains, spy_bonus, pair_bonus, over, wins_game, defs};
}

bool same_formulas(const RoundEnd& x, const RoundEnd& y) {
  return same_terms(x.wins_round, y.wins_round) && same_terms(x.gains, y.gains) && same_terms(x.spy_bonus, y.spy_bonus) &&
         same_terms(x.pair_bonus, y.pair_bonus) && same_terms(x.game_over, y.game_over) &&
         same_terms(x.wins_game, y.wins_game) && same_terms(x.definitions, y.definitions);
}

}  // namespace errata::smt
