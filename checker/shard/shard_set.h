#pragma once
// What `errata merge` checks of the files it is given before it merges
// anything: each a shard file, all of one verb, the same arguments and the
// same N, each shard I from 1 to N exactly once. The first mismatch, or the
// missing and duplicated shards, are named (InputError, exit 2).
#include <string>
#include <vector>

#include "shard_file.h"

namespace errata::shard {

// The files read and checked, in shard order (1 to N).
std::vector<ShardFile> read_shard_set(const std::vector<std::string>& paths);
// The same of files already read (at least one).
std::vector<ShardFile> shard_set(const std::vector<ShardFile>& files);

}  // namespace errata::shard
