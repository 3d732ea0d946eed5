// errata conform, as a user runs it: the bundled scenarios and random games
// played on an engine through its adapter (docs/conformance.md), end to end
// on errata's own engine (errata engine), on the deliberately wrong engine
// tests/conform/wrong_engine.py with each of its seeded deviations (named at
// the clause and rulebook line tests/conform/expected-deviations.yaml and the
// edition file give), and on adapters that break the transport
// (tests/conform/faulty_adapter.py): each broken run is reported, the next
// runs go on, errata never hangs.
#include <gtest/gtest.h>
#include <signal.h>
#include <sys/wait.h>
#include <unistd.h>
#include <yaml-cpp/yaml.h>

#include <chrono>
#include <filesystem>
#include <fstream>
#include <set>
#include <sstream>
#include <thread>

#include "checker/conform/json_line.h"
#include "cli_fixture.h"

namespace errata {
namespace {

namespace fs = std::filesystem;
using test::has;
using test::Output;

const std::string kSource = ERRATA_SOURCE_DIR;
const std::string kEdition = "love-letter-2019";

std::string wrong_engine(const std::string& flags = "") {
  return "'python3 tests/conform/wrong_engine.py" + (flags.empty() ? "" : " " + flags) + "'";
}

std::string slurp(const fs::path& p) {
  std::ifstream in(p, std::ios::binary);
  std::stringstream ss;
  ss << in.rdbuf();
  return ss.str();
}

// The rulebook line the edition file cites for a clause (its first citation).
int clause_line(const std::string& clause) {
  static const YAML::Node clauses =
      YAML::LoadFile(kSource + "/model/love_letter/editions/" + kEdition + ".yaml")["clauses"];
  const YAML::Node c = clauses[clause];
  return (c.IsSequence() ? c[0] : c)["line"].as<int>(0);
}

struct SeededDeviation {
  std::string name, clause;
  std::set<std::string> allowed;  // the clause and those other situations of it break
};

void PrintTo(const SeededDeviation& d, std::ostream* os) { *os << d.name << " (" << d.clause << ")"; }

std::vector<SeededDeviation> seeded_deviations() {
  std::vector<SeededDeviation> out;
  const YAML::Node doc = YAML::LoadFile(kSource + "/tests/conform/expected-deviations.yaml");
  for (const auto& d : doc["deviations"]) {
    SeededDeviation s{d["name"].as<std::string>(), d["clause"].as<std::string>(), {d["clause"].as<std::string>()}};
    for (const auto& a : d["also"]) s.allowed.insert(a.as<std::string>());
    out.push_back(std::move(s));
  }
  return out;
}

class Conform : public test::Cli {
 protected:
  // errata conform ARGS from the project's root (the bundled scenarios by default).
  Output conform(const std::string& args) {
    return test::shell("cd '" + kSource + "' && '" + std::string(ERRATA_BINARY) + "' conform " + args);
  }
  // The same with --format json: its runs (stdout), and the exit code and stderr in `out`.
  YAML::Node json(const std::string& args, Output* out = nullptr) {
    const std::string file = (dir / "conform.json").string();
    const Output o = conform(args + " --format json > '" + file + "'");
    if (out) *out = o;
    return YAML::LoadFile(file);
  }
  static std::set<std::string> clauses_of(const YAML::Node& report) {
    std::set<std::string> out;
    for (const auto& r : report["runs"])
      if (r["deviation"]) out.insert(r["deviation"]["clause"].as<std::string>());
    return out;
  }
};

TEST_F(Conform, ErratasOwnEngineConformsOnEveryBundledLoveLetterScenario) {
  Output o;
  const YAML::Node report = json("--engine \"'" + std::string(ERRATA_BINARY) + "' engine\"", &o);
  EXPECT_EQ(o.code, 0) << o.text;
  std::set<std::string> editions;
  for (const auto& e : report["engine"]["editions"]) editions.insert(e.as<std::string>());
  // As many runs as errata run passes under those editions.
  const Output run = test::shell("cd '" + kSource + "' && '" + ERRATA_BINARY + "' run scenarios -v");
  size_t expected = 0;
  for (const auto& e : editions)
    for (size_t p = run.text.find(": passed: [" + e + "]"); p != std::string::npos; p = run.text.find(": passed: [" + e + "]", p + 1))
      ++expected;
  ASSERT_GT(expected, 100u);
  EXPECT_EQ(report["runs"].size(), expected);
  for (const auto& r : report["runs"]) {
    const std::string verdict = r["verdict"].as<std::string>();
    if (verdict == "skipped")  // a setup the rules refuse before it is a state: no message states it
      EXPECT_NE(r["detail"].as<std::string>().find("refused before it is a whole state"), std::string::npos);
    else
      EXPECT_EQ(verdict, "conforms") << r["file"].as<std::string>() << ":" << r["line"].as<int>() << ": "
                                     << (r["deviation"] ? r["deviation"]["rules"].as<std::string>() : r["detail"].as<std::string>(""));
  }
}

TEST_F(Conform, TheWrongEngineWithNoDeviationConformsInScenariosAndInRandomPlay) {
  Output o;
  const YAML::Node report = json("--engine " + wrong_engine(), &o);
  EXPECT_EQ(o.code, 0) << o.text;
  ASSERT_GT(report["runs"].size(), 100u);
  for (const auto& r : report["runs"]) EXPECT_EQ(r["verdict"].as<std::string>(), "conforms") << r["scenario"];
  const Output random = conform("--engine " + wrong_engine() + " --games 20 --seed 5");
  EXPECT_EQ(random.code, 0) << random.text;
  EXPECT_TRUE(has(random, "random play: 20 games")) << random.text;
}

TEST_F(Conform, TheEngineAndTheExpectedDeviationsNameTheSameDeviations) {
  const Output list = test::shell("cd '" + kSource + "' && python3 tests/conform/wrong_engine.py --list-deviations");
  std::set<std::string> offered, listed;
  std::stringstream ss(list.text);
  for (std::string line; std::getline(ss, line);) offered.insert(line.substr(0, line.find(':')));
  for (const auto& d : seeded_deviations()) listed.insert(d.name);
  EXPECT_EQ(offered, listed);
}

class Deviation : public Conform, public ::testing::WithParamInterface<SeededDeviation> {};

// Each deviation, in the bundled scenarios: every deviating run names one of
// its clauses, at the line the edition cites; the clause itself is named
// there, or, when no bundled scenario shows the deviation, by random play,
// whose scenario errata run passes and conform shows deviating again.
TEST_P(Deviation, IsNamedAtItsClauseAndRulebookLine) {
  const SeededDeviation& d = GetParam();
  const std::string engine = wrong_engine("--deviation " + d.name);
  Output o;
  YAML::Node report = json("--engine " + engine, &o);
  std::set<std::string> named = clauses_of(report);
  EXPECT_EQ(o.code, named.empty() ? 0 : 1) << o.text;
  if (named.empty()) {  // no bundled scenario shows it: random play must
    report = json("--engine " + engine + " --games 20 --seed 1 --out '" + (dir / "found").string() + "'", &o);
    named = clauses_of(report);
    EXPECT_EQ(o.code, 1) << o.text;
    for (const auto& r : report["runs"]) {
      const std::string witness = r["witness"].as<std::string>("");
      ASSERT_FALSE(witness.empty()) << r["scenario"];
      EXPECT_EQ(test::errata("run " + witness).code, 0) << slurp(witness);
      EXPECT_TRUE(r["replayed"].as<bool>()) << slurp(witness);
    }
  }
  EXPECT_TRUE(named.count(d.clause)) << d.name << " should break " << d.clause;
  for (const auto& r : report["runs"]) {
    if (!r["deviation"]) continue;
    const YAML::Node dev = r["deviation"];
    const std::string clause = dev["clause"].as<std::string>();
    EXPECT_TRUE(d.allowed.count(clause)) << d.name << " named " << clause << " at " << dev["at"].as<std::string>();
    ASSERT_GT(dev["citations"].size(), 0u) << clause;
    EXPECT_EQ(dev["citations"][0]["line"].as<int>(), clause_line(clause)) << clause;
    EXPECT_EQ(dev["citations"][0]["rulebook"].as<std::string>(), kEdition + ".fr.md");
  }
}

INSTANTIATE_TEST_SUITE_P(WrongEngine, Deviation, ::testing::ValuesIn(seeded_deviations()),
                         [](const auto& info) {
                           std::string n = info.param.name;
                           for (char& c : n)
                             if (c == '-') c = '_';
                           return n;
                         });

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
  const YAML::Node report = json(args);
  const std::string one = report["runs"][0]["scenario"].as<std::string>();
  const Output partly = conform(args + " --expectations " + write("by-name.yaml", "- {scenario: \"" + one + "\", reason: known}\n"));
  EXPECT_EQ(partly.code, report["runs"].size() > 1 ? 1 : 0) << partly.text;
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
  std::vector<YAML::Node> deviations;
  for (const auto& r : YAML::LoadFile(sarif)["runs"][0]["results"]) {
    const std::string rule = r["ruleId"].as<std::string>();
    EXPECT_TRUE(rule == "deviation" || rule == "failed-scenario") << rule;
    if (rule == "deviation") deviations.push_back(r);
  }
  ASSERT_EQ(deviations.size(), 1u);
  const YAML::Node at = deviations[0]["locations"][0]["physicalLocation"];
  EXPECT_EQ(at["artifactLocation"]["uri"].as<std::string>(), "docs/rulebooks/" + kEdition + ".fr.md");
  EXPECT_EQ(at["region"]["startLine"].as<int>(), clause_line("countess.forced"));
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
  const YAML::Node report = json("--timeout 0.5 --engine \"python3 tests/conform/faulty_adapter.py --faults " + names +
                                     " --at state:3 --once '" + dir.string() + "'\" scenarios/love-letter", &o);
  const double seconds = std::chrono::duration<double>(std::chrono::steady_clock::now() - start).count();
  EXPECT_EQ(o.code, 1) << o.text;
  EXPECT_LT(seconds, 30) << "errata waited on the adapter";
  size_t broken = 0;
  for (const auto& f : faults) {
    size_t runs = 0;
    for (const auto& r : report["runs"])
      runs += r["verdict"].as<std::string>() == f.verdict && r["detail"].as<std::string>("").find(f.says) != std::string::npos;
    EXPECT_EQ(runs, 1u) << f.name << "\n" << o.text;
    broken += runs;
  }
  size_t conforming = 0;
  for (const auto& r : report["runs"]) conforming += r["verdict"].as<std::string>() == "conforms";
  EXPECT_EQ(conforming + broken, report["runs"].size()) << o.text;
  EXPECT_GT(conforming, 50u);
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
  EXPECT_TRUE(has(missing, "cannot start")) << missing.text;
  EXPECT_TRUE(has(missing, "exited with code 127")) << missing.text;
  const Output other = conform("--engine \"python3 tests/conform/faulty_adapter.py --faults protocol-2 --at hello:1\" "
                               "scenarios/love-letter/guard.yaml");
  EXPECT_EQ(other.code, 2) << other.text;
  EXPECT_TRUE(has(other, "speaks protocol version 2; errata speaks version 1")) << other.text;
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
// the adapter with it, which must not outlive errata.
TEST_F(Conform, CtrlCStopsErrataAndItsAdapter) {
  const std::string pid_file = (dir / "adapter.pid").string(), log = (dir / "log").string();
  const std::string engine = "python3 " + kSource + "/tests/conform/faulty_adapter.py --faults hang --at state:1 --pid-file " + pid_file;
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
  for (int i = 0; i < 100 && !gone(adapter); ++i) std::this_thread::sleep_for(std::chrono::milliseconds(20));
  EXPECT_TRUE(gone(adapter)) << "the adapter outlived errata";
  if (!gone(adapter)) ::kill(adapter, SIGKILL);
}

// errata's own engine behind the protocol, request by request: a refusal
// carries the rules' error code, the Chancellor's choice comes with
// `choose`, the Priest's look is what its player saw (2019, l.110 and l.139).
TEST_F(Conform, ErrataEngineAnswersEachRequestAsTheRulesDecide) {
  const std::string requests = write("session.jsonl",
      "{\"id\": 1, \"cmd\": \"hello\", \"protocol\": 1}\n"
      "{\"id\": 2, \"cmd\": \"new_round\", \"edition\": \"love-letter-2019\", \"players\": [\"Ana\", \"Bo\"], \"to_move\": \"Ana\","
      " \"hands\": {\"Ana\": [\"chancellor\"], \"Bo\": [\"priest\"]}, \"discards\": {}, \"deck\": [\"priest\", \"guard\", \"spy\", \"baron\"],"
      " \"set_aside\": null, \"protected\": [], \"eliminated\": [], \"tokens\": {}}\n"
      "{\"id\": 3, \"cmd\": \"apply\", \"player\": \"Bo\", \"card\": \"priest\", \"target\": \"Ana\"}\n"
      "{\"id\": 4, \"cmd\": \"apply\", \"player\": \"Ana\", \"card\": \"chancellor\"}\n"
      "{\"id\": 5, \"cmd\": \"choose\", \"keep\": \"spy\", \"bottom\": [\"priest\", \"guard\"]}\n"
      "{\"id\": 6, \"cmd\": \"apply\", \"player\": \"Bo\", \"card\": \"priest\", \"target\": \"Ana\"}\n"
      "{\"id\": 7, \"cmd\": \"observe\", \"player\": \"Bo\"}\n"
      "{\"id\": 8, \"cmd\": \"quit\"}\n");
  const Output o = test::shell("'" + std::string(ERRATA_BINARY) + "' engine < '" + requests + "'");
  EXPECT_EQ(o.code, 0) << o.text;
  std::vector<YAML::Node> replies;
  std::stringstream ss(o.text);
  for (std::string line; std::getline(ss, line);) replies.push_back(YAML::Load(line));
  ASSERT_EQ(replies.size(), 8u) << o.text;
  for (size_t i = 0; i < replies.size(); ++i) EXPECT_EQ(replies[i]["id"].as<size_t>(), i + 1);
  EXPECT_EQ(replies[2]["status"].as<std::string>(), "illegal");
  EXPECT_EQ(replies[2]["code"].as<std::string>(), "not-your-turn");
  EXPECT_EQ(replies[3]["pending"].as<std::string>(), "choose");
  EXPECT_EQ(replies[4]["status"].as<std::string>(), "ok") << o.text;
  EXPECT_EQ(replies[5]["status"].as<std::string>(), "ok") << o.text;
  // Ana kept the Spy: the Priest shows it to Bo.
  EXPECT_EQ(replies[6]["seen"][0]["player"].as<std::string>(), "Ana") << o.text;
  EXPECT_EQ(replies[6]["seen"][0]["card"].as<std::string>(), "spy") << o.text;
}

// Replies yaml-cpp 0.7 once looped on, or that are not JSON objects: each is
// refused at once (ctest's timeout would stop a loop).
TEST(ConformJson, MalformedRepliesAreRefusedNotLoopedOn) {
  for (const std::string line : {",", "{,}", "{:", "[:", "{\"a\": 1,}", "{\"a\": [1,,2]}", "{\"a\" 1}", "[1, 2]", "",
                                 "{\"id\": 1", "\"text\"", "{\"a\":\x01}"}) {
    std::string why;
    const auto node = conform::parse_json_object(line, why);
    if (node) EXPECT_TRUE(node->IsMap()) << line;
    else EXPECT_FALSE(why.empty()) << line;
  }
  std::string why;
  EXPECT_FALSE(conform::parse_json_object("[1, 2]", why));
  EXPECT_EQ(conform::parse_json_object("{\"id\":3,\"status\":\"ok\",\"plays\":[\"guard target=P2 guess=priest\"]}", why)
                ->operator[]("plays")[0].as<std::string>(), "guard target=P2 guess=priest");
  // A long line is quoted cut after 200 bytes, never within a character.
  const std::string quoted = conform::quote_line(std::string(199, 'a') + "é" + std::string(300, 'b'));
  EXPECT_EQ(quoted, "'" + std::string(199, 'a') + "' ... (501 bytes)");
}

}  // namespace
}  // namespace errata
