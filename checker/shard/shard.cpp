#include "shard.h"

#include "model/core/input_error.h"

namespace errata::shard {
namespace {

// A decimal number of at most six digits (kMostShards has six), or -1.
long small_number(const std::string& s) {
  if (s.empty() || s.size() > 6 || s.find_first_not_of("0123456789") != std::string::npos) return -1;
  return std::stol(s);
}

}  // namespace

Shard parse_shard(const std::string& text, const std::string& flag) {
  const auto slash = text.find('/');
  const long i = slash == std::string::npos ? -1 : small_number(text.substr(0, slash));
  const long n = slash == std::string::npos ? -1 : small_number(text.substr(slash + 1));
  if (i < 1 || n < 1 || n > kMostShards || i > n)
    throw InputError(SourceMark{flag, 0, 0}, "expected I/N with 1 <= I <= N <= " + std::to_string(kMostShards) + ", got '" + text + "'");
  return Shard{i, n};
}

}  // namespace errata::shard
