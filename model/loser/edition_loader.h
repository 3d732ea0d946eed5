#pragma once
// Reads a Loser edition file (model/loser/editions/*.yaml) with located
// errors, every error of the file at once: components, the deal table, stated
// totals and quoted clauses. A file may start from another edition (`base:`)
// and give only what differs.
#include <functional>
#include <string>
#include <vector>

#include "edition.h"

namespace errata::loser {

// InputError (file:line:col) on bad input, on a quote not found on its line,
// or on a clause the engine cites that the file does not give. `find` looks
// up an edition already loaded, for a file that names a `base`; `loaded`
// (their ids) gives a misspelt base a "did you mean".
using FindEdition = std::function<const Edition*(const std::string& id)>;
Edition load_edition(const std::string& text, const std::string& file, const FindEdition& find = {},
                     const std::vector<std::string>& loaded = {});

// The bundled edition (model/loser/editions/loser.yaml).
const Edition& bundled_edition();

}  // namespace errata::loser
