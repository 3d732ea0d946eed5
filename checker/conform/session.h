#pragma once
// errata's side of the protocol (docs/conformance.md), the same for every
// game: the adapter started and greeted (`hello`), requests numbered and sent,
// each reply awaited within errata's timeout, checked (its id, its status)
// and returned. A crashed, silent or garbled adapter is stopped and the run in
// progress fails with an AdapterFailure; the next request starts it afresh,
// so the next runs go on.
#include <yaml-cpp/yaml.h>

#include <memory>
#include <stdexcept>
#include <string>
#include <vector>

#include "json_line.h"

namespace errata::conform {

class AdapterProcess;

inline constexpr int kProtocolVersion = 1;

struct Limits {
  double reply_seconds = 10;         // each reply (--timeout)
  double start_seconds = 10;         // `hello`, when longer: an interpreter may take a while to start
  size_t max_line = 1024 * 1024;     // bytes in one reply line
};

// What the adapter says of itself in its reply to `hello`.
struct Hello {
  int protocol = 0;
  std::string engine, version;
  std::vector<std::string> editions;      // the edition ids it plays
  std::vector<std::string> capabilities;  // e.g. deal-from-deck-order-only
  bool can(const std::string& capability) const;
};

// A reply the rules decided: `ok`, or `illegal` (the rules refuse the request),
// with the game's error code when the adapter gives one.
struct Reply {
  std::string status, code, detail;
  YAML::Node body;
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
// start, or speaks another version of the protocol.
class StartFailure : public std::runtime_error {
 public:
  using std::runtime_error::runtime_error;
};

class Session {
 public:
  Session(std::string command, Limits limits);
  ~Session();
  Session(const Session&) = delete;
  Session& operator=(const Session&) = delete;

  // Starts the adapter and greets it (once); StartFailure when it cannot be used.
  const Hello& hello();
  // One request and its reply (ok or illegal). AdapterFailure or Unsupported
  // otherwise; after an AdapterFailure the adapter is restarted on the next call.
  Reply request(const std::string& cmd, const JsonObject& fields = {});
  // What the adapter wrote to stderr since the last call.
  std::string take_stderr();
  // `quit`, then the adapter is stopped (killed if it does not exit).
  void quit();

  const std::string& command() const { return command_; }
  long requests() const { return requests_; }
  int restarts() const { return restarts_; }

 private:
  void start();
  [[noreturn]] void fail(AdapterFailure::Kind kind, const std::string& what);
  Reply exchange(const std::string& cmd, const JsonObject& fields, double seconds);

  std::string command_;
  Limits limits_;
  std::unique_ptr<AdapterProcess> process_;
  Hello hello_;
  bool greeted_ = false;
  long next_id_ = 1, requests_ = 0;
  int restarts_ = 0;
  std::string stderr_;  // kept from a stopped adapter until taken
};

}  // namespace errata::conform
