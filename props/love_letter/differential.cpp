#include "differential.h"

#include <algorithm>
#include <bit>
#include <numeric>

#include "game_witness.h"
#include "model/love_letter/engine.h"
#include "shared_deal.h"

namespace errata::props {

using namespace love_letter;

std::vector<Role> common_cards(const Edition& a, const Edition& b) { return cards_in_both(a, b); }

namespace {

// guard.names: a choice is played by what it names, not by how it is
// written. Where one edition's Guard names a number and the other's a
// character, a number that names (in the first) a character both editions
// list, of a role either deck has, is played as that character, which both
// read: the SMT diff compares the same choice so, on the same characters
// (checker/love_letter/smt/diff_plays.cpp, named_as_written).
Action as_named(Action act, const Edition& a, const Edition& b) {
  if (act.card != Role::guard || act.number < 0 || a.rules.guard_names_a_number() == b.rules.guard_names_a_number()) return act;
  const Edition& numbers = a.rules.guard_names_a_number() ? a : b;
  const Edition& characters = a.rules.guard_names_a_number() ? b : a;
  for (int i = 1; i < kRoleCount; ++i) {
    const auto r = static_cast<Role>(i);
    if ((numbers.card(r) || characters.card(r)) && numbers.lists(r) && characters.lists(r) && numbers.value_of(r) == act.number) {
      act.guess = r;
      act.number = -1;
      return act;
    }
  }
  return act;
}

}  // namespace

std::pair<int, int> common_players(const Edition& a, const Edition& b) {
  return {std::max(a.min_players, b.min_players), std::min(a.max_players, b.max_players)};
}

namespace {

// The case's tokens, each below both editions' win; the first player, as a
// later round's rules choose her, is the one who won the round before (the
// most tokens), else P1.
std::pair<std::vector<int>, int> tokens_of(const Edition& a, const Edition& b, const DiffCase& c) {
  const int need = std::min(a.tokens_needed(c.players), b.tokens_needed(c.players));
  std::vector<int> tokens(static_cast<size_t>(c.players), 0);
  int first = 0;
  for (int p = 0; p < c.players && need > 0; ++p) {
    const auto seat = static_cast<size_t>(p);
    tokens[seat] = seat < c.tokens.size() ? static_cast<int>(c.tokens[seat] % static_cast<uint32_t>(need)) : 0;
    if (tokens[seat] > tokens[static_cast<size_t>(first)]) first = p;
  }
  return {tokens, first};
}

}  // namespace

std::optional<Divergence> play_differential(const Edition& a, const Edition& b, const DiffCase& c) {
  const auto [lo, hi] = common_players(a, b);
  if (lo > hi || c.players < lo || c.players > hi) return std::nullopt;
  std::vector<Role> cards = cards_in_both(a, b);
  std::vector<size_t> order(cards.size());
  std::iota(order.begin(), order.end(), size_t{0});
  auto key = [&](size_t i) { return i < c.shuffle.size() ? c.shuffle[i] : 0u; };
  std::stable_sort(order.begin(), order.end(), [&](size_t x, size_t y) { return key(x) < key(y); });
  std::vector<Role> dealt;
  for (size_t i : order) dealt.push_back(cards[i]);
  const auto [tokens, first] = tokens_of(a, b, c);
  uint64_t seed = 1469598103934665603ULL;  // each edition's own cards and the next rounds' deals, from the case's keys
  for (uint32_t k : c.shuffle) seed = (seed ^ k) * 1099511628211ULL;
  const auto deal = share_deal(a, b, c.players, std::move(dealt), first, tokens, seed);
  if (!deal) return std::nullopt;
  const Engine ea(a), eb(b);
  Rng rng(seed);
  const ChoosePlay choose = [&](const State& sa, const State& sb, int, int step) -> std::optional<Action> {
    if (step >= static_cast<int>(c.picks.size())) return std::nullopt;
    static thread_local Action la[1024], lb[1024];
    const int na = ea.legal_plays(sa, la, 1024), nb = eb.legal_plays(sb, lb, 1024);
    if (na + nb == 0) return std::nullopt;
    const auto k = static_cast<int>(c.picks[static_cast<size_t>(step)] % static_cast<uint32_t>(na + nb));
    return as_named(k < na ? la[k] : lb[k - na], a, b);
  };
  auto g = play_apart(ea, eb, *deal, choose, rng, static_cast<int>(c.picks.size()), std::clamp(c.rounds, 1, 3));
  if (!g) return std::nullopt;
  Divergence d{g->decision, static_cast<int>(g->steps.size()), a.id, b.id, std::move(*g), &a, &b};
  return d;
}

std::string Divergence::detail() const {
  return parting_situation(game) + ": " + parting_outcome(game, true) + " under " + a + ", " + parting_outcome(game, false) +
         " under " + b;
}

std::string Divergence::yaml(bool both) const {
  const std::string name = both ? "differential play: " + a + " and " + b + " decide differently" : "the outcome under " + a;
  return game_scenario(name, "Differential play: " + detail() + " (" + decision + ").", {}, game, *edition_a, *edition_b, both);
}

bool finding_covers(const std::string& finding_id, const std::string& a, const std::string& b,
                    const std::string& decision) {
  const bool pair = finding_id.starts_with("divergence:" + a + ":" + b + ":") ||
                    finding_id.starts_with("divergence:" + b + ":" + a + ":");
  if (!pair) return false;
  const std::string found = finding_id.substr(finding_id.rfind(':') + 1);
  // Tokens handed out with the same winners: one of the round's bonuses.
  if (decision == "round-end.tokens") return found.starts_with("round-end.") && found != "round-end.winners";
  return found == decision;
}

}  // namespace errata::props
