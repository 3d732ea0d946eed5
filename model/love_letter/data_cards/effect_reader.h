#pragma once
// Reads a card's `effect:` block (docs/editions.md, "Cards as data") into a
// CardEffect, every key and value checked with a located error and a "did
// you mean", every clause it cites checked against the edition's `clauses`,
// every size bounded (docs/security.md).
#include <string>
#include <vector>

#include "../../core/yaml_reader.h"
#include "../edition.h"
#include "../edition_parts.h"
#include "card_effect.h"

namespace errata::love_letter {

// What an effect is read against: its edition's clauses (`clause_ref`) and
// the role ids of every card its card table lists (the cards an effect may
// name in `except` or `forced_beside`; a card of the edition's own is
// claimed before any effect is read, so that one may name a later one).
struct EffectContext {
  ClauseRef clause_ref;
  std::vector<std::string> card_ids;
};

CardEffect read_card_effect(const YamlReader& in, const YAML::Node& effect, const EffectContext& context);

}  // namespace errata::love_letter
