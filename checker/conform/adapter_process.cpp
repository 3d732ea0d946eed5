#include "adapter_process.h"

#include <fcntl.h>
#include <poll.h>
#include <signal.h>
#include <spawn.h>
#include <sys/socket.h>
#include <sys/wait.h>
#include <unistd.h>

#include <algorithm>
#include <array>
#include <atomic>
#include <cerrno>
#include <chrono>
#include <cstdlib>
#include <cstring>
#include <stdexcept>
#include <thread>
#include <vector>

#include "checker/smt/interrupt.h"
#include "process_tree.h"

extern char** environ;

namespace errata::conform {
namespace {

using Clock = std::chrono::steady_clock;

Clock::time_point deadline_in(double seconds) {
  return Clock::now() + std::chrono::duration_cast<Clock::duration>(std::chrono::duration<double>(seconds));
}

// Milliseconds left before `deadline`, for poll (0 once past it).
int millis_left(Clock::time_point deadline) {
  const auto left = std::chrono::duration_cast<std::chrono::milliseconds>(deadline - Clock::now()).count();
  return left <= 0 ? 0 : left > 60'000 ? 60'000 : static_cast<int>(left) + 1;
}

// The adapters alive (their shells' pids, which name their process groups),
// killed with everything they started if errata exits while one runs (on
// Ctrl-C's exit 130 too): nothing an adapter started may outlive errata.
std::array<std::atomic<pid_t>, 8> g_live{};

std::vector<pid_t> live_adapters() {
  std::vector<pid_t> out;
  for (auto& g : g_live)
    if (const pid_t pid = g.load(); pid > 0) out.push_back(pid);
  return out;
}

std::atomic<bool> g_stopping{false};  // Ctrl-C: errata leaves, no adapter starts any more

// After Ctrl-C the watcher thread ends errata (exit 130, smt/interrupt.h):
// the main thread, which would start adapters again or leave with its own
// exit code, waits for it.
[[noreturn]] void wait_for_the_interrupt() {
  for (;;) std::this_thread::sleep_for(std::chrono::seconds(1));
}

// Every live adapter with all it started, and the orphans errata adopted:
// each killed in one pass (what a killed process leaves is killed with it),
// then, with time, the orphans reaped.
void kill_live_adapters(double reap_seconds) {
  for (auto& g : g_live)
    if (const pid_t pid = g.exchange(0); pid > 0) {
      kill_descendants(pid);
      ::kill(-pid, SIGKILL);
      ::kill(pid, SIGKILL);
    }
  kill_adopted({}, reap_seconds);
}

void track(pid_t pid, bool alive) {
  static const bool registered = [] {
    adopt_orphans();
    smt::at_interrupt([] {  // the watcher thread: errata leaves at once, with _exit
      g_stopping = true;
      kill_live_adapters(0);
    });
    return std::atexit([] {
             if (g_stopping) wait_for_the_interrupt();
             kill_live_adapters(0.2);
           }) == 0;
  }();
  (void)registered;
  for (auto& g : g_live) {
    pid_t expected = alive ? 0 : pid;
    if (g.compare_exchange_strong(expected, alive ? pid : 0)) return;
  }
}

void close_fd(int& fd) {
  if (fd >= 0) ::close(fd);
  fd = -1;
}

void set_nonblocking(int fd) { ::fcntl(fd, F_SETFL, ::fcntl(fd, F_GETFL) | O_NONBLOCK); }

std::string describe_status(int status) {
  if (WIFEXITED(status)) return "exited with code " + std::to_string(WEXITSTATUS(status));
  if (WIFSIGNALED(status)) return "was killed by signal " + std::to_string(WTERMSIG(status));
  return "ended (status " + std::to_string(status) + ")";
}

// posix_spawn's settings for the shell: its own process group, no signal
// blocked (errata blocks SIGINT and SIGTERM in every thread), default handlers.
struct SpawnSettings {
  posix_spawn_file_actions_t files;
  posix_spawnattr_t attr;
  SpawnSettings(int in, int out, int err) {
    posix_spawn_file_actions_init(&files);
    posix_spawn_file_actions_adddup2(&files, in, 0);
    posix_spawn_file_actions_adddup2(&files, out, 1);
    posix_spawn_file_actions_adddup2(&files, err, 2);
    posix_spawnattr_init(&attr);
    sigset_t none, defaults;
    sigemptyset(&none);
    sigemptyset(&defaults);
    for (int s : {SIGPIPE, SIGINT, SIGTERM, SIGHUP, SIGQUIT}) sigaddset(&defaults, s);
    posix_spawnattr_setsigmask(&attr, &none);
    posix_spawnattr_setsigdefault(&attr, &defaults);
    posix_spawnattr_setpgroup(&attr, 0);
    posix_spawnattr_setflags(&attr, POSIX_SPAWN_SETPGROUP | POSIX_SPAWN_SETSIGMASK | POSIX_SPAWN_SETSIGDEF);
  }
  ~SpawnSettings() {
    posix_spawn_file_actions_destroy(&files);
    posix_spawnattr_destroy(&attr);
  }
};

}  // namespace

AdapterProcess::AdapterProcess(const std::string& command, size_t max_line) : max_line_(max_line) {
  if (g_stopping) wait_for_the_interrupt();
  int in[2], out[2], err[2];
  if (::socketpair(AF_UNIX, SOCK_STREAM | SOCK_CLOEXEC, 0, in) != 0) throw std::runtime_error(std::strerror(errno));
  if (::pipe2(out, O_CLOEXEC) != 0 || ::pipe2(err, O_CLOEXEC) != 0) throw std::runtime_error(std::strerror(errno));
  std::string cmd = command;
  char sh[] = "sh", dash_c[] = "-c";
  char* argv[] = {sh, dash_c, cmd.data(), nullptr};
  int rc = 0;
  {
    SpawnSettings settings(in[1], out[1], err[1]);
    rc = ::posix_spawn(&pid_, "/bin/sh", &settings.files, &settings.attr, argv, environ);
  }
  ::close(in[1]);
  ::close(out[1]);
  ::close(err[1]);
  in_ = in[0];
  out_ = out[0];
  err_ = err[0];
  if (rc != 0) {
    close_fd(in_), close_fd(out_), close_fd(err_);
    pid_ = -1;
    throw std::runtime_error(std::string("cannot start /bin/sh: ") + std::strerror(rc));
  }
  track(pid_, true);
  ::shutdown(in_, SHUT_RD);
  for (int fd : {in_, out_, err_}) set_nonblocking(fd);
}

AdapterProcess::~AdapterProcess() { AdapterProcess::stop(0); }

void AdapterProcess::drain_stderr() {
  char buf[8192];
  while (err_ >= 0) {
    const ssize_t n = ::read(err_, buf, sizeof buf);
    if (n > 0) {
      const size_t room = kStderrKept > stderr_.size() ? kStderrKept - stderr_.size() : 0;
      const size_t kept = std::min(room, static_cast<size_t>(n));
      stderr_.append(buf, kept);
      stderr_dropped_ += static_cast<size_t>(n) - kept;
    } else if (n == 0 || errno != EINTR) {
      if (n == 0) close_fd(err_);
      return;  // EAGAIN: nothing more for now
    }
  }
}

std::string AdapterProcess::take_stderr() {
  drain_stderr();
  std::string out = std::move(stderr_);
  if (stderr_dropped_)
    out = "[" + std::to_string(out.size() + stderr_dropped_) + " bytes, the first " + std::to_string(out.size()) + " kept] " + out;
  stderr_.clear();
  stderr_dropped_ = 0;
  return out;
}

bool AdapterProcess::send(const std::string& line, double seconds) {
  if (in_ < 0) return false;
  const std::string data = line + "\n";
  const auto deadline = deadline_in(seconds);
  size_t sent = 0;
  while (sent < data.size()) {
    const ssize_t n = ::send(in_, data.data() + sent, data.size() - sent, MSG_NOSIGNAL | MSG_DONTWAIT);
    if (n > 0) {
      sent += static_cast<size_t>(n);
      continue;
    }
    if (errno == EINTR) continue;
    if (errno != EAGAIN && errno != EWOULDBLOCK) return false;  // EPIPE, ECONNRESET: it no longer reads
    if (Clock::now() >= deadline) return false;  // an adapter writing stderr for ever wakes poll for ever
    pollfd fds[2] = {{in_, POLLOUT, 0}, {err_, POLLIN, 0}};
    ::poll(fds, err_ >= 0 ? 2 : 1, millis_left(deadline));
    drain_stderr();
  }
  return true;
}

Transport::Read AdapterProcess::read_line(std::string& line, double seconds) {
  const auto deadline = deadline_in(seconds);
  for (;;) {
    if (const size_t nl = buffer_.find('\n'); nl != std::string::npos && nl <= max_line_) {
      line = buffer_.substr(0, nl);
      buffer_.erase(0, nl + 1);
      return Read::line;
    }
    if (buffer_.size() > max_line_) {
      line = buffer_.substr(0, max_line_);
      return Read::too_long;
    }
    if (out_ < 0) {
      line = std::move(buffer_);
      buffer_.clear();
      return Read::eof;
    }
    pollfd fds[2] = {{out_, POLLIN, 0}, {err_, POLLIN, 0}};
    const int ready = ::poll(fds, err_ >= 0 ? 2 : 1, millis_left(deadline));
    if (ready < 0 && errno != EINTR) return Read::eof;
    if (err_ >= 0 && fds[1].revents) drain_stderr();
    if (fds[0].revents) {
      char buf[65536];
      const ssize_t n = ::read(out_, buf, sizeof buf);
      if (n > 0) buffer_.append(buf, static_cast<size_t>(n));
      else if (n == 0 || (errno != EAGAIN && errno != EINTR)) close_fd(out_);
    }
    if (Clock::now() >= deadline && buffer_.find('\n') == std::string::npos) {
      line = buffer_;
      return Read::timeout;
    }
  }
}

bool AdapterProcess::reap(bool wait) {
  if (pid_ < 0) return true;
  int status = 0;
  pid_t r;
  do r = ::waitpid(pid_, &status, wait ? 0 : WNOHANG);
  while (r < 0 && errno == EINTR);
  if (r == 0) return false;
  if (!stopped_) ended_ = r == pid_ ? describe_status(status) : "ended";
  track(pid_, false);
  pid_ = -1;
  return true;
}

std::string AdapterProcess::exit_status(double within) {
  const auto deadline = deadline_in(within);
  while (ended_.empty() && pid_ >= 0 && !reap(false) && Clock::now() < deadline)
    std::this_thread::sleep_for(std::chrono::milliseconds(2));
  return ended_;
}

void AdapterProcess::stop(double grace) {
  if (pid_ < 0) return;
  drain_stderr();
  const std::vector<pid_t> started = descendants(pid_);  // before any of them is orphaned
  close_fd(in_);  // end of input: a well-behaved adapter exits now
  // Whether the shell has exited, without reaping it: while it is a zombie
  // its pid still names its group, so the group can be killed safely.
  auto exited_within = [&](double seconds) {
    const auto deadline = deadline_in(seconds);
    for (;;) {
      siginfo_t info{};
      if (::waitid(P_PID, static_cast<id_t>(pid_), &info, WEXITED | WNOHANG | WNOWAIT) == 0 && info.si_pid == pid_)
        return true;
      if (Clock::now() >= deadline) return false;
      std::this_thread::sleep_for(std::chrono::milliseconds(2));
    }
  };
  if (!exited_within(grace)) {
    stopped_ = true;
    ::kill(-pid_, SIGTERM);
    if (!exited_within(0.5)) ::kill(-pid_, SIGKILL);
  }
  ::kill(-pid_, SIGKILL);  // whatever else the command started in its group
  for (pid_t p : started) ::kill(p, SIGKILL);  // and outside it (setsid)
  kill_descendants(pid_);
  const pid_t shell = pid_;
  reap(true);
  std::vector<pid_t> others = live_adapters();
  others.erase(std::remove(others.begin(), others.end(), shell), others.end());
  kill_adopted(others);  // orphans: a double fork, or children of those just killed
  drain_stderr();
  close_fd(out_);
  close_fd(err_);
}

}  // namespace errata::conform
