#include "expectation_check.h"

#include <algorithm>

namespace errata {

using namespace love_letter;

namespace {

std::vector<Role> roles(const NamedList& list, const Resolver& r) {
  std::vector<Role> out;
  for (const auto& n : list.items) out.push_back(r.card_or_fail(n));
  return out;
}

std::string show_players(PlayerSet set, const Resolver& r) {
  std::string out;
  for (size_t p = 0; p < r.names().size(); ++p)
    if (has(set, static_cast<int>(p))) out += (out.empty() ? "" : ", ") + r.names()[p];
  return "[" + out + "]";
}

void check_players(const std::optional<NamedList>& expected, PlayerSet actual, const char* key, const Resolver& r,
                   std::vector<Failure>& out) {
  if (!expected) return;
  const PlayerSet want = r.players_or_fail(*expected, std::string("expect.") + key);
  if (want != actual)
    out.push_back({expected->mark, std::string("expected ") + key + " = " + show_players(want, r) + ", got " +
                                       show_players(actual, r)});
}

void check_bool(const std::optional<std::pair<bool, SourceMark>>& expected, bool actual, const char* key,
                std::vector<Failure>& out) {
  if (!expected || expected->first == actual) return;
  out.push_back({expected->second, std::string("expected ") + key + " = " + (expected->first ? "true" : "false") +
                                       ", got " + (actual ? "true" : "false")});
}

template <int N>
std::vector<Role> to_vector(const Cards<N>& c) {
  return std::vector<Role>(c.begin(), c.end());
}

}  // namespace

std::string show_cards(const Role* begin, const Role* end) {
  if (end - begin == 1) return std::string(role_id(*begin));
  std::string out;
  for (const Role* r = begin; r != end; ++r) out += (out.empty() ? "" : ", ") + std::string(role_id(*r));
  return "[" + out + "]";
}

void check_expectation(const love_letter_script::Expectation& e, const State& s, const Resolver& r,
                       std::vector<Failure>& out) {
  auto show = [](const std::vector<Role>& v) { return show_cards(v.data(), v.data() + v.size()); };

  if (e.hands) {
    for (const auto& [who, cards] : *e.hands) {
      const int p = r.seat_or_fail(who, "expect.hands");
      std::vector<Role> want = roles(cards, r), got = to_vector(s.hand[p]);
      std::vector<Role> a = want, b = got;  // a hand is compared as a set of cards
      std::sort(a.begin(), a.end());
      std::sort(b.begin(), b.end());
      if (a != b) out.push_back({who.mark, "expected hands." + who.text + " = " + show(want) + ", got " + show(got)});
    }
  }
  if (e.discards) {
    for (const auto& [who, cards] : *e.discards) {
      const int p = r.seat_or_fail(who, "expect.discards");
      std::vector<Role> want = roles(cards, r), got = to_vector(s.discards[p]);
      if (want != got)
        out.push_back({who.mark, "expected discards." + who.text + " = " + show(want) + " (oldest first), got " + show(got)});
    }
  }
  check_players(e.eliminated, s.eliminated, "eliminated", r, out);
  check_players(e.protected_players, s.protected_players, "protected", r, out);
  check_players(e.round_winners, s.round_winners, "round_winners", r, out);
  check_players(e.game_winners, s.game_winners, "game_winners", r, out);
  if (e.deck) {
    std::vector<Role> want = roles(*e.deck, r), got;
    for (int i = 0; i < s.deck.size; ++i) got.push_back(s.deck.at(i));
    if (want != got) out.push_back({e.deck->mark, "expected deck = " + show(want) + " (top first), got " + show(got)});
  }
  if (e.deck_size && e.deck_size->value != s.deck.size)
    out.push_back({e.deck_size->mark, "expected deck_size = " + std::to_string(e.deck_size->value) + ", got " +
                                          std::to_string(s.deck.size)});
  if (e.set_aside) {
    const Role want = *e.set_aside ? r.card_or_fail(**e.set_aside) : Role::none;
    if (want != s.set_aside) {
      auto name = [](Role x) { return x == Role::none ? std::string("null") : std::string(role_id(x)); };
      out.push_back({e.set_aside_mark, "expected set_aside = " + name(want) + ", got " + name(s.set_aside)});
    }
  }
  auto check_player = [&](const std::optional<std::optional<Named>>& want, int8_t got, const SourceMark& mark,
                          const char* key) {
    if (!want) return;
    const int expected = *want ? r.seat_or_fail(**want, std::string("expect.") + key) : -1;
    auto name = [&](int p) { return p < 0 ? std::string("null") : r.names()[static_cast<size_t>(p)]; };
    if (expected != got) out.push_back({mark, std::string("expected ") + key + " = " + name(expected) + ", got " + name(got)});
  };
  check_player(e.jester_token, s.jester_holder, e.jester_mark, "jester_token");
  check_player(e.sycophant_choice, s.sycophant_choice, e.sycophant_mark, "sycophant_choice");
  check_bool(e.round_over, s.round_over, "round_over", out);
  check_bool(e.game_over, s.game_over, "game_over", out);
  if (e.tokens) {
    for (const auto& [who, n] : *e.tokens) {
      const int p = r.seat_or_fail(who, "expect.tokens");
      if (s.tokens[p] != n.value)
        out.push_back({who.mark, "expected tokens." + who.text + " = " + std::to_string(n.value) + ", got " +
                                     std::to_string(s.tokens[p])});
    }
  }
}

}  // namespace errata
