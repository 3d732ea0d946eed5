#pragma once
// A card's effect written back as the `effect:` block an edition file holds
// (docs/editions.md, "Cards as data"): the inverse of effect_reader, in the
// same words (effect_words.h). `errata edition new` writes a data card's
// effect with it, so that a new edition starts from what its base's cards do.
#include <yaml-cpp/yaml.h>

#include "card_effect.h"

namespace errata::love_letter {

// The effect as a YAML node: read back by read_card_effect, it gives the same
// effect (every clause, condition and outcome; a step's place in the file aside).
YAML::Node effect_node(const CardEffect& e);

}  // namespace errata::love_letter
