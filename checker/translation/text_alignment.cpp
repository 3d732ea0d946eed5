#include "text_alignment.h"

#include <algorithm>
#include <cctype>
#include <cmath>
#include <limits>
#include <cstdint>
#include <vector>
#include <string>

#include "model/core/name_key.h"

namespace errata {
namespace {

// What line_likeness compares of a line, computed once per line: its length
// in characters, the numbers in it, and its trigrams (three bytes of its
// name key, packed into one word: no two differ as words unless as strings),
// each sorted without repeats.
struct LineFeatures {
  double length = 0;
  std::vector<std::string> numbers;
  std::vector<uint32_t> trigrams;
};

size_t characters(const std::string& s) {
  size_t n = 0;
  for (unsigned char c : s) n += (c & 0xC0) != 0x80;
  return n;
}

template <typename T>
void sort_unique(std::vector<T>& v) {
  std::sort(v.begin(), v.end());
  v.erase(std::unique(v.begin(), v.end()), v.end());
}

LineFeatures features_of(const std::string& s) {
  LineFeatures f;
  f.length = static_cast<double>(characters(s)) + 1;
  std::string cur;
  for (char c : s + " ") {
    if (std::isdigit(static_cast<unsigned char>(c))) cur += c;
    else if (!cur.empty()) f.numbers.push_back(cur), cur.clear();
  }
  const std::string k = name_key(s);
  for (size_t i = 0; i + 3 <= k.size(); ++i)
    f.trigrams.push_back(static_cast<uint32_t>(static_cast<unsigned char>(k[i])) << 16 |
                         static_cast<uint32_t>(static_cast<unsigned char>(k[i + 1])) << 8 | static_cast<unsigned char>(k[i + 2]));
  sort_unique(f.numbers);
  sort_unique(f.trigrams);
  return f;
}

// The Dice coefficient of two sorted sets; 0.5 when neither holds anything of the kind.
template <typename T>
double dice(const std::vector<T>& a, const std::vector<T>& b) {
  if (a.empty() && b.empty()) return 0.5;
  size_t common = 0;
  for (auto i = a.begin(), j = b.begin(); i != a.end() && j != b.end();) {
    if (*i < *j) ++i;
    else if (*j < *i) ++j;
    else ++common, ++i, ++j;
  }
  return 2.0 * static_cast<double>(common) / static_cast<double>(a.size() + b.size());
}

double likeness(const LineFeatures& a, const LineFeatures& b) {
  const double length = std::exp(-std::abs(std::log(a.length / b.length)) * 2);  // translations run 0.8-1.3 times as long
  return 0.45 * length + 0.3 * dice(a.numbers, b.numbers) + 0.25 * dice(a.trigrams, b.trigrams);
}

// The non-empty lines of a text, by their line numbers.
std::vector<int> lines_with_text(const Rulebook& book) {
  std::vector<int> out;
  for (int n = 1; n <= book.line_count(); ++n)
    if (book.line(n).find_first_not_of(" \t") != std::string::npos) out.push_back(n);
  return out;
}

std::vector<LineFeatures> features(const Rulebook& book, const std::vector<int>& lines) {
  std::vector<LineFeatures> out;
  out.reserve(lines.size());
  for (int n : lines) out.push_back(features_of(book.line(n)));
  return out;
}

}  // namespace

double line_likeness(const std::string& a, const std::string& b) { return likeness(features_of(a), features_of(b)); }

TextAlignment::TextAlignment(const Rulebook& from, const Rulebook& to) : by_line_(static_cast<size_t>(from.line_count())) {
  const std::vector<int> a = lines_with_text(from), b = lines_with_text(to);
  const size_t n = a.size(), m = b.size();
  if (n * m > kMostAlignedPairs) throw TooLongToAlign{n, m};
  const std::vector<LineFeatures> fa = features(from, a), fb = features(to, b);
  constexpr double kSkip = 0.55;  // a line that has no counterpart costs about as much as a poor match
  constexpr double kNone = std::numeric_limits<double>::infinity();
  // The cost of the best path to each cell, a row at a time; the step taken into each cell kept for the way back.
  std::vector<double> before(m + 1, kNone), row(m + 1, kNone);
  std::vector<char> step((n + 1) * (m + 1), 0);
  for (size_t i = 0; i <= n; ++i) {
    for (size_t j = 0; j <= m; ++j) {
      double best = i == 0 && j == 0 ? 0 : kNone;
      char how = 0;
      auto relax = [&](double c, char h) {
        if (c < best) best = c, how = h;
      };
      if (i && j) relax(before[j - 1] + (1 - likeness(fa[i - 1], fb[j - 1])), 'm');
      if (i) relax(before[j] + kSkip, 'a');
      if (j) relax(row[j - 1] + kSkip, 'b');
      row[j] = best;
      step[i * (m + 1) + j] = how;
    }
    std::swap(before, row);
  }
  for (size_t i = n, j = m; i || j;) {
    const char how = step[i * (m + 1) + j];
    if (how == 'm') {
      by_line_[static_cast<size_t>(a[i - 1] - 1)] = {b[j - 1], likeness(fa[i - 1], fb[j - 1])};
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
