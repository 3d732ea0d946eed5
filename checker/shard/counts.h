#pragma once
// Tallies that add up exactly across shards: named counts and sums, and the
// least and most of a value (never an average: a mean is computed from a
// sum and a count when the merged tallies are shown). errata simulate's
// shards carry their games' tallies as Counts; `errata merge` adds them.
#include <map>
#include <string>
#include <vector>

namespace errata::shard {

struct ShardFile;
struct Units;

struct Counts {
  std::map<std::string, long> sums, least, most;

  void add(const std::string& key, long n = 1) { sums[key] += n; }
  // The value into a named count, sum, least and most ("key.count", "key.total").
  void tally(const std::string& key, long value);
  long sum(const std::string& key) const;
  // The sums whose key starts "prefix.", by the rest of their key.
  std::map<std::string, long> under(const std::string& prefix) const;
  // The sum of every sum under "prefix.".
  long total_under(const std::string& prefix) const;
  // Whether every key under "prefix." is a seat, 0 to players - 1.
  bool seats_only(const std::string& prefix, int players) const;
  // Adds another shard's tallies: sums add, the least of the leasts, the most of the mosts.
  void merge(const Counts& other);

  Units json() const;

  // What a game's tallies must be, held by each game's simulation text
  // before it shows them: std::invalid_argument saying `why` otherwise (an
  // edited shard file's tallies, errata merge; never a run's own).
  static void require(bool holds, const std::string& why);
  // Reads what json() wrote as a shard's units; InputError at the file
  // otherwise, and where a tally cannot be (a least above its most, a total
  // outside count times least and count times most).
  static Counts read(const ShardFile& f);
};

// The shards of one run of `games` games (in shard order, one per shard)
// put together: each shard's tallies possible, and counting exactly the games
// its shard plays ("games"); InputError at the shard file that breaks it.
Counts merge_simulate_shards(const std::vector<ShardFile>& shards, long games);

}  // namespace errata::shard
