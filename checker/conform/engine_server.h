#pragma once
// An engine behind the protocol, errata's own among them (`errata engine`,
// the reference adapter): requests read line by line, `hello` and `quit`
// answered here, and every request of a round handed to the session of the
// game whose edition `new_round` names. Knows no game by name.
#include <yaml-cpp/yaml.h>

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
  virtual JsonObject answer(const std::string& cmd, const YAML::Node& request) = 0;
};

// The session for an edition, or nullptr when the server does not play it.
using SessionMaker = std::function<std::unique_ptr<EngineSession>(const std::string& edition)>;

struct ServerInfo {
  std::string engine, version;
  std::vector<std::string> editions, capabilities;
};

// Answers requests from `in` on `out` until `quit` or the end of `in`.
void serve(std::istream& in, std::ostream& out, const ServerInfo& info, const SessionMaker& make);

// A reply's status and, for an error, its code and detail.
JsonObject reply(const std::string& status, const std::string& code = "", const std::string& detail = "");

}  // namespace errata::conform
