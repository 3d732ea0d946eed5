// The errata command on Loser, as a user runs it: the bundled scenarios pass,
// `errata check loser` proves the text's claims and exits 0.
#include <gtest/gtest.h>
#include <sys/wait.h>

#include <cstdio>
#include <string>
#include "../command.h"

namespace errata::loser {
namespace {

using test::Output;
using test::errata;

TEST(LoserCli, CheckProvesTheClaimsAndLeavesNothingUndecided) {
  const Output o = errata("check loser");
  EXPECT_EQ(o.code, 0) << o.text;
  EXPECT_NE(o.text.find("(0 errors,"), std::string::npos) << o.text;
  EXPECT_NE(o.text.find("[claim-proven:loser:deal-table-6]"), std::string::npos);
  EXPECT_NE(o.text.find("witness, replayed by the models"), std::string::npos);
  // The box's age and playing time are outside the rules: listed, not left undecided.
  EXPECT_NE(o.text.find("outside-the-model [outside-the-model:loser:stated-age]"), std::string::npos) << o.text;
  EXPECT_NE(o.text.find(", 0 inconclusive,"), std::string::npos) << o.text;
}

TEST(LoserCli, BundledScenariosPass) {
  const Output o = errata("run " + std::string(ERRATA_SOURCE_DIR) + "/scenarios/loser");
  EXPECT_EQ(o.code, 0) << o.text;
  EXPECT_NE(o.text.find(" 0 failed"), std::string::npos) << o.text;
}

TEST(LoserCli, ExplainQuotesTheRulebook) {
  const Output o = errata("explain " + std::string(ERRATA_SOURCE_DIR) + "/scenarios/loser/loser-highest-alone-up.yaml");
  EXPECT_EQ(o.code, 0) << o.text;
  EXPECT_NE(o.text.find("[loser.highest-alone-up]"), std::string::npos) << o.text;
  EXPECT_NE(o.text.find("(loser.fr.md:132)"), std::string::npos) << o.text;
}

}  // namespace
}  // namespace errata::loser
