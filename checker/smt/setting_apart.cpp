#include "setting_apart.h"

#include <algorithm>

namespace errata::smt {

std::string resting_on(const std::string& a, const std::vector<Reading>& ra, const std::string& b, const std::vector<Reading>& rb,
                       const std::vector<std::string>& clauses) {
  std::string out;
  auto add = [&](const std::string& ed, const std::vector<Reading>& readings) {
    for (const auto& r : readings)
      if (!r.options.empty() && std::any_of(r.clauses.begin(), r.clauses.end(), [&](const std::string& c) {
            return std::find(clauses.begin(), clauses.end(), c) != clauses.end();
          }))
        out += (out.empty() ? "" : ", ") + ed + " " + r.id + "=" + r.chosen;
  };
  add(a, ra);
  add(b, rb);
  return out.empty() ? "" : " (resting on readings: " + out + ")";
}

void file_setting_search(SettingsDiff& diff, const std::string& key, const std::string& what, const std::vector<std::string>& clauses,
                         const std::string& readings, int lo, int hi, const PlayApart& beside_a, const PlayApart& beside_b,
                         const std::function<void(Finding&)>& quote) {
  // The search's games, the first half with a beside itself, the second with
  // b: the shorter divergence (a's side first on a tie).
  const long half = kSearchGames / 2;
  SearchApart s = search_apart(lo, hi, kSearchSeed, half, beside_a);
  const SearchApart t = search_apart(lo, hi, kSearchSeed, kSearchGames - half, beside_b, {}, half);
  if (t.first && (!s.first || t.first->steps < s.first->steps)) s.first = t.first;
  const std::string searched = std::to_string(s.games + t.games) + " games of differential play (seed " + std::to_string(kSearchSeed) +
                               ", " + std::to_string(lo) + " to " + std::to_string(hi) +
                               " players), each edition played beside itself with only " + what + " taken from the other";
  if (!s.first) {
    diff.inconclusive(key, what, "a search of " + searched + " found no step that setting decides differently; a search, not a proof");
    return;
  }
  const PlayedApart& d = *s.first;
  Finding& f = diff.divergence(key, "Differential play (a search, not a proof: " + searched + ") found " + what +
                                        " deciding differently: " + d.message + readings,
                               clauses, "witness: differential play, " + std::to_string(d.steps) + " steps", d.body_a, d.body_b);
  quote(f);
}

}  // namespace errata::smt
