#include "suggest.h"

#include <algorithm>

#include "name_key.h"

namespace errata {

int edit_distance(std::string_view a, std::string_view b) {
  const size_t n = a.size(), m = b.size();
  std::vector<std::vector<int>> d(n + 1, std::vector<int>(m + 1));
  for (size_t i = 0; i <= n; ++i) d[i][0] = static_cast<int>(i);
  for (size_t j = 0; j <= m; ++j) d[0][j] = static_cast<int>(j);
  for (size_t i = 1; i <= n; ++i) {
    for (size_t j = 1; j <= m; ++j) {
      int cost = a[i - 1] == b[j - 1] ? 0 : 1;
      d[i][j] = std::min({d[i - 1][j] + 1, d[i][j - 1] + 1, d[i - 1][j - 1] + cost});
      if (i > 1 && j > 1 && a[i - 1] == b[j - 2] && a[i - 2] == b[j - 1])
        d[i][j] = std::min(d[i][j], d[i - 2][j - 2] + 1);
    }
  }
  return d[n][m];
}

std::optional<std::string> closest(std::string_view word, const std::vector<std::string>& candidates) {
  // A typo of a name is about as long as the name: a word this long is none
  // (and its distance to each candidate would cost its length squared).
  if (word.size() > kLongestTypo) return std::nullopt;
  const std::string key = name_key(word);
  std::optional<std::string> best;
  int best_distance = 0;
  for (const auto& c : candidates) {
    if (c.size() > kLongestTypo) continue;
    int dist = edit_distance(key, name_key(c));
    if (!best || dist < best_distance) {
      best = c;
      best_distance = dist;
    }
  }
  // A likely typo: at most a third of the word changed (and at least one edit allowed).
  if (best && best_distance <= std::max<int>(2, static_cast<int>(key.size()) / 3)) return best;
  return std::nullopt;
}

std::string did_you_mean(std::string_view word, const std::vector<std::string>& candidates) {
  auto c = closest(word, candidates);
  return c ? " (did you mean '" + *c + "'?)" : std::string();
}

}  // namespace errata
