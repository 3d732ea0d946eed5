#include "resolver.h"

#include "model/core/suggest.h"

namespace errata {

using namespace love_letter;

Resolver::Resolver(const Edition& ed, const NamedList& players, std::vector<const Edition*> others, const Edition* names_from)
    : ed_(ed), others_(std::move(others)), names_from_(names_from) {
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
  return "unknown player '" + n.text + "'" + did_you_mean_name(n.text, names_) + ": the setup seats " + list;
}

int Resolver::seat_or_fail(const Named& n, const std::string& what) const {
  auto s = seat(n.text);
  if (!s) throw InputError(n.mark, what + ": " + unknown_player(n));
  return *s;
}

std::string Resolver::unknown_card(const Named& n) const {
  for (const Edition* other : others_) {
    const auto role = other == &ed_ ? std::nullopt : other->card_named(n.text);
    if (!role) continue;
    const std::string id(role_id(*role));
    const std::string said = "'" + n.text + "' is " + other->id + "'s name for " + id;
    if (!ed_.card(*role)) return said + ", a card edition " + ed_.id + " does not have";
    return said + "; edition " + ed_.id + " calls it '" + ed_.card_name(*role) + "' (or " + id + ")";
  }
  return "unknown card '" + n.text + "'" + did_you_mean(n.text, ed_.card_names());
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
