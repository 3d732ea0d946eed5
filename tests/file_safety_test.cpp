// Files errata reads and writes: only regular files are read (a FIFO must not
// block, a device is not "no such file"), an unreadable folder is an error
// rather than a silent skip, and reports replace only regular files, through
// a temporary nobody can predict (issue 12).
#include <gtest/gtest.h>
#include <sys/stat.h>
#include <unistd.h>

#include <filesystem>
#include <fstream>
#include <sstream>

#include "command.h"
#include "model/core/input_error.h"
#include "model/core/user_file.h"
#include "core/atomic_file.h"

namespace errata {
namespace {

namespace fs = std::filesystem;
using test::errata;

class FileSafety : public ::testing::Test {
 protected:
  fs::path dir = fs::temp_directory_path() / ("errata-files-" + std::to_string(::getpid()) + "-" +
                                               ::testing::UnitTest::GetInstance()->current_test_info()->name());
  void SetUp() override { fs::create_directories(dir); }
  void TearDown() override {
    std::error_code ec;
    fs::permissions(dir, fs::perms::all, ec);
    for (auto& e : fs::recursive_directory_iterator(dir, ec)) fs::permissions(e.path(), fs::perms::owner_all, ec);
    fs::remove_all(dir, ec);
  }
  std::string write(const std::string& name, const std::string& text) {
    std::ofstream(dir / name) << text;
    return (dir / name).string();
  }
  std::string fifo(const std::string& name) {
    const std::string p = (dir / name).string();
    EXPECT_EQ(::mkfifo(p.c_str(), 0600), 0);
    return p;
  }
  static std::string read(const fs::path& p) {
    std::ifstream f(p);
    std::stringstream ss;
    ss << f.rdbuf();
    return ss.str();
  }
};

const char* kScenario = "name: x\ngame: love-letter\nsetup: {players: [A, B], hands: {A: guard, B: priest}, deck: [baron]}\n";

std::string read_error(const std::string& path) {
  try {
    read_user_file(path, "scenario file");
  } catch (const InputError& e) {
    return e.what();
  }
  return "(no error)";
}

TEST_F(FileSafety, OnlyRegularFilesAreRead) {
  const std::string f = fifo("pipe.yaml");
  EXPECT_EQ(read_error(f), f + ": error: cannot read this scenario file: is a FIFO, not a regular file");
  EXPECT_EQ(read_error("/dev/null"), "/dev/null: error: cannot read this scenario file: is a character device, not a regular file");
  EXPECT_EQ(read_error(dir.string()), dir.string() + ": error: cannot read this scenario file: is a folder, not a regular file");
  EXPECT_EQ(read_error((dir / "none.yaml").string()), (dir / "none.yaml").string() + ": error: cannot read this scenario file: no such file");
  EXPECT_EQ(read_user_file(write("a.yaml", "abc"), "scenario file"), "abc");
}

// No writer ever opens the FIFO: before, errata waited for one for ever (the
// test would hit CTest's time limit).
TEST_F(FileSafety, AnEditionFileOnAFifoIsRefusedAtOnce) {
  const std::string f = fifo("edition.yaml");
  auto o = errata("editions --edition-file " + f);
  EXPECT_EQ(o.code, 2) << o.text;
  EXPECT_NE(o.text.find(f + ": error: cannot read this edition file: is a FIFO, not a regular file"), std::string::npos) << o.text;
}

TEST_F(FileSafety, DevNullAndFifosAsScenariosAreNamedForWhatTheyAre) {
  auto o = errata("run /dev/null");
  EXPECT_EQ(o.code, 2) << o.text;
  EXPECT_NE(o.text.find("/dev/null: error: cannot read this scenario file: is a character device, not a regular file"),
            std::string::npos) << o.text;
  const std::string f = fifo("s.yaml");
  o = errata("run " + f);
  EXPECT_EQ(o.code, 2) << o.text;
  EXPECT_NE(o.text.find("is a FIFO, not a regular file"), std::string::npos) << o.text;
}

// As root every folder is readable, so the command runs as nobody there.
TEST_F(FileSafety, AnUnreadableSubfolderStopsTheScanWithAnError) {
  fs::create_directories(dir / "a" / "locked");
  write("a/one.yaml", kScenario);
  write("a/locked/two.yaml", kScenario);
  fs::permissions(dir, fs::perms::all);
  fs::permissions(dir / "a", fs::perms::all);
  fs::permissions(dir / "a" / "locked", fs::perms::none);
  const std::string as_user = ::geteuid() == 0 ? "/usr/bin/setpriv --reuid=65534 --regid=65534 --clear-groups " : "";
  const std::string cmd = as_user + std::string(ERRATA_BINARY) + " run " + (dir / "a").string() + " 2>&1";
  FILE* p = popen(cmd.c_str(), "r");
  ASSERT_NE(p, nullptr);
  std::string text;
  char buf[4096];
  for (size_t n; (n = fread(buf, 1, sizeof buf, p)) > 0;) text.append(buf, n);
  const int status = pclose(p);
  EXPECT_EQ(WEXITSTATUS(status), 2) << text;
  EXPECT_NE(text.find((dir / "a" / "locked").string() + ": error: cannot read this folder: Permission denied"), std::string::npos)
      << text;
}

TEST_F(FileSafety, AReportReplacesARegularFileWholeAndLeavesNoTemporary) {
  const std::string target = write("report.xml", "old");
  EXPECT_EQ(write_file_atomically(target, "new"), "");
  EXPECT_EQ(read(target), "new");
  EXPECT_EQ(std::distance(fs::directory_iterator(dir), fs::directory_iterator()), 1);
  EXPECT_EQ(fs::status(target).permissions() & fs::perms::all, fs::perms(0644));
}

TEST_F(FileSafety, AReportNeverReplacesASymlinkOrAFifo) {
  const std::string victim = write("victim", "precious");
  fs::create_symlink(victim, dir / "link.xml");
  EXPECT_NE(write_file_atomically((dir / "link.xml").string(), "x").find("is not a regular file but a symbolic link"),
            std::string::npos);
  EXPECT_TRUE(fs::is_symlink(dir / "link.xml"));
  const std::string f = fifo("pipe.xml");
  EXPECT_NE(write_file_atomically(f, "x").find("is not a regular file"), std::string::npos);
  EXPECT_TRUE(fs::is_fifo(f));
  EXPECT_EQ(read(victim), "precious");
}

// The old temporary's name was REPORT.tmp.PID: a symlink planted there sent
// the report (as root) wherever it pointed.
TEST_F(FileSafety, APlantedLinkAtTheOldTemporaryNameIsNotFollowed) {
  const std::string victim = write("victim", "precious");
  const std::string target = (dir / "report.xml").string();
  fs::create_symlink(victim, target + ".tmp." + std::to_string(::getpid()));
  EXPECT_EQ(write_file_atomically(target, "report"), "");
  EXPECT_EQ(read(victim), "precious");
  EXPECT_EQ(read(target), "report");
}

TEST_F(FileSafety, AFolderIsReplacedWhole) {
  EXPECT_EQ(write_folder_atomically((dir / "out").string(), {{"findings.json", "old"}, {"witnesses/old.yaml", "old"}}), "");
  EXPECT_EQ(read(dir / "out" / "witnesses" / "old.yaml"), "old");
  EXPECT_EQ(write_folder_atomically((dir / "out").string(), {{"findings.json", "[]"}, {"witnesses/a.yaml", "a"}}), "");
  EXPECT_EQ(read(dir / "out" / "findings.json"), "[]");
  EXPECT_EQ(read(dir / "out" / "witnesses" / "a.yaml"), "a");
  EXPECT_FALSE(fs::exists(dir / "out" / "witnesses" / "old.yaml"));
  EXPECT_EQ(std::distance(fs::directory_iterator(dir), fs::directory_iterator()), 1);  // no temporary left
  write("file", "x");
  EXPECT_NE(write_folder_atomically((dir / "file").string(), {{"a", "b"}}).find("is not a folder"), std::string::npos);
}

}  // namespace
}  // namespace errata
