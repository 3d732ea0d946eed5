#include "edition.h"

#include <algorithm>

namespace errata::loser {

bool Edition::is_red(int v) const { return std::find(red.begin(), red.end(), v) != red.end(); }
bool Edition::is_blue(int v) const { return std::find(blue.begin(), blue.end(), v) != blue.end(); }

const DealRow* Edition::row(int players) const {
  for (const auto& r : deal_table)
    if (r.players == players) return &r;
  return nullptr;
}

const Clause* Edition::clause(const std::string& id) const {
  auto it = clauses.find(id);
  return it == clauses.end() ? nullptr : &it->second;
}

}  // namespace errata::loser
