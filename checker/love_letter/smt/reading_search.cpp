#include "reading_search.h"

#include <algorithm>

#include "model/core/rng.h"

namespace errata::smt {

namespace {

props::DiffCase random_case(const love_letter::Edition& a, const love_letter::Edition& b, Rng& rng) {
  const auto [lo, hi] = props::common_players(a, b);
  const auto total = static_cast<uint32_t>(props::common_cards(a, b).size());
  props::DiffCase c;
  c.players = lo + static_cast<int>(rng.below(static_cast<uint32_t>(hi - lo + 1)));
  for (uint32_t i = 0; i < total; ++i) c.shuffle.push_back(rng.below(1000));
  for (int p = 0; p < hi; ++p) c.tokens.push_back(rng.below(8));
  for (int i = 0; i < 40; ++i) c.picks.push_back(rng.below(100000));
  c.rounds = 3;  // what spans rounds (a Handmaid played on the last turn) shows in the next one
  return c;
}

// Smaller versions of a case: fewer players, fewer or earlier steps, no
// tokens, the cards in table order.
std::vector<props::DiffCase> smaller(const props::DiffCase& c, int steps) {
  std::vector<props::DiffCase> out;
  auto with = [&](auto change) {
    props::DiffCase d = c;
    change(d);
    out.push_back(std::move(d));
  };
  with([](props::DiffCase& d) { --d.players; });
  if (static_cast<int>(c.picks.size()) > steps) with([&](props::DiffCase& d) { d.picks.resize(static_cast<size_t>(steps)); });
  for (size_t i = 0; i + 1 < c.picks.size(); ++i)
    with([&](props::DiffCase& d) { d.picks.erase(d.picks.begin() + static_cast<std::ptrdiff_t>(i)); });
  for (size_t i = 0; i < c.tokens.size(); ++i)
    if (c.tokens[i]) with([&](props::DiffCase& d) { d.tokens[i] = 0; });
  for (size_t i = 0; i < c.shuffle.size(); ++i)
    if (c.shuffle[i]) with([&](props::DiffCase& d) { d.shuffle[i] = 0; });
  return out;
}

}  // namespace

std::optional<props::Divergence> search_divergence(const love_letter::Edition& as_read, const love_letter::Edition& otherwise,
                                                   uint64_t seed, int cases,
                                                   const std::function<bool(const std::string&)>& wanted) {
  const auto [lo, hi] = props::common_players(as_read, otherwise);
  if (lo > hi) return std::nullopt;
  Rng rng(seed);
  for (int n = 0; n < cases; ++n) {
    props::DiffCase c = random_case(as_read, otherwise, rng);
    auto d = props::play_differential(as_read, otherwise, c);
    if (!d || !wanted(d->decision)) continue;
    // Shrink greedily: take any smaller case that still shows the same decision.
    for (bool smaller_found = true; smaller_found;) {
      smaller_found = false;
      for (const auto& s : smaller(c, d->steps)) {
        auto e = props::play_differential(as_read, otherwise, s);
        if (e && e->decision == d->decision) {
          c = s;
          d = std::move(e);
          smaller_found = true;
          break;
        }
      }
    }
    return d;
  }
  return std::nullopt;
}

}  // namespace errata::smt
