#include "clause_ids.h"

#include <algorithm>

#include "rules.h"

namespace errata::love_letter {

std::vector<std::string> every_engine_clause() {
  std::vector<std::string> out;
  for (const auto& c : engine_clauses()) out.emplace_back(c.id);
  out.emplace_back("setup.face-up");
  for (const auto& point : Rules::variation_points())
    for (const auto& v : Rules::variants_of(point))
      for (const auto& c : Rules::clauses_needed(point, v)) out.push_back(c);
  std::sort(out.begin(), out.end());
  out.erase(std::unique(out.begin(), out.end()), out.end());
  return out;
}

int ClauseId::index_of(std::string_view id) {
  // Sorted once: a data card's note looks its clause up in a few comparisons.
  static const auto sorted = [] {
    std::vector<std::pair<std::string_view, int>> ids;
    for (int i = 0; i < kClauseCount; ++i) ids.emplace_back(clause_at(i), i);
    std::sort(ids.begin(), ids.end());
    return ids;
  }();
  const auto it = std::lower_bound(sorted.begin(), sorted.end(), std::pair<std::string_view, int>(id, -1));
  return it != sorted.end() && it->first == id ? it->second : -1;
}

std::string_view clause_meaning(std::string_view id) {
  for (const auto& c : kEngineClauses)
    if (c.id == id) return c.means;
  for (const auto& c : kVariantClauses)
    if (c.id == id) return c.means;
  return "";
}

}  // namespace errata::love_letter
