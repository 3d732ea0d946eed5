// errata merge: the shard files of one run (errata props, simulate, mutate
// or verify with --shard I/N) put together into exactly what the run
// without --shard prints and writes, and its exit code (docs/scaling.md).
// The files are checked first (checker/shard/shard_set.h); each verb merges
// its own units beside its command.
#include <iostream>

#include "checker/game/game.h"
#include "checker/shard/shard_set.h"
#include "commands.h"
#include "model/core/input_error.h"
#include "core/atomic_file.h"

namespace errata::cli {

int print_or_write(const std::string& text, const std::optional<std::string>& out, int code) {
  if (!out) {
    std::cout << text;
    return code;
  }
  if (std::string err = write_file_atomically(*out, text); !err.empty()) {
    std::cerr << "error: " << err << "\n";
    return kExitBadInput;
  }
  return code;
}

std::string merged_format(const MergeOptions& o, const shard::Arguments& run) {
  return o.format.value_or(shard::get(run, "--format").value_or("text"));
}

int merge_command(const MergeOptions& o) {
  if (o.out)
    if (std::string why = file_writable(*o.out); !why.empty()) throw InputError(SourceMark{"--out", 0, 0}, why);
  const std::vector<shard::ShardFile> shards = shard::read_shard_set(o.files);
  const shard::Arguments& a = shards.front().header.arguments;
  // The run's own editions and readings, as each shard loaded them.
  for (const auto& f : shard::read_paths(shards.front(), "--edition-file")) load_edition_file(f);
  choose_readings(shard::get_all(a, "--reading"));
  const std::string& verb = shards.front().header.verb;
  if (verb == "simulate") return merge_simulate(shards, o);
  if (verb == "props") return merge_props(shards, o);
  if (verb == "mutate") return merge_mutate(shards, o);
  if (verb == "verify") return merge_verify(shards, o);
  throw InputError(SourceMark{shards.front().path, 0, 0},
                   "a shard of errata " + verb + ": errata merge merges props, simulate, mutate and verify");
}

}  // namespace errata::cli
