// The shard target: one input is one shard file or two (split at
// kNextShard), merged as errata merge merges them. What merge derives from
// the registry (the run's editions, its tasks) is taken from the first file
// here, so that inputs that claim any run reach every check of the merge.
#include <algorithm>
#include <string>
#include <vector>

#include "checker/game/game.h"
#include "checker/shard/counts.h"
#include "checker/shard/mutate_tally.h"
#include "checker/shard/props_tally.h"
#include "checker/shard/shard_set.h"
#include "checker/shard/verify_tally.h"
#include "model/core/input_error.h"
#include "model/core/user_file.h"
#include "targets.h"

namespace errata::fuzz {
namespace {

std::vector<shard::ShardFile> read_all(const std::string& input) {
  std::vector<shard::ShardFile> files;
  size_t from = 0;
  for (int k = 1;; ++k) {
    const size_t at = input.find(kNextShard, from);
    const std::string text = input.substr(from, at == std::string::npos ? std::string::npos : at - from);
    const std::string path = "fuzz-shard-" + std::to_string(k) + ".json";
    require_user_text(text, path, "shard file");
    files.push_back(shard::read_shard_text(text, path));
    if (at == std::string::npos || k == 2) return files;
    from = at + kNextShard.size();
  }
}

void merge_simulate(const std::vector<shard::ShardFile>& shards) {
  const shard::ShardFile& f = shards.front();
  const std::string edition = shard::get(f.header.arguments, "--edition").value_or("");
  const Game* game = game_of_edition(edition);
  if (!game) return;
  const long games = shard::number_argument(f, "--games", 1, shard::kMostCount);
  const int players = static_cast<int>(shard::number_argument(f, "--players", 2, 8));
  const shard::Counts all = shard::merge_simulate_shards(shards, games);
  try {
    for (const char* format : {"text", "json"}) (void)game->simulation_report(edition, players, 1, format, all);
  } catch (const std::logic_error&) {  // merge refuses these tallies (simulate_command.cpp)
  }
}

// The run as the first file lists it: its editions, and as many pairs as any file plays.
void merge_props(const std::vector<shard::ShardFile>& shards) {
  const shard::PropsTally first = shard::PropsTally::read(shards.front());
  long played = 0;
  for (const auto& f : shards)
    for (const auto& [k, p] : shard::PropsTally::read(f).pairs) played = std::max(played, k + 1);
  // Pairs of Love Letter's first editions, as every_pair() makes them (props_command.cpp).
  const std::vector<std::pair<std::string, std::string>> pairs(static_cast<size_t>(std::min<long>(played, 1000)),
                                                              {"love-letter-2019", "princesse-princesse"});
  const long runs = shard::number_argument(shards.front(), "--games", 1, shard::kMostCount);
  (void)shard::merge_props_shards(shards, first.editions, runs, pairs).text();
}

void merge_mutate(const std::vector<shard::ShardFile>& shards) {
  std::vector<MutationSection> run;

  const JsonDocument& d = shards.front().read();
  for (const auto& section : d.array(d.root(), "units")) {
    run.push_back({d.text(section, "edition"), {}});
    for (const auto& family : d.array(section, "families"))
      run.back().families.push_back({d.text(family, "title"), std::vector<MutantVerdict>(static_cast<size_t>(d.number(family, "mutants", 0, 1000)))});
  }
  (void)mutation_document(shard::merge_mutation_shards(shards, run));
}

void merge_verify(const std::vector<shard::ShardFile>& shards) {
  const shard::VerifyTally first = shard::VerifyTally::read(shards.front());
  std::vector<std::string> names(static_cast<size_t>(std::min<long>(first.tasks, 100000)));
  for (const auto& [k, r] : first.results)
    if (k < static_cast<long>(names.size())) names[static_cast<size_t>(k)] = r.name;
  (void)shard::merge_verify_shards(shards, names).json();
}

}  // namespace

void shard_file(const uint8_t* data, size_t size) {
  try {
    const std::vector<shard::ShardFile> shards = shard::shard_set(read_all(std::string(reinterpret_cast<const char*>(data), size)));
    for (const char* flag : {"--out", "--write-baseline", "--sarif", "--html", "--markdown", "--junit"}) (void)shard::written_path(shards.front(), flag);
    for (const char* flag : {"paths", "--baseline", "--edition-file"}) (void)shard::read_paths(shards.front(), flag);
    const std::string& verb = shards.front().header.verb;
    if (verb == "simulate") merge_simulate(shards);
    if (verb == "props") merge_props(shards);
    if (verb == "mutate") merge_mutate(shards);
    if (verb == "verify") merge_verify(shards);
  } catch (const InputError&) {
  }
}

}  // namespace errata::fuzz
