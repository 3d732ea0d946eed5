#pragma once
// A card's effect written as data, as one line of text: every field the
// engine and the encodings read (never its clauses or where it is written),
// so that two effects with the same text do the same thing. It is the value
// of the setting "effect:ROLE" in rule_data (a native card: "native").
#include <string>

#include "model/love_letter/data_cards/card_effect.h"

namespace errata::smt {

std::string effect_text(const love_letter::CardEffect* e);

}  // namespace errata::smt
