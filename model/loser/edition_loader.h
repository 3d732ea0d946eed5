#pragma once
// Reads a Loser edition file (model/loser/editions/*.yaml) with located
// errors: components, the deal table, stated totals and quoted clauses.
#include <string>

#include "edition.h"

namespace errata::loser {

// InputError (file:line:col) on bad input, on a quote not found on its line,
// or on a clause the engine cites that the file does not give.
Edition load_edition(const std::string& text, const std::string& file);

// The bundled edition (model/loser/editions/loser.yaml).
const Edition& bundled_edition();

}  // namespace errata::loser
