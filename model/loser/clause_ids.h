#pragma once
// Every clause id the Loser engine cites, with what the engine decides by it.
// An edition must hold each of them, quoted or `silent:` with the reading
// taken; the loader checks it, and a test runs the engine with traces on and
// checks it cites nothing else.
#include <span>
#include <string>
#include <vector>

#include "model/core/engine_clause.h"

namespace errata::loser {

inline constexpr EngineClause kEngineClauses[] = {
    {"players.count", "how many players an edition seats: a setup outside the range is refused"},
    {"setup.characters", "every player starts with her character's two cards, human side up"},
    {"setup.actions", "the two action cards lie in the centre, each showing one of its faces"},
    {"setup.spell-pile", "the spell cards are shuffled into a face-down pile"},
    {"setup.deal", "the potions are dealt as the deal table's row for the player count says: in hand, face up, face down"},
    {"setup.first-player", "who plays first in the first round"},
    {"setup.first-spell", "the first player draws spell cards (components.first_player_draws)"},
    {"spells.kept-face-down", "spell cards are kept face down by their owners"},
    {"game.rounds", "a game is a run of rounds until a player is completely a frog"},
    {"phase1.order", "phase 1: from the first player, clockwise, each plays a potion from her hand in turn"},
    {"phase1.end", "phase 1 ends when every hand holds one potion"},
    {"turn.play-potion", "a turn places one potion of the player's hand on the table"},
    {"potion.red", "a red potion (components.red) is placed face down"},
    {"potion.red-ends-turn", "a red potion ends the turn: no spell card nor action follows"},
    {"potion.blue", "a blue potion is placed face up"},
    {"blue.choose", "after a blue potion the player activates a spell card or applies an action, one of them"},
    {"spell.activate", "the player activates a spell card she holds"},
    {"spell.discard", "an activated spell card goes face up to the discard"},
    {"spell.effects", "what an activated spell card does (the text gives no effect)"},
    {"action.apply", "the player applies a visible action face"},
    {"action.flip", "the applied action card is turned over to its other face"},
    {"action.effects", "what an action does (the text gives no effect)"},
    {"spells.reshuffle", "an empty spell pile is rebuilt from the shuffled discard"},
    {"vote.simultaneous", "every player votes at once, thumb up or down"},
    {"vote.start", "the vote begins when every hand holds one potion"},
    {"vote.question", "each vote says whether its player thinks she holds the highest potion in play"},
    {"vote.in-play", "which potions count as in play when the highest is looked for"},
    {"reveal", "every player reveals the potion left in her hand"},
    {"loser.one", "each round has exactly one loser"},
    {"loser.highest-down", "the holder of the highest potion who pointed down loses the round"},
    {"loser.highest-alone-up", "the holder of the highest potion alone pointing up: the holder of the lowest potion loses"},
    {"loser.highest-up-with-others", "the highest pointing up with others: the lowest potion among those others loses"},
    {"loser.tie", "a tie: the lowest printed potion among the tied players loses"},
    {"loser.tie-reading", "when two potions counting the same make a tie that decides"},
    {"frog.flip", "the round's loser turns one character card to its frog side"},
    {"round.next", "a loser not yet completely a frog: the next round is prepared"},
    {"loser.draws-two", "the loser draws spell cards (components.loser_draws), keeps one and gives the other away"},
    {"round.next-first", "the loser's left neighbour starts the next round"},
    {"left-neighbour", "who a player's left neighbour is"},
    {"round.redeal", "for the next round every potion is dealt again; every other card stays"},
    {"game.end", "the game ends as soon as a player is completely a frog"},
    {"game.loser", "that player is the only loser of the game"},
    {"components.potions", "the potions: one card of each value from potions.low to potions.high"},
    {"components.spells", "how many spell cards the game has"},
    {"components.actions", "the two action cards, an action on each face"},
    {"components.characters", "the characters, a set of two cards each"},
};

inline std::span<const EngineClause> engine_clauses() { return kEngineClauses; }
inline std::vector<std::string> engine_clause_ids() { return ids_of(kEngineClauses); }

}  // namespace errata::loser
