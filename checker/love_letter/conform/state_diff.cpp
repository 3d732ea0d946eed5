#include "state_diff.h"

#include <algorithm>

namespace errata::love_letter {
namespace {

std::string players_text(PlayerSet set, const Table& t) {
  std::string out;
  for (size_t p = 0; p < t.names.size(); ++p)
    if (has(set, static_cast<int>(p))) out += (out.empty() ? "" : ", ") + t.names[p];
  return "[" + out + "]";
}

std::string player_text(int seat, const Table& t) { return seat < 0 ? "null" : t.name(seat); }

template <int N>
std::string sorted_text(const Cards<N>& c) {
  std::vector<Role> s(c.begin(), c.end());
  std::sort(s.begin(), s.end());
  return cards_text(s.data(), s.data() + s.size());
}

std::string deck_text(const Deck& d) {
  std::vector<Role> cards;
  for (int i = 0; i < d.size; ++i) cards.push_back(d.at(i));
  return cards_text(cards.data(), cards.data() + cards.size());
}

}  // namespace

std::vector<FieldDiff> state_diff(const State& a, const State& b, const Table& t) {
  std::vector<FieldDiff> out;
  auto differ = [&](const std::string& field, const std::string& group, const std::string& x, const std::string& y) {
    if (x != y) out.push_back({field, group, x, y});
  };
  for (int p = 0; p < a.players; ++p) differ("hands." + t.name(p), "cards", sorted_text(a.hand[p]), sorted_text(b.hand[p]));
  for (int p = 0; p < a.players; ++p)
    differ("discards." + t.name(p), "cards", cards_text(a.discards[p].begin(), a.discards[p].end()),
           cards_text(b.discards[p].begin(), b.discards[p].end()));
  differ("deck", "cards", deck_text(a.deck), deck_text(b.deck));
  differ("set_aside", "cards", a.set_aside == Role::none ? "null" : std::string(role_id(a.set_aside)),
         b.set_aside == Role::none ? "null" : std::string(role_id(b.set_aside)));
  differ("face_up", "cards", sorted_text(a.face_up), sorted_text(b.face_up));
  differ("eliminated", "cards", players_text(a.eliminated, t), players_text(b.eliminated, t));
  if (t.edition.has_card(Role::jester)) differ("jester_token", "cards", player_text(a.jester_holder, t), player_text(b.jester_holder, t));
  if (t.edition.has_card(Role::sycophant))
    differ("sycophant_choice", "cards", player_text(a.sycophant_choice, t), player_text(b.sycophant_choice, t));
  differ("protected", "protected", players_text(a.protected_players, t), players_text(b.protected_players, t));
  if (!a.round_over && a.to_move >= 0) differ("to_move", "to_move", player_text(a.to_move, t), player_text(b.to_move, t));
  differ("round_over", "round", a.round_over ? "true" : "false", b.round_over ? "true" : "false");
  if (a.round_over && b.round_over) differ("round_winners", "round", players_text(a.round_winners, t), players_text(b.round_winners, t));
  for (int p = 0; p < a.players; ++p)
    differ("tokens." + t.name(p), "tokens", std::to_string(a.tokens[p]), std::to_string(b.tokens[p]));
  differ("game_over", "game", a.game_over ? "true" : "false", b.game_over ? "true" : "false");
  if (a.game_over && b.game_over) differ("game_winners", "game", players_text(a.game_winners, t), players_text(b.game_winners, t));
  return out;
}

std::string diff_text(const std::vector<FieldDiff>& diffs, bool rules_side, size_t most) {
  std::string out;
  for (size_t i = 0; i < diffs.size() && i < most; ++i)
    out += (i ? "; " : "") + diffs[i].field + " = " + (rules_side ? diffs[i].rules : diffs[i].engine);
  if (diffs.size() > most) out += "; and " + std::to_string(diffs.size() - most) + " more";
  return out;
}

}  // namespace errata::love_letter
