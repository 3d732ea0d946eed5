#pragma once
// A command-line test with its own scratch folder for the scenario files it
// writes, removed afterwards.
#include <gtest/gtest.h>
#include <unistd.h>

#include <filesystem>
#include <fstream>
#include <regex>
#include <sstream>
#include <string>
#include <vector>

#include "command.h"

namespace errata::test {

// A file's whole content, bytes as they are.
inline std::string slurp(const std::filesystem::path& p) {
  std::ifstream in(p, std::ios::binary);
  std::stringstream ss;
  ss << in.rdbuf();
  return ss.str();
}

class Cli : public ::testing::Test {
 protected:
  std::filesystem::path dir = std::filesystem::temp_directory_path() /
                              ("errata-cli-" + std::to_string(::getpid()) + "-" +
                               ::testing::UnitTest::GetInstance()->current_test_info()->name());
  void SetUp() override { std::filesystem::create_directories(dir); }
  void TearDown() override { std::filesystem::remove_all(dir); }
  std::string write(const std::string& name, const std::string& text) {
    std::filesystem::create_directories((dir / name).parent_path());
    std::ofstream(dir / name) << text;
    return (dir / name).string();
  }
};

// `s` with its first `from` replaced by `to` (`from` must be there).
inline std::string replaced(std::string s, const std::string& from, const std::string& to) {
  const auto at = s.find(from);
  EXPECT_NE(at, std::string::npos) << "'" << from << "' is not in the text";
  if (at != std::string::npos) s.replace(at, from.size(), to);
  return s;
}

inline bool has(const Output& o, const std::string& s) { return o.text.find(s) != std::string::npos; }

// The verbs `errata --help` lists (its Subcommands section).
inline std::vector<std::string> listed_verbs() {
  const std::string help = errata("--help").text;
  std::vector<std::string> verbs;
  std::istringstream in(help.substr(help.find("Subcommands:")));
  std::string line;
  std::getline(in, line);
  const std::regex verb(R"(^  ([a-z]+)\s)");
  for (std::smatch m; std::getline(in, line);)
    if (std::regex_search(line, m, verb)) verbs.push_back(m[1]);
  return verbs;
}

}  // namespace errata::test
