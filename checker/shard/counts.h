#pragma once
// Tallies that add up exactly across shards: named counts and sums, and the
// least and most of a value (never an average: a mean is computed from a
// sum and a count when the merged tallies are shown). errata simulate's
// shards carry their games' tallies as Counts; `errata merge` adds them.
#include <yaml-cpp/yaml.h>

#include <map>
#include <string>

namespace errata::shard {

struct Counts {
  std::map<std::string, long> sums, least, most;

  void add(const std::string& key, long n = 1) { sums[key] += n; }
  // The value into a named count, sum, least and most ("key.count", "key.total").
  void tally(const std::string& key, long value);
  long sum(const std::string& key) const;
  // The sums whose key starts "prefix.", by the rest of their key.
  std::map<std::string, long> under(const std::string& prefix) const;
  // Adds another shard's tallies: sums add, the least of the leasts, the most of the mosts.
  void merge(const Counts& other);

  std::string json() const;
  // Reads what json() wrote; InputError at `path` otherwise.
  static Counts read(const YAML::Node& node, const std::string& path);
};

}  // namespace errata::shard
