#pragma once
// Love Letter's plays in the protocol's terms: the canonical text `legal`
// lists ("guard target=P2 guess=priest", "chancellor": the Chancellor's keep
// and order come later, with `choose`), read back with every name checked;
// and the fields of `apply` and `choose` for one play.
#include <string>
#include <vector>

#include "checker/conform/json_line.h"
#include "model/love_letter/action.h"
#include "model/love_letter/engine.h"
#include "protocol_state.h"

namespace errata::love_letter {

// CARD, then target=P or targets=P,Q, guess=CARD, number=N, redraw.
std::string play_text(const Action& a, const Table& t);
// A canonical text read back; BadReply when malformed or naming an unknown
// card or player. The Chancellor's keep and order are left empty.
Action parse_play(const std::string& text, const Table& t);

// The distinct canonical texts of the legal plays of the player to move in
// `drawn` (who has drawn), sorted.
std::vector<std::string> legal_play_texts(const Engine& engine, const State& drawn, const Table& t);

// `apply`: the player and the play, its keep and order aside.
conform::JsonObject apply_request(int player, const Action& a, const Table& t);
// `choose`: the Chancellor's kept card and the others, the first put under first.
conform::JsonObject choose_request(const Action& a);

}  // namespace errata::love_letter
