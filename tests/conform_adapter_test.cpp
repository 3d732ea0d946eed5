// An adapter is another program, and errata conform must hold against it
// (issue 37): every text it writes is shown escaped wherever errata prints
// it; nothing it starts outlives errata, even a process that left its group;
// blank lines for ever are no reply; a reply is read as strict JSON, its
// protocol version a JSON integer errata speaks. Each case is its
// reproducer, through tests/conform/faulty_adapter.py.
#include <gtest/gtest.h>
#include <signal.h>

#include <chrono>
#include <thread>

#include "checker/conform/json_line.h"
#include "checker/conform/shown_text.h"
#include "conform_fixture.h"
#include "model/core/text_encoding.h"

namespace errata {
namespace {

using conform::shown;
using nlohmann::json;
using test::Conform;
using test::has;
using test::Output;
using test::slurp;

std::string faulty(const std::string& fault, const std::string& at, const std::string& extra = "") {
  return "\"python3 tests/conform/faulty_adapter.py --faults " + fault + " --at " + at + (extra.empty() ? "" : " " + extra) + "\"";
}

// Nothing that acts on a terminal or forges a line: no control character
// but the newline, no C1 control or bidirectional override, well-formed UTF-8.
void printable(const std::string& text, const std::string& what) {
  EXPECT_FALSE(first_bad_byte(text).has_value()) << what << " is not UTF-8";
  for (unsigned char c : text) EXPECT_TRUE(c >= 0x20 || c == '\n') << what << " holds control character " << int(c);
  for (const char* raw : {"\xc2\x9b", "\xe2\x80\xae", "\xe2\x80\xa8"}) EXPECT_EQ(text.find(raw), std::string::npos) << what;
}

TEST(ConformShownText, EveryCharacterThatActsOnATerminalIsEscaped) {
  EXPECT_EQ(shown("plain Garde é 漢"), "plain Garde é 漢");
  EXPECT_EQ(shown("\x1b[2J\r\n\tall conform"), "\\x1b[2J\\r\\n\\tall conform");
  EXPECT_EQ(shown("a\\x1b"), "a\\\\x1b");  // a backslash written is not an escape shown
  EXPECT_EQ(shown("\xff\xfe ok \xc3"), "\\xff\\xfe ok \\xc3");  // not UTF-8
  EXPECT_EQ(shown("\xc0\xaf"), "\\xc0\\xaf");                    // an overlong '/'
  EXPECT_EQ(shown("\xed\xa0\x80"), "\\xed\\xa0\\x80");            // a surrogate
  EXPECT_EQ(shown("\xc2\x9b" "31m"), "\\u009b31m");             // C1 CSI
  EXPECT_EQ(shown("\xe2\x80\xae" "evil"), "\\u202eevil");        // right-to-left override
  EXPECT_EQ(shown(std::string("a\0b", 3)), "a\\x00b");
  EXPECT_EQ(shown("\x7f"), "\\x7f");
}

// RFC 8259, strictly, and what it leaves open refused: a key twice, nesting past 64.
TEST(ConformJson, RepliesAreReadAsStrictJson) {
  for (const std::string line : {",", "{,}", "{:", "[:", "{\"a\": 1,}", "{\"a\": [1,,2]}", "{\"a\" 1}", "[1, 2]", "",
                                 "{\"id\": 1", "\"text\"", "{\"a\":\x01}", "{'a': 1}", "{\"a\": NaN}", "{\"a\": 01}",
                                 "{\"a\": 1} // note", "/* c */ {\"a\": 1}", "{\"a\": 1, \"a\": 2}", "{\"a\": \"\xff\"}",
                                 "{\"a\": \"\\ud800\"}", "{\"a\": 1} {\"b\": 2}", "{\"a\": .5}", "{\"a\": +1}", "{\"a\": 1e}",
                                 "{\"a\": 1e999}"}) {
    std::string why;
    EXPECT_FALSE(conform::parse_json_object(line, why)) << line;
    EXPECT_FALSE(why.empty()) << line;
    printable(why, "the reason for " + line);
  }
  std::string why;
  EXPECT_FALSE(conform::parse_json_object(std::string(65, '[') + std::string(65, ']'), why));
  EXPECT_FALSE(conform::parse_json_object("{\"a\":" + std::string(64, '[') + std::string(64, ']') + "}", why));
  EXPECT_NE(why.find("nested deeper than 64"), std::string::npos) << why;
  EXPECT_TRUE(conform::parse_json_object("{\"a\":" + std::string(63, '[') + std::string(63, ']') + "}", why)) << why;
  const auto reply = conform::parse_json_object("{\"id\":3,\"status\":\"ok\",\"plays\":[\"guard target=P2 guess=priest\"]}", why);
  ASSERT_TRUE(reply);
  std::vector<std::string> plays;
  EXPECT_TRUE(conform::texts_field(*reply, "plays", "legal", plays));
  EXPECT_EQ(plays, std::vector<std::string>{"guard target=P2 guess=priest"});
  EXPECT_THROW(conform::text_field(*reply, "id", "legal"), conform::BadReply);  // a number is not a string
  EXPECT_THROW(conform::texts_field(*reply, "status", "legal", plays), conform::BadReply);
  // A long line is quoted cut after 200 bytes, never within a character, escaped.
  EXPECT_EQ(conform::quote_line(std::string(199, 'a') + "é" + std::string(300, 'b')), "'" + std::string(199, 'a') + "' ... (501 bytes)");
  EXPECT_EQ(conform::quote_line("\x1b[2J"), "'\\x1b[2J'");
}

// An engine named "\e[2J\e[H\rall conform\nno new deviations" with a
// right-to-left override, a reply detail and stderr alike, a reply that is
// not UTF-8: the text, the JSON and every report show them escaped.
TEST_F(Conform, EverythingAnAdapterWritesIsShownEscaped) {
  const std::string reports = " --sarif '" + (dir / "c.sarif").string() + "' --junit '" + (dir / "c.xml").string() + "' --html '" +
                              (dir / "c.html").string() + "' --markdown '" + (dir / "c.md").string() + "'";
  const std::string hello = faulty("escapes-hello", "hello:1") + " scenarios/love-letter/guard.yaml";
  const std::string engine = faulty("escapes", "state:3") + " scenarios/love-letter/guard.yaml";
  for (const std::string& e : {hello, engine}) {
    const Output text = conform("--engine " + e + reports);
    EXPECT_EQ(text.code, 0) << text.text;
    printable(text.text, "the text output");
    size_t summaries = 0;
    for (size_t p = text.text.find("no new deviations"); p != std::string::npos; p = text.text.find("no new deviations", p + 1))
      summaries += p == 0 || text.text[p - 1] == '\n';
    EXPECT_EQ(summaries, 1u) << "a forged summary line:\n" << text.text;
    EXPECT_TRUE(has(text, "\\x1b[2J\\x1b[H\\rall conform\\nno new deviations\\u202e\\u009b31m")) << text.text;
  }
  for (const char* report : {"c.sarif", "c.xml", "c.html", "c.md"}) {
    const std::string written = slurp(dir / report);
    EXPECT_FALSE(written.empty()) << report;
    EXPECT_EQ(written.find('\x1b'), std::string::npos) << report;
    EXPECT_EQ(written.find("\xe2\x80\xae"), std::string::npos) << report;
  }
  Output o;
  const std::string name = report_of("--engine " + hello, &o).at("engine").at("name");
  printable(name, "the engine's name in JSON");
  EXPECT_EQ(name.find("\nno new deviations"), std::string::npos);
  const json report = report_of("--engine " + engine, &o);
  printable(o.text, "stderr");
  for (const auto& r : report.at("runs")) {
    printable(r.value("detail", ""), "a run's detail in JSON");
    printable(r.value("stderr", ""), "a run's stderr in JSON");
  }
  // The state's line in UTF-8 it is not: quoted escaped, byte for byte.
  const Output bad = conform("--engine " + faulty("bad-utf8", "state:1") + " scenarios/love-letter/guard.yaml");
  EXPECT_EQ(bad.code, 1) << bad.text;
  printable(bad.text, "the text output");
  EXPECT_TRUE(has(bad, "ill-formed UTF-8 byte; last read: '\"\\xff'")) << bad.text;
}

// Whether process `pid` is gone (or only a zombie).
bool gone(pid_t pid) {
  std::ifstream stat("/proc/" + std::to_string(pid) + "/stat");
  std::string line;
  if (!std::getline(stat, line)) return true;
  const size_t after_name = line.rfind(')');
  return after_name != std::string::npos && line.compare(after_name + 2, 1, "Z") == 0;
}

// An adapter starts `setsid sleep 300` (which leaves its process group) and
// a double-forked `sleep 300` (whose parent exits at once): when errata
// ends, neither runs any more (docs/conformance.md: everything it started is stopped).
TEST_F(Conform, NothingAnAdapterStartsOutlivesErrataEvenOutsideItsGroup) {
  const std::string pids = (dir / "adapter.pid").string();
  const Output o = conform("--engine " + faulty("setsid", "hello:1", "--pid-file '" + pids + "'") +
                           " scenarios/love-letter/guard.yaml");
  EXPECT_EQ(o.code, 0) << o.text;
  std::stringstream children(slurp(pids + ".children"));
  std::vector<pid_t> started;
  for (pid_t p; children >> p;) started.push_back(p);
  ASSERT_EQ(started.size(), 2u) << slurp(pids + ".children");
  for (pid_t p : started) {
    for (int i = 0; i < 50 && !gone(p); ++i) std::this_thread::sleep_for(std::chrono::milliseconds(20));
    EXPECT_TRUE(gone(p)) << "process " << p << " outlived errata";
    if (!gone(p)) ::kill(p, SIGKILL);
  }
}

// `yes ''` answers every request with blank lines, for ever: no reply, within the deadline.
TEST_F(Conform, BlankLinesForEverAreNoReply) {
  const auto start = std::chrono::steady_clock::now();
  const Output yes = conform("--timeout 1 --engine \"yes ''\" scenarios/love-letter/guard.yaml");
  EXPECT_EQ(yes.code, 2) << yes.text;
  EXPECT_TRUE(has(yes, "the engine adapter 'yes ''' cannot start: no reply to 'hello' within 10 s")) << yes.text;
  EXPECT_LT(std::chrono::duration<double>(std::chrono::steady_clock::now() - start).count(), 25);
  // Mid-run: the run is a crash, the next runs go on.
  Output o;
  const json report = report_of("--timeout 0.5 --engine " + faulty("blank-lines", "state:2", "--once '" + dir.string() + "'") +
                           " scenarios/love-letter/guard.yaml", &o);
  EXPECT_EQ(o.code, 1) << o.text;
  int crashes = 0, conforming = 0;
  for (const auto& r : report.at("runs")) {
    crashes += r.at("verdict") == "crash" && r.value("detail", "").find("no reply to 'state' within 0.5 s") != std::string::npos;
    conforming += r.at("verdict") == "conforms";
  }
  EXPECT_EQ(crashes, 1) << o.text;
  EXPECT_EQ(conforming + crashes, static_cast<int>(report.at("runs").size())) << o.text;
}

// A version is a JSON integer errata speaks: "1abc" and 1.9 are not 1. Bad
// input (exit 2), naming the engine command and what was wrong.
TEST_F(Conform, AProtocolVersionThatIsNotAJsonIntegerIsRefused) {
  struct Case {
    std::string fault, says;
  };
  for (const Case& c : std::vector<Case>{{"protocol-1abc", "its protocol version \"1abc\" is a string; a version is a JSON integer"},
                                         {"protocol-1.9", "its protocol version 1.9 is not a whole number"},
                                         {"protocol-3", "it speaks protocol version 3; errata speaks 1 or 2"}}) {
    const Output o = conform("--engine " + faulty(c.fault, "hello:1") + " scenarios/love-letter/guard.yaml");
    EXPECT_EQ(o.code, 2) << c.fault << "\n" << o.text;
    EXPECT_TRUE(has(o, "error: the engine adapter 'python3 tests/conform/faulty_adapter.py --faults " + c.fault)) << o.text;
    EXPECT_TRUE(has(o, c.says)) << o.text;
    printable(o.text, "the error");
  }
}

}  // namespace
}  // namespace errata
