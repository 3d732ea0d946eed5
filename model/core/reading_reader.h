#pragma once
// Reading one entry of an edition file's `readings:` (any game): its id, the
// clauses it is about (each in the edition's `clauses`), the rulebook lines
// (each inside the text), what the text says, the options (with the card
// counts an option sets, if any) and the default, which is the reading taken.
#include <map>
#include <string>

#include "clause.h"
#include "reading.h"
#include "rulebook.h"
#include "yaml_reader.h"

namespace errata {

Reading read_reading(const YamlReader& in, const YAML::Node& n, const Rulebook& book,
                     const std::map<std::string, Clause>& clauses);

}  // namespace errata
