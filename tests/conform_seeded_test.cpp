// Every deviation seeded in tests/conform/wrong_engine.py is found by errata
// conform's default runs (the bundled scenarios, then `--games 500`), with
// each switched on alone and with all at once, and reported as one distinct
// deviation (its clause with the rulebook line the edition cites, its card,
// its kind of difference) however many runs and games show it; the engine
// with none of them conforms. Expected: tests/conform/expected-deviations.yaml.
// Each case runs the Python engine for about ten seconds of CPU: these tests
// have their own ctest label (conform-seeded) and time limit.
#include <gtest/gtest.h>

#include "conform_fixture.h"

namespace errata {
namespace {

using nlohmann::json;
using test::Conform;
using test::Output;
using test::SeededDeviation;
using test::wrong_engine;

class Seeded : public Conform {
 protected:
  // errata conform's default runs: every bundled scenario, then random play.
  json default_runs(const std::string& engine, Output& o) {
    return report_of("--engine " + engine + " --games 500 --seed 1 scenarios --out '" + (dir / "found").string() + "'", &o);
  }
  // The distinct deviations a report counts, by clause, card and kind; crashes at their step as kind "crash".
  static std::map<std::string, long> distinct(const json& report) {
    std::map<std::string, long> out;
    for (const auto& d : report.at("deviations")) {
      const std::string key = d.at("clause").get<std::string>() + " " + d.at("card").get<std::string>() + " " + d.at("kind").get<std::string>();
      EXPECT_EQ(out.count(key), 0u) << "counted twice: " << key;
      out[key] = d.at("steps").get<long>() + d.at("occurrences").get<long>();
    }
    for (const auto& r : report.at("runs"))
      if (r.contains("failed_at"))
        out[r.at("failed_at").at("clause").get<std::string>() + " " + r.at("failed_at").at("card").get<std::string>() + " crash"] += 1;
    return out;
  }
  static std::string key_of(const SeededDeviation& d) { return d.clause + " " + d.card + " " + d.kind; }
  // Every deviation names its clause at the rulebook line the edition cites,
  // and each scenario random play wrote passes `errata run`, deviating again on the engine.
  void cited_and_replayed(const json& report) {
    for (const auto& r : report.at("runs")) {
      for (const auto& d : r.at("deviations")) {
        ASSERT_GT(d.at("citations").size(), 0u) << d.dump();
        EXPECT_EQ(d.at("citations").at(0).at("line"), test::clause_line(d.at("clause"))) << d.at("clause");
        EXPECT_EQ(d.at("citations").at(0).at("rulebook"), test::kConformEdition + ".fr.md");
      }
      if (!r.contains("witness")) continue;
      EXPECT_EQ(test::errata("run '" + r.at("witness").get<std::string>() + "'").code, 0) << test::slurp(r.at("witness").get<std::string>());
      EXPECT_TRUE(r.at("replayed").get<bool>()) << test::slurp(r.at("witness").get<std::string>());
    }
  }
};

class EachSeeded : public Seeded, public ::testing::WithParamInterface<SeededDeviation> {};

TEST_P(EachSeeded, DefaultRunsReportItAsOneDistinctDeviation) {
  const SeededDeviation& d = GetParam();
  Output o;
  const json report = default_runs(wrong_engine("--deviation " + d.name), o);
  EXPECT_EQ(o.code, 1) << o.text;
  const auto found = distinct(report);
  ASSERT_TRUE(found.count(key_of(d))) << d.name << " should be reported as " << key_of(d) << "\n" << o.text;
  EXPECT_GE(found.at(key_of(d)), 1);
  for (const auto& [key, times] : found) {
    const std::string clause = key.substr(0, key.find(' ')), kind = key.substr(key.rfind(' ') + 1);
    EXPECT_TRUE(d.allowed.count(clause) || d.kinds.count(kind)) << d.name << " reported " << key;
  }
  cited_and_replayed(report);
}

INSTANTIATE_TEST_SUITE_P(WrongEngine, EachSeeded, ::testing::ValuesIn(test::seeded_deviations()),
                         [](const auto& info) {
                           std::string n = info.param.name;
                           for (char& c : n)
                             if (c == '-') c = '_';
                           return n;
                         });

TEST_F(Seeded, AllSeededDeviationsAtOnceAreEachReported) {
  std::string all;
  std::set<std::string> allowed;
  for (const auto& d : test::seeded_deviations()) {
    all += (all.empty() ? "" : ",") + d.name;
    allowed.insert(d.allowed.begin(), d.allowed.end());
  }
  Output o;
  const json report = default_runs("\"env WRONG_ENGINE_DEVIATIONS=" + all + " python3 tests/conform/wrong_engine.py\"", o);
  EXPECT_EQ(o.code, 1) << o.text;
  const auto found = distinct(report);
  for (const auto& d : test::seeded_deviations()) EXPECT_TRUE(found.count(key_of(d))) << d.name << ": " << key_of(d) << " not reported";
  long runs = 0;
  for (const auto& r : report.at("runs")) runs += !r.at("deviations").empty();
  EXPECT_LT(found.size(), static_cast<size_t>(runs)) << "deviations are counted, not runs";
  cited_and_replayed(report);
}

TEST_F(Seeded, TheUnseededEngineConformsInDefaultRuns) {
  Output o;
  const json report = default_runs(wrong_engine(), o);
  EXPECT_EQ(o.code, 0) << o.text;
  EXPECT_EQ(report.at("deviations").size(), 0u) << report.at("deviations").dump();
  EXPECT_EQ(report.at("random").at("games"), 500);
}

}  // namespace
}  // namespace errata
