// `errata mutate` on cards written as data: each parameter of each step is a
// setting to mutate (checker/love_letter/smt/data_card_mutants). On the data
// twin of every bundled Love Letter edition, every such mutant is generated
// (one per parameter its cards' descriptions hold, derived here from the
// descriptions) and judged by the diff: found apart by the solver, or proven
// unobservable, never left undecided by Z3.
#include <gtest/gtest.h>

#include <algorithm>
#include <set>

#include "checker/love_letter/smt/data_card_mutants.h"
#include "checker/love_letter/smt/mutation_suite.h"
#include "native_twins.h"
#include "../support.h"

namespace errata::test {
namespace {

// The parameters a mutant must change in each card: its choice's three
// alternatives and whether it leaves when discarded, and each step but a
// look taken out, at least.
size_t least_mutants(const love_letter::Edition& ed) {
  size_t n = 0;
  for (Role role : roles_as_data(ed)) {
    const auto& steps = ed.effect(role)->steps;
    n += 4 + static_cast<size_t>(std::count_if(steps.begin(), steps.end(), [](const auto& s) { return s.kind != love_letter::StepKind::look; }));
  }
  return n;
}

TEST(DataCardMutation, EveryStepParameterIsASettingMutated) {
  const love_letter::Edition twin = native_twin(ll2019());
  const auto mutants = smt::mutants_of(twin);
  std::set<std::string> settings;
  size_t effects = 0;
  for (const auto& m : mutants)
    if (m.what.starts_with("effect:")) ++effects, settings.insert(m.what.substr(0, m.what.find('=')));
  EXPECT_GE(effects, least_mutants(twin));
  for (Role role : roles_as_data(twin)) EXPECT_TRUE(settings.count("effect:" + std::string(love_letter::role_id(role))));
  // The same edition, native: no such setting.
  const auto native = smt::mutants_of(ll2019());
  EXPECT_TRUE(std::none_of(native.begin(), native.end(), [](const auto& m) { return m.what.starts_with("effect:"); }));
}

TEST(DataCardMutation, EachMutantOfThe2019TwinIsFoundOrProvenUnobservable) {
  const love_letter::Edition twin = native_twin(ll2019());
  for (const auto& m : smt::mutants_of(twin)) {
    if (!m.what.starts_with("effect:")) continue;
    const auto v = smt::judge_mutant(twin, m, catalog(), SolveOptions{});
    SCOPED_TRACE(m.what + ": " + v.verdict + " " + v.decision + " " + v.how + (v.verdict == "not-replayed" ? "\n" + v.witness : ""));
    // Found apart by a replayed game or proven unobservable; never left
    // undecided, never a witness that does not replay.
    EXPECT_TRUE(v.verdict == "found" || v.verdict == "unobservable");
  }
}

}  // namespace
}  // namespace errata::test
