#pragma once
// Every clause id the Love Letter engine cites, with the card it is about.
// An edition must quote each clause whose card it has (or mark it `silent`
// with the reading it rests on); clauses a variant adds are listed with that
// variant in rules.cpp. A test runs the engine with traces on and checks that
// it cites nothing outside these lists.
//
// Every clause the engine can cite also has a dense index (ClauseId): a note
// names its clause by a ClauseId resolved when the program is compiled (an id
// outside these lists does not compile), so counting decisions, as
// `errata simulate` does, is an array increment with no text and no lookup.
#include <cstdint>
#include <iterator>
#include <span>
#include <string>
#include <string_view>
#include <vector>

#include "role.h"

namespace errata::love_letter {

struct EngineClause {
  std::string_view id;
  Role card;               // none: every edition
  std::string_view means;  // what the engine decides by it, in words (errata clauses)
};

inline constexpr EngineClause kEngineClauses[] = {
    {"players.count", Role::none, "how many players an edition seats: a setup outside the range is refused"},
    {"setup.cards", Role::none, "the cards of the deck: each role's copies, as the card table states them"},
    {"setup.set-aside", Role::none, "one card is set aside face down at the start of a round, unseen"},
    {"setup.deal", Role::none, "each player is dealt one card at the start of a round"},
    {"setup.first-player", Role::none, "who plays first in the first round"},
    {"turn.order", Role::none, "play goes clockwise, in the order players are seated"},
    {"turn.draw", Role::none, "on her turn a player draws the top card of the deck"},
    {"turn.play", Role::none, "then she plays one of her two cards face up and applies its effect"},
    {"elimination.discard-hand", Role::none, "a player who leaves the round discards her hand face up, without effect"},
    {"elimination.untargetable", Role::none, "a player out of the round takes no turn and cannot be chosen"},
    {"round.end", Role::none, "a round ends when one player is left, or when the deck is empty"},
    {"round.deck-empty", Role::none, "when the deck is empty, the players in the round reveal their hands and compare them"},
    {"round.highest-wins", Role::none, "at the showdown the highest card wins the round"},
    {"round.tie", Role::none, "who wins a showdown whose highest cards are tied"},
    {"round.last-player", Role::none, "the last player left in the round wins it"},
    {"round.next", Role::none, "the winner of a round gains a favor token; a new round is dealt"},
    {"round.next-first", Role::none, "the winner of the previous round plays first"},
    {"round.next-first-tie", Role::none, "after a tied round, who among the tied winners plays first"},
    {"game.end", Role::none, "the game ends when a player holds enough favor tokens"},
    {"game.several-winners", Role::none, "several players may win the game together"},
    {"game.tokens-to-win", Role::none, "how many favor tokens win the game, by player count"},
    {"princess.leave", Role::princess, "a player who plays or discards the Princess leaves the round"},
    {"countess.no-effect", Role::countess, "the Countess has no effect when played"},
    {"countess.forced", Role::countess, "the Countess must be played when held with the King or the Prince"},
    {"countess.optional", Role::countess, "otherwise the Countess may be kept or played at will"},
    {"countess.not-while-chancellor", Role::chancellor, "the Countess forces nothing while a player chooses among the Chancellor's cards"},
    {"king.swap", Role::king, "the King trades hands with another player"},
    {"chancellor.draw-two", Role::chancellor, "the Chancellor draws two cards, keeps one and puts the others under the deck"},
    {"chancellor.one-card-left", Role::chancellor, "with one card left in the deck, the Chancellor draws it and puts one card back"},
    {"prince.choose-any", Role::prince, "the Prince chooses any player in the round, herself included"},
    {"prince.discard-and-draw", Role::prince, "the Prince's target discards her hand without effect and draws a new card"},
    {"prince.empty-deck", Role::prince, "with the deck empty, the Prince's target draws the card set aside at the start"},
    {"handmaid.protect", Role::handmaid, "a player who played the Handmaid is protected until her next turn"},
    {"baron.compare", Role::baron, "the Baron compares hands with another player: the lower card leaves the round"},
    {"baron.tie", Role::baron, "a Baron's comparison that ties: nobody leaves"},
    {"priest.look", Role::priest, "the Priest looks at another player's hand"},
    {"guard.guess", Role::guard, "the Guard names a character: the chosen player holding it leaves the round"},
    {"guard.not-guard", Role::guard, "what the Guard may not name (the Guard; what else depends on guard.names)"},
    {"spy.no-effect", Role::spy, "the Spy has no effect when played"},
    {"spy.one-token", Role::spy, "the Spy's bonus is one token, whatever the number of Spies"},
    // Premium (Board Game Arena)
    {"assassin.counter", Role::assassin, "a player chosen by a Guard who holds the Assassin makes the Guard's player leave instead"},
    {"assassin.no-effect", Role::assassin, "the Assassin has no effect when played"},
    {"cardinal.swap", Role::cardinal, "the Cardinal makes two players trade hands, then looks at one of them"},
    {"baroness.look", Role::baroness, "the Baroness looks at the hands of one or two players"},
    {"sycophant.choose", Role::sycophant, "the Sycophant chooses a player whom the next card played must choose"},
    {"sycophant.force", Role::sycophant, "the next card played must choose the Sycophant's choice"},
    {"count.no-effect", Role::count, "the Count does nothing when played; it counts at the showdown"},
    {"constable.no-effect", Role::constable, "the Constable does nothing when played; it counts when its player is eliminated"},
    {"dowager-queen.compare", Role::dowager_queen, "the Dowager Queen compares hands: the higher card leaves the round"},
    {"dowager-queen.tie", Role::dowager_queen, "a Dowager Queen's comparison that ties: nobody leaves"},
    {"bishop.guess", Role::bishop, "the Bishop names a number: a right guess wins a favor token"},
    {"bishop.not-one", Role::bishop, "the Bishop may not name the number 1"},
};

inline std::span<const EngineClause> engine_clauses() { return kEngineClauses; }

// The clauses the engine cites beyond the list above: `setup.face-up` (a
// 2-player round) and those only a variant cites (rules.cpp says which).
// tests/clause_index_test.cpp checks this list against the variants' table.
struct VariantClause {
  std::string_view id;
  std::string_view means;
};

inline constexpr VariantClause kVariantClauses[] = {
    {"setup.face-up", "in a 2-player round, cards are set aside face up beside the face-down one"},
    {"spy.bonus", "who gains the Spy's extra favor token at the end of the round"},
    {"spy.not-a-win", "whether the Spy's bonus adds to the round winner's own token"},
    {"round.tie-break", "a tied showdown goes to the highest total of discarded cards"},
    {"chancellor.empty-deck", "the Chancellor played with an empty deck"},
    {"chancellor.pair-bonus", "a token each for two players in the round who both played or discarded the Chancellor"},
    {"handmaid.all-protected", "a card that must choose another player when every other player is protected"},
    {"handmaid.no-effect", "that card is then played without effect"},
    {"handmaid.prince-self", "the Prince must then choose its own player"},
    {"prince.princess", "a Prince's target who must discard the Princess"},
    {"prince.nothing-to-draw", "a Prince's target with the deck and the set-aside card gone"},
    {"jester.give", "the Jester gives its token to another player"},
    {"jester.bonus", "the Jester's giver gains a favor token when the holder wins the round"},
    {"count.bonus", "a Count in a player's discards raises her card at the showdown"},
    {"constable.token", "a player eliminated with the Constable in her discards gains a favor token"},
    {"bishop.redraw", "when the Bishop's target may discard her hand and draw"},
    {"bishop.princess", "how the Princess beats the Bishop at the showdown"},
};

inline constexpr int kEngineClauseCount = static_cast<int>(std::size(kEngineClauses));
inline constexpr int kClauseCount = kEngineClauseCount + static_cast<int>(std::size(kVariantClauses));

// The clause id with dense index i (0 <= i < kClauseCount).
constexpr std::string_view clause_at(int i) {
  return i < kEngineClauseCount ? kEngineClauses[i].id : kVariantClauses[i - kEngineClauseCount].id;
}

// A clause id the engine cites, by its dense index.
class ClauseId {
 public:
  // Resolved at compile time: an id the lists above do not hold is an error.
  consteval ClauseId(const char* id) : index_(find(id)) {}  // NOLINT: literals convert on purpose
  int index() const { return index_; }
  std::string_view id() const { return clause_at(index_); }
  // A clause an edition file names at run time (a card's effect as data):
  // its index, or -1 when the engine's lists do not hold it.
  static int index_of(std::string_view id);
  // The clause of a dense index from index_of (0 <= i < kClauseCount).
  static ClauseId at(int i) { return ClauseId(static_cast<uint8_t>(i), 0); }

 private:
  ClauseId(uint8_t index, int) : index_(index) {}
  static consteval uint8_t find(std::string_view id) {
    for (int i = 0; i < kClauseCount; ++i)
      if (clause_at(i) == id) return static_cast<uint8_t>(i);
    throw "not a clause id the engine declares (clause_ids.h)";
  }
  uint8_t index_;
};

// Every clause id the engine can cite: the list above, `setup.face-up`, and
// the clauses of every variant.
std::vector<std::string> every_engine_clause();

// What the engine decides by clause `id`, in words ("" for no such clause).
std::string_view clause_meaning(std::string_view id);

}  // namespace errata::love_letter
