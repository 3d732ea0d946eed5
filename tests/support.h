#pragma once
// Shared by the unit tests: the bundled 2019 edition and terse state building.
#include <initializer_list>
#include <string>
#include <vector>

#include "checker/love_letter/edition_catalog.h"
#include "model/love_letter/engine.h"

namespace errata::test {

using love_letter::Action;
using love_letter::Role;
using love_letter::State;

inline const EditionCatalog& catalog() {
  static const EditionCatalog c = EditionCatalog::bundled();
  return c;
}
inline const love_letter::Edition& ll2019() { return *catalog().find("love-letter-2019"); }

// One card per player (Role::none for a player out of the round), the deck top first.
inline State deal(std::initializer_list<Role> hands, std::initializer_list<Role> deck, Role set_aside = Role::none) {
  State s;
  for (Role r : hands) {
    const int p = s.players++;
    if (r == Role::none) s.eliminated |= love_letter::only(p);
    else s.hand[p].add(r);
  }
  for (Role r : deck) s.deck.put_under(r);
  s.set_aside = set_aside;
  return s;
}

inline Action play(Role card, int target = love_letter::kNoPlayer, Role guess = Role::none) {
  Action a;
  a.card = card;
  a.target = static_cast<int8_t>(target);
  a.guess = guess;
  return a;
}

inline std::vector<Role> cards_of(const love_letter::Hand& h) { return {h.begin(), h.end()}; }
inline std::vector<Role> cards_of(const love_letter::Pile& p) { return {p.begin(), p.end()}; }

// The clause ids a trace cites, in order.
inline std::vector<std::string> clauses_of(const love_letter::Trace& t) {
  std::vector<std::string> out;
  for (const auto& e : t.events)
    if (!e.clause.empty()) out.push_back(e.clause);
  return out;
}

inline bool cites(const love_letter::Trace& t, const std::string& clause) {
  for (const auto& e : t.events)
    if (e.clause == clause) return true;
  return false;
}

inline love_letter::Trace trace_for(int players) {
  love_letter::Trace t;
  for (int i = 0; i < players; ++i) t.names.push_back(std::string(1, static_cast<char>('A' + i)));
  return t;
}

}  // namespace errata::test
