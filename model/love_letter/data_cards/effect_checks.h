#pragma once
// What the vocabulary of cards as data allows together (docs/editions.md,
// "Cards as data"): each combination refused here is one the engine could
// not run as the text means it, or one that would break an invariant of real
// play the engine and the solver both assume (reachability.h).
#include "../../core/error_list.h"
#include "../../core/yaml_reader.h"
#include "../edition.h"
#include "card_effect.h"

namespace errata::love_letter {

// One card's effect, read from `node`: a step about the chosen player needs a
// card that chooses one; a condition on what was named needs a card that
// names; naming needs a card that chooses another player; draw-and-return is
// a card's only choice (it chooses and names nobody, always, once); after a
// protect step no step makes its own player discard and stay in the round
// (her last discard is then the card that protected her, as the Handmaid's).
void check_effect_fits(const YamlReader& in, const YAML::Node& node, const CardEffect& e);

// What no effect shows alone, once every card is read: each tag a condition
// tests is borne by a card of the edition; no two cards are each forced
// beside the other (neither could be played). Errors go to `errors`, at the
// step or card they are about.
void check_card_effects(const YamlReader& in, const YAML::Node& cards, const Edition& ed, ErrorList& errors);

}  // namespace errata::love_letter
