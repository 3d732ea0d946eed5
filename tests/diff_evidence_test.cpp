// What a Love Letter diff's proofs and findings rest on (issue 38): nothing is
// proven about a card only one deck holds, a Guard's choice is compared by
// what it names rather than how it is written, and a play's line names the
// readings its card's clauses rest on. Expectations come from the rule texts.
#include <gtest/gtest.h>

#include <algorithm>
#include <regex>
#include <string>
#include <vector>

#include "checker/love_letter/smt/check.h"
#include "checker/love_letter/smt/diff.h"
#include "checker/love_letter/smt/game_search.h"
#include "drawn_editions.h"
#include "support.h"

namespace errata::test {
namespace {

using love_letter::Edition;
using love_letter::Role;

const Finding* finding(const DiffResult& d, const std::string& id) {
  for (const auto& f : d.findings)
    if (f.id == id) return &f;
  return nullptr;
}

// 2019 holds the Spy (l.145) and the Chancellor (l.108); BGA's 16 cards hold
// neither. The states both editions can be in hold no Spy and no Chancellor,
// so the Spy's token and the Chancellor pair's token cannot be told apart
// there: nothing to compare, not a proof.
TEST(DiffEvidence, ABonusOfACardOnlyOneDeckHoldsIsNotComparable) {
  const Edition &a = *catalog().find("love-letter-2019"), &b = *catalog().find("love-letter-bga");
  ASSERT_TRUE(a.has_card(Role::spy) && !b.has_card(Role::spy) && a.has_card(Role::chancellor) && !b.has_card(Role::chancellor));
  const DiffResult d = smt::diff_editions(a, b, catalog(), SolveOptions{});
  for (const std::string decision : {"round-end.spy-bonus", "round-end.pair-bonus"}) {
    const Finding* f = finding(d, "not-comparable:love-letter-2019:love-letter-bga:" + decision);
    ASSERT_NE(f, nullptr) << decision;
    EXPECT_EQ(f->severity, "info");
  }
  for (const auto& line : d.proven) {
    EXPECT_EQ(line.find("the Spy's favor token agrees"), std::string::npos) << line;
    EXPECT_EQ(line.find("(Chancellor's role) agrees"), std::string::npos) << line;
  }
}

// 2019's values 0 to 9 are one character each (l.88-145), so a Guard naming
// "a number other than one" names a character other than the Guard: 2019
// with that variant is the same game as 2019. The choice "9" is the choice
// "princess", which 2019 reads; the number alone is not another choice.
TEST(DiffEvidence, AGuardsNumberIsComparedAsTheCharacterItNames) {
  const Edition& base = *catalog().find("love-letter-2019");
  for (int v = 0; v <= 9; ++v)
    EXPECT_EQ(std::count_if(base.cards.begin(), base.cards.end(), [&](const auto& c) { return c.value == v; }), 1) << v;
  Edition numbers = base;
  numbers.id = "love-letter-2019-numbers";
  ASSERT_TRUE(numbers.rules.set("guard.names", "a-number-other-than-one"));
  const DiffResult d = smt::diff_editions(base, numbers, catalog(), SolveOptions{});
  for (const auto& f : d.findings) EXPECT_NE(f.kind, "divergence") << f.id << ": " << f.message << "\n" << f.witness;
  for (const auto& f : d.findings) EXPECT_NE(f.kind, "inconclusive") << f.id << ": " << f.message;
}

// Princesse Princesse is silent on Amira & Sadie (its Chancellor) with one
// card left in the pile (l.85-87): its reading chancellor.one-card-left is
// what that play rests on, and the 2019-vs-Princesse-Princesse line about the
// Chancellor's play names it.
TEST(DiffEvidence, AChancellorsPlayLineNamesTheReadingItRestsOn) {
  const DiffResult d =
      smt::diff_editions(*catalog().find("love-letter-2019"), *catalog().find("princesse-princesse"), catalog(), SolveOptions{});
  bool said = false;
  for (const auto& line : d.proven)
    if (line.rfind("every play of ", 0) == 0 && line.find("chancellor") < line.find(" is ")) {
      said = true;
      EXPECT_NE(line.find("princesse-princesse chancellor.one-card-left="), std::string::npos) << line;
    }
  for (const auto& f : d.findings)
    if (f.id.ends_with(":play.chancellor")) {
      said = true;
      EXPECT_NE(f.message.find("princesse-princesse chancellor.one-card-left="), std::string::npos) << f.message;
    }
  EXPECT_TRUE(said) << "no line or finding about the Chancellor's play";
}

}  // namespace
}  // namespace errata::test

namespace errata::test {
namespace {

// Premium's Constable scores when its player is eliminated (BGA l.31: « se
// trouve dans votre défausse quand vous êtes éliminé »), and which Constable
// counts is the reading constable.timing: so every play that can eliminate a
// player (a Guard's right guess, a Baron's or a Dowager Queen's comparison,
// the Princess discarded) rests on it, and each finding about such a play
// names it (its message, or each decision it lists).
TEST(DiffEvidence, APlayThatCanEliminateNamesTheConstablesReading) {
  const Edition& premium = *catalog().find("love-letter-bga-premium");
  ASSERT_NE(premium.reading("constable.timing"), nullptr);
  int seen = 0;
  for (const auto& f : smt::check_edition(premium, catalog(), SolveOptions{})) {
    std::string about = f.id;
    for (const auto& c : f.consequences) about += " " + c;
    bool eliminating = false;
    for (const std::string play : {"play.guard", "play.baron", "play.dowager-queen", "play.princess"})
      eliminating = eliminating || about.find(play) != std::string::npos;
    if (!eliminating || f.kind != "ambiguity") continue;
    ++seen;
    EXPECT_NE((f.id + f.message + about).find("constable.timing="), std::string::npos) << f.id << ": " << f.message << about;
  }
  EXPECT_GT(seen, 0);
}

// The cards an "every play of A, B is ..." line names (none for other lines).
std::vector<std::string> cards_proven(const std::string& line) {
  std::smatch m;
  std::vector<std::string> out;
  if (!std::regex_search(line, m, std::regex("^every play of (.*?) is "))) return out;
  const std::string list = m[1];
  for (size_t at = 0; at <= list.size();) {
    const size_t comma = std::min(list.find(", ", at), list.size());
    out.push_back(list.substr(at, comma - at));
    at = comma + 2;
  }
  return out;
}

// Princesse Princesse l.88: two players still in the round who played the
// Princesse (its Chancellor) each gain a token. A random user edition over
// it (the differential test's 48th) has no such bonus and deals no card
// face up: at two players the decks put different numbers of cards into
// play, so no showdown both play alike, and with one player left no pair is
// in the round. At three players both put as many cards into play, and a
// game shows the bonus apart.
TEST(DiffEvidence, ADifferenceOnlyAShowdownShowsIsAskedAtMoreSeats) {
  const Edition& pp = *catalog().find("princesse-princesse");
  const Edition other = random_user_edition(48 * 7919);
  ASSERT_EQ(other.base, pp.id);
  ASSERT_EQ(other.variant_at("chancellor.pair-bonus"), "none");
  ASSERT_NE(smt::cards_in_play(pp, 2), smt::cards_in_play(other, 2));
  ASSERT_EQ(smt::cards_in_play(pp, 3), smt::cards_in_play(other, 3));
  const DiffResult d = smt::diff_decisions_of(pp, other, catalog(), SolveOptions{},
                                              [](const std::string& decision) { return decision == "round-end.pair-bonus"; });
  const auto f = std::find_if(d.findings.begin(), d.findings.end(), [](const Finding& x) { return x.id.ends_with(":round-end.pair-bonus"); });
  ASSERT_NE(f, d.findings.end());
  EXPECT_EQ(f->kind, "divergence") << f->message;
  EXPECT_TRUE(f->replayed);
  EXPECT_TRUE(f->message.starts_with("At the end of a round with 3 players")) << f->message;
  EXPECT_NE(f->message.find("With 2 players Z3 finds a difference too, not shown by a game"), std::string::npos) << f->message;
}

// The same user edition sets no card aside (Princesse Princesse sets one,
// l.19): a Prince played at an empty deck makes its target draw the
// set-aside card under one and leave the round under the other
// (prince.nothing-to-draw). No state both editions' rounds can be in holds
// that play, so Z3 proves nothing there: the Prince is not among the plays
// proven alike, and differential play shows the difference by a game.
TEST(DiffEvidence, APrinceAtAnEmptyDeckWhereOnlyOneEditionSetsACardAsideIsSearched) {
  const Edition& pp = *catalog().find("princesse-princesse");
  const Edition other = random_user_edition(48 * 7919);
  ASSERT_GT(pp.set_aside_face_down, 0);
  ASSERT_EQ(other.set_aside_face_down, 0);
  const DiffResult d = smt::diff_decisions_of(pp, other, catalog(), SolveOptions{},
                                              [](const std::string& decision) { return decision.starts_with("play."); });
  const auto f = std::find_if(d.findings.begin(), d.findings.end(), [](const Finding& x) { return x.id.ends_with(":play.prince"); });
  ASSERT_NE(f, d.findings.end());
  EXPECT_EQ(f->kind, "divergence") << f->message;
  EXPECT_TRUE(f->replayed);
  EXPECT_NE(f->message.find("a play of prince that makes someone draw at an empty deck"), std::string::npos) << f->message;
  for (const auto& line : d.proven) {
    const auto named = cards_proven(line);
    EXPECT_EQ(std::count(named.begin(), named.end(), "prince"), 0) << line;
  }
}

// Premium with no card set aside: a Bishop's target who discards and
// redraws, and the Assassin's holder a Guard chose, draw the set-aside card
// at an empty deck under the one edition and nothing under the other. Neither
// play is proven alike (no state both can be in holds it); each is either a
// divergence shown by a game or not comparable.
TEST(DiffEvidence, EveryPlayThatDrawsAtAnEmptyDeckIsSearchedWhereOnlyOneSetsACardAside) {
  const Edition& premium = *catalog().find("love-letter-bga-premium");
  Edition other = premium;
  other.id = "love-letter-bga-premium-nothing-aside";
  other.set_aside_face_down = 0;
  const DiffResult d = smt::diff_decisions_of(premium, other, catalog(), SolveOptions{},
                                              [](const std::string& decision) { return decision.starts_with("play."); });
  for (const char* card : {"bishop", "guard", "prince"}) {
    for (const auto& line : d.proven) {
      const auto named = cards_proven(line);
      EXPECT_EQ(std::count(named.begin(), named.end(), card), 0) << line;
    }
    const auto f = std::find_if(d.findings.begin(), d.findings.end(), [&](const Finding& x) { return x.id.ends_with(std::string(":play.") + card); });
    ASSERT_NE(f, d.findings.end()) << card;
    EXPECT_TRUE(f->kind == "not-comparable" || (f->kind == "divergence" && f->replayed)) << f->id << ": " << f->message;
  }
}

}  // namespace
}  // namespace errata::test
