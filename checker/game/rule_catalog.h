#pragma once
// What a game's engine decides by, as a translator needs it (errata clauses,
// errata variants, the skeleton of a new edition file, the tables of
// docs/editions.md): every clause id with what it means, and every variation
// point with the variants the engine implements, what each decides and the
// clauses it cites, and what each edition takes there. Each game builds it
// from the very lists its engine uses, never from a list typed again.
#include <string>
#include <vector>

namespace errata {

struct CatalogClause {
  std::string id;
  std::string card;   // the card it is about ("" for every edition)
  std::string means;  // what the engine decides by it, in words
  // Cited only under these variants ("point=variant"); empty: cited whatever the variants.
  std::vector<std::string> only_under;
};

struct CatalogVariant {
  std::string name;
  std::string says;
  std::vector<std::string> clauses;  // the clauses the engine cites under it
};

// What one edition takes at a variation point.
struct CatalogChoice {
  std::string edition;
  std::string variant;  // "" when the edition has none of the point's card
  bool stated = true;   // stated by the text (`variants:`), else a reading where the text is silent
};

struct CatalogPoint {
  std::string id;
  std::string card;  // the card it is about ("" for every edition)
  std::string decides;
  std::vector<CatalogVariant> variants;
  std::vector<CatalogChoice> editions;
};

struct RuleCatalog {
  std::vector<CatalogClause> clauses;
  std::vector<CatalogPoint> points;
};

}  // namespace errata
