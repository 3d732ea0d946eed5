#pragma once
// A clause an engine decides by, with what it decides in words (errata
// clauses, the skeleton of a new edition, a missing clause's error). Secret
// Moon and Loser list theirs as these; Love Letter's also name a card.
#include <span>
#include <string>
#include <string_view>
#include <vector>

namespace errata {

struct EngineClause {
  std::string_view id;
  std::string_view means;
};

inline std::vector<std::string> ids_of(std::span<const EngineClause> clauses) {
  std::vector<std::string> out;
  for (const auto& c : clauses) out.emplace_back(c.id);
  return out;
}

}  // namespace errata
