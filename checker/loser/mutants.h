#pragma once
// Loser's generated mutation suite: the edition with one setting of its file
// changed (the player range, the potions and each one's colour, the spell
// cards, the cards the first player draws, the characters, each deal-table
// row's centre), every mutant an edition a user could write (the loader's
// bounds kept), each judged by errata diff (checker/loser/diff.h).
#include <string>
#include <vector>

#include "checker/mutation/setting_mutants.h"
#include "checker/smt/solve.h"
#include "model/loser/edition.h"

namespace errata::loser {

using Mutant = SettingMutant<Edition>;

// Every one-setting mutant of `ed`, in a fixed order.
std::vector<Mutant> mutants_of(const Edition& ed);

// What diff says of each mutant k of `ed` that `judges(k)` (the others keep
// their place, unjudged: another shard's); `on_mutant(done, total)` after each.
MutationSection mutation_section(const Edition& ed, const std::function<bool(long)>& judges,
                                 const std::function<void(int, int)>& on_mutant);

}  // namespace errata::loser
