#pragma once
// The errata command as a user runs it, for the command-line tests: its exit
// code and what it printed (stdout and stderr together).
#include <sys/wait.h>

#include <cstdio>
#include <string>

namespace errata::test {

struct Output {
  int code = -1;
  std::string text;
};

// A shell command line, as a user types it (stdout and stderr together).
inline Output shell(const std::string& cmd_line) {
  const std::string cmd = cmd_line + " 2>&1";
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

inline Output errata(const std::string& args) { return shell(std::string(ERRATA_BINARY) + " " + args); }

}  // namespace errata::test
