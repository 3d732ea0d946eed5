#include "names.h"

#include "model/core/input_error.h"
#include "model/core/name_key.h"
#include "model/core/suggest.h"

namespace errata::loser {

std::optional<int> Names::seat(const std::string& name) const {
  for (size_t p = 0; p < players_.size(); ++p)
    if (name_key(players_[p]) == name_key(name)) return static_cast<int>(p);
  return std::nullopt;
}

std::string Names::unknown_player(const Named& n) const {
  std::string list;
  for (const auto& p : players_) list += (list.empty() ? "" : ", ") + p;
  return "unknown player '" + n.text + "'" + did_you_mean_name(n.text, players_) + ": the setup seats " + list;
}

int Names::seat_or_fail(const Named& n, const std::string& what) const {
  if (auto p = seat(n.text)) return *p;
  throw InputError(n.mark, what + ": " + unknown_player(n));
}

int Names::number(const Named& n, const std::string& what) const {
  const std::string& t = n.text;
  if (t.empty() || t.size() > 3 || t.find_first_not_of("0123456789") != std::string::npos)
    throw InputError(n.mark, what + ": a potion is its number (" + std::to_string(ed_.potion_low) + " to " +
                                 std::to_string(ed_.potion_high) + "), got '" + t + "'");
  return std::stoi(t);
}

std::optional<int> Names::potion(const Named& n) const {
  const std::string& t = n.text;
  if (t.empty() || t.size() > 3 || t.find_first_not_of("0123456789") != std::string::npos) return std::nullopt;
  const int v = std::stoi(t);
  if (!ed_.is_potion(v)) return std::nullopt;
  return v;
}

std::optional<int> Names::spell(const Named& n) const {
  const std::string k = name_key(n.text);
  if (k.size() < 2 || k[0] != 's' || k.size() > 3 || k.find_first_not_of("0123456789", 1) != std::string::npos) return std::nullopt;
  const int v = std::stoi(k.substr(1));
  if (v < 1 || v > ed_.spells) return std::nullopt;
  return v;
}

std::optional<std::pair<int, int>> Names::action(const Named& n) const {
  const std::string k = name_key(n.text);
  if (k.size() != 2 || k[0] < '1' || k[0] > '2' || (k[1] != 'a' && k[1] != 'b')) return std::nullopt;
  return std::make_pair(k[0] - '1', k[1] == 'a' ? 0 : 1);
}

std::string Names::unknown_card(const Named& n, const std::string& kind) const {
  if (kind == "potion")
    return "'" + n.text + "' is not a potion: potions are numbered " + std::to_string(ed_.potion_low) + " to " +
           std::to_string(ed_.potion_high);
  if (kind == "spell")
    return "'" + n.text + "' is not a spell card: they are s1 to s" + std::to_string(ed_.spells) +
           " (the rulebook names none; see docs/games/loser.md)";
  return "'" + n.text + "' is not an action: the two action cards show 1a or 1b, and 2a or 2b";
}

Thumb Names::thumb_or_fail(const Named& n) const {
  const std::string k = name_key(n.text);
  if (k == "up") return Thumb::up;
  if (k == "down") return Thumb::down;
  throw InputError(n.mark, "a vote is 'up' or 'down', got '" + n.text + "'" + did_you_mean(k, {"up", "down"}));
}

bool Names::frog_side_or_fail(const Named& n) const {
  const std::string k = name_key(n.text);
  if (k == "frog") return true;
  if (k == "human") return false;
  throw InputError(n.mark, "a character card shows 'human' or 'frog', got '" + n.text + "'" + did_you_mean(k, {"human", "frog"}));
}

}  // namespace errata::loser
