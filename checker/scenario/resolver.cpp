#include "resolver.h"

#include "model/core/suggest.h"

namespace errata {

using namespace love_letter;

Resolver::Resolver(const Edition& ed, const NamedList& players) : ed_(ed) {
  for (const auto& p : players.items) names_.push_back(p.text);
}

std::optional<int> Resolver::seat(const std::string& name) const {
  for (size_t i = 0; i < names_.size(); ++i)
    if (names_[i] == name) return static_cast<int>(i);
  return std::nullopt;
}

std::string Resolver::unknown_player(const Named& n) const {
  std::string list;
  for (const auto& p : names_) list += (list.empty() ? "" : ", ") + p;
  return "unknown player '" + n.text + "'" + did_you_mean(n.text, names_) + "; the players are " + list;
}

int Resolver::seat_or_fail(const Named& n, const std::string& what) const {
  auto s = seat(n.text);
  if (!s) throw InputError(n.mark, what + ": " + unknown_player(n));
  return *s;
}

std::string Resolver::unknown_card(const Named& n) const {
  return "unknown card '" + n.text + "' in edition " + ed_.id + did_you_mean(n.text, ed_.card_names());
}

Role Resolver::card_or_fail(const Named& n) const {
  auto r = card(n.text);
  if (!r) throw InputError(n.mark, unknown_card(n));
  return *r;
}

PlayerSet Resolver::players_or_fail(const NamedList& list, const std::string& what) const {
  PlayerSet set = 0;
  for (const auto& n : list.items) set |= only(seat_or_fail(n, what));
  return set;
}

}  // namespace errata
