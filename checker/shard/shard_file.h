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
#include <yaml-cpp/yaml.h>

#include <cstdint>
#include <map>
#include <optional>
#include <string>
#include <vector>

#include "shard.h"

namespace errata::shard {

using Arguments = std::map<std::string, std::vector<std::string>>;

struct Header {
  std::string verb;
  Arguments arguments;
  Shard shard;
};

struct ShardFile {
  std::string path;
  Header header;
  YAML::Node units;
};

// The file's text: the header, then `units_json` (a JSON value) as "units".
std::string shard_file_text(const Header& h, const std::string& units_json);
// Writes it to `out` atomically, or to standard output; the exit code (2 when
// the file cannot be written, said on standard error).
int write_shard_file(const Header& h, const std::string& units_json, const std::optional<std::string>& out);
// Reads a shard file (at most kMaxFileBytes, docs/security.md); InputError
// at the file (line and column where the JSON says) when it is not one.
ShardFile read_shard_file(const std::string& path);
// The same from the file's text (`path` names it in errors).
ShardFile read_shard_text(const std::string& text, const std::string& path);

// The most a count of a shard file may be (games, rounds, failures, a
// simulation's counts): the shards of one run, at most kMostShards, then add
// up without overflow, however the files were edited.
inline constexpr long kMostCount = 1L << 45;
// `n` as a count from 0 to `most`; not_a_shard_file (saying `what`) otherwise.
long count_at(const std::string& path, const YAML::Node& n, const std::string& what, long most = kMostCount);

// InputError at `at` in `path` (its line and column when it has them):
// "not a shard file (...): why".
[[noreturn]] void not_a_shard_file(const std::string& path, const YAML::Node& at, const std::string& why);

// `read()`, a reader of a shard file's parts: a YAML error it lets out (as
// yaml-cpp throws for a key a file does not have) becomes the located "not a
// shard file" error, so that no edited file ends merge with an exception.
template <typename Read>
auto shard_part(const std::string& path, Read read) -> decltype(read()) {
  try {
    return read();
  } catch (const YAML::Exception& e) {
    not_a_shard_file(path, YAML::Node(), e.msg);
  }
}


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
// input: InputError at `f` unless the path stays inside the folder merge
// runs in (relative, without '..' leading out of it), so that no shard file
// makes merge replace a file elsewhere.
std::optional<std::string> written_path(const ShardFile& f, const std::string& flag);
// The flag's one value as a seed (a whole number below 2^64); InputError at `f` otherwise.
uint64_t seed_argument(const ShardFile& f, const std::string& flag);

}  // namespace errata::shard
