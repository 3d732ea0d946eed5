#include "protocol_state.h"

namespace errata::love_letter {
namespace {

using conform::JsonObject;

std::vector<std::string> card_ids(const Role* begin, const Role* end) {
  std::vector<std::string> out;
  for (const Role* r = begin; r != end; ++r) out.emplace_back(role_id(*r));
  return out;
}

std::vector<std::string> names_in(PlayerSet set, const Table& t) {
  std::vector<std::string> out;
  for (size_t p = 0; p < t.names.size(); ++p)
    if (has(set, static_cast<int>(p))) out.push_back(t.names[p]);
  return out;
}

// {"Ana": [...], "Bo": [...]}: one list of cards per player.
template <typename PileOf>
errata::Json per_player(const Table& t, PileOf pile) {
  errata::Json out = errata::Json::object();
  for (size_t p = 0; p < t.names.size(); ++p) {
    const auto& cards = pile(static_cast<int>(p));
    out[t.names[p]] = card_ids(cards.begin(), cards.end());
  }
  return out;
}

void player_or_null(JsonObject& o, const std::string& key, int seat, const Table& t) {
  if (seat >= 0) o.text(key, t.name(seat));
  else o.null(key);
}

using conform::Json;

const Json& field(const Json& n, const char* key, bool required) {
  static const Json absent;
  const Json* v = conform::field(n, key);
  if (!v && required) throw BadReply(std::string("the state has no '") + key + "'");
  return v ? *v : absent;
}

// A list in a reply, at most `capacity` items.
const Json& list_in_reply(const Json& n, const std::string& what, size_t capacity) {
  if (!n.is_array()) throw BadReply(what + " is not a list: " + conform::json_shown(n));
  if (n.size() > capacity) throw BadReply(what + " has " + std::to_string(n.size()) + " items; at most " +
                                          std::to_string(capacity) + " are possible");
  return n;
}

template <int N>
void read_cards(const Json& n, const std::string& what, Cards<N>& out) {
  for (const auto& c : list_in_reply(n, what, N)) out.add(card_in_reply(c, what));
}

PlayerSet read_players(const Json& n, const std::string& what, const Table& t) {
  PlayerSet set = 0;
  if (n.is_null()) return set;
  for (const auto& p : list_in_reply(n, what, kMaxPlayers)) set |= only(t.seat_in_reply(p, what));
  return set;
}

int read_player_or_null(const Json& n, const std::string& what, const Table& t) {
  return n.is_null() ? -1 : t.seat_in_reply(n, what);
}

bool read_bool(const Json& n, const std::string& what) {
  if (!n.is_boolean()) throw BadReply(what + " is not true or false: " + conform::json_shown(n));
  return n.get<bool>();
}

// `per_player` read back: a map from player to a list of cards.
template <typename Store>
void read_per_player(const Json& n, const std::string& what, const Table& t, Store store) {
  if (!n.is_object()) throw BadReply(what + " is not an object: " + conform::json_shown(n));
  for (const auto& [name, value] : n.items()) {
    const int p = t.seat_named(name, what);
    store(p, value, what + "." + t.name(p));
  }
}

}  // namespace

std::optional<int> Table::seat(const std::string& name) const {
  for (size_t i = 0; i < names.size(); ++i)
    if (names[i] == name) return static_cast<int>(i);
  return std::nullopt;
}

int Table::seat_named(const std::string& name, const std::string& what) const {
  if (auto s = seat(name)) return *s;
  std::string list;
  for (const auto& p : names) list += (list.empty() ? "" : ", ") + p;
  throw BadReply(what + ": unknown player " + conform::quote_line(name) + " (the players are " + list + ")");
}

int Table::seat_in_reply(const conform::Json& n, const std::string& what) const {
  if (!n.is_string()) throw BadReply(what + ": a player is named by a string, not " + conform::json_shown(n));
  return seat_named(n.get<std::string>(), what);
}

Role card_named(const std::string& id, const std::string& what) {
  if (auto r = role_from_id(id); r && *r != Role::none) return *r;
  throw BadReply(what + ": unknown card " + conform::quote_line(id) + " (cards are named by role id: guard, priest, ...)");
}

Role card_in_reply(const conform::Json& n, const std::string& what) {
  if (!n.is_string()) throw BadReply(what + ": a card is named by a string, not " + conform::json_shown(n));
  return card_named(n.get<std::string>(), what);
}

std::string cards_text(const Role* begin, const Role* end) {
  std::string out;
  for (const Role* r = begin; r != end; ++r) out += (out.empty() ? "" : ", ") + std::string(role_id(*r));
  return "[" + out + "]";
}

JsonObject state_fields(const State& s, const Table& t, bool outcome) {
  JsonObject o;
  o.value("hands", per_player(t, [&](int p) -> const Hand& { return s.hand[static_cast<size_t>(p)]; }));
  o.value("discards", per_player(t, [&](int p) -> const Pile& { return s.discards[static_cast<size_t>(p)]; }));
  std::vector<std::string> deck;
  for (int i = 0; i < s.deck.size; ++i) deck.emplace_back(role_id(s.deck.at(i)));
  o.texts("deck", deck);
  if (s.set_aside == Role::none) o.null("set_aside");
  else o.text("set_aside", std::string(role_id(s.set_aside)));
  o.texts("face_up", card_ids(s.face_up.begin(), s.face_up.end()));
  o.texts("protected", names_in(s.protected_players, t));
  o.texts("eliminated", names_in(s.eliminated, t));
  errata::Json tokens = errata::Json::object();
  for (size_t p = 0; p < t.names.size(); ++p) tokens[t.names[p]] = s.tokens[p];
  o.value("tokens", std::move(tokens));
  player_or_null(o, "to_move", outcome && s.round_over ? -1 : s.to_move, t);
  player_or_null(o, "jester_token", s.jester_holder, t);
  player_or_null(o, "jester_giver", s.jester_owner, t);
  player_or_null(o, "sycophant_choice", s.sycophant_choice, t);
  if (!outcome) return o;
  o.boolean("round_over", s.round_over).texts("round_winners", names_in(s.round_winners, t));
  o.boolean("game_over", s.game_over).texts("game_winners", names_in(s.game_winners, t));
  return o;
}

namespace {

// Whether the set-aside and face-up cards are those the edition's setup deals.
bool dealt_as_the_edition_deals(const Edition& ed, int players, Role set_aside, int face_up) {
  return (set_aside != Role::none) == (ed.set_aside_face_down > 0) &&
         face_up == (players == 2 ? ed.face_up_when_two_players : 0);
}

}  // namespace

std::optional<std::vector<Role>> deal_order(const State& s, const Edition& ed) {
  if (s.eliminated || s.protected_players || s.jester_holder >= 0 || s.sycophant_choice >= 0 || s.round_over ||
      !dealt_as_the_edition_deals(ed, s.players, s.set_aside, s.face_up.size))
    return std::nullopt;
  std::vector<Role> order;
  if (s.set_aside != Role::none) order.push_back(s.set_aside);
  order.insert(order.end(), s.face_up.begin(), s.face_up.end());
  for (int p = 0; p < s.players; ++p) {
    if (s.hand[p].size != 1 || !s.discards[p].empty() || s.tokens[p]) return std::nullopt;
    order.push_back(s.hand[p][0]);
  }
  for (int i = 0; i < s.deck.size; ++i) order.push_back(s.deck.at(i));
  return order;
}

JsonObject new_round_request(const State& s, const Table& t) {
  JsonObject o;
  o.text("edition", t.edition.id).boolean("continue", false).texts("players", t.names);
  o.append(state_fields(s, t, false));
  if (auto order = deal_order(s, t.edition)) o.texts("deal_order", card_ids(order->data(), order->data() + order->size()));
  return o;
}

JsonObject next_round_request(const Deal& d, std::optional<int> first, const Table& t) {
  JsonObject o;
  o.text("edition", t.edition.id).boolean("continue", true);
  errata::Json hands = errata::Json::object();
  bool dealt = dealt_as_the_edition_deals(t.edition, static_cast<int>(t.names.size()), d.set_aside, d.face_up.size);
  std::vector<Role> order;
  if (d.set_aside != Role::none) order.push_back(d.set_aside);
  order.insert(order.end(), d.face_up.begin(), d.face_up.end());
  for (size_t p = 0; p < t.names.size(); ++p) {
    const Role r = d.hand[p];
    hands[t.names[p]] = r == Role::none ? std::vector<std::string>{} : std::vector<std::string>{std::string(role_id(r))};
    if (r != Role::none) order.push_back(r);
    dealt = dealt && r != Role::none;
  }
  o.value("hands", std::move(hands));
  o.texts("deck", card_ids(d.deck.begin(), d.deck.end()));
  if (d.set_aside == Role::none) o.null("set_aside");
  else o.text("set_aside", std::string(role_id(d.set_aside)));
  o.texts("face_up", card_ids(d.face_up.begin(), d.face_up.end()));
  player_or_null(o, "first", first ? *first : -1, t);
  order.insert(order.end(), d.deck.begin(), d.deck.end());
  if (dealt) o.texts("deal_order", card_ids(order.data(), order.data() + order.size()));
  return o;
}

State read_state(const Json& n, const Table& t, bool outcome) {
  if (!n.is_object()) throw BadReply("the state is not an object");
  State s;
  s.players = static_cast<uint8_t>(t.names.size());
  read_per_player(field(n, "hands", true), "hands", t,
                  [&](int p, const Json& v, const std::string& w) { read_cards(v, w, s.hand[static_cast<size_t>(p)]); });
  read_per_player(field(n, "discards", true), "discards", t,
                  [&](int p, const Json& v, const std::string& w) { read_cards(v, w, s.discards[static_cast<size_t>(p)]); });
  for (const auto& c : list_in_reply(field(n, "deck", true), "deck", Deck::kCapacity - 1)) s.deck.put_under(card_in_reply(c, "deck"));
  const Json& aside = field(n, "set_aside", true);
  s.set_aside = aside.is_null() ? Role::none : card_in_reply(aside, "set_aside");
  if (const Json& up = field(n, "face_up", false); !up.is_null()) read_cards(up, "face_up", s.face_up);
  s.protected_players = read_players(field(n, "protected", true), "protected", t);
  s.eliminated = read_players(field(n, "eliminated", true), "eliminated", t);
  read_per_player(field(n, "tokens", true), "tokens", t, [&](int p, const Json& v, const std::string& w) {
    if (!v.is_number_integer() || v.get<long long>() < 0 || v.get<long long>() > 99)
      throw BadReply(w + " is not a number of tokens (a JSON integer, 0 to 99): " + conform::json_shown(v));
    s.tokens[static_cast<size_t>(p)] = static_cast<uint8_t>(v.get<int>());
  });
  s.to_move = static_cast<int8_t>(read_player_or_null(field(n, "to_move", false), "to_move", t));
  s.jester_holder = static_cast<int8_t>(read_player_or_null(field(n, "jester_token", false), "jester_token", t));
  s.jester_owner = static_cast<int8_t>(read_player_or_null(field(n, "jester_giver", false), "jester_giver", t));
  s.sycophant_choice = static_cast<int8_t>(read_player_or_null(field(n, "sycophant_choice", false), "sycophant_choice", t));
  if (!outcome) return s;
  s.round_over = read_bool(field(n, "round_over", true), "round_over");
  s.round_winners = read_players(field(n, "round_winners", false), "round_winners", t);
  if (const Json& g = field(n, "game_over", false); !g.is_null()) s.game_over = read_bool(g, "game_over");
  s.game_winners = read_players(field(n, "game_winners", false), "game_winners", t);
  return s;
}

}  // namespace errata::love_letter
