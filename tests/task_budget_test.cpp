// The limits a verdict depends on (core/limits.h): Z3's resource
// limit per query and the task's budget for all its queries, both counts of
// resource units, so that a task stopped by one of them stops the same way on
// any machine, each with its own message; the safety clock's message is a
// third, never mixed with them.
#include <gtest/gtest.h>

#include <chrono>
#include <thread>

#include "checker/love_letter/smt/diff.h"
#include "checker/love_letter/smt/diff_support.h"
#include "checker/smt/solve.h"
#include "support.h"

namespace errata::test {
namespace {

std::vector<Finding> inconclusive_findings(const SolveOptions& o) {
  std::vector<Finding> out;
  for (auto& f : smt::diff_editions(*catalog().find("love-letter-2019"), *catalog().find("princesse-princesse"), catalog(), o).findings)
    if (f.kind == "inconclusive") out.push_back(std::move(f));
  return out;
}

TEST(TaskBudget, ASpentBudgetLeavesTheTasksDecisionsInconclusiveTheSameWayEveryTime) {
  SolveOptions o;
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
  SolveOptions o;
  o.rlimit = 1000;
  o.minimise_rlimit = 1000;
  auto found = inconclusive_findings(o);
  ASSERT_FALSE(found.empty());
  Finding f = found.front();
  EXPECT_EQ(f.message.rfind("Z3 could not decide within its resource limit whether ", 0), 0u) << f.message;
  EXPECT_NE(f.message.find("--rlimit"), std::string::npos) << f.message;
  const std::string what = f.message.substr(f.message.find(" whether "), f.message.find(" (raise ") - f.message.find(" whether "));
  smt::stopped_by_safety_clock(f, 120);
  EXPECT_EQ(f.message.rfind("The safety clock of 120 s", 0), 0u) << f.message;
  EXPECT_NE(f.message.find(what), std::string::npos) << f.message;
  EXPECT_NE(f.message.find("--timeout"), std::string::npos) << f.message;
}

// Once a context's safety clock has run out, what its checks answer is no
// answer: Z3 interrupted mid-check was seen answering sat with a model that
// broke the query (checker/smt/solve.cpp). A query Z3 answers sat at once
// (some x above 0) answers unknown, with no model.
TEST(SafetyClock, AContextPastItsClockAnswersUnknownEvenToAnEasyQuery) {
  z3::context c;
  const Watched watched(c, 0);
  for (int waited = 0; !watched.expired() && waited < 10000; ++waited) std::this_thread::sleep_for(std::chrono::milliseconds(1));
  ASSERT_TRUE(watched.expired());
  const z3::expr x = c.int_const("x");
  std::optional<z3::model> m;
  EXPECT_EQ(smt::solve(c, x > 0, x, SolveOptions{}, m), smt::Verdict::unknown);
  EXPECT_FALSE(m.has_value());
}

}  // namespace
}  // namespace errata::test
