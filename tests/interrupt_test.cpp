// Ctrl-C and SIGTERM during `errata verify`, sent as a real signal to a real
// errata process while its solvers run: it stops promptly, exits 130 and
// leaves --out whole or untouched, with no temporary beside it (issue 12).
#include <gtest/gtest.h>
#include <signal.h>
#include <sys/wait.h>
#include <unistd.h>

#include <chrono>
#include <filesystem>
#include <fstream>
#include <thread>

#include "core/atomic_file.h"

namespace errata {
namespace {

namespace fs = std::filesystem;
using Clock = std::chrono::steady_clock;

class Interrupt : public ::testing::Test {
 protected:
  fs::path dir = fs::temp_directory_path() / ("errata-interrupt-" + std::to_string(::getpid()) + "-" +
                                               ::testing::UnitTest::GetInstance()->current_test_info()->name());
  void SetUp() override { fs::create_directories(dir); }
  void TearDown() override { fs::remove_all(dir); }

  // Starts `errata verify --out DIR` (its output to a file), lets it work for
  // `after`, sends `signal`; the exit code and how long it took to stop.
  std::pair<int, double> verify_then(int signal, std::chrono::milliseconds after) {
    const std::string out = (dir / "out").string(), log = (dir / "log").string();
    const pid_t child = ::fork();
    if (child == 0) {
      std::freopen(log.c_str(), "w", stdout);
      std::freopen(log.c_str(), "a", stderr);
      ::execl(ERRATA_BINARY, ERRATA_BINARY, "verify", (std::string(ERRATA_SOURCE_DIR) + "/scenarios").c_str(), "--out",
              out.c_str(), static_cast<char*>(nullptr));
      ::_exit(127);
    }
    std::this_thread::sleep_for(after);
    int status = 0;
    EXPECT_EQ(::waitpid(child, &status, WNOHANG), 0) << "errata verify ended before the signal: the test proves nothing";
    ::kill(child, signal);
    const auto sent = Clock::now();
    for (;;) {
      if (::waitpid(child, &status, WNOHANG) == child) break;
      if (Clock::now() - sent > std::chrono::seconds(30)) {
        ::kill(child, SIGKILL);
        ::waitpid(child, &status, 0);
        ADD_FAILURE() << "errata did not stop within 30 s of the signal";
        break;
      }
      std::this_thread::sleep_for(std::chrono::milliseconds(20));
    }
    const double seconds = std::chrono::duration<double>(Clock::now() - sent).count();
    return {WIFEXITED(status) ? WEXITSTATUS(status) : 128 + WTERMSIG(status), seconds};
  }

  // Entries of `dir` other than the log: the output folder if any, temporaries.
  std::vector<std::string> left() const {
    std::vector<std::string> out;
    for (const auto& e : fs::directory_iterator(dir))
      if (e.path().filename() != "log") out.push_back(e.path().filename().string());
    return out;
  }
};

// Two seconds in, verify is among its solvers (the scenarios take well under that).
TEST_F(Interrupt, CtrlCStopsVerifyPromptlyWithExit130AndNoOutput) {
  const auto [code, seconds] = verify_then(SIGINT, std::chrono::milliseconds(2000));
  EXPECT_EQ(code, 130);
  EXPECT_LT(seconds, 5.0);
  EXPECT_EQ(left(), std::vector<std::string>{});
}

// The old folder is one errata wrote (its mark lists findings.json): errata
// would replace it, had the run ended.
TEST_F(Interrupt, SigtermLeavesAnOldOutputFolderUntouched) {
  fs::create_directories(dir / "out");
  std::ofstream(dir / "out" / "findings.json") << "old";
  std::ofstream(dir / "out" / kFolderMark) << "findings.json\n";
  const auto [code, seconds] = verify_then(SIGTERM, std::chrono::milliseconds(2000));
  EXPECT_EQ(code, 130);
  EXPECT_LT(seconds, 5.0);
  EXPECT_EQ(left(), std::vector<std::string>{"out"});
  std::ifstream f(dir / "out" / "findings.json");
  std::string text((std::istreambuf_iterator<char>(f)), std::istreambuf_iterator<char>());
  EXPECT_EQ(text, "old");
  EXPECT_EQ(std::distance(fs::directory_iterator(dir / "out"), fs::directory_iterator()), 2);
}

}  // namespace
}  // namespace errata
