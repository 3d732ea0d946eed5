#pragma once
// errata props, by shard: what each edition's games under the invariants
// came to (games, rounds, the first invariant broken with its game's number)
// and what each differential pair printed, adding up across shards to the
// one run's (docs/scaling.md). A shard stops an edition at the first game it
// finds broken; the run's first is the least of the shards' firsts.
#include <map>
#include <optional>
#include <string>
#include <utility>
#include <vector>

namespace errata::shard {

struct ShardFile;
struct Units;

struct EditionPlay {
  std::string edition;
  std::string players;  // "2 to 6", as the ok line says them
  long games = 0, rounds = 0;
  bool counts_rounds = false;
  std::optional<long> failed_run;  // the first game found broken (its number in the edition's games)
  std::string failure;             // its FAILED line

  void merge(const EditionPlay& other);
  // The edition's line: ok with the games and rounds, or the first failure.
  std::string line() const;
};

struct PairPlay {
  std::string text;  // what differential play printed for the pair
  int failures = 0;
};

struct PropsTally {
  std::vector<EditionPlay> editions;  // in the run's order
  std::map<long, PairPlay> pairs;     // by the pair's number in the run's order

  // Another shard's of the same run (the same editions, in the same order).
  void merge(const PropsTally& other);
  int failures() const;
  // Everything props prints after its seed line, the failures line included.
  std::string text() const;
  Units json() const;
  // A shard file's props units; InputError at the file otherwise.
  static PropsTally read(const ShardFile& f);
};

// The shards of one run (in shard order, one per shard) put together, held
// to the run: its `editions` (each with its players; games and rounds are
// counted here), `runs` games each, then its differential `pairs`. Each
// shard lists the run's editions and counts exactly the games it plays of
// each (up to its first failure), and every pair is played once, by the
// shard that takes it, and printed in errata's form (its first line names
// the pair; every line shown escaped); InputError at the shard file that
// breaks it.
PropsTally merge_props_shards(const std::vector<ShardFile>& shards, const std::vector<EditionPlay>& editions, long runs,
                              const std::vector<std::pair<std::string, std::string>>& pairs);

}  // namespace errata::shard
