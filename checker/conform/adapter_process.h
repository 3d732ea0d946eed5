#pragma once
// An engine adapter as a child process: `/bin/sh -c COMMAND` in its own
// process group, its stdin a socket errata writes request lines to (sent with
// MSG_NOSIGNAL: an adapter that exits is an error, never a SIGPIPE), its
// stdout read line by line with a deadline (poll), its stderr drained
// whenever errata waits, so that an adapter writing much there never blocks.
// Every wait has a deadline: errata never hangs on an adapter. Stopping it
// stops every process it started, those that left its process group too
// (process_tree.h). Knows nothing of any game, nor of the protocol's messages.
#include <sys/types.h>

#include <cstddef>
#include <string>

#include "transport.h"

namespace errata::conform {

class AdapterProcess final : public Transport {
 public:
  // Starts the command (errata becoming the subreaper of what it starts);
  // std::runtime_error when the shell itself cannot be started.
  AdapterProcess(const std::string& command, size_t max_line);
  ~AdapterProcess() override;
  AdapterProcess(const AdapterProcess&) = delete;
  AdapterProcess& operator=(const AdapterProcess&) = delete;

  // Writes `line` and a newline within `seconds`. False when the adapter does
  // not take it (it exited, closed its stdin, or stopped reading).
  bool send(const std::string& line, double seconds) override;
  // The next line of stdout, without its newline, waiting at most `seconds`.
  // On eof, `line` holds what came after the last newline; on too_long, the
  // first max_line bytes.
  Read read_line(std::string& line, double seconds) override;
  // What the adapter wrote to stderr since the last call: the first
  // kStderrKept bytes (after how many there were, when there were more).
  std::string take_stderr() override;
  // Its input closed, `grace` seconds to exit, then SIGTERM to the process
  // group, SIGKILL 0.5 s later; then SIGKILL to every process it started
  // (found before, by parent) and to the orphans errata adopted; reaps the
  // shell. Idempotent.
  void stop(double grace) override;
  // The shell exited by itself (reaped) and how ("exited with code 3",
  // "was killed by signal 9"); "" while it runs or once errata stopped it.
  std::string exit_status(double within = 0) override;

  static constexpr size_t kStderrKept = 16 * 1024;

 private:
  void drain_stderr();
  bool reap(bool wait);

  pid_t pid_ = -1;
  int in_ = -1, out_ = -1, err_ = -1;  // our ends: the adapter's stdin, stdout, stderr
  size_t max_line_;
  std::string buffer_;  // stdout read but not yet returned
  std::string stderr_;
  size_t stderr_dropped_ = 0;
  std::string ended_;  // how it ended by itself, once reaped
  bool stopped_ = false;  // errata stopped it
};

}  // namespace errata::conform
