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

std::string_view clause_meaning(std::string_view id) {
  for (const auto& c : kEngineClauses)
    if (c.id == id) return c.means;
  for (const auto& c : kVariantClauses)
    if (c.id == id) return c.means;
  return "";
}

}  // namespace errata::love_letter
