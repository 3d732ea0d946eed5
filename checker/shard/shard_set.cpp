#include "shard_set.h"

#include <algorithm>

#include "model/core/input_error.h"

namespace errata::shard {
namespace {

std::string shown(const std::vector<std::string>& values) {
  if (values.empty()) return "(not given)";
  std::string out;
  for (const auto& v : values) out += (out.empty() ? "" : " ") + v;
  return out;
}

// The first flag whose values differ between two headers, said as "--games 10, not 20".
std::string first_difference(const Arguments& mine, const Arguments& first) {
  std::vector<std::string> flags;
  for (const auto& [flag, v] : mine) flags.push_back(flag);
  for (const auto& [flag, v] : first) flags.push_back(flag);
  std::sort(flags.begin(), flags.end());
  for (const auto& flag : flags) {
    const auto a = mine.count(flag) ? mine.at(flag) : std::vector<std::string>{};
    const auto b = first.count(flag) ? first.at(flag) : std::vector<std::string>{};
    if (a != b) return flag + " " + shown(a) + ", not " + shown(b);
  }
  return "";
}

// Every file of one run: the verb, arguments and N of the first.
void check_same_run(const ShardFile& f, const ShardFile& first) {
  const SourceMark at{f.path, 0, 0};
  const Header& h = f.header;
  if (h.verb != first.header.verb)
    throw InputError(at, "a shard of errata " + h.verb + ", not of errata " + first.header.verb + " like " + first.path);
  if (h.arguments != first.header.arguments)
    throw InputError(at, "a shard of another run than " + first.path + ": " + first_difference(h.arguments, first.header.arguments));
  if (h.shard.of != first.header.shard.of)
    throw InputError(at, "shard " + std::to_string(h.shard.index) + " of " + std::to_string(h.shard.of) + ", but " + first.path +
                             " is one of " + std::to_string(first.header.shard.of));
}

// Up to `most` numbers, "1, 4, 7 and 12 more".
std::string listed(const std::vector<long>& xs, size_t most = 10) {
  std::string out;
  for (size_t k = 0; k < xs.size() && k < most; ++k) out += (k ? ", " : "") + std::to_string(xs[k]);
  if (xs.size() > most) out += " and " + std::to_string(xs.size() - most) + " more";
  return out;
}

}  // namespace

std::vector<ShardFile> read_shard_set(const std::vector<std::string>& paths) {
  if (paths.empty()) throw InputError(SourceMark{"merge", 0, 0}, "no shard files given");
  std::vector<ShardFile> files;
  for (const auto& p : paths) {
    files.push_back(read_shard_file(p));
    check_same_run(files.back(), files.front());
  }
  return shard_set(files);
}

std::vector<ShardFile> shard_set(const std::vector<ShardFile>& files) {
  for (const auto& f : files) check_same_run(f, files.front());
  const long n = files.front().header.shard.of;
  std::vector<std::string> by_index(static_cast<size_t>(n) + 1);
  for (const auto& f : files) {
    auto& seen = by_index[static_cast<size_t>(f.header.shard.index)];
    if (!seen.empty())
      throw InputError(SourceMark{f.path, 0, 0}, "shard " + std::to_string(f.header.shard.index) + " of " + std::to_string(n) +
                                                    " is given twice: " + seen + " is the same shard");
    seen = f.path;
  }
  std::vector<long> missing;
  for (long i = 1; i <= n; ++i)
    if (by_index[static_cast<size_t>(i)].empty()) missing.push_back(i);
  if (!missing.empty())
    throw InputError(SourceMark{"merge", 0, 0}, std::string(missing.size() == 1 ? "shard " : "shards ") + listed(missing) + " of " +
                                                    std::to_string(n) + (missing.size() == 1 ? " is" : " are") + " missing");
  std::vector<ShardFile> ordered = files;
  std::sort(ordered.begin(), ordered.end(), [](const ShardFile& a, const ShardFile& b) { return a.header.shard.index < b.header.shard.index; });
  return ordered;
}

}  // namespace errata::shard
