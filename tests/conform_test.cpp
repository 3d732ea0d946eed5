// errata conform, as a user runs it: the bundled scenarios and random games
// played on an engine through its adapter (docs/conformance.md), end to end
// on errata's own engine (errata engine) and on the deliberately wrong
// engine tests/conform/wrong_engine.py: a run goes on after a deviation and
// reports each later one at its own step; a refusal that changes the state
// is a deviation; random play plays each game to its end, asks for plays the
// rules refuse, and counts deviations, not runs; what an engine declares it
// cannot do is not applicable; protocol version 1 adapters keep working.
// The adapters that break the transport (tests/conform/faulty_adapter.py):
// each broken run is reported, the next runs go on, errata never hangs.
// Hostile adapters: conform_adapter_test.cpp; every seeded deviation found
// by default runs: conform_seeded_test.cpp.
#include <gtest/gtest.h>
#include <signal.h>
#include <sys/wait.h>
#include <unistd.h>

#include <chrono>
#include <thread>

#include "conform_fixture.h"

namespace errata {
namespace {

namespace fs = std::filesystem;
using nlohmann::json;
using test::Conform;
using test::has;
using test::json_file;
using test::json_of;
using test::kConformEdition;
using test::kSource;
using test::Output;
using test::slurp;
using test::wrong_engine;

// How many runs of each verdict a report holds.
std::map<std::string, int> verdicts(const json& report) {
  std::map<std::string, int> out;
  for (const auto& r : report.at("runs")) ++out[r.at("verdict").get<std::string>()];
  return out;
}

TEST_F(Conform, ErratasOwnEngineConformsOnEveryBundledLoveLetterScenario) {
  Output o;
  const json report = report_of("--engine \"'" + std::string(ERRATA_BINARY) + "' engine\"", &o);
  EXPECT_EQ(o.code, 0) << o.text;
  EXPECT_EQ(report.at("engine").at("protocol"), 2);  // the newest, negotiated by hello
  // As many runs as errata run passes under those editions.
  const Output run = test::shell("cd '" + kSource + "' && '" + ERRATA_BINARY + "' run scenarios -v");
  size_t expected = 0;
  for (const auto& e : report.at("engine").at("editions"))
    for (size_t p = run.text.find(": passed: [" + e.get<std::string>() + "]"); p != std::string::npos;
         p = run.text.find(": passed: [" + e.get<std::string>() + "]", p + 1))
      ++expected;
  ASSERT_GT(expected, 100u);
  EXPECT_EQ(report.at("runs").size(), expected);
  for (const auto& r : report.at("runs")) {
    const std::string verdict = r.at("verdict");
    if (verdict == "skipped")  // a setup the rules refuse before it is a state: no message states it
      EXPECT_NE(r.value("detail", "").find("refused before it is a whole state"), std::string::npos);
    else
      EXPECT_EQ(verdict, "conforms") << r.at("file") << ":" << r.at("line") << ": " << r.at("deviations").dump() << r.value("detail", "");
  }
}

// Every edition errata plays, Premium's included, refused requests and all: errata's own engine agrees with itself.
TEST_F(Conform, ErratasOwnEngineConformsInRandomPlay) {
  Output o;
  const json report = report_of("--engine \"'" + std::string(ERRATA_BINARY) + "' engine\" --games 60 --seed 4", &o);
  EXPECT_EQ(o.code, 0) << o.text;
  EXPECT_EQ(report.at("random").at("games"), 60);
  EXPECT_GT(report.at("random").at("refusals").get<int>(), 60);  // one turn in four
  EXPECT_EQ(report.at("deviations").size(), 0u) << report.at("deviations").dump();
  EXPECT_EQ(report.at("random").at("resyncs"), 0);
}

TEST_F(Conform, TheWrongEngineWithNoDeviationConformsInScenariosAndInRandomPlay) {
  Output o;
  const json report = report_of("--engine " + wrong_engine(), &o);
  EXPECT_EQ(o.code, 0) << o.text;
  ASSERT_GT(report.at("runs").size(), 100u);
  for (const auto& r : report.at("runs")) EXPECT_EQ(r.at("verdict"), "conforms") << r.at("scenario");
  const Output random = conform("--engine " + wrong_engine() + " --games 20 --seed 5");
  EXPECT_EQ(random.code, 0) << random.text;
  EXPECT_TRUE(has(random, "random play: 20 games")) << random.text;
}

TEST_F(Conform, TheEngineAndTheExpectedDeviationsNameTheSameDeviations) {
  const Output list = test::shell("cd '" + kSource + "' && python3 tests/conform/wrong_engine.py --list-deviations");
  std::set<std::string> offered, listed;
  std::stringstream ss(list.text);
  for (std::string line; std::getline(ss, line);) offered.insert(line.substr(0, line.find(':')));
  for (const auto& d : test::seeded_deviations()) listed.insert(d.name);
  EXPECT_EQ(offered, listed);
}

// 2019 l.96: the King beside the Countess is refused; l.110: the Chancellor's
// two cards go under the deck. An engine that offers and takes the King and
// puts the cards on top deviates at both steps, and at the step between
// them, where it offers the King again: the run goes on after its first
// deviation (the engine dealt the rules' state again) and reports each at
// its own line.
TEST_F(Conform, ARunGoesOnAfterADeviationAndReportsEachLaterOneAtItsStep) {
  const std::string scenario = write("two.yaml",
      "name: The Countess beside the King, then the Chancellor\n"
      "game: love-letter\neditions: [love-letter-2019]\n"
      "setup:\n  players: [Ana, Bo]\n  hands: {Ana: countess, Bo: chancellor}\n  deck: [king, priest, guard, baron]\n"
      "steps:\n"
      "  - turn: Ana\n    play: king\n    target: Bo\n    expect: {error: countess-must-be-played}\n"   // line 9
      "  - turn: Ana\n    play: countess\n"                                                          // line 13
      "  - turn: Bo\n    play: chancellor\n    keep: guard\n    bottom: [priest, baron]\n"           // line 15
      "    expect: {deck: [priest, baron], hands: {Bo: guard}}\n");
  ASSERT_EQ(test::errata("run " + scenario).code, 0);
  Output o;
  const json report = report_of("--engine " + wrong_engine("--deviation countess-never-forced --deviation chancellor-on-top") +
                           " '" + scenario + "'", &o);
  EXPECT_EQ(o.code, 1) << o.text;
  ASSERT_EQ(report.at("runs").size(), 1u);
  std::vector<std::string> found;
  for (const auto& d : report.at("runs").at(0).at("deviations")) found.push_back(d.at("at").get<std::string>() + " " + d.at("clause").get<std::string>() + " " + d.at("kind").get<std::string>());
  const std::vector<std::string> expected{scenario + ":9:5 countess.forced extra-play",        // it offers the King,
                                          scenario + ":9:5 countess.forced accepts-refused",   // and takes it
                                          scenario + ":13:5 countess.forced extra-play",       // dealt the rules' state again: offers it again
                                          scenario + ":15:5 chancellor.draw-two state:deck"};
  EXPECT_EQ(found, expected) << o.text;
  // One run, four steps, three distinct deviations: the report counts deviations.
  ASSERT_EQ(report.at("deviations").size(), 3u);
  for (const auto& d : report.at("deviations")) {
    EXPECT_EQ(d.at("runs"), 1);
    EXPECT_EQ(d.at("steps"), d.at("kind") == "extra-play" ? 2 : 1) << d.dump();
  }
  const Output text = conform("--engine " + wrong_engine("--deviation countess-never-forced --deviation chancellor-on-top") + " '" + scenario + "'");
  EXPECT_TRUE(has(text, "1 runs, 0 conform, 1 deviate at 4 steps")) << text.text;
  EXPECT_TRUE(has(text, "3 distinct (by rule, card and kind of difference)")) << text.text;
}

// A refusal leaves the state as it was (docs/conformance.md): an engine that
// refuses the King beside the Countess after the King left the hand, and
// says so in its state, deviates there, under the clause that refused.
TEST_F(Conform, ARefusalThatChangesTheStateIsADeviation) {
  Output o;
  const json report = report_of("--engine " + wrong_engine("--deviation refusal-after-card-left-hand") +
                           " scenarios/love-letter/countess.yaml", &o);
  EXPECT_EQ(o.code, 1) << o.text;
  const json& first = report.at("runs").at(0);
  ASSERT_GE(first.at("deviations").size(), 1u) << o.text;
  EXPECT_EQ(first.at("deviations").at(0).at("at"), "scenarios/love-letter/countess.yaml:14:5");
  EXPECT_EQ(first.at("deviations").at(0).at("clause"), "countess.forced");
  EXPECT_EQ(first.at("deviations").at(0).at("kind"), "refusal-changed-state");
  // Ana drew the King and put it down before the engine refused it.
  EXPECT_NE(first.at("deviations").at(0).at("engine").get<std::string>().find("discards.Ana = [king]"), std::string::npos) << o.text;
}

// Random play follows the rules' path whatever the engine does: an engine
// that deviates at most turns plays as many turns as one that does not (the
// games go on to their end), and refused requests are asked at a fixed rate.
TEST_F(Conform, RandomPlayPlaysEachGameToItsEndAfterADeviation) {
  const json fair = report_of("--engine " + wrong_engine() + " --games 30 --seed 8");
  Output o;
  const json wrong = report_of("--engine " + wrong_engine("--deviation guard-names-guard") + " --games 30 --seed 8", &o);
  EXPECT_EQ(o.code, 1) << o.text;
  EXPECT_EQ(wrong.at("random").at("turns"), fair.at("random").at("turns"));
  EXPECT_EQ(wrong.at("random").at("refusals"), fair.at("random").at("refusals"));
  EXPECT_GT(fair.at("random").at("refusals").get<long>() * 6, fair.at("random").at("turns").get<long>());  // about one turn in four
  EXPECT_GT(wrong.at("random").at("resyncs").get<long>(), 0);
  // Each distinct deviation once, however many games showed it.
  long games = 0;
  for (const auto& d : wrong.at("deviations")) games = std::max(games, d.at("games").get<long>());
  EXPECT_GT(games, 1);
  std::set<std::string> keys;
  for (const auto& d : wrong.at("deviations")) EXPECT_TRUE(keys.insert(d.at("clause").get<std::string>() + d.at("card").get<std::string>() +
                                                                    d.at("kind").get<std::string>()).second) << d.dump();
}

// `unsupported` in one game leaves that game out, not the others, and the text says why.
TEST_F(Conform, AnUnsupportedReplyInOneGameLeavesTheOtherGamesPlayed) {
  Output o;
  const json report = report_of("--engine \"python3 tests/conform/faulty_adapter.py --faults unsupported --at observe:40\" --games 12 --seed 3", &o);
  EXPECT_EQ(o.code, 0) << o.text;
  EXPECT_EQ(report.at("random").at("games"), 12);
  long left_out = 0;
  for (const auto& r : report.at("runs"))
    if (r.at("verdict") == "not supported") left_out += r.at("games").get<long>();
  EXPECT_GT(left_out, 0) << o.text;
  EXPECT_LT(left_out, 12) << o.text;
  const Output text = conform("--engine \"python3 tests/conform/faulty_adapter.py --faults unsupported --at observe:40\" --games 12 --seed 3");
  EXPECT_TRUE(has(text, "not supported: [love-letter-2019] random play")) << text.text;
  EXPECT_TRUE(has(text, "'observe' is unsupported: not in this engine")) << text.text;
}

// What an engine declares it cannot do (hello, version 2) is not applicable,
// never a deviation; the same limit undeclared (version 1) deviates.
TEST_F(Conform, WhatAnEngineDeclaresItCannotDoIsNotApplicable) {
  struct Limit {
    std::string flag, capability;
    bool leaves_runs_out;
  };
  for (const Limit& l : std::vector<Limit>{{"--unchecked-setups", "unchecked-setups", true},
                                           {"--draws-on-play", "draws-on-play", false},
                                           {"--deal-only", "deal-from-deck-order-only", true},
                                           {"--guard-names-number", "guard-names-number", false},
                                           {"--observe nothing", "", false}}) {
    Output o;
    const json report = report_of("--engine " + wrong_engine(l.flag) + " --games 10 --seed 2 scenarios", &o);
    EXPECT_EQ(o.code, 0) << l.flag << "\n" << o.text;
    if (!l.capability.empty()) {
      EXPECT_EQ(report.at("engine").at("capabilities"), json::array({l.capability})) << l.flag;
    }
    const auto v = verdicts(report);
    EXPECT_EQ(v.count("deviates"), 0u) << l.flag << "\n" << o.text;
    EXPECT_EQ(v.count("not applicable") > 0, l.leaves_runs_out) << l.flag;
    EXPECT_EQ(v.count("not supported"), 0u) << l.flag << ": errata asked what the engine said it cannot do";
  }
  // Undeclared (version 1 has no such capability), the same engines deviate.
  for (const std::string flag : {"--unchecked-setups", "--draws-on-play"}) {
    const Output o = conform("--engine " + wrong_engine(flag + " --protocol 1") + " scenarios/love-letter");
    EXPECT_EQ(o.code, 1) << flag << "\n" << o.text;
  }
}

// An engine that decides for its player whether the Bishop's target redraws,
// and whom a card chooses under the Sycophant's demand (Premium, BGA l.29
// and l.33): declared, each outcome is one of the rules' outcomes of the
// choices it could make, no deviation; undeclared, the same plays deviate.
TEST_F(Conform, AChoiceTheEngineMakesForItsPlayerIsNoDeviationWhenDeclared) {
  const std::string engine = "\"python3 tests/conform/chooser_adapter.py '" + std::string(ERRATA_BINARY) + "'";
  const std::string args = " --edition love-letter-bga-premium --games 15 --seed 2 scenarios";
  Output o;
  const json declared = report_of("--engine " + engine + "\"" + args, &o);
  EXPECT_EQ(o.code, 0) << o.text;
  EXPECT_EQ(declared.at("engine").at("capabilities"), json::array({"chooses-bishop-redraw", "chooses-sycophant-target"}));
  EXPECT_EQ(declared.at("deviations").size(), 0u) << declared.at("deviations").dump();
  EXPECT_GT(verdicts(declared)["conforms"], 50);
  const json undeclared = report_of("--engine " + engine + " --undeclared\"" + args, &o);
  EXPECT_EQ(o.code, 1) << o.text;
  std::set<std::string> clauses;
  for (const auto& d : undeclared.at("deviations")) clauses.insert(d.at("clause").get<std::string>().substr(0, d.at("clause").get<std::string>().find('.')));
  EXPECT_TRUE(clauses.count("sycophant")) << undeclared.at("deviations").dump();
  EXPECT_TRUE(clauses.count("bishop")) << undeclared.at("deviations").dump();
}

// Version 1 adapters keep working: hello settles on version 1, the runs are
// the same, and a capability of version 2 is ignored with a note.
TEST_F(Conform, AVersionOneAdapterKeepsWorking) {
  Output o;
  const json report = report_of("--engine " + wrong_engine("--protocol 1") + " --games 10 --seed 1 scenarios", &o);
  EXPECT_EQ(o.code, 0) << o.text;
  EXPECT_EQ(report.at("engine").at("protocol"), 1);
  EXPECT_EQ(verdicts(report)["conforms"], static_cast<int>(report.at("runs").size()));
  const Output noted = conform("--engine \"python3 tests/conform/faulty_adapter.py --faults v1-capability --at hello:1\" "
                               "scenarios/love-letter/guard.yaml");
  EXPECT_EQ(noted.code, 0) << noted.text;
  EXPECT_TRUE(has(noted, "note: hello: capability 'draws-on-play' belongs to protocol version 2: ignored in version 1")) << noted.text;
}

// An engine whose observe shows every hand leaks what the rules hide: said
// once when it declares it, each time as an information leak (not a rule
// deviation) when it does not.
TEST_F(Conform, AnEngineThatShowsEveryHandIsAnInformationLeak) {
  const Output declared = conform("--engine " + wrong_engine("--observe table") + " scenarios/love-letter/priest.yaml");
  EXPECT_EQ(declared.code, 0) << declared.text;
  EXPECT_TRUE(has(declared, "information leak: the engine's observe shows every hand on the table")) << declared.text;
  Output o;
  const json report = report_of("--engine " + wrong_engine("--observe table --protocol 1") + " scenarios/love-letter/priest.yaml", &o);
  EXPECT_EQ(o.code, 1) << o.text;
  ASSERT_GT(report.at("deviations").size(), 0u) << o.text;
  for (const auto& d : report.at("deviations")) EXPECT_EQ(d.at("kind"), "information-leak") << d.dump();
  const Output text = conform("--engine " + wrong_engine("--observe table --protocol 1") + " scenarios/love-letter/priest.yaml");
  EXPECT_TRUE(has(text, ": information leak: [love-letter-2019]")) << text.text;
}

// A crash is reported at its step, under the clause of errata's decision of
// that play (2019 l.130: a Guard with nobody to choose has no effect).
TEST_F(Conform, ACrashIsReportedAtItsStepUnderItsPlaysClause) {
  Output o;
  const json report = report_of("--engine " + wrong_engine("--deviation crash-on-untargeted-play") +
                           " scenarios/love-letter/all-protected.yaml", &o);
  EXPECT_EQ(o.code, 1) << o.text;
  const json& first = report.at("runs").at(0);
  EXPECT_EQ(first.at("verdict"), "crash");
  ASSERT_TRUE(first.contains("failed_at")) << first.dump();
  EXPECT_EQ(first.at("failed_at").at("clause"), "handmaid.no-effect");
  EXPECT_EQ(first.at("failed_at").at("card"), "guard");
  EXPECT_EQ(first.at("failed_at").at("citations").at(0).at("line"), test::clause_line("handmaid.no-effect"));
  const std::string at = first.at("failed_at").at("at");
  EXPECT_NE(at, "scenarios/love-letter/all-protected.yaml:" + std::to_string(first.at("line").get<int>()) + ":1");
  const Output text = conform("--engine " + wrong_engine("--deviation crash-on-untargeted-play") + " scenarios/love-letter/all-protected.yaml");
  EXPECT_TRUE(has(text, at + ": crash: [love-letter-2019]")) << text.text;
  // The adapter answered: it goes on with the next runs, not restarted.
  EXPECT_GT(verdicts(report)["conforms"], 0);
}

TEST_F(Conform, KnownDeviationsDoNotFailAndAnExpectationThatAcceptsNothingIsNoted) {
  const std::string args = "--engine " + wrong_engine("--deviation countess-never-forced") + " scenarios/love-letter/countess.yaml";
  const Output fresh = conform(args);
  EXPECT_EQ(fresh.code, 1) << fresh.text;
  const std::string by_id = write("by-id.yaml", "- {id: \"deviation:love-letter-2019:countess.forced\", reason: our bot plays the King}\n"
                                                "- {scenario: no such scenario, reason: stale}\n");
  const Output accepted = conform(args + " --expectations " + by_id);
  EXPECT_EQ(accepted.code, 0) << accepted.text;
  EXPECT_TRUE(has(accepted, " expected)")) << accepted.text;
  EXPECT_TRUE(has(accepted, by_id + ":2:3: note: this expectation accepts no deviation")) << accepted.text;
  // One scenario accepted by name: the others still fail.
  const json report = report_of(args);
  const std::string one = report.at("runs").at(0).at("scenario");
  int deviating = 0;
  for (const auto& r : report.at("runs")) deviating += !r.at("deviations").empty();
  const Output partly = conform(args + " --expectations " + write("by-name.yaml", "- {scenario: \"" + one + "\", reason: known}\n"));
  EXPECT_EQ(partly.code, deviating > 1 ? 1 : 0) << partly.text;
  const Output bad = conform(args + " --expectations " + write("bad.yaml", "- {id: \"deviation:x:y\"}\n"));
  EXPECT_EQ(bad.code, 2) << bad.text;
  EXPECT_TRUE(has(bad, "bad.yaml:1:3: error:")) << bad.text;
}

TEST_F(Conform, ADeviationIsAFindingAtTheRulebookLineItBreaksInSarifAndAFailureInJUnit) {
  const std::string sarif = (dir / "c.sarif").string(), junit = (dir / "c.xml").string();
  const Output o = conform("--engine " + wrong_engine("--deviation countess-never-forced") +
                           " scenarios/love-letter/countess.yaml --sarif " + sarif + " --junit " + junit);
  EXPECT_EQ(o.code, 1) << o.text;
  // One deviation, at the rulebook line; each scenario run the engine failed
  // is a failed-scenario result besides, at the scenario (issue 23).
  std::vector<json> deviations;
  const json report = json_file(sarif);
  for (const auto& r : report.at("runs").at(0).at("results")) {
    const std::string rule = r.at("ruleId").get<std::string>();
    EXPECT_TRUE(rule == "deviation" || rule == "failed-scenario") << rule;
    if (rule == "deviation") deviations.push_back(r);
  }
  ASSERT_EQ(deviations.size(), 1u);
  const json& at = deviations[0].at("locations").at(0).at("physicalLocation");
  EXPECT_EQ(at.at("artifactLocation").at("uri").get<std::string>(), "docs/rulebooks/" + kConformEdition + ".fr.md");
  EXPECT_EQ(at.at("region").at("startLine").get<int>(), test::clause_line("countess.forced"));
  EXPECT_TRUE(has(Output{0, slurp(junit)}, "<failure message=")) << slurp(junit);
}

// Transport faults at every third `state` of the adapter's life, each once: the
// run each breaks is reported (a protocol error quoting the line, or a
// crash), the restarted adapter plays the next runs, errata never waits.
TEST_F(Conform, EachBrokenReplyBreaksOneRunAndTheNextRunsGoOn) {
  struct Fault {
    std::string name, verdict, says;
  };
  const std::vector<Fault> faults{
      {"malformed", "protocol error", "malformed JSON"},
      {"unknown-card", "protocol error", "unknown card 'dragon'"},
      {"wrong-id", "protocol error", "has id '"},
      {"long-line", "protocol error", "longer than 1048576 bytes: '{\"id\""},
      {"exit", "crash", "exited with code 3"},
      {"hang", "crash", "no reply to 'state' within 0.5 s"},
      {"unsupported", "not supported", "unsupported: not in this engine"},
  };
  std::string names;
  for (const auto& f : faults) names += (names.empty() ? "" : ",") + f.name;
  const auto start = std::chrono::steady_clock::now();
  Output o;
  const json report = report_of("--timeout 0.5 --engine \"python3 tests/conform/faulty_adapter.py --faults " + names +
                               " --at state:3 --once '" + dir.string() + "'\" scenarios/love-letter", &o);
  const double seconds = std::chrono::duration<double>(std::chrono::steady_clock::now() - start).count();
  EXPECT_EQ(o.code, 1) << o.text;
  EXPECT_LT(seconds, 30) << "errata waited on the adapter";
  size_t broken = 0;
  for (const auto& f : faults) {
    size_t runs = 0;
    for (const auto& r : report.at("runs"))
      runs += r.at("verdict") == f.verdict && r.value("detail", "").find(f.says) != std::string::npos;
    EXPECT_EQ(runs, 1u) << f.name << "\n" << o.text;
    broken += runs;
  }
  size_t conforming = 0;
  for (const auto& r : report.at("runs")) conforming += r.at("verdict") == "conforms";
  EXPECT_EQ(conforming + broken, report.at("runs").size()) << o.text;
  EXPECT_GT(conforming, 50u);
  // errata stopped the hanging adapter itself: no "exited with code 0" after it.
  for (const auto& r : report.at("runs"))
    if (r.value("detail", "").find("no reply to 'state'") != std::string::npos) {
      EXPECT_EQ(r.value("detail", "").find("the adapter exited"), std::string::npos) << r.dump();
    }
}

TEST_F(Conform, WhatTheAdapterWritesToStderrIsDrainedAndReported) {
  const Output o = conform("--timeout 5 --engine \"python3 tests/conform/faulty_adapter.py --faults stderr --at state:3\""
                           " scenarios/love-letter/guard.yaml");
  EXPECT_EQ(o.code, 0) << o.text;  // a megabyte on stderr blocks nothing
  EXPECT_TRUE(has(o, ": note: [love-letter-2019]")) << o.text;
  EXPECT_TRUE(has(o, "the adapter wrote to stderr: '[1048576 bytes, the first 16384 kept] xxx")) << o.text;
}

TEST_F(Conform, AnEngineThatCannotStartOrSpeaksAnotherVersionIsBadInput) {
  const Output missing = conform("--engine 'no-such-engine-command' scenarios/love-letter/guard.yaml");
  EXPECT_EQ(missing.code, 2) << missing.text;
  EXPECT_TRUE(has(missing, "the engine adapter 'no-such-engine-command' cannot start")) << missing.text;
  EXPECT_TRUE(has(missing, "exited with code 127")) << missing.text;
  const Output other = conform("--engine \"python3 tests/conform/faulty_adapter.py --faults protocol-3 --at hello:1\" "
                               "scenarios/love-letter/guard.yaml");
  EXPECT_EQ(other.code, 2) << other.text;
  EXPECT_TRUE(has(other, "it speaks protocol version 3; errata speaks 1 or 2")) << other.text;
}

// Whether process `pid` is gone (or only a zombie, its parent gone too).
bool gone(pid_t pid) {
  std::ifstream stat("/proc/" + std::to_string(pid) + "/stat");
  std::string line;
  if (!std::getline(stat, line)) return true;
  const size_t after_name = line.rfind(')');
  return after_name != std::string::npos && line.compare(after_name + 2, 1, "Z") == 0;
}

// Ctrl-C while an adapter hangs: errata stops at once (exit 130) and stops
// the adapter with it, which must not outlive errata, nor what it started
// outside its process group (a `setsid sleep`, a double-forked one).
TEST_F(Conform, CtrlCStopsErrataAndItsAdapter) {
  const std::string pid_file = (dir / "adapter.pid").string(), log = (dir / "log").string();
  const std::string engine =
      "python3 " + kSource + "/tests/conform/faulty_adapter.py --faults hang,setsid --at state:1 --pid-file " + pid_file;
  const pid_t child = ::fork();
  if (child == 0) {
    std::freopen(log.c_str(), "w", stdout);
    std::freopen(log.c_str(), "a", stderr);
    ::execl(ERRATA_BINARY, ERRATA_BINARY, "conform", "--timeout", "60", "--engine", engine.c_str(),
            (kSource + "/scenarios/love-letter/guard.yaml").c_str(), static_cast<char*>(nullptr));
    ::_exit(127);
  }
  const auto until = std::chrono::steady_clock::now() + std::chrono::seconds(20);
  while (!fs::exists(pid_file) && std::chrono::steady_clock::now() < until)
    std::this_thread::sleep_for(std::chrono::milliseconds(20));
  ASSERT_TRUE(fs::exists(pid_file)) << slurp(log);
  const pid_t adapter = std::stoi(slurp(pid_file));
  std::this_thread::sleep_for(std::chrono::milliseconds(300));  // it hangs on its first `state`
  ::kill(child, SIGINT);
  int status = 0;
  while (::waitpid(child, &status, WNOHANG) != child && std::chrono::steady_clock::now() < until)
    std::this_thread::sleep_for(std::chrono::milliseconds(20));
  EXPECT_TRUE(WIFEXITED(status) && WEXITSTATUS(status) == 130) << slurp(log);
  std::stringstream children(slurp(pid_file + ".children"));
  std::vector<pid_t> started{adapter};
  for (pid_t p; children >> p;) started.push_back(p);
  EXPECT_EQ(started.size(), 3u) << slurp(pid_file + ".children");
  for (pid_t p : started) {
    for (int i = 0; i < 100 && !gone(p); ++i) std::this_thread::sleep_for(std::chrono::milliseconds(20));
    EXPECT_TRUE(gone(p)) << "process " << p << " outlived errata";
    if (!gone(p)) ::kill(p, SIGKILL);
  }
}

// errata's own engine behind the protocol, request by request: hello settles
// on the newest version both speak, a refusal carries the rules' error code,
// the Chancellor's choice comes with `choose`, the Priest's look is what its
// player saw (2019, l.110 and l.139).
TEST_F(Conform, ErrataEngineAnswersEachRequestAsTheRulesDecide) {
  const std::string requests = write("session.jsonl",
      "{\"id\": 1, \"cmd\": \"hello\", \"protocol\": 2, \"protocols\": [1, 2]}\n"
      "{\"id\": 2, \"cmd\": \"new_round\", \"edition\": \"love-letter-2019\", \"players\": [\"Ana\", \"Bo\"], \"to_move\": \"Ana\","
      " \"hands\": {\"Ana\": [\"chancellor\"], \"Bo\": [\"priest\"]}, \"discards\": {}, \"deck\": [\"priest\", \"guard\", \"spy\", \"baron\"],"
      " \"set_aside\": null, \"protected\": [], \"eliminated\": [], \"tokens\": {}}\n"
      "{\"id\": 3, \"cmd\": \"apply\", \"player\": \"Bo\", \"card\": \"priest\", \"target\": \"Ana\"}\n"
      "{\"id\": 4, \"cmd\": \"apply\", \"player\": \"Ana\", \"card\": \"chancellor\"}\n"
      "{\"id\": 5, \"cmd\": \"choose\", \"keep\": \"spy\", \"bottom\": [\"priest\", \"guard\"]}\n"
      "{\"id\": 6, \"cmd\": \"apply\", \"player\": \"Bo\", \"card\": \"priest\", \"target\": \"Ana\"}\n"
      "{\"id\": 7, \"cmd\": \"observe\", \"player\": \"Bo\"}\n"
      "{\"id\": 8, \"cmd\": \"hello\", \"protocol\": 1}\n"
      "{\"id\": 9, \"cmd\": \"quit\"}\n");
  const Output o = test::shell("'" + std::string(ERRATA_BINARY) + "' engine < '" + requests + "'");
  EXPECT_EQ(o.code, 0) << o.text;
  std::vector<json> replies;
  std::stringstream ss(o.text);
  for (std::string line; std::getline(ss, line);) replies.push_back(json_of(line, "errata engine's reply"));
  ASSERT_EQ(replies.size(), 9u) << o.text;
  for (size_t i = 0; i < replies.size(); ++i) EXPECT_EQ(replies[i].at("id"), i + 1);
  EXPECT_EQ(replies[0].at("protocol"), 2);
  EXPECT_EQ(replies[7].at("protocol"), 1);  // a version 1 controller
  EXPECT_EQ(replies[2].at("status"), "illegal");
  EXPECT_EQ(replies[2].at("code"), "not-your-turn");
  EXPECT_EQ(replies[3].at("pending"), "choose");
  EXPECT_EQ(replies[4].at("status"), "ok") << o.text;
  EXPECT_EQ(replies[5].at("status"), "ok") << o.text;
  // Ana kept the Spy: the Priest shows it to Bo.
  EXPECT_EQ(replies[6].at("seen").at(0).at("player"), "Ana") << o.text;
  EXPECT_EQ(replies[6].at("seen").at(0).at("card"), "spy") << o.text;
}

}  // namespace
}  // namespace errata
