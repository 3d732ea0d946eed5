#pragma once
// What each player saw of other players' cards during one play, as `observe`
// answers it: the Priest's and the Baroness's look, the Baron's and the
// Dowager Queen's compare (each player sees the other's card), the King's
// trade (each sees the card they receive). errata's own answer comes from
// its run of the play: the clauses its trace cites say whether the card acted.
#include <array>
#include <string>
#include <vector>

#include "model/love_letter/engine.h"
#include "protocol_state.h"

namespace errata::love_letter {

// `card`, which `player` held, was seen.
struct Seen {
  int player = -1;
  Role card = Role::none;
  friend bool operator==(const Seen&, const Seen&) = default;
  friend auto operator<=>(const Seen&, const Seen&) = default;
};

using Sightings = std::array<std::vector<Seen>, kMaxPlayers>;  // by the seat of who saw

// What each player saw during `player`'s play `a` from `before` (the state
// before the turn), given the events errata's engine noted for it.
Sightings play_sightings(const Engine& engine, const State& before, int player, const Action& a,
                         const std::vector<Event>& events);

// The players `observe` is asked about after play `a`: its player and those
// it chose, when its card looks at hands (none otherwise).
std::vector<int> observers(int player, const Action& a);

// `observe`'s reply: {"seen": [{"player": NAME, "card": ROLE}, ...]}; its list read back, sorted.
errata::Json seen_json(const std::vector<Seen>& seen, const Table& t);
std::vector<Seen> read_seen(const conform::Json& reply, const Table& t);
// "[Bo: priest]"
std::string seen_text(const std::vector<Seen>& seen, const Table& t);

}  // namespace errata::love_letter
