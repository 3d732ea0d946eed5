#pragma once
// Secret Moon's generated mutation suite: the edition with one setting of its
// file changed (the player range, the rounds, each character's team and
// answer, the turn-order cards, the 5-player removal, the markers, each
// reading's other options), every mutant an edition a user could write (the
// loader's bounds and totals kept), each judged by errata diff.
#include <functional>
#include <string>
#include <vector>

#include "checker/mutation/setting_mutants.h"
#include "model/secret_moon/edition.h"

namespace errata::secret_moon {

using Mutant = SettingMutant<Edition>;

// Every one-setting mutant of `ed`, in a fixed order.
std::vector<Mutant> mutants_of(const Edition& ed);

// What diff says of each mutant k of `ed` that `judges(k)` (the others keep
// their place, unjudged: another shard's); `on_mutant(done, total)` after each.
MutationSection mutation_section(const Edition& ed, const std::function<bool(long)>& judges,
                                 const std::function<void(int, int)>& on_mutant);

}  // namespace errata::secret_moon
