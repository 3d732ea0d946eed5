#pragma once
// errata diff, the end of a turn: the same play, with the same effects under
// both editions, after which one edition ends the game, or the round, or
// carries a protection into the next round, and the other does not. A
// bounded multi-step encoding (the play, the round's end after the turn, the
// next round's start), searched by Z3 and replayed; or unsat within its bounds.
#include <z3++.h>

#include <vector>

#include "play_seats.h"

namespace errata::smt {

// `compared`: the player counts with a play state both editions can be in.
void diff_turn_end(const PlayDiff& d, z3::context& c, const std::vector<PlaySeats>& seats, const std::vector<int>& compared,
                   DiffResult& out);

}  // namespace errata::smt
