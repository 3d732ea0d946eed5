#include "shard_file.h"

#include <filesystem>
#include <iostream>

#include "model/core/folder_path.h"
#include "model/core/input_error.h"
#include "model/core/user_file.h"
#include "core/atomic_file.h"
#include "reports/report_mark.h"

namespace errata::shard {
namespace {

Json arguments_json(const Arguments& a) {
  Json out = Json::object();
  for (const auto& [flag, values] : a) out[flag] = values;
  return out;
}

Arguments read_arguments(const JsonDocument& d) {
  const nlohmann::json& args = d.object(d.root(), "arguments");
  Arguments out;
  for (const auto& [flag, values] : args.items()) {
    if (!values.is_array()) d.fail(values, "an argument's values are a list of strings");
    auto& kept = out[flag];  // a flag given with no values stays
    for (const auto& v : values) {
      if (!v.is_string()) d.fail(v, "an argument's values are a list of strings");
      kept.push_back(v.get<std::string>());
    }
  }
  return out;
}

}  // namespace

std::string shard_file_text(const Header& h, const Units& units) {
  const Json file = {{"errata-shard", 1},
                             {"verb", h.verb},
                             {"arguments", arguments_json(h.arguments)},
                             {"shard", h.shard.index},
                             {"of", h.shard.of},
                             {"units", units.value}};
  // The header's members on lines of their own, one space in ("shard" and "of" on one), then the units as their verb lays them out.
  JsonLayout layout = units.layout;
  layout.breaks = [&units](const JsonPath& p, const Json& v) -> JsonBreak {
    if (p.empty()) return {1, true, false, {"verb", "arguments", "shard", "units"}};
    if (p.front() != "units" || !units.layout.breaks) return {};
    return units.layout.breaks(JsonPath(p.begin() + 1, p.end()), v);
  };
  return json_text(file, layout) + "\n";
}

int write_shard_file(const Header& h, const Units& units, const std::optional<std::string>& out) {
  const std::string text = shard_file_text(h, units);
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
  auto d = std::make_shared<const JsonDocument>(text, path, kNotAShardFile);
  const nlohmann::json& root = d->root();
  if (!root.is_object() || !root.contains("errata-shard")) d->fail(root, "no \"errata-shard\" key");
  if (d->number(root, "errata-shard", 0, kMostCount) != 1) d->fail(root["errata-shard"], "version 1 is the only one");
  ShardFile f{path, {}, d, &d->member(root, "units")};
  f.header.verb = d->text(root, "verb");
  f.header.arguments = read_arguments(*d);
  f.header.shard = Shard{d->number(root, "shard", 1, kMostShards), d->number(root, "of", 1, kMostShards)};
  if (f.header.shard.index > f.header.shard.of)
    d->fail(root["shard"], "\"shard\" and \"of\" are I and N with 1 <= I <= N <= " + std::to_string(kMostShards));
  return f;
}

long unit_key(const std::string& key) {
  if (key.empty() || key.size() > 15 || key.find_first_not_of("0123456789") != std::string::npos || (key[0] == '0' && key.size() > 1))
    return -1;
  const long n = std::stol(key);
  return n <= kMostCount ? n : -1;
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
  f.fail("its " + flag + " is '" + get(f.header.arguments, flag).value_or("") + "', not " + what);
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

namespace {

constexpr const char* kMergeFolder = "the folder merge runs in";

// The path rule for a path a shard file names (docs/security.md): relative,
// plain parts, and inside the folder merge runs in once links are resolved.
// `use` says what merge would do with it ("reads", "writes").
void require_inside(const ShardFile& f, const std::string& flag, const std::string& path, const std::string& use) {
  std::string why = relative_path_problem(path, kMergeFolder);
  if (why.empty() && !resolves_inside(path, "."))
    why = "it leads outside " + std::string(kMergeFolder) + " through a symbolic link";
  if (!why.empty())
    f.fail(f.argument(flag), "it names " + flag + " '" + path + "', but errata merge " + use + " only plain relative paths inside " +
                                  kMergeFolder + " (docs/security.md): " + why);
}

report::ReportKind report_kind(const std::string& flag) {
  if (flag == "--sarif") return report::ReportKind::sarif;
  if (flag == "--html") return report::ReportKind::html;
  if (flag == "--markdown") return report::ReportKind::markdown;
  if (flag == "--junit") return report::ReportKind::junit;
  return report::ReportKind::baseline;
}

}  // namespace

const nlohmann::json& ShardFile::argument(const std::string& flag) const {
  const nlohmann::json& args = document->root().at("arguments");
  const auto it = args.find(flag);
  return it == args.end() ? args : *it;
}

std::optional<std::string> written_path(const ShardFile& f, const std::string& flag) {
  const auto path = get(f.header.arguments, flag);
  if (!path) return std::nullopt;
  require_inside(f, flag, *path, "writes");
  if (flag != "--out")  // an --out folder is replaced only under the folder rule (atomic_file.h)
    if (std::string why = report::replaceable_report(*path, report_kind(flag)); !why.empty())
      f.fail(f.argument(flag), "it names " + flag + " '" + *path + "': errata " + why);
  return path;
}

std::vector<std::string> read_paths(const ShardFile& f, const std::string& flag) {
  const std::vector<std::string> paths = get_all(f.header.arguments, flag);
  for (const auto& p : paths) require_inside(f, flag, p, "reads");
  return paths;
}

}  // namespace errata::shard
