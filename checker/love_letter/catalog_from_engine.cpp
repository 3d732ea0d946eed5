#include "catalog_from_engine.h"

#include "model/love_letter/clause_ids.h"
#include "model/love_letter/rules.h"

namespace errata::love_letter {
namespace {

std::string card_of(Role r) { return r == Role::none ? "" : std::string(role_id(r)); }

// "point=variant" for every variant that cites `clause`.
std::vector<std::string> variants_citing(std::string_view clause) {
  std::vector<std::string> out;
  for (const auto& point : Rules::variation_points())
    for (const auto& v : Rules::variants_of(point))
      for (const auto& c : Rules::clauses_needed(point, v))
        if (c == clause) out.push_back(point + "=" + v);
  return out;
}

// The card of a clause only variants cite: that of the first point whose variant cites it.
Role card_of_variant_clause(std::string_view clause) {
  for (const auto& point : Rules::variation_points())
    for (const auto& v : Rules::variants_of(point))
      for (const auto& c : Rules::clauses_needed(point, v))
        if (c == clause) return Rules::card_of(point);
  return Role::none;
}

CatalogPoint point_of(const std::string& id, const std::vector<const Edition*>& editions) {
  CatalogPoint p{id, card_of(Rules::card_of(id)), Rules::decides(id), {}, {}};
  for (const auto& v : Rules::variants_of(id)) p.variants.push_back({v, Rules::says(id, v), Rules::clauses_needed(id, v)});
  const Role card = Rules::card_of(id);
  for (const Edition* ed : editions) {
    const bool decides = card == Role::none || ed->card(card) != nullptr;
    p.editions.push_back({ed->id, decides ? ed->variant_at(id) : "", ed->reading(id) == nullptr});
  }
  return p;
}

}  // namespace

RuleCatalog rule_catalog(const std::vector<const Edition*>& editions) {
  RuleCatalog out;
  for (const auto& c : engine_clauses()) out.clauses.push_back({std::string(c.id), card_of(c.card), std::string(c.means), {}});
  for (const auto& c : kVariantClauses)  // setup.face-up is cited by the deal of a 2-player round, no variant
    out.clauses.push_back({std::string(c.id), card_of(card_of_variant_clause(c.id)), std::string(c.means), variants_citing(c.id)});
  for (const auto& point : Rules::variation_points()) out.points.push_back(point_of(point, editions));
  return out;
}

}  // namespace errata::love_letter
