// Differential play between every pair of editions of one game: the same deal
// and the same choices in both. Every divergence RapidCheck finds (and
// shrinks) must replay as a scenario with each edition's outcome, and must be
// one the SMT checker reports for that pair: one it does not report is a gap
// in the encoding.
#include <gtest/gtest.h>
#include <rapidcheck.h>
#include <rapidcheck/gtest.h>

#include <map>

#include "checker/love_letter/smt/diff.h"
#include "checker/love_letter/smt/witness.h"
#include "props/love_letter/generators.h"
#include "support.h"

namespace errata::test {
namespace {

const std::vector<std::string>& smt_findings(const std::string& a, const std::string& b) {
  static std::map<std::pair<std::string, std::string>, std::vector<std::string>> cache;
  auto [it, fresh] = cache.try_emplace({a, b});
  if (fresh) {
    const smt::SolveOptions o;
    for (const auto& f : smt::diff_editions(*catalog().find(a), *catalog().find(b), catalog(), o).findings)
      it->second.push_back(f.id);
  }
  return it->second;
}

void check_pair(const std::string& a_id, const std::string& b_id) {
  const auto& a = *catalog().find(a_id);
  const auto& b = *catalog().find(b_id);
  const bool ok = rc::check(a_id + " vs " + b_id, [&] {
    const auto c = *props::diff_case(a, b);
    const auto d = props::play_differential(a, b, c);
    if (!d) return;
    RC_TAG(d->decision);
    const std::string why = smt::replay(d->scenario, {&a, &b}, catalog());
    RC_ASSERT(why == "");
    bool covered = false;
    for (const auto& id : smt_findings(a_id, b_id)) covered = covered || props::finding_covers(id, a_id, b_id, d->decision);
    RC_ASSERT(covered);
  });
  EXPECT_TRUE(ok);
}

class Differential : public ::testing::TestWithParam<std::pair<std::string, std::string>> {};

TEST_P(Differential, DivergencesReplayAndTheSmtCheckerReportsThem) { check_pair(GetParam().first, GetParam().second); }

std::vector<std::pair<std::string, std::string>> pairs() {
  std::vector<std::pair<std::string, std::string>> out;
  const auto ids = catalog().ids();
  for (size_t i = 0; i < ids.size(); ++i)
    for (size_t j = i + 1; j < ids.size(); ++j) out.emplace_back(ids[i], ids[j]);
  return out;
}

INSTANTIATE_TEST_SUITE_P(EveryPair, Differential, ::testing::ValuesIn(pairs()),
                         [](const auto& info) {
                           std::string n = info.param.first + "_" + info.param.second;
                           for (char& ch : n)
                             if (!std::isalnum(static_cast<unsigned char>(ch))) ch = '_';
                           return n;
                         });

}  // namespace
}  // namespace errata::test
