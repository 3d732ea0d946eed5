#pragma once
// The round-end bonus of a card written as data (CardEffect::bonus): who
// earns it, as round_end.cpp awards the bundled Spy's (spy.bonus), each
// decision noted under the clause the effect cites.
#include "../edition.h"
#include "../state.h"
#include "../trace.h"

namespace errata::love_letter {

// Every card of `ed` written as data with a bonus, in role order, once the
// round's winners have their tokens.
void award_data_bonuses(const Edition& ed, State& s, Trace* t);

}  // namespace errata::love_letter
