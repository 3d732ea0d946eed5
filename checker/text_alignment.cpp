#include "text_alignment.h"

#include <algorithm>
#include <cctype>
#include <cmath>
#include <limits>
#include <set>
#include <string>

#include "model/core/name_key.h"

namespace errata {
namespace {

std::set<std::string> numbers_in(const std::string& s) {
  std::set<std::string> out;
  std::string cur;
  for (char c : s + " ") {
    if (std::isdigit(static_cast<unsigned char>(c))) cur += c;
    else if (!cur.empty()) out.insert(cur), cur.clear();
  }
  return out;
}

std::set<std::string> trigrams(const std::string& s) {
  const std::string k = name_key(s);
  std::set<std::string> out;
  for (size_t i = 0; i + 3 <= k.size(); ++i) out.insert(k.substr(i, 3));
  return out;
}

template <typename T>
double dice(const std::set<T>& a, const std::set<T>& b) {
  if (a.empty() && b.empty()) return 0.5;  // neither says anything of the kind
  size_t common = 0;
  for (const auto& x : a) common += b.count(x);
  return 2.0 * static_cast<double>(common) / static_cast<double>(a.size() + b.size());
}

size_t characters(const std::string& s) {
  size_t n = 0;
  for (unsigned char c : s) n += (c & 0xC0) != 0x80;
  return n;
}

// The non-empty lines of a text, by their line numbers.
std::vector<int> lines_with_text(const Rulebook& book) {
  std::vector<int> out;
  for (int n = 1; n <= book.line_count(); ++n)
    if (book.line(n).find_first_not_of(" \t") != std::string::npos) out.push_back(n);
  return out;
}

}  // namespace

double line_likeness(const std::string& a, const std::string& b) {
  const double la = static_cast<double>(characters(a)) + 1, lb = static_cast<double>(characters(b)) + 1;
  const double length = std::exp(-std::abs(std::log(la / lb)) * 2);  // translations run 0.8-1.3 times as long
  return 0.45 * length + 0.3 * dice(numbers_in(a), numbers_in(b)) + 0.25 * dice(trigrams(a), trigrams(b));
}

TextAlignment::TextAlignment(const Rulebook& from, const Rulebook& to) : by_line_(static_cast<size_t>(from.line_count())) {
  const std::vector<int> a = lines_with_text(from), b = lines_with_text(to);
  const size_t n = a.size(), m = b.size();
  constexpr double kSkip = 0.55;  // a line that has no counterpart costs about as much as a poor match
  std::vector<std::vector<double>> cost(n + 1, std::vector<double>(m + 1, std::numeric_limits<double>::infinity()));
  std::vector<std::vector<char>> step(n + 1, std::vector<char>(m + 1, 0));
  cost[0][0] = 0;
  for (size_t i = 0; i <= n; ++i)
    for (size_t j = 0; j <= m; ++j) {
      auto relax = [&](size_t pi, size_t pj, double c, char how) {
        if (cost[pi][pj] + c < cost[i][j]) cost[i][j] = cost[pi][pj] + c, step[i][j] = how;
      };
      if (i && j) relax(i - 1, j - 1, 1 - line_likeness(from.line(a[i - 1]), to.line(b[j - 1])), 'm');
      if (i) relax(i - 1, j, kSkip, 'a');
      if (j) relax(i, j - 1, kSkip, 'b');
    }
  for (size_t i = n, j = m; i || j;) {
    const char how = step[i][j];
    if (how == 'm') {
      by_line_[static_cast<size_t>(a[i - 1] - 1)] = {b[j - 1], line_likeness(from.line(a[i - 1]), to.line(b[j - 1]))};
      --i, --j;
    } else if (how == 'a') {
      --i;
    } else {
      --j;
    }
  }
}

LineMatch TextAlignment::match(int n) const {
  if (n < 1 || n > static_cast<int>(by_line_.size())) return {};
  return by_line_[static_cast<size_t>(n - 1)];
}

}  // namespace errata
