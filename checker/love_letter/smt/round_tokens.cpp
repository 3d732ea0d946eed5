#include "round_tokens.h"

#include "checker/smt/solve.h"

#include <algorithm>
#include <utility>

#include "checker/smt/interrupt.h"
#include "game_search.h"

namespace errata::smt {

using love_letter::Role;
using love_letter::Rules;

RoundTokens::RoundTokens(z3::context& c, const love_letter::Edition& ed, int players) : rules(c.bool_val(true)) {
  const auto n = static_cast<size_t>(players);
  auto ints = [&](const char* name) {
    std::vector<z3::expr> v;
    for (size_t p = 0; p < n; ++p) v.push_back(c.int_const((std::string(name) + "_" + std::to_string(p)).c_str()));
    return v;
  };
  auto bools = [&](const char* name) {
    std::vector<z3::expr> v;
    for (size_t p = 0; p < n; ++p) v.push_back(c.bool_const((std::string(name) + "_" + std::to_string(p)).c_str()));
    return v;
  };
  const auto out = bools("eliminated"), wins = bools("wins");
  const auto bishop = ints("bishop"), constable = ints("constable"), jester = ints("jester"), spy = ints("spy"),
             pair = ints("pair");
  auto copies = [&](Role r) { return ed.copies[static_cast<size_t>(r)]; };
  z3::expr someone_in = c.bool_val(false), winners = c.int_val(0), bishops = c.int_val(0), constables = c.int_val(0),
           jesters = c.int_val(0), spies = c.int_val(0), pairs = c.int_val(0);
  for (size_t p = 0; p < n; ++p) {
    someone_in = someone_in || !out[p];
    winners = winners + z3::ite(wins[p], c.int_val(1), c.int_val(0));
    // round.last-player, round.highest-wins: only a player in the round wins it.
    rules = rules && z3::implies(wins[p], !out[p]);
    // bishop.guess: each Bishop played wins its player at most one token.
    rules = rules && bishop[p] >= 0 && bishop[p] <= copies(Role::bishop);
    bishops = bishops + bishop[p];
    // constable.token: a player eliminated with the Constable in their discard pile, once.
    rules = rules && constable[p] >= 0 && constable[p] <= 1 && z3::implies(constable[p] > 0, out[p]);
    constables = constables + constable[p];
    // jester.bonus: the Jester token's giver scores when its holder, another player, wins.
    z3::expr another_wins = c.bool_val(false);
    for (size_t q = 0; q < n; ++q)
      if (q != p) another_wins = another_wins || wins[q];
    rules = rules && jester[p] >= 0 && jester[p] <= 1 && z3::implies(jester[p] > 0, another_wins);
    if (ed.rules.jester_owner == Rules::JesterOwner::owner_in_round) rules = rules && z3::implies(jester[p] > 0, !out[p]);
    jesters = jesters + jester[p];
    // spy.bonus: one player in the round who played or discarded the Spy.
    rules = rules && spy[p] >= 0 && spy[p] <= 1 && z3::implies(spy[p] > 0, !out[p]);
    if (ed.rules.spy_winner_token == Rules::SpyWinnerToken::one_token_in_all)
      rules = rules && z3::implies(spy[p] > 0, !wins[p]);
    spies = spies + spy[p];
    // chancellor.pair-bonus: each of the players in the round who played or discarded one.
    rules = rules && pair[p] >= 0 && pair[p] <= 1 && z3::implies(pair[p] > 0, !out[p]);
    pairs = pairs + pair[p];
    gained.push_back(z3::ite(wins[p], c.int_val(1), c.int_val(0)) + bishop[p] + constable[p] + jester[p] + spy[p] + pair[p]);
  }
  rules = rules && someone_in;
  // round.tie: several winners only where tied players may all win.
  rules = rules && winners <= (ed.rules.round_tie == Rules::RoundTie::discard_total_then_nobody ? 1 : players);
  rules = rules && bishops <= copies(Role::bishop) && constables <= std::min(1, static_cast<int>(copies(Role::constable))) &&
          jesters <= std::min(1, static_cast<int>(copies(Role::jester))) && spies <= (copies(Role::spy) > 0 ? 1 : 0);
  const bool pair_bonus = ed.rules.chancellor_pair_bonus == Rules::ChancellorPairBonus::both_in_round;
  rules = rules && pairs <= (pair_bonus ? std::min(players, static_cast<int>(copies(Role::chancellor))) : 0);
  rules = rules && (pairs == 0 || pairs >= 2);  // the bonus goes to two players or more
}

z3::expr RoundTokens::total() const {
  z3::expr t = gained.front() - gained.front();
  for (const auto& g : gained) t = t + g;
  return t;
}

RoundTokenBounds round_token_bounds(const love_letter::Edition& ed, int players, const SolveOptions& options) {
  z3::context c;
  const Watched watched(c, options.safety_seconds);
  const InterruptScope interruptible(c);  // Ctrl-C stops its queries
  RoundTokens r(c, ed, players);
  auto most = [&](const z3::expr& objective) {
    const Maximum m = maximise(c, r.rules, objective, options);
    return m.verdict == Verdict::sat ? static_cast<int>(m.value) : -1;
  };
  RoundTokenBounds b;
  b.per_round = most(r.total());
  b.per_player = most(r.gained.front());  // every seat is alike
  return b;
}

std::string round_with_tokens(const love_letter::Edition& ed, int players, bool one_player, int at_least, uint64_t seed,
                              int rounds) {
  using love_letter::State;
  auto won = [players, one_player](const State& s) {
    int total = 0, most = 0;
    for (int p = 0; p < players; ++p) total += s.tokens[p], most = std::max<int>(most, s.tokens[p]);
    return one_player ? most : total;
  };
  return round_reaching(ed, players, {}, [&](const State& s) { return won(s) >= at_least; },
                        std::to_string(at_least) + " favor tokens won in one round" + (one_player ? " by one player" : "") + " (" + ed.id +
                            ", " + std::to_string(players) + " players)",
                        "A round of " + ed.id + " from its deal in which " + (one_player ? "one player wins " : "the players win ") +
                            std::to_string(at_least) + " favor tokens or more.",
                        {}, seed, rounds);
}

}  // namespace errata::smt
