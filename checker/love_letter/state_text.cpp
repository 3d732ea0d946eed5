#include "state_text.h"

namespace errata::love_letter {
namespace {

template <typename Range>
std::string cards(const Range& r) {
  std::string out;
  for (Role c : r) out += (out.empty() ? "" : ", ") + std::string(role_id(c));
  return "[" + out + "]";
}

std::string players(PlayerSet set, const std::vector<std::string>& names) {
  std::string out;
  for (size_t p = 0; p < names.size(); ++p)
    if (has(set, static_cast<int>(p))) out += (out.empty() ? "" : ", ") + names[p];
  return "[" + out + "]";
}

// "{Ana: x, Bo: y}" from each seat's value.
template <typename Value>
std::string per_player(const std::vector<std::string>& names, Value value) {
  std::string out;
  for (size_t p = 0; p < names.size(); ++p) out += (out.empty() ? "" : ", ") + names[p] + ": " + value(p);
  return "{" + out + "}";
}

}  // namespace

std::vector<std::string> state_text(const State& s, const std::vector<std::string>& names) {
  std::vector<std::string> out;
  out.push_back("hands: " + per_player(names, [&](size_t p) {
    const auto& h = s.hand[p];
    return h.size == 1 ? std::string(role_id(*h.begin())) : cards(h);
  }));
  out.push_back("discards: " + per_player(names, [&](size_t p) { return cards(s.discards[p]); }));
  std::vector<Role> deck;
  for (int i = 0; i < s.deck.size; ++i) deck.push_back(s.deck.at(i));
  out.push_back("deck: " + cards(deck));
  out.push_back("set_aside: " + (s.set_aside == Role::none ? std::string("null") : std::string(role_id(s.set_aside))));
  out.push_back("eliminated: " + players(s.eliminated, names));
  out.push_back("protected: " + players(s.protected_players, names));
  out.push_back("tokens: " + per_player(names, [&](size_t p) { return std::to_string(s.tokens[p]); }));
  if (s.jester_holder >= 0) out.push_back("jester_token: " + names[static_cast<size_t>(s.jester_holder)]);
  if (s.sycophant_choice >= 0) out.push_back("sycophant_choice: " + names[static_cast<size_t>(s.sycophant_choice)]);
  out.push_back(std::string("round_over: ") + (s.round_over ? "true" : "false"));
  if (s.round_over) out.push_back("round_winners: " + players(s.round_winners, names));
  out.push_back(std::string("game_over: ") + (s.game_over ? "true" : "false"));
  if (s.game_over) out.push_back("game_winners: " + players(s.game_winners, names));
  return out;
}

}  // namespace errata::love_letter
