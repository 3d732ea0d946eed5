#pragma once
// How errata's side of the protocol (session.h) talks to an adapter: lines
// sent and read, each within a deadline, and what the adapter wrote to
// stderr. An adapter process is one (adapter_process.h); the fuzz target of
// the protocol (fuzz/adapter_replies.cpp) replays replies from its input
// through another, so that the same reading code is fuzzed.
#include <functional>
#include <memory>
#include <string>

namespace errata::conform {

class Transport {
 public:
  // What read_line found before its deadline.
  enum class Read { line, eof, timeout, too_long };

  virtual ~Transport() = default;
  // Writes `line` and a newline within `seconds`; false when the adapter does not take it.
  virtual bool send(const std::string& line, double seconds) = 0;
  // The next line, without its newline, waiting at most `seconds`. On eof,
  // `line` holds what came after the last newline; on too_long, the first
  // bytes up to the limit.
  virtual Read read_line(std::string& line, double seconds) = 0;
  // What the adapter wrote to stderr since the last call (bounded).
  virtual std::string take_stderr() = 0;
  // How the adapter ended by itself ("exited with code 3"), "" while it runs
  // or when errata stopped it; waits up to `within` seconds for it to end.
  virtual std::string exit_status(double within) = 0;
  // Stops the adapter (`grace` seconds to exit once its input is closed).
  virtual void stop(double grace) = 0;
};

using TransportMaker = std::function<std::unique_ptr<Transport>()>;

}  // namespace errata::conform
