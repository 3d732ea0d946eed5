#pragma once
// errata verify, by shard: the findings and proofs of each check or diff
// task the shard ran, by the task's number in the run (its name and time
// with it), and how many tasks the run has. The shards' tasks together are
// every task of the run, each as one run finds it (docs/scaling.md).
#include <map>
#include <string>
#include <vector>

#include "core/finding.h"

namespace errata::shard {

struct ShardFile;
struct Units;

struct TaskResult {
  std::string name;  // "check love-letter-2019", "diff a vs b"
  double seconds = 0;
  DiffResult result;
};

struct VerifyTally {
  long tasks = 0;                       // in the whole run
  std::map<long, TaskResult> results;   // by task number

  void merge(const VerifyTally& other);
  Units json() const;
  // A shard file's verify units: each result one of a task this shard runs
  // (its number below "tasks"); InputError at the file otherwise.
  static VerifyTally read(const ShardFile& f);
};

// The shards of one run (in shard order, one per shard) put together, held
// to the run's tasks `names`: each shard counts them all, each result is the
// task of its number, and every task has its result; InputError at the shard
// file that breaks it (a missing result at the shard that runs the task).
VerifyTally merge_verify_shards(const std::vector<ShardFile>& shards, const std::vector<std::string>& names);

}  // namespace errata::shard
