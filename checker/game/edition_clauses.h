#pragma once
// Game::clause and Game::clause_ids as every game answers them: from the
// edition of that id, whose clauses are a map from clause id to Clause, and
// nothing for an id that is not one of the game's editions.
#include <string>
#include <vector>

#include "model/core/clause.h"

namespace errata {

template <typename Edition>
const Clause* clause_of(const Edition* ed, const std::string& clause_id) {
  return ed ? ed->clause(clause_id) : nullptr;
}

// Every clause id of `ed`, sorted (none when `ed` is nullptr).
template <typename Edition>
std::vector<std::string> clause_ids_of(const Edition* ed) {
  std::vector<std::string> out;
  if (ed)
    for (const auto& [id, c] : ed->clauses) out.push_back(id);
  return out;
}

}  // namespace errata
