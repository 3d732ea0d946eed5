#pragma once
// How names are matched: case is ignored, common Latin accents are folded,
// spaces, '-' and '_' are alike, and typographic apostrophes equal '\''.
// "Céleste la licorne", "celeste-la-licorne" and "CELESTE_LA_LICORNE" match.
#include <string>
#include <string_view>

namespace errata {

std::string name_key(std::string_view name);

}  // namespace errata
