#pragma once
// Every clause id the Love Letter engine cites, with the card it is about.
// An edition must quote each clause whose card it has (or mark it `silent`
// with the reading it rests on); clauses a variant adds are listed with that
// variant in rules.cpp. A test runs the engine with traces on and checks that
// it cites nothing outside these lists.
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

// Every clause id the engine can cite: the list above, `setup.face-up`, and
// the clauses of every variant.
std::vector<std::string> every_engine_clause();

}  // namespace errata::love_letter
