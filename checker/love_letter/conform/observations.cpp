#include "observations.h"

#include <algorithm>

namespace errata::love_letter {
namespace {

bool cites(const std::vector<Event>& events, std::initializer_list<std::string_view> clauses) {
  for (const auto& e : events)
    for (auto c : clauses)
      if (e.clause == c) return true;
  return false;
}

bool looks_at_hands(Role card) {
  switch (card) {
    case Role::priest: case Role::baron: case Role::king: case Role::baroness: case Role::dowager_queen: return true;
    default: return false;
  }
}

}  // namespace

Sightings play_sightings(const Engine& engine, const State& before, int player, const Action& a,
                         const std::vector<Event>& events) {
  Sightings out;
  if (!looks_at_hands(a.card) || a.target < 0) return out;
  State drawn = before;
  drawn.to_move = static_cast<int8_t>(player);
  engine.start_turn(drawn, nullptr);
  Hand kept = drawn.hand[static_cast<size_t>(player)];
  kept.remove(a.card);
  const auto card_of = [&](int p) { return drawn.hand[static_cast<size_t>(p)].empty() ? Role::none : drawn.hand[static_cast<size_t>(p)][0]; };
  const Role mine = kept.empty() ? Role::none : kept[0];
  auto& me = out[static_cast<size_t>(player)];
  if (cites(events, {"priest.look"})) me.push_back({a.target, card_of(a.target)});
  if (cites(events, {"baroness.look"})) {
    me.push_back({a.target, card_of(a.target)});
    if (a.target2 >= 0) me.push_back({a.target2, card_of(a.target2)});
  }
  if (cites(events, {"baron.compare", "baron.tie", "dowager-queen.compare", "dowager-queen.tie", "king.swap"})) {
    me.push_back({a.target, card_of(a.target)});
    out[static_cast<size_t>(a.target)].push_back({player, mine});
  }
  for (auto& seen : out) std::sort(seen.begin(), seen.end());
  return out;
}

std::vector<int> observers(int player, const Action& a) {
  if (!looks_at_hands(a.card)) return {};
  std::vector<int> out{player};
  for (int p : {a.target, a.target2})
    if (p >= 0 && p != player) out.push_back(p);
  return out;
}

errata::Json seen_json(const std::vector<Seen>& seen, const Table& t) {
  errata::Json out = errata::Json::array();
  for (const auto& s : seen) out.push_back({{"player", t.name(s.player)}, {"card", std::string(role_id(s.card))}});
  return out;
}

std::vector<Seen> read_seen(const conform::Json& reply, const Table& t) {
  const conform::Json* list = conform::field(reply, "seen");
  if (!list || !list->is_array()) throw BadReply("observe: the reply has no list 'seen'");
  if (list->size() > 2 * kMaxPlayers) throw BadReply("observe: 'seen' lists " + std::to_string(list->size()) + " cards");
  std::vector<Seen> out;
  for (const auto& item : *list) {
    const conform::Json* player = conform::field(item, "player");
    const conform::Json* card = conform::field(item, "card");
    if (!item.is_object() || !player || !card) throw BadReply("observe: each item of 'seen' is an object {player, card}");
    out.push_back({t.seat_in_reply(*player, "observe"), card_in_reply(*card, "observe")});
  }
  std::sort(out.begin(), out.end());
  return out;
}

std::string seen_text(const std::vector<Seen>& seen, const Table& t) {
  std::string out;
  for (const auto& s : seen) out += (out.empty() ? "" : ", ") + t.name(s.player) + ": " + std::string(role_id(s.card));
  return "[" + out + "]";
}

}  // namespace errata::love_letter
