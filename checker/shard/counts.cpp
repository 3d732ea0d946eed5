#include "counts.h"

#include <algorithm>
#include <set>
#include <stdexcept>

#include "shard_file.h"

namespace errata::shard {
namespace {

Json map_json(const std::map<std::string, long>& m) {
  Json out = Json::object();
  for (const auto& [k, n] : m) out[k] = n;
  return out;
}

// "least" and "most" each start a line, two spaces in.
JsonBreak counts_break(const JsonPath& p, const Json&) {
  if (p.empty()) return {2, true, false, {"least", "most"}};
  return {};
}

// `key`'s map of counts; sums are counts (not negative), leasts and mosts any value within the bound.
std::map<std::string, long> read_map(const ShardFile& f, const nlohmann::json& node, const std::string& key) {
  const JsonDocument& d = f.read();
  const long least = key == "sums" ? 0 : -kMostCount;
  std::map<std::string, long> out;
  for (const auto& [name, n] : d.object(node, key).items()) out[name] = d.whole_number(n, "a count", least, kMostCount);
  return out;
}

// Why a tally (a count, total, least and most of one value) cannot be, or "".
std::string impossible_tally(const Counts& c, const std::string& key) {
  const long count = c.sum(key + ".count"), total = c.sum(key + ".total");
  if (!c.least.count(key) || !c.most.count(key)) return "its least or its most is missing";
  const long least = c.least.at(key), most = c.most.at(key);
  if (count < 1) return "it has a least and a most but counts nothing";
  if (least > most) return "its least is above its most";
  // Exact where it matters: up to 2^64 a long double holds every whole number, and past it no total (at most 2^45) comes near.
  const long double lo = static_cast<long double>(least) * count, hi = static_cast<long double>(most) * count;
  if (static_cast<long double>(total) < lo || static_cast<long double>(total) > hi) return "its total is not between count times least and count times most";
  return "";
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

long Counts::total_under(const std::string& prefix) const {
  long n = 0;
  for (const auto& [k, v] : under(prefix)) n += v;
  return n;
}

bool Counts::seats_only(const std::string& prefix, int players) const {
  for (const auto& [k, v] : under(prefix)) {
    const long seat = unit_key(k);
    if (seat < 0 || seat >= players) return false;
  }
  return true;
}

void Counts::require(bool holds, const std::string& why) {
  if (!holds) throw std::invalid_argument(why);
}

void Counts::merge(const Counts& other) {
  for (const auto& [k, n] : other.sums) sums[k] += n;
  for (const auto& [k, v] : other.least) least[k] = least.count(k) ? std::min(least[k], v) : v;
  for (const auto& [k, v] : other.most) most[k] = most.count(k) ? std::max(most[k], v) : v;
}

Units Counts::json() const {
  return {{{"sums", map_json(sums)}, {"least", map_json(least)}, {"most", map_json(most)}}, {counts_break}};
}

Counts Counts::read(const ShardFile& f) {
  const nlohmann::json& units = *f.units;
  Counts c;
  c.sums = read_map(f, units, "sums");
  c.least = read_map(f, units, "least");
  c.most = read_map(f, units, "most");
  std::set<std::string> tallied;
  for (const auto& [k, v] : c.least) tallied.insert(k);
  for (const auto& [k, v] : c.most) tallied.insert(k);
  for (const auto& k : tallied)
    if (std::string why = impossible_tally(c, k); !why.empty()) f.fail(units, "the tally '" + k + "' cannot be: " + why);
  return c;
}

Counts merge_simulate_shards(const std::vector<ShardFile>& shards, long games) {
  Counts all;
  for (const ShardFile& f : shards) {
    const Counts c = Counts::read(f);
    const long plays = f.header.shard.share(games);
    if (c.sum("games") != plays)
      f.fail(*f.units, "it counts " + std::to_string(c.sum("games")) + " games, where shard " + std::to_string(f.header.shard.index) +
                           " of " + std::to_string(f.header.shard.of) + " plays " + std::to_string(plays) + " of the run's " +
                           std::to_string(games));
    all.merge(c);
  }
  return all;
}

}  // namespace errata::shard
