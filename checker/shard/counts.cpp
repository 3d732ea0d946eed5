#include "counts.h"

#include <algorithm>

#include "shard_file.h"
#include "reports/escape.h"

namespace errata::shard {
namespace {

std::string map_json(const std::map<std::string, long>& m) {
  std::string out;
  for (const auto& [k, n] : m) out += (out.empty() ? "" : ", ") + report::json_string(k) + ": " + std::to_string(n);
  return "{" + out + "}";
}

// `key`'s map of counts; sums are counts (not negative), leasts and mosts any value within the bound.
std::map<std::string, long> read_map(const YAML::Node& node, const std::string& key, const std::string& path) {
  if (!node.IsMap()) not_a_shard_file(path, node, "no map of counts");
  const YAML::Node m = node[key];
  if (!m.IsMap()) not_a_shard_file(path, node, "no \"" + key + "\" map of counts");
  const long least = key == "sums" ? 0 : -kMostCount;
  std::map<std::string, long> out;
  for (const auto& kv : m) {
    long n = 0;
    try {
      n = kv.second.as<long>();
    } catch (const YAML::Exception&) {
      not_a_shard_file(path, kv.second, "a count is a whole number");
    }
    if (n < least || n > kMostCount)
      not_a_shard_file(path, kv.second, "a count is a whole number from " + std::to_string(least) + " to " + std::to_string(kMostCount));
    out[kv.first.as<std::string>()] = n;
  }
  return out;
}

}  // namespace

void Counts::tally(const std::string& key, long value) {
  const bool first = !sums.count(key + ".count");
  add(key + ".count");
  add(key + ".total", value);
  least[key] = first ? value : std::min(least[key], value);
  most[key] = first ? value : std::max(most[key], value);
}

long Counts::sum(const std::string& key) const {
  const auto it = sums.find(key);
  return it == sums.end() ? 0 : it->second;
}

std::map<std::string, long> Counts::under(const std::string& prefix) const {
  std::map<std::string, long> out;
  const std::string p = prefix + ".";
  for (auto it = sums.lower_bound(p); it != sums.end() && it->first.compare(0, p.size(), p) == 0; ++it)
    out[it->first.substr(p.size())] = it->second;
  return out;
}

void Counts::merge(const Counts& other) {
  for (const auto& [k, n] : other.sums) sums[k] += n;
  for (const auto& [k, v] : other.least) least[k] = least.count(k) ? std::min(least[k], v) : v;
  for (const auto& [k, v] : other.most) most[k] = most.count(k) ? std::max(most[k], v) : v;
}

std::string Counts::json() const {
  return "{\"sums\": " + map_json(sums) + ",\n  \"least\": " + map_json(least) + ",\n  \"most\": " + map_json(most) + "}";
}

Counts Counts::read(const YAML::Node& node, const std::string& path) {
  return shard_part(path, [&] {
    Counts c;
    c.sums = read_map(node, "sums", path);
    c.least = read_map(node, "least", path);
    c.most = read_map(node, "most", path);
    return c;
  });
}

}  // namespace errata::shard
