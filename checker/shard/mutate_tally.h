#pragma once
// errata mutate, by shard: each edition's families (their titles and how
// many mutants each has) and the verdicts of the mutants the shard judged,
// by their number in the edition; the shards' verdicts together fill every
// family, as the one run judged them (docs/scaling.md).
#include <yaml-cpp/yaml.h>

#include <string>
#include <vector>

#include "checker/mutation_table.h"

namespace errata::shard {

// The sections of one shard (a mutant not judged has an empty verdict).
std::string mutation_json(const std::vector<MutationSection>& sections);
std::vector<MutationSection> read_mutation(const YAML::Node& units, const std::string& path);
// Adds another shard's verdicts to `into` (of the same run: the same editions and families).
void merge_mutation(std::vector<MutationSection>& into, const std::vector<MutationSection>& other);
// The first mutant no shard judged, "EDITION: WHAT" (its family's title when it has no name yet), or "".
std::string unjudged(const std::vector<MutationSection>& sections);

}  // namespace errata::shard
