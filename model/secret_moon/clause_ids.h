#pragma once
// Every clause id the Secret Moon engine cites in its traces, with what the
// engine decides by it. The edition file must quote each (or mark it `silent`
// with the reading taken); the loader refuses an edition that does not, and a
// test runs the engine with traces on and checks it cites nothing outside
// this list.
#include <span>
#include <string>
#include <vector>

#include "../core/engine_clause.h"

namespace errata::secret_moon {

inline constexpr EngineClause kEngineClauses[] = {
    {"players.count", "how many players an edition seats: a setup outside the range is refused"},
    {"teams", "each character's team, as the character table gives it: the Princess's team against the Minister's"},
    {"priest.team", "the Priest is secretly of the Princess's team and wins with it"},
    {"setup.markers", "each player holds her colour markers (markers.per_colour); the team markers start in the centre"},
    {"setup.deal", "each player is dealt one character card"},
    {"setup.npcs", "every character card not dealt to a player is an NPC in the centre"},
    {"setup.recognition", "at the start the Princess and the Traveler, when both are players, know each other"},
    {"setup.five-players", "at removal.players players one card of removal.from is removed unseen"},
    {"game.rounds", "how many rounds a game lasts"},
    {"round.turn-cards", "each round every player not captured is dealt one turn-order card, numbered 1 to turn_cards"},
    {"round.order", "the player holding the lowest turn-order card still to play takes the next turn"},
    {"turn.card-to-middle", "a player who has taken her turn places her turn-order card in the middle"},
    {"round.end", "a round ends once no player is left to play"},
    {"round.next", "after a round that is not the last, another round is dealt"},
    {"turn.one-action", "a turn is one action: a player investigates at most once a turn"},
    {"turn.pass", "a player may pass her turn"},
    {"investigate.look", "Investigate: a player looks at another player's or an NPC's card"},
    {"investigate.marker", "the investigator puts one of her colour markers on the card she looked at"},
    {"inquire.another", "Inquire puts the question to another player, not to herself"},
    {"inquire.ask", "Inquire: a player asks another « Qui va là ? »"},
    {"inquire.silent", "the characters whose answer is silence stay silent"},
    {"inquire.minister", "the character whose answer is « C'est moi imbécile, le Ministre ! » says it"},
    {"inquire.just-me", "the characters whose answer is « C'est juste moi » say it"},
    {"inquire.marker", "the player who answered takes a team marker (which team: reading inquire.marker)"},
    {"inquire.no-lie", "the answer is the character's own: nobody lies"},
    {"accuse.guess", "Accuse: a player names a player or an NPC and one of the roles"},
    {"accuse.no-lie", "the accused player answers truthfully"},
    {"accuse.right", "a right guess: the accused player reveals her card"},
    {"accuse.wrong", "a wrong guess: the accused says « C'est faux » and the accuser reveals her own card"},
    {"accuse.revealed", "a card already revealed may still be accused"},
    {"accuse.npc", "accusing an NPC: the accuser looks at it secretly; right, it is revealed; wrong, she reveals hers"},
    {"accuse.another", "a player does not accuse herself"},
    {"hide.not-round-3", "Hide is not available in the last round"},
    {"hide.protect", "Hide: a player, herself included, is protected"},
    {"hide.untargetable", "a protected player cannot be chosen by any action until the end of the round"},
    {"hide.reset", "protection ends with the round"},
    {"interrupt.another", "Interrupt chooses another player"},
    {"interrupt.discard", "Interrupt discards the chosen player's turn-order card"},
    {"interrupt.lose-turn", "an interrupted player still to play loses her turn this round"},
    {"interrupt.captured", "the player who interrupts is captured"},
    {"interrupt.protected-interrupter", "a protected interrupter is captured all the same"},
    {"interrupt.spent-card", "a player who already played may be interrupted: only the interrupter's capture follows"},
    {"capture.not-guards", "a Guard cannot Capture"},
    {"capture.revealed", "Capture captures a revealed card (whose: reading capture.self)"},
    {"captured.reveal", "a captured card is revealed"},
    {"captured.eliminated", "a captured player is out for the rest of the game: she takes no more turns"},
    {"captured.no-turn-cards", "a captured player is dealt no turn-order card"},
    {"captured.still-wins", "a captured player still wins with her team"},
    {"guard.revealed-captured", "a revealed Guard is captured at once"},
    {"npc.guard-revealed", "a revealed NPC Guard is captured too"},
    {"end.any", "the game ends at once when one of its ends holds"},
    {"end.third-round", "the end of the last round ends the game: the Princess's team wins"},
    {"end.minister-captured", "the Minister captured ends the game: the Princess's team wins"},
    {"end.princess-captured", "the Princess captured ends the game: the Minister's team wins"},
    {"end.both-revealed", "the Princess and the Traveler both revealed end the game: the Minister's team wins"},
    {"win.princess-team", "when the Princess's team wins, every player of a character of that team wins"},
    {"win.minister-team", "when the Minister's team wins, every player of a character of that team wins"},
    {"target.captured", "a captured card can no longer be chosen by any action"},
    {"target.npc-players-only", "Inquire, Hide and Interrupt choose a player, never an NPC"},
    {"markers.supply-empty", "with no marker of the kind left, the action goes on and no marker is placed or taken"},
    {"answer.not-a-reveal", "an answer never reveals a card"},
    {"round.no-player-left", "a round in which no player holds a turn-order card ends at once"},
};

inline std::span<const EngineClause> engine_clauses() { return kEngineClauses; }
inline std::vector<std::string> engine_clause_ids() { return ids_of(kEngineClauses); }

}  // namespace errata::secret_moon
