#pragma once
// Every Love Letter edition errata knows: the bundled ones, then those a user
// loads with --edition-file, all read by the same loader (checker/game/catalog.h,
// as for every game).
#include "checker/game/catalog.h"
#include "model/love_letter/edition.h"
#include "model/love_letter/edition_loader.h"

namespace errata {

class EditionCatalog : public Catalog<love_letter::Edition> {
 public:
  EditionCatalog() : Catalog(&love_letter::load_edition) {}
  // The bundled editions; InputError if one of them does not load.
  static EditionCatalog bundled() {
    EditionCatalog c;
    c.load_bundled("love_letter/editions/");
    return c;
  }
};

}  // namespace errata
