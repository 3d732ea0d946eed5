#pragma once
// Love Letter's state in the protocol's terms (docs/conformance.md): the JSON
// of a `new_round` request and of a `state` reply, with players by name and
// cards by role id; and the same read back from an adapter's reply, every
// name checked (an unknown card or player is a protocol error, never a crash).
#include <optional>
#include <string>
#include <vector>

#include "checker/conform/json_line.h"
#include "model/love_letter/edition.h"
#include "model/love_letter/engine.h"
#include "model/love_letter/state.h"

namespace errata::love_letter {

// A reply errata cannot read: the adapter broke the protocol.
using BadReply = conform::BadReply;

// The players at the table, by seat, under one edition.
struct Table {
  const Edition& edition;
  std::vector<std::string> names;

  const std::string& name(int seat) const { return names[static_cast<size_t>(seat)]; }
  std::optional<int> seat(const std::string& name) const;
  // The seat of the player a reply's `what` names (a string); BadReply when
  // it is not a string or nobody has that name.
  int seat_in_reply(const conform::Json& n, const std::string& what) const;
  int seat_named(const std::string& name, const std::string& what) const;
};

// A role id in a reply's `what`; BadReply for anything else ("an unknown card").
Role card_in_reply(const conform::Json& n, const std::string& what);
Role card_named(const std::string& id, const std::string& what);

// The state's fields: hands, discards, deck (top first), set_aside, face_up,
// protected, eliminated, tokens, to_move, and the Premium tokens; with
// `outcome`, round_over, round_winners, game_over, game_winners too.
conform::JsonObject state_fields(const State& s, const Table& t, bool outcome);

// A round's cards in the order a dealer hands them out (set-aside, face-up,
// one card per player by seat, then the deck top first), when `s` is a deal
// the edition's setup makes: one card set aside face down and, at two
// players, the face-up ones, as the edition sets them; every player with one
// card; nothing yet played, protected or won.
std::optional<std::vector<Role>> deal_order(const State& s, const Edition& ed);

// `new_round` for a whole state (a scenario's setup, a random deal).
conform::JsonObject new_round_request(const State& s, const Table& t);
// `new_round` with `continue`: the next round of the same game, from a deal.
conform::JsonObject next_round_request(const Deal& d, std::optional<int> first, const Table& t);

// A `state` reply's state (or a `new_round` request's), read with every
// name checked; `outcome` reads the round's and game's end too.
State read_state(const conform::Json& n, const Table& t, bool outcome);

// "[guard, priest]"; "null" for Role::none.
std::string cards_text(const Role* begin, const Role* end);

}  // namespace errata::love_letter
