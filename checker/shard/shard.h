#pragma once
// --shard I/N: one machine's part of a run split by seed and by task
// (docs/scaling.md). The run's units of work (a verb's games, cases,
// mutants or tasks) are numbered 0, 1, ... in the one run's fixed order;
// shard I takes those whose number k has k % N == I - 1. A unit's outcome
// depends only on its number and the seed, never on the shard that ran it,
// so `errata merge` puts the shards together into exactly the one run.
#include <string>

namespace errata::shard {

inline constexpr long kMostShards = 100000;

struct Shard {
  long index = 1, of = 1;  // 1 <= index <= of <= kMostShards
  bool whole() const { return of == 1; }
  bool takes(long unit) const { return unit % of == index - 1; }
  // The units of `total` this shard takes.
  long share(long total) const { return total / of + (total % of > index - 1 ? 1 : 0); }
};

// Reads "I/N"; InputError naming `flag` (--shard) otherwise.
Shard parse_shard(const std::string& text, const std::string& flag = "--shard");

}  // namespace errata::shard
