#include "rule_data.h"

#include <algorithm>
#include <set>

#include "data_card_edit.h"
#include "data_card_play.h"
#include "effect_text.h"

namespace errata::smt {

using love_letter::Edition;
using love_letter::Role;

namespace {

// The per-card fields of the engine's edition data, by name.
const char* const kCardFields[] = {"copies", "value", "listed", "effect"};

std::string field_of(const std::string& id) { return id.substr(0, id.find(':')); }
std::string key_of(const std::string& id) { return id.substr(id.find(':') + 1); }

Role role_of(const std::string& key) {
  for (int i = 1; i < love_letter::kRoleCount; ++i)
    if (love_letter::role_id(static_cast<Role>(i)) == key) return static_cast<Role>(i);
  return Role::none;
}

}  // namespace

std::vector<std::string> setting_ids(const Edition& a, const Edition& b) {
  std::vector<std::string> out;
  for (const auto& point : love_letter::Rules::variation_points()) out.push_back("rule:" + point);
  for (int i = 1; i < love_letter::kRoleCount; ++i)
    for (const char* field : kCardFields)
      out.push_back(std::string(field) + ":" + std::string(love_letter::role_id(static_cast<Role>(i))));
  out.push_back("players:min");
  out.push_back("players:max");
  std::set<int> counts;
  for (const auto& [n, t] : a.tokens_to_win) counts.insert(n);
  for (const auto& [n, t] : b.tokens_to_win) counts.insert(n);
  for (int n : counts) out.push_back("tokens-to-win:" + std::to_string(n));
  out.push_back("set-aside:face-down");
  out.push_back("set-aside:face-up-two-players");
  return out;
}

std::string setting_value(const Edition& e, const std::string& id) {
  const std::string field = field_of(id), key = key_of(id);
  const auto r = static_cast<size_t>(role_of(key));
  if (field == "rule") return e.rules.variant(key);
  if (field == "copies") return std::to_string(e.copies[r]);
  if (field == "value") return std::to_string(e.value[r]);
  if (field == "listed") return e.listed[r] ? "listed" : "not listed";
  if (field == "effect") return effect_text(e.effect(role_of(key)));
  if (id == "players:min") return std::to_string(e.min_players);
  if (id == "players:max") return std::to_string(e.max_players);
  if (field == "tokens-to-win") return std::to_string(e.tokens_needed(std::stoi(key)));
  if (id == "set-aside:face-down") return std::to_string(e.set_aside_face_down);
  if (id == "set-aside:face-up-two-players") return std::to_string(e.face_up_when_two_players);
  return "";
}

Edition with_setting(const Edition& e, const std::string& id, const Edition& from) {
  Edition out = e;
  const std::string field = field_of(id), key = key_of(id);
  const auto r = static_cast<size_t>(role_of(key));
  if (field == "rule") out.rules.set(key, from.rules.variant(key));
  if (field == "copies") out.copies[r] = from.copies[r];
  if (field == "value") out.value[r] = from.value[r];
  if (field == "listed") out.listed[r] = from.listed[r];
  if (field == "effect") put_effect(out, role_of(key), shared_effect(from, role_of(key)));  // as data in `from`, or native there
  if (id == "players:min") out.min_players = from.min_players;
  if (id == "players:max") out.max_players = from.max_players;
  if (field == "tokens-to-win") {
    const int n = std::stoi(key);
    if (auto it = from.tokens_to_win.find(n); it != from.tokens_to_win.end()) out.tokens_to_win[n] = it->second;
    else out.tokens_to_win.erase(n);
  }
  if (id == "set-aside:face-down") out.set_aside_face_down = from.set_aside_face_down;
  if (id == "set-aside:face-up-two-players") out.face_up_when_two_players = from.face_up_when_two_players;
  return out;
}

std::vector<Setting> rule_data_differences(const Edition& a, const Edition& b) {
  std::vector<Setting> out;
  for (const auto& id : setting_ids(a, b)) {
    Setting s{id, setting_value(a, id), setting_value(b, id)};
    if (s.value_a != s.value_b) out.push_back(std::move(s));
  }
  return out;
}

bool moot(const Edition& a, const Edition& b, const std::string& id) {
  const std::string field = field_of(id), key = key_of(id);
  auto absent = [&](Role r) { return r != Role::none && !a.has_card(r) && !b.has_card(r); };
  if (field == "rule") return absent(love_letter::Rules::card_of(key));
  if (field == "value" || field == "effect") return absent(role_of(key));
  // A player count not both editions seat: play there is told apart by the
  // player range (players.count), and no rule of the other edition reads it.
  const auto not_both_seat = [&](int n) { return n < a.min_players || n > a.max_players || n < b.min_players || n > b.max_players; };
  if (field == "tokens-to-win") return not_both_seat(std::stoi(key));
  if (id == "set-aside:face-up-two-players") return not_both_seat(2);  // dealt face up in a 2-player round only
  return false;
}

std::vector<std::string> setting_clauses(const Edition& e, const std::string& id) {
  const std::string field = field_of(id), key = key_of(id);
  std::vector<std::string> wanted;
  if (field == "rule") {
    wanted = love_letter::Rules::clauses_needed(key, e.rules.variant(key));
    if (const auto* reading = e.reading(key))
      wanted.insert(wanted.end(), reading->clauses.begin(), reading->clauses.end());
  } else if (field == "effect") {
    if (const auto* effect = e.effect(role_of(key))) wanted = data_card_clauses(*effect);
  } else if (field == "players") {
    wanted = {e.players_clause};
  } else if (field == "tokens-to-win") {
    wanted = {e.tokens_clause};
  } else if (field == "set-aside") {
    wanted = {"setup.set-aside", "setup.face-up"};
  } else {
    wanted = {"setup.cards"};
  }
  std::vector<std::string> out;
  for (const auto& c : wanted)
    if (!c.empty() && e.clause(c) && std::find(out.begin(), out.end(), c) == out.end()) out.push_back(c);
  return out;
}

}  // namespace errata::smt
