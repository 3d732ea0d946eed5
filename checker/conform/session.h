#pragma once
// errata's side of the protocol (docs/conformance.md), the same for every
// game: the adapter started and greeted (`hello`, which settles the
// protocol's version and what the engine declares it can do), requests
// numbered and sent, each reply awaited within errata's timeout, read
// strictly (json_line.h), checked (its id, its status) and returned. Every
// text the adapter wrote is kept shown escaped (shown_text.h). A silent or
// garbled adapter, or one that exits, is stopped and the run in progress
// fails with an AdapterFailure; the next request starts it afresh, so the
// next runs go on. An engine that crashed and said so (a `crash` reply)
// ends the run in progress only: its adapter goes on.
#include <memory>
#include <stdexcept>
#include <string>
#include <vector>

#include "json_line.h"
#include "transport.h"

namespace errata::conform {

// The protocol's versions errata speaks: `hello` offers them all, the
// adapter answers the one it speaks.
inline constexpr int kProtocolVersion = 2;  // the newest
inline constexpr int kOldestProtocolVersion = 1;

struct Limits {
  double reply_seconds = 10;         // each reply (--timeout)
  double start_seconds = 10;         // `hello`, when longer: an interpreter may take a while to start
  size_t max_line = 1024 * 1024;     // bytes in one reply line
};

// What an engine's `observe` shows a player (version 2's `hello`): nothing
// (it cannot say: errata does not ask), her own hand and what the plays
// showed her (the rules' answer), or every hand on the table (an
// information leak, reported as such).
enum class ObserveShows { nothing, own_hand, table };

// The capabilities errata knows, and the version that brought each.
struct Capability {
  const char* name;
  int since;
  const char* means;
};
const std::vector<Capability>& known_capabilities();

// What the adapter says of itself in its reply to `hello`; texts shown escaped.
struct Hello {
  int protocol = 0;
  std::string engine, version;
  std::vector<std::string> editions;      // the edition ids it plays
  std::vector<std::string> capabilities;  // those errata knows in this version (deal-from-deck-order-only, ...)
  ObserveShows observe = ObserveShows::own_hand;
  std::vector<std::string> notes;         // what errata ignored in it, and why
  bool can(const std::string& capability) const;
};

std::string observe_name(ObserveShows o);

// A reply the rules decided: `ok`, or `illegal` (the rules refuse the request),
// with the game's error code when the adapter gives one (texts shown escaped).
struct Reply {
  std::string status, code, detail;
  Json body;
  std::string line;  // as received
  bool ok() const { return status == "ok"; }
};

// The adapter crashed, timed out or broke the protocol: the run in progress is
// reported so (with the offending line quoted and what it wrote to stderr).
class AdapterFailure : public std::runtime_error {
 public:
  enum class Kind { crash, protocol };
  AdapterFailure(Kind kind, const std::string& what) : std::runtime_error(what), kind(kind) {}
  Kind kind;
};

// The adapter answered `unsupported`: it lacks what this run needs.
class Unsupported : public std::runtime_error {
 public:
  using std::runtime_error::runtime_error;
};

// The adapter cannot be used at all (bad input, exit code 2): it does not
// start, or speaks no version of the protocol errata speaks. The message
// names the engine command.
class StartFailure : public std::runtime_error {
 public:
  using std::runtime_error::runtime_error;
};

class Session {
 public:
  // The adapter as a process: `/bin/sh -c command` (adapter_process.h).
  Session(std::string command, Limits limits);
  // The adapter behind another transport (the protocol's fuzz target).
  Session(std::string command, Limits limits, TransportMaker make);
  ~Session();
  Session(const Session&) = delete;
  Session& operator=(const Session&) = delete;

  // Starts the adapter and greets it (once); StartFailure when it cannot be used.
  const Hello& hello();
  // One request and its reply (ok or illegal). AdapterFailure or Unsupported
  // otherwise; after an AdapterFailure other than a `crash` reply (the
  // adapter answered: it goes on) the adapter is restarted on the next call.
  Reply request(const std::string& cmd, const JsonObject& fields = {});
  // What the adapter wrote to stderr since the last call, shown escaped.
  std::string take_stderr();
  // `quit`, then the adapter is stopped (killed if it does not exit).
  void quit();

  const std::string& command() const { return command_; }
  long requests() const { return requests_; }
  int restarts() const { return restarts_; }

 private:
  void start();
  Hello greeting(const Reply& r) const;
  // Stops the adapter after a failure; `ended_itself`: it may be exiting (it
  // closed its output or its input), so how it ended is waited for briefly and said.
  [[noreturn]] void fail(AdapterFailure::Kind kind, const std::string& what, bool ended_itself = false);
  Reply exchange(const std::string& cmd, const JsonObject& fields, double seconds);
  std::string read_reply(const std::string& cmd, double seconds);

  std::string command_;
  Limits limits_;
  TransportMaker make_;
  std::unique_ptr<Transport> process_;
  Hello hello_;
  bool greeted_ = false;
  long next_id_ = 1, requests_ = 0;
  int restarts_ = 0;
  std::string stderr_;  // kept from a stopped adapter until taken
};

}  // namespace errata::conform
