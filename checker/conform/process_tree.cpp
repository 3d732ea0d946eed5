#include "process_tree.h"

#include <dirent.h>
#include <signal.h>
#include <sys/prctl.h>
#include <sys/wait.h>
#include <unistd.h>

#include <algorithm>
#include <atomic>
#include <chrono>
#include <cstdio>
#include <cstdlib>
#include <map>
#include <thread>

namespace errata::conform {
namespace {

std::atomic<bool> g_adopting{false};

struct Proc {
  pid_t pid, parent;
  bool zombie;
};

// Every process of /proc with its parent: /proc/PID/stat reads "PID (NAME) S PPID ...",
// NAME possibly holding spaces and parentheses (the last ')' ends it).
std::vector<Proc> processes() {
  std::vector<Proc> out;
  DIR* dir = ::opendir("/proc");
  if (!dir) return out;
  while (const dirent* e = ::readdir(dir)) {
    char* end = nullptr;
    const long pid = std::strtol(e->d_name, &end, 10);
    if (pid <= 0 || *end) continue;
    char path[64], line[512];
    std::snprintf(path, sizeof path, "/proc/%ld/stat", pid);
    FILE* f = std::fopen(path, "r");
    if (!f) continue;  // it ended meanwhile
    const size_t n = std::fread(line, 1, sizeof line - 1, f);
    std::fclose(f);
    line[n] = 0;
    const char* close = nullptr;
    for (const char* p = line; *p; ++p)
      if (*p == ')') close = p;
    char state = 0;
    long parent = 0;
    if (close && std::sscanf(close + 1, " %c %ld", &state, &parent) == 2)
      out.push_back({static_cast<pid_t>(pid), static_cast<pid_t>(parent), state == 'Z' || state == 'X'});
  }
  ::closedir(dir);
  return out;
}

std::vector<pid_t> below(const std::vector<Proc>& all, pid_t root) {
  std::multimap<pid_t, const Proc*> children;
  for (const auto& p : all) children.emplace(p.parent, &p);
  std::vector<pid_t> out, todo{root};
  while (!todo.empty()) {
    const pid_t at = todo.back();
    todo.pop_back();
    const auto [from, to] = children.equal_range(at);
    for (auto it = from; it != to; ++it) {
      if (!it->second->zombie) out.push_back(it->second->pid);
      todo.push_back(it->second->pid);  // a zombie's children are still below it until it is reaped
    }
  }
  return out;
}

}  // namespace

void adopt_orphans() {
  if (!g_adopting.exchange(true)) ::prctl(PR_SET_CHILD_SUBREAPER, 1, 0, 0, 0);
}

std::vector<pid_t> descendants(pid_t root) { return below(processes(), root); }

void kill_descendants(pid_t root) {
  for (int pass = 0; pass < 16; ++pass) {
    const auto found = descendants(root);
    if (found.empty()) return;
    for (pid_t p : found) ::kill(p, SIGKILL);
  }
}

void kill_adopted(const std::vector<pid_t>& adapters, double seconds) {
  if (!g_adopting) return;
  const pid_t self = ::getpid();
  const auto until = std::chrono::steady_clock::now() + std::chrono::duration<double>(seconds);
  for (;;) {
    bool left = false;
    for (const auto& p : processes()) {
      if (p.parent != self || std::find(adapters.begin(), adapters.end(), p.pid) != adapters.end()) continue;
      left = true;
      if (!p.zombie) {
        kill_descendants(p.pid);
        ::kill(p.pid, SIGKILL);
      }
      int status = 0;
      ::waitpid(p.pid, &status, WNOHANG);
    }
    if (!left || std::chrono::steady_clock::now() >= until) return;
    std::this_thread::sleep_for(std::chrono::milliseconds(2));
  }
}

}  // namespace errata::conform
