#pragma once
// Love Letter's editions in words: `errata editions` and `errata cards`.
#include <string>
#include <vector>

#include "model/love_letter/edition.h"

namespace errata::love_letter {

// An edition's title, rulebook, players, tokens, card table and readings;
// ends with a blank line.
std::string describe_edition(const Edition& ed);
// The translation table: one row per role, one column per edition (printed
// name, value, copies), as text, md or json.
std::string cards_table(const std::vector<const Edition*>& editions, const std::string& format);

}  // namespace errata::love_letter
