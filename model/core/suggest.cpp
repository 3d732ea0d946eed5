#include "suggest.h"

#include <algorithm>
#include <utility>

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

namespace {

// The candidate closest to `word` and its edit distance (of name keys). A
// typo of a name is about as long as the name: a word past kLongestTypo is
// none (and its distance to each candidate would cost its length squared).
std::optional<std::pair<std::string, int>> nearest(std::string_view word, const std::vector<std::string>& candidates) {
  if (word.size() > kLongestTypo) return std::nullopt;
  const std::string key = name_key(word);
  std::optional<std::pair<std::string, int>> best;
  for (const auto& c : candidates) {
    if (c.size() > kLongestTypo) continue;
    const int dist = edit_distance(key, name_key(c));
    if (!best || dist < best->second) best = {{c, dist}};
  }
  return best;
}

}  // namespace

std::string did_you_mean_name(std::string_view word, const std::vector<std::string>& names) {
  const auto best = nearest(word, names);
  if (!best || best->second > std::max<int>(1, static_cast<int>(name_key(word).size()) / 3)) return "";
  return " (did you mean '" + best->first + "'?)";
}

std::optional<std::string> closest(std::string_view word, const std::vector<std::string>& candidates) {
  const auto best = nearest(word, candidates);
  // A likely typo: at most a third of the word changed (and at least one edit allowed).
  if (best && best->second <= std::max<int>(2, static_cast<int>(name_key(word).size()) / 3)) return best->first;
  return std::nullopt;
}

std::string did_you_mean(std::string_view word, const std::vector<std::string>& candidates) {
  auto c = closest(word, candidates);
  return c ? " (did you mean '" + *c + "'?)" : std::string();
}

}  // namespace errata
