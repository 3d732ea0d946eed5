#pragma once
// Reading an edition file's rulebook and its `clauses` map: each clause id
// with its quotes (every quote checked verbatim on the line it names) or, where
// the text is silent, the reading the model takes. Shared by every game.
#include <map>
#include <set>
#include <string>
#include <vector>

#include "clause.h"
#include "error_list.h"
#include "rulebook.h"
#include "rulebook_file.h"
#include "yaml_reader.h"

namespace errata {

// One citation ({line, quote}) or a list of them, each checked against `book`.
std::vector<Citation> read_citations(const YamlReader& in, const YAML::Node& node, const Rulebook& book,
                                     const std::string& what);

// A `clauses` map: id -> citation(s), or id -> {silent: "the reading taken"}.
// Each clause is read on its own: what is wrong with one goes to `errors` and
// the others are still read. Returns the ids of the clauses that could not be
// read (so that nothing else reports them missing as well).
std::set<std::string> read_clauses(const YamlReader& in, const YAML::Node& node, const Rulebook& book,
                                   std::map<std::string, Clause>& clauses, ErrorList& errors);

}  // namespace errata
