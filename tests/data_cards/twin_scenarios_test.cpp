// Data twins (issue 41): every bundled scenario written for an edition gives
// the same result under its twin (tests/data_cards/twins/NAME-data.yaml, the
// edition's cards as data), through `errata run --as NAME=NAME-data`. The
// twins and the scenarios are found in their folders.
#include <gtest/gtest.h>

#include <filesystem>
#include <regex>

#include "../cli_fixture.h"

namespace errata {
namespace {

using test::errata;
using test::has;

const std::string kSource = ERRATA_SOURCE_DIR;

TEST(DataTwinScenarios, EveryBundledScenarioOfTheEditionIsTheSameUnderItsTwin) {
  int twins = 0;
  for (const auto& e : std::filesystem::directory_iterator(kSource + "/tests/data_cards/twins")) {
    const std::string file = e.path().filename().string();
    if (!file.ends_with("-data.yaml")) continue;
    ++twins;
    const std::string twin = file.substr(0, file.size() - 5), base = twin.substr(0, twin.size() - 5);
    const auto o = errata("run " + kSource + "/scenarios --edition-file " + e.path().string() + " --as " + base + "=" + twin);
    EXPECT_EQ(o.code, 0) << o.text;
    EXPECT_TRUE(has(o, " 0 differ, ")) << o.text;
    std::smatch m;
    ASSERT_TRUE(std::regex_search(o.text, m, std::regex(R"((\d+) same, 0 differ)"))) << o.text;
    EXPECT_GT(std::stoi(m[1]), 10) << base << ": too few of its scenarios ran under the twin\n" << o.text;
  }
  EXPECT_GT(twins, 0);
}

}  // namespace
}  // namespace errata
