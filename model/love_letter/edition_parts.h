#pragma once
// The parts of a Love Letter edition file, each read into `ed` with located
// errors (edition_loader.cpp puts them together). A part holding several
// independent entries (cards, stated totals, variants, readings) puts each
// entry's error in `errors` and goes on with the next, so that one run says
// everything wrong with a file.
#include <functional>
#include <string>

#include "../core/error_list.h"
#include "../core/yaml_reader.h"
#include "edition.h"

namespace errata::love_letter {

// A clause id given in another part (players.clause): it must be in `clauses`.
using ClauseRef = std::function<std::string(const YAML::Node&, const std::string&)>;

void read_players(const YamlReader& in, const YAML::Node& players, Edition& ed, const ClauseRef& clause_ref);
// Each card's role (a bundled role, or an id of the edition's own), names,
// value, copies, line (which must hold its name or value) and effect as data.
void read_cards(const YamlReader& in, const YAML::Node& node, Edition& ed, ErrorList& errors, const ClauseRef& clause_ref);
void read_removed(const YamlReader& in, const YAML::Node& node, Edition& ed);
// A card table restated over a base (a translation renaming the cards) keeps
// what it does not restate: the base's removals (remove_cards); this file's
// own remove_cards, read next, may change them. InputError where a restated
// count falls below the base's removal.
void keep_base_removals(const YamlReader& in, const YAML::Node& root, const std::vector<CardSpec>& base_cards, Edition& ed);
void read_stated(const YamlReader& in, const YAML::Node& node, Edition& ed, ErrorList& errors);
void read_tokens(const YamlReader& in, const YAML::Node& tokens, Edition& ed, const ClauseRef& clause_ref);
void read_setup(const YamlReader& in, const YAML::Node& setup, Edition& ed);
void read_variants(const YamlReader& in, const YAML::Node& variants, Edition& ed, ErrorList& errors);
void read_readings(const YamlReader& in, const YAML::Node& node, Edition& ed, ErrorList& errors);
// Every option of every reading, each taken with the others as chosen, must
// give a deck the model holds (--reading takes any of them later).
void check_every_option(const YamlReader& in, const YAML::Node& root, const Edition& ed, ErrorList& errors);

}  // namespace errata::love_letter
