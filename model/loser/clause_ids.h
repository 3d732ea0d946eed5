#pragma once
// Every clause id the Loser engine cites. An edition must hold each of them,
// quoted or `silent:` with the reading taken; the loader checks it, and a test
// runs the engine with traces on and checks it cites nothing else.
#include <span>
#include <string_view>

namespace errata::loser {

inline constexpr std::string_view kEngineClauses[] = {
    "players.count",     "setup.characters",  "setup.actions",       "setup.spell-pile",
    "setup.deal",        "setup.first-player", "setup.first-spell",  "spells.kept-face-down",
    "game.rounds",       "phase1.order",      "phase1.end",          "turn.play-potion",
    "potion.red",        "potion.red-ends-turn", "potion.blue",      "blue.choose",
    "spell.activate",    "spell.discard",     "spell.effects",       "action.apply",
    "action.flip",       "action.effects",    "spells.reshuffle",    "vote.simultaneous",
    "vote.start",        "vote.question",     "vote.in-play",        "reveal",
    "loser.one",         "loser.highest-down", "loser.highest-alone-up", "loser.highest-up-with-others",
    "loser.tie",         "loser.tie-reading", "frog.flip",           "round.next",
    "loser.draws-two",   "round.next-first",  "left-neighbour",      "round.redeal",
    "game.end",          "game.loser",        "components.potions",  "components.spells",
    "components.actions", "components.characters",
};

inline std::span<const std::string_view> engine_clauses() { return kEngineClauses; }

}  // namespace errata::loser
