#pragma once
// Every clause id the Secret Moon engine cites in its traces. The edition file
// must quote each (or mark it `silent` with the reading taken); the loader
// refuses an edition that does not, and a test runs the engine with traces on
// and checks it cites nothing outside this list.
#include <span>
#include <string_view>

namespace errata::secret_moon {

inline constexpr std::string_view kEngineClauses[] = {
    "players.count", "teams", "priest.team", "setup.markers", "setup.deal", "setup.npcs", "setup.recognition",
    "setup.five-players", "game.rounds", "round.turn-cards", "round.order", "turn.card-to-middle", "round.end",
    "round.next", "turn.one-action", "turn.pass",
    "investigate.look", "investigate.marker",
    "inquire.another", "inquire.ask", "inquire.silent", "inquire.minister", "inquire.just-me", "inquire.marker", "inquire.no-lie",
    "accuse.guess", "accuse.no-lie", "accuse.right", "accuse.wrong", "accuse.revealed", "accuse.npc", "accuse.another",
    "hide.not-round-3", "hide.protect", "hide.untargetable", "hide.reset",
    "interrupt.another", "interrupt.discard", "interrupt.lose-turn", "interrupt.captured",
    "interrupt.protected-interrupter", "interrupt.spent-card",
    "capture.not-guards", "capture.revealed",
    "captured.reveal", "captured.eliminated", "captured.no-turn-cards", "captured.still-wins",
    "guard.revealed-captured", "npc.guard-revealed",
    "end.any", "end.third-round", "end.minister-captured", "end.princess-captured", "end.both-revealed",
    "win.princess-team", "win.minister-team",
    "target.captured", "target.npc-players-only", "markers.supply-empty", "answer.not-a-reveal",
    "round.no-player-left",
};

inline std::span<const std::string_view> engine_clause_ids() { return kEngineClauses; }

}  // namespace errata::secret_moon
