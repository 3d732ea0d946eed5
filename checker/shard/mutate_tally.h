#pragma once
// errata mutate, by shard: each edition's families (their titles and how
// many mutants each has) and the verdicts of the mutants the shard judged,
// by their number in the edition; the shards' verdicts together fill every
// family, as the one run judged them (docs/scaling.md).
#include <string>
#include <vector>

#include "checker/mutation/mutation_table.h"

namespace errata::shard {

struct ShardFile;
struct Units;

// The sections of one shard (a mutant not judged has an empty verdict).
Units mutation_json(const std::vector<MutationSection>& sections);
// The shards of one run (in shard order, one per shard), put together into
// `run`, the run's sections as generated (every verdict empty): each shard's
// sections must be the run's (editions, families and their sizes), each
// verdict one of a mutant that shard takes, and every mutant judged;
// InputError at the shard file that breaks it (a missing verdict at the
// shard that takes the mutant).
std::vector<MutationSection> merge_mutation_shards(const std::vector<ShardFile>& shards, std::vector<MutationSection> run);
// Adds another part's verdicts to `into` (of the same run: the same editions
// and families), as mutate's threads put their parts together.
void merge_mutation(std::vector<MutationSection>& into, const std::vector<MutationSection>& other);

}  // namespace errata::shard
