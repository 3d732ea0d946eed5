#pragma once
// The mutation suite of the games whose engines read an edition only through
// its settings (Loser, Secret Moon): a mutant is the edition with one setting
// of its file changed, and diff judges it (found with a replayed witness, or
// inconclusive: checker/mutation/mutation_table.h). Each game lists its settings'
// changes (checker/<game>/mutants.cpp); making and judging them is here.
#include <functional>
#include <string>
#include <type_traits>
#include <vector>

#include "checker/mutation/mutation_table.h"

namespace errata {

template <typename Edition>
struct SettingMutant {
  std::string what;  // the setting and its new value: "colour:7=red", "rounds=2"
  Edition edition;
};

// `ed` with `change` made, as "ID-mutant", added to `out`.
template <typename Edition>
void add_mutant(const Edition& ed, std::vector<SettingMutant<Edition>>& out, const std::string& what,
                const std::type_identity_t<std::function<void(Edition&)>>& change) {
  SettingMutant<Edition> m{what, ed};
  m.edition.id = ed.id + "-mutant";
  change(m.edition);
  out.push_back(std::move(m));
}

// Each mutant k that `judges(k)` judged by `diff(ed, mutant)`, in order; a
// mutant not judged (another shard's) keeps its place with an empty verdict.
// `on_mutant(done, total)` after each judged.
template <typename Edition, typename Diff>
MutationSection judged_by_diff(const Edition& ed, const std::vector<SettingMutant<Edition>>& mutants, Diff diff,
                               const std::function<bool(long)>& judges, const std::function<void(int, int)>& on_mutant) {
  MutationSection section{ed.id, {{"One setting changed", {}}}};
  auto& verdicts = section.families[0].verdicts;
  int total = 0, done = 0;
  for (long k = 0; k < static_cast<long>(mutants.size()); ++k) total += judges(k) ? 1 : 0;
  if (on_mutant) on_mutant(0, total);
  for (long k = 0; k < static_cast<long>(mutants.size()); ++k) {
    const auto& m = mutants[static_cast<size_t>(k)];
    verdicts.push_back(judges(k) ? verdict_of_diff(ed.id, m.what, diff(ed, m.edition)) : MutantVerdict{});
    if (judges(k) && on_mutant) on_mutant(++done, total);
  }
  return section;
}

}  // namespace errata
