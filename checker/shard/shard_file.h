#pragma once
// A shard file: what one shard of a run (--shard I/N) wrote, for `errata
// merge`. JSON, a header and the shard's results:
//   {"errata-shard": 1, "verb": "simulate", "arguments": {"--games": ["1000"], ...},
//    "shard": I, "of": N, "units": ...}
// "arguments" holds every argument that defines the work (all but --shard,
// --out when it names the shard file, and the progress bar), each flag with
// its values as strings, so that two shards of one run compare equal.
// "units" is the verb's own: results keyed by unit number, or tallies that
// add up exactly (checker/shard/*_units.h).
#include <cstdint>
#include <map>
#include <memory>
#include <optional>
#include <string>
#include <vector>

#include "model/core/json_document.h"
#include "core/json_text.h"
#include "shard.h"

namespace errata::shard {

using Arguments = std::map<std::string, std::vector<std::string>>;

struct Header {
  std::string verb;
  Arguments arguments;
  Shard shard;
};

// A shard file as merge reads it: strict JSON (docs/security.md), each error
// located at its value's line and column, no content quoted.
struct ShardFile {
  std::string path;
  Header header;
  std::shared_ptr<const JsonDocument> document;
  const nlohmann::json* units = nullptr;

  // Typed reads of this file's values, each error "not a shard file (...): why" at the value.
  const JsonDocument& read() const { return *document; }
  // InputError at `at` (a value of this file): "not a shard file (...): why".
  [[noreturn]] void fail(const nlohmann::json& at, const std::string& why) const { document->fail(at, why); }
  [[noreturn]] void fail(const std::string& why) const { document->fail(why); }
  // Where the header gives `flag`'s values (the arguments object when it does not): errors about them are located there.
  const nlohmann::json& argument(const std::string& flag) const;
};

// The words every refusal of a shard file starts with.
inline constexpr const char* kNotAShardFile = "not a shard file (errata --shard writes them)";

// A verb's units as a shard file holds them: their value, and how they are
// laid out (the paths of its breaks from "units" down).
struct Units {
  Json value;
  JsonLayout layout;
};

// The file's text: the header, then the units as "units".
std::string shard_file_text(const Header& h, const Units& units);
// Writes it to `out` atomically, or to standard output; the exit code (2 when
// the file cannot be written, said on standard error).
int write_shard_file(const Header& h, const Units& units, const std::optional<std::string>& out);
// Reads a shard file (at most kMaxFileBytes, docs/security.md); InputError
// at the file (line and column where the JSON says) when it is not one.
ShardFile read_shard_file(const std::string& path);
// The same from the file's text (`path` names it in errors).
ShardFile read_shard_text(const std::string& text, const std::string& path);

// The most a count of a shard file may be (games, rounds, failures, a
// simulation's counts): the shards of one run, at most kMostShards, then add
// up without overflow, however the files were edited.
inline constexpr long kMostCount = 1L << 45;

// A unit's number as a shard file keys it ("12"): digits without a sign or
// a leading zero, at most kMostCount; -1 for anything else.
long unit_key(const std::string& key);

// One flag's value as a string in the header; a flag given or not.
void put(Arguments& a, const std::string& flag, const std::string& value);
void put(Arguments& a, const std::string& flag, const std::optional<std::string>& value);
void put(Arguments& a, const std::string& flag, const std::vector<std::string>& values);
// The flag's one value, or nullopt when it was not given.
std::optional<std::string> get(const Arguments& a, const std::string& flag);
std::vector<std::string> get_all(const Arguments& a, const std::string& flag);
// The flag's one value as a whole number in [least, most]; InputError at the
// shard file `f` otherwise (a shard file is user input: it may have been edited).
long number_argument(const ShardFile& f, const std::string& flag, long least, long most);
// The flag's one value as a path merge writes (a report, a baseline, an
// --out folder), or nullopt when it was not given. A shard file is user
// input (docs/security.md): InputError at the flag unless the path is plain
// (relative, no '..', no hidden or empty part, no control character) and
// stays inside the folder merge runs in with its links resolved; and, when a
// file is there, it is a report of the flag's kind that errata wrote (its
// mark; an --out folder has the folder rule). So no shard file makes merge
// replace a file elsewhere, a hidden file, or a file errata did not write.
std::optional<std::string> written_path(const ShardFile& f, const std::string& flag);
// The flag's values as paths merge reads (scenario files and folders, a
// baseline, edition files), each under the same path rule: merge reads
// nothing outside the folder it runs in because a shard file says so.
std::vector<std::string> read_paths(const ShardFile& f, const std::string& flag);
// The flag's one value as a seed (a whole number below 2^64); InputError at `f` otherwise.
uint64_t seed_argument(const ShardFile& f, const std::string& flag);

}  // namespace errata::shard
