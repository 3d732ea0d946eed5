#include "shard_file.h"

#include <filesystem>
#include <iostream>

#include "model/core/input_error.h"
#include "model/core/user_file.h"
#include "reports/atomic_file.h"
#include "reports/escape.h"

namespace errata::shard {
namespace {

std::string arguments_json(const Arguments& a) {
  std::string out;
  for (const auto& [flag, values] : a) out += (out.empty() ? "" : ", ") + report::json_string(flag) + ": " + report::json_list(values);
  return "{" + out + "}";
}

long number(const std::string& path, const YAML::Node& root, const std::string& key) {
  const YAML::Node n = root[key];
  if (!n.IsScalar()) not_a_shard_file(path, root, "no \"" + key + "\" number");
  try {
    return n.as<long>();
  } catch (const YAML::Exception&) {
    not_a_shard_file(path, n, "\"" + key + "\" is not a number");
  }
}

Arguments read_arguments(const std::string& path, const YAML::Node& root) {
  const YAML::Node args = root["arguments"];
  if (!args.IsMap()) not_a_shard_file(path, root, "no \"arguments\" map");
  Arguments out;
  for (const auto& kv : args) {
    if (!kv.second.IsSequence()) not_a_shard_file(path, kv.second, "an argument's values are a list of strings");
    for (const auto& v : kv.second) {
      if (!v.IsScalar()) not_a_shard_file(path, v, "an argument's values are a list of strings");
      out[kv.first.as<std::string>()].push_back(v.as<std::string>());
    }
    out[kv.first.as<std::string>()];  // a flag given with no values stays
  }
  return out;
}

}  // namespace

void not_a_shard_file(const std::string& path, const YAML::Node& at, const std::string& why) {
  const YAML::Mark m = at.IsDefined() ? at.Mark() : YAML::Mark::null_mark();
  throw InputError(SourceMark{path, m.line >= 0 ? m.line + 1 : 0, m.column >= 0 ? m.column + 1 : 0},
                   "not a shard file (errata --shard writes them): " + why);
}

std::string shard_file_text(const Header& h, const std::string& units_json) {
  return "{\"errata-shard\": 1,\n \"verb\": " + report::json_string(h.verb) + ",\n \"arguments\": " + arguments_json(h.arguments) +
         ",\n \"shard\": " + std::to_string(h.shard.index) + ", \"of\": " + std::to_string(h.shard.of) + ",\n \"units\": " + units_json +
         "}\n";
}

int write_shard_file(const Header& h, const std::string& units_json, const std::optional<std::string>& out) {
  const std::string text = shard_file_text(h, units_json);
  if (!out) {
    std::cout << text;
    return 0;
  }
  if (std::string err = write_file_atomically(*out, text); !err.empty()) {
    std::cerr << "error: " << err << "\n";
    return 2;
  }
  return 0;
}

ShardFile read_shard_file(const std::string& path) { return read_shard_text(read_user_file(path, "shard file"), path); }

ShardFile read_shard_text(const std::string& text, const std::string& path) {
  return shard_part(path, [&] {
    YAML::Node root;
    try {
      root = YAML::Load(text);
    } catch (const YAML::Exception& e) {
      throw InputError(SourceMark{path, e.mark.line + 1, e.mark.column + 1}, "not a shard file (errata --shard writes them): " + e.msg);
    }
    if (!root.IsMap() || !root["errata-shard"].IsDefined()) not_a_shard_file(path, root, "no \"errata-shard\" key");
    if (number(path, root, "errata-shard") != 1) not_a_shard_file(path, root["errata-shard"], "version 1 is the only one");
    ShardFile f{path, {}, root["units"]};
    if (!root["verb"].IsScalar()) not_a_shard_file(path, root, "no \"verb\"");
    f.header.verb = root["verb"].as<std::string>();
    f.header.arguments = read_arguments(path, root);
    f.header.shard = Shard{number(path, root, "shard"), number(path, root, "of")};
    if (f.header.shard.of < 1 || f.header.shard.of > kMostShards || f.header.shard.index < 1 || f.header.shard.index > f.header.shard.of)
      not_a_shard_file(path, root["shard"], "\"shard\" and \"of\" are I and N with 1 <= I <= N <= " + std::to_string(kMostShards));
    if (!f.units.IsDefined()) not_a_shard_file(path, root, "no \"units\"");
    return f;
  });
}

void put(Arguments& a, const std::string& flag, const std::string& value) { a[flag] = {value}; }
void put(Arguments& a, const std::string& flag, const std::optional<std::string>& value) {
  if (value) put(a, flag, *value);
}
void put(Arguments& a, const std::string& flag, const std::vector<std::string>& values) {
  if (!values.empty()) a[flag] = values;
}

std::optional<std::string> get(const Arguments& a, const std::string& flag) {
  const auto it = a.find(flag);
  if (it == a.end() || it->second.empty()) return std::nullopt;
  return it->second.front();
}

std::vector<std::string> get_all(const Arguments& a, const std::string& flag) {
  const auto it = a.find(flag);
  return it == a.end() ? std::vector<std::string>{} : it->second;
}

namespace {

// The flag's value as digits that make a number up to `most`, or nullopt.
std::optional<uint64_t> whole_number(const ShardFile& f, const std::string& flag, uint64_t most) {
  const std::string v = get(f.header.arguments, flag).value_or("");
  if (v.empty() || v.size() > 20 || v.find_first_not_of("0123456789") != std::string::npos) return std::nullopt;
  try {
    const unsigned long long n = std::stoull(v);
    return n <= most ? std::optional<uint64_t>(n) : std::nullopt;
  } catch (const std::out_of_range&) {
    return std::nullopt;
  }
}

[[noreturn]] void bad_number(const ShardFile& f, const std::string& flag, const std::string& what) {
  throw InputError(SourceMark{f.path, 0, 0}, "not a shard file (errata --shard writes them): its " + flag + " is '" +
                                                 get(f.header.arguments, flag).value_or("") + "', not " + what);
}

}  // namespace

long number_argument(const ShardFile& f, const std::string& flag, long least, long most) {
  const auto n = whole_number(f, flag, static_cast<uint64_t>(most));
  if (!n || static_cast<long>(*n) < least) bad_number(f, flag, "a number from " + std::to_string(least) + " to " + std::to_string(most));
  return static_cast<long>(*n);
}

uint64_t seed_argument(const ShardFile& f, const std::string& flag) {
  const auto n = whole_number(f, flag, UINT64_MAX);
  if (!n) bad_number(f, flag, "a seed");
  return *n;
}

long count_at(const std::string& path, const YAML::Node& n, const std::string& what, long most) {
  long v = -1;
  try {
    if (n.IsScalar()) v = n.as<long>();
  } catch (const YAML::Exception&) {
  }
  if (v < 0 || v > most) not_a_shard_file(path, n, what + " is a whole number from 0 to " + std::to_string(most));
  return v;
}

std::optional<std::string> written_path(const ShardFile& f, const std::string& flag) {
  const auto path = get(f.header.arguments, flag);
  if (!path) return std::nullopt;
  const std::filesystem::path p = std::filesystem::path(*path).lexically_normal();
  const bool inside = !path->empty() && p.is_relative() && (p.empty() || *p.begin() != "..");
  if (!inside)
    throw InputError(SourceMark{f.path, 0, 0}, "the shard file names " + flag + " '" + *path +
                                                   "': errata merge writes only inside the folder it runs in (a relative path, "
                                                   "no '..' leading out of it); run the shards with such a path");
  return path;
}

}  // namespace errata::shard
