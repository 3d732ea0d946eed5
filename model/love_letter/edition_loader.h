#pragma once
// Reads a Love Letter edition file (YAML), checking every field with located
// errors and every quote against the rulebook line it cites.
#include <functional>
#include <string>
#include <vector>

#include "edition.h"

namespace errata::love_letter {

// `file` names the edition file in messages; its directory is where the
// rulebook is looked for first, then among the bundled rulebooks.
// `find` looks up an edition already loaded, for files that name a `base`;
// `loaded` (their ids) gives a misspelt base a "did you mean".
using FindEdition = std::function<const Edition*(const std::string& id)>;
Edition load_edition(const std::string& text, const std::string& file, const FindEdition& find = {},
                     const std::vector<std::string>& loaded = {});

}  // namespace errata::love_letter
