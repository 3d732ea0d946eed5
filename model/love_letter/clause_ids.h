#pragma once
// Every clause id the Love Letter engine cites. An edition file must quote
// each of them; a test runs the engine with traces on and checks that it
// cites nothing outside this list.
#include <span>
#include <string_view>

namespace errata::love_letter {

inline constexpr std::string_view kEngineClauses[] = {
    "players.count", "setup.cards", "setup.set-aside", "setup.face-up", "setup.deal", "setup.first-player",
    "turn.order", "turn.draw", "turn.play",
    "elimination.discard-hand", "elimination.untargetable",
    "round.end", "round.deck-empty", "round.highest-wins", "round.tie", "round.last-player",
    "round.next", "round.next-first", "round.next-first-tie",
    "game.end", "game.several-winners", "game.tokens-to-win",
    "princess.leave",
    "countess.no-effect", "countess.forced", "countess.optional", "countess.not-while-chancellor",
    "king.swap",
    "chancellor.draw-two", "chancellor.one-card-left", "chancellor.empty-deck",
    "prince.choose-any", "prince.discard-and-draw", "prince.empty-deck", "prince.princess", "prince.nothing-to-draw",
    "handmaid.protect", "handmaid.all-protected", "handmaid.no-effect", "handmaid.prince-self",
    "baron.compare", "baron.tie",
    "priest.look",
    "guard.guess", "guard.not-guard",
    "spy.no-effect", "spy.bonus", "spy.not-a-win", "spy.one-token",
};

inline std::span<const std::string_view> engine_clauses() { return kEngineClauses; }

}  // namespace errata::love_letter
