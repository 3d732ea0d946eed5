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
  Role card;  // none: every edition
};

inline constexpr EngineClause kEngineClauses[] = {
    {"players.count", Role::none}, {"setup.cards", Role::none}, {"setup.set-aside", Role::none},
    {"setup.deal", Role::none}, {"setup.first-player", Role::none},
    {"turn.order", Role::none}, {"turn.draw", Role::none}, {"turn.play", Role::none},
    {"elimination.discard-hand", Role::none}, {"elimination.untargetable", Role::none},
    {"round.end", Role::none}, {"round.deck-empty", Role::none}, {"round.highest-wins", Role::none},
    {"round.tie", Role::none}, {"round.last-player", Role::none},
    {"round.next", Role::none}, {"round.next-first", Role::none}, {"round.next-first-tie", Role::none},
    {"game.end", Role::none}, {"game.several-winners", Role::none}, {"game.tokens-to-win", Role::none},
    {"princess.leave", Role::princess},
    {"countess.no-effect", Role::countess}, {"countess.forced", Role::countess}, {"countess.optional", Role::countess},
    {"countess.not-while-chancellor", Role::chancellor},
    {"king.swap", Role::king},
    {"chancellor.draw-two", Role::chancellor}, {"chancellor.one-card-left", Role::chancellor},
    {"prince.choose-any", Role::prince}, {"prince.discard-and-draw", Role::prince}, {"prince.empty-deck", Role::prince},
    {"handmaid.protect", Role::handmaid},
    {"baron.compare", Role::baron}, {"baron.tie", Role::baron},
    {"priest.look", Role::priest},
    {"guard.guess", Role::guard}, {"guard.not-guard", Role::guard},
    {"spy.no-effect", Role::spy}, {"spy.one-token", Role::spy},
    // Premium (Board Game Arena)
    {"assassin.counter", Role::assassin}, {"assassin.no-effect", Role::assassin},
    {"cardinal.swap", Role::cardinal}, {"baroness.look", Role::baroness},
    {"sycophant.choose", Role::sycophant}, {"sycophant.force", Role::sycophant},
    {"count.no-effect", Role::count}, {"constable.no-effect", Role::constable},
    {"dowager-queen.compare", Role::dowager_queen}, {"dowager-queen.tie", Role::dowager_queen},
    {"bishop.guess", Role::bishop}, {"bishop.not-one", Role::bishop},
};

inline std::span<const EngineClause> engine_clauses() { return kEngineClauses; }

// The clauses the engine cites beyond the list above: `setup.face-up` (a
// 2-player round) and those only a variant cites (rules.cpp says which).
// tests/clause_index_test.cpp checks this list against the variants' table.
inline constexpr std::string_view kVariantClauses[] = {
    "setup.face-up", "spy.bonus", "spy.not-a-win", "round.tie-break", "chancellor.empty-deck",
    "chancellor.pair-bonus", "handmaid.all-protected", "handmaid.no-effect", "handmaid.prince-self",
    "prince.princess", "prince.nothing-to-draw", "jester.give", "jester.bonus", "count.bonus",
    "constable.token", "bishop.redraw", "bishop.princess",
};

inline constexpr int kEngineClauseCount = static_cast<int>(std::size(kEngineClauses));
inline constexpr int kClauseCount = kEngineClauseCount + static_cast<int>(std::size(kVariantClauses));

// The clause id with dense index i (0 <= i < kClauseCount).
constexpr std::string_view clause_at(int i) {
  return i < kEngineClauseCount ? kEngineClauses[i].id : kVariantClauses[i - kEngineClauseCount];
}

// A clause id the engine cites, by its dense index.
class ClauseId {
 public:
  // Resolved at compile time: an id the lists above do not hold is an error.
  consteval ClauseId(const char* id) : index_(find(id)) {}  // NOLINT: literals convert on purpose
  int index() const { return index_; }
  std::string_view id() const { return clause_at(index_); }

 private:
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

}  // namespace errata::love_letter
