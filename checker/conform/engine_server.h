#pragma once
// An engine behind the protocol, errata's own among them (`errata engine`,
// the reference adapter): requests read line by line, `hello` and `quit`
// answered here, and every request of a round handed to the session of the
// game whose edition `new_round` names. Knows no game by name.
#include <functional>
#include <iosfwd>
#include <memory>
#include <string>
#include <vector>

#include "json_line.h"

namespace errata::conform {

// One game's engine for the rounds of one game: answers `new_round` and the
// requests after it (legal, apply, choose, state, observe).
class EngineSession {
 public:
  virtual ~EngineSession() = default;
  // The reply's fields after its id: `status` first (see reply() below).
  virtual JsonObject answer(const std::string& cmd, const Json& request) = 0;
};

// The session for an edition, or nullptr when the server does not play it.
using SessionMaker = std::function<std::unique_ptr<EngineSession>(const std::string& edition)>;

struct ServerInfo {
  std::string engine, version;
  std::vector<std::string> editions, capabilities;
};

// One engine's requests answered, line by line.
class Server {
 public:
  Server(ServerInfo info, SessionMaker make) : info_(std::move(info)), make_(std::move(make)) {}
  // The reply line to one request line ("" for a blank line); `quit` sets done().
  std::string answer(const std::string& line);
  bool done() const { return done_; }

 private:
  JsonObject respond(const std::string& cmd, const Json& request);
  ServerInfo info_;
  SessionMaker make_;
  std::unique_ptr<EngineSession> session_;
  bool done_ = false;
};

// Answers requests from `in` on `out` until `quit` or the end of `in`.
void serve(std::istream& in, std::ostream& out, const ServerInfo& info, const SessionMaker& make);

// A reply's status and, for an error, its code and detail.
JsonObject reply(const std::string& status, const std::string& code = "", const std::string& detail = "");

}  // namespace errata::conform
