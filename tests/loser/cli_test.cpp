// The errata command on Loser, as a user runs it: the bundled scenarios pass,
// `errata check loser` proves the text's claims quickly and exits 0.
#include <gtest/gtest.h>
#include <sys/wait.h>

#include <chrono>
#include <cstdio>
#include <string>

namespace errata::loser {
namespace {

struct Output {
  int code = -1;
  std::string text;
};

Output errata(const std::string& args) {
  const std::string cmd = std::string(ERRATA_BINARY) + " " + args + " 2>&1";
  Output out;
  FILE* p = popen(cmd.c_str(), "r");
  if (!p) return out;
  char buf[4096];
  size_t n;
  while ((n = fread(buf, 1, sizeof buf, p)) > 0) out.text.append(buf, n);
  const int status = pclose(p);
  out.code = WIFEXITED(status) ? WEXITSTATUS(status) : -1;
  return out;
}

TEST(LoserCli, CheckProvesTheClaimsWithinTwoSeconds) {
  const auto start = std::chrono::steady_clock::now();
  const Output o = errata("check loser");
  const auto took = std::chrono::steady_clock::now() - start;
  EXPECT_EQ(o.code, 0) << o.text;
  EXPECT_NE(o.text.find("(0 errors,"), std::string::npos) << o.text;
  EXPECT_NE(o.text.find("[claim-proven:loser:deal-table-6]"), std::string::npos);
  EXPECT_NE(o.text.find("witness, replayed by the models"), std::string::npos);
  EXPECT_LT(took, std::chrono::seconds(2));
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
