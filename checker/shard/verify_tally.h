#pragma once
// errata verify, by shard: the findings and proofs of each check or diff
// task the shard ran, by the task's number in the run (its name and time
// with it), and how many tasks the run has. The shards' tasks together are
// every task of the run, each as one run finds it (docs/scaling.md).
#include <yaml-cpp/yaml.h>

#include <map>
#include <string>

#include "checker/smt/finding.h"

namespace errata::shard {

struct TaskResult {
  std::string name;  // "check love-letter-2019", "diff a vs b"
  double seconds = 0;
  smt::DiffResult result;
};

struct VerifyTally {
  long tasks = 0;                       // in the whole run
  std::map<long, TaskResult> results;   // by task number

  void merge(const VerifyTally& other);
  std::string json() const;
  static VerifyTally read(const YAML::Node& units, const std::string& path);
};

}  // namespace errata::shard
