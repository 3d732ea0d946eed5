// The favor tokens check (checker/love_letter/smt/check.cpp): the most tokens
// a game can have in play when its last round ends, and the fewest players
// that reach it. Held to Z3 asked independently, player count by player
// count: nobody's round can end with more in play, and no fewer players can
// reach as many; the witness replays.
#include <gtest/gtest.h>

#include <algorithm>
#include <regex>

#include "checker/love_letter/smt/check.h"
#include "checker/love_letter/smt/completion.h"
#include "checker/love_letter/smt/round_end_encoding.h"
#include "checker/love_letter/smt/symbolic_round.h"
#include "drawn_editions.h"

namespace errata::test {
namespace {

using love_letter::Edition;
using love_letter::Role;

// Whether a round of `n` players can end with at least `tokens` favor tokens in play (Z3, plainly asked).
z3::check_result can_end_with(const Edition& ed, int n, int tokens) {
  std::vector<Role> roles;
  for (const auto& card : ed.cards) roles.push_back(card.role);
  std::sort(roles.begin(), roles.end());
  z3::context c;
  smt::SymbolicRound s(c, n, roles);
  const smt::RoundEnd e = smt::encode_round_end(s, ed);
  z3::expr total = c.int_val(0);
  for (int p = 0; p < n; ++p) total = total + s.tokens[static_cast<size_t>(p)] + e.gains[static_cast<size_t>(p)];
  z3::solver z(c);
  z.add(smt::well_formed(s, ed) && smt::round_completable(s, ed) && e.definitions && total >= tokens);
  return z.check();
}

TEST(TokenSupply, TheMostTokensInPlayAndTheFewestPlayersThatReachItAreZ3s) {
  int shortages = 0;
  for (const char* id : {"love-letter-2019", "love-letter-2019-classic", "princesse-princesse"}) {
    const Edition& ed = *catalog().find(id);
    for (const auto& f : smt::check_edition(ed, catalog(), SolveOptions{})) {
      if (f.id != "resource-shortage:" + std::string(id) + ":favor-tokens") continue;
      std::smatch m;
      ASSERT_TRUE(std::regex_search(f.message, m, std::regex("a (\\d+)-player game can have (\\d+) in play"))) << f.message;
      const int players = std::stoi(m[1]), most = std::stoi(m[2]);
      ++shortages;
      EXPECT_TRUE(f.replayed) << id;
      for (int n = ed.min_players; n <= ed.max_players; ++n) {
        EXPECT_EQ(can_end_with(ed, n, most + 1), z3::unsat) << id << ": " << n << " players can have more than " << most;
        if (n < players) {
          EXPECT_EQ(can_end_with(ed, n, most), z3::unsat) << id << ": " << n << " players reach " << most;
        }
      }
      EXPECT_EQ(can_end_with(ed, players, most), z3::sat) << id;
    }
  }
  EXPECT_EQ(shortages, 3) << "each of the three boxes of 13 tokens runs short";
}

}  // namespace
}  // namespace errata::test
