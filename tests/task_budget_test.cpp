// The limits a verdict depends on (checker/smt/limits.h): Z3's resource
// limit per query and the task's budget for all its queries, both counts of
// resource units, so that a task stopped by one of them stops the same way on
// any machine, each with its own message; the safety clock's message is a
// third, never mixed with them.
#include <gtest/gtest.h>

#include "checker/love_letter/smt/diff.h"
#include "checker/love_letter/smt/diff_support.h"
#include "support.h"

namespace errata::test {
namespace {

std::vector<smt::Finding> inconclusive_findings(const smt::SolveOptions& o) {
  std::vector<smt::Finding> out;
  for (auto& f : smt::diff_editions(*catalog().find("love-letter-2019"), *catalog().find("princesse-princesse"), catalog(), o).findings)
    if (f.kind == "inconclusive") out.push_back(std::move(f));
  return out;
}

TEST(TaskBudget, ASpentBudgetLeavesTheTasksDecisionsInconclusiveTheSameWayEveryTime) {
  smt::SolveOptions o;
  o.task_rlimit = 1000;  // far less than one round-end query needs
  const auto first = inconclusive_findings(o), second = inconclusive_findings(o);
  ASSERT_FALSE(first.empty());
  ASSERT_EQ(first.size(), second.size());
  for (size_t i = 0; i < first.size(); ++i) {
    EXPECT_EQ(first[i].message, second[i].message);
    EXPECT_EQ(first[i].message.rfind("The task's budget of 1000 resource units ran out before Z3 decided whether ", 0), 0u)
        << first[i].message;
  }
}

TEST(TaskBudget, AQueryStoppedByItsOwnLimitSaysSoAndTheSafetyClockHasAMessageOfItsOwn) {
  smt::SolveOptions o;
  o.rlimit = 1000;
  o.minimise_rlimit = 1000;
  auto found = inconclusive_findings(o);
  ASSERT_FALSE(found.empty());
  smt::Finding f = found.front();
  EXPECT_EQ(f.message.rfind("Z3 could not decide within its resource limit whether ", 0), 0u) << f.message;
  EXPECT_NE(f.message.find("--rlimit"), std::string::npos) << f.message;
  const std::string what = f.message.substr(f.message.find(" whether "), f.message.find(" (raise ") - f.message.find(" whether "));
  smt::stopped_by_safety_clock(f, 120);
  EXPECT_EQ(f.message.rfind("The safety clock of 120 s", 0), 0u) << f.message;
  EXPECT_NE(f.message.find(what), std::string::npos) << f.message;
  EXPECT_NE(f.message.find("--timeout"), std::string::npos) << f.message;
}

}  // namespace
}  // namespace errata::test
