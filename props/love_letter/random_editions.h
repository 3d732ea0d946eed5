#pragma once
// Random user editions: what a translator or a publisher could write, as
// edition-file text over a bundled base (`base:`), read by the real loader.
// Each one takes a variant at every variation point (some as a reading with
// every variant as an option, the default drawn), and may restate the card
// table (the classic and the Premium cards mixed, other copies, values drawn,
// or the base's scaled), the player range, the tokens table, the set-aside
// cards and the removals. Clauses the base does not quote are quoted from
// one of its lines (the loader checks quotes, not meaning). The properties
// play them (every invariant of real play holds under every combination the
// loader accepts) and diff them like bundled editions.
#include <functional>
#include <optional>
#include <string>
#include <vector>

#include "model/core/rng.h"
#include "model/love_letter/edition.h"
#include "model/love_letter/edition_loader.h"

namespace errata::props {

// The text of a random edition file `id` over `base`, drawn from `rng`.
std::string random_edition_text(const love_letter::Edition& base, const std::string& id, Rng& rng);

struct RandomEdition {
  std::string text;                             // the edition file
  std::optional<love_letter::Edition> edition;  // as the loader read it, or nullopt...
  std::string refused;                          // ...with the loader's reason
};

// One random edition over one of `bases`, loaded with `find` (which must know
// the bases by id) as the file "<id>.yaml".
RandomEdition random_edition(const std::vector<const love_letter::Edition*>& bases, const love_letter::FindEdition& find,
                             const std::string& id, Rng& rng);

}  // namespace errata::props
