#pragma once
// A play the engine itself chose among the turn's legal plays (random play):
// resolved without the checks Engine::play makes before the card is put
// down, since none of them can fail for such a play.
#include "engine.h"

namespace errata::love_letter {

// Engine::play, for a play that legal_plays or random_legal_play chose in
// this very state. Any other play (a user's, a scenario's) must go through
// Engine::play: this one would accept plays play refuses.
Rejection play_legal(const Engine& engine, State& s, const Action& a, Trace* t);

}  // namespace errata::love_letter
