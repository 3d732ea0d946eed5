#include "engine_server.h"

#include <istream>
#include <ostream>

#include "session.h"

namespace errata::conform {
namespace {

std::string text(const Json& request, const char* key) {
  const Json* v = field(request, key);
  return v && v->is_string() ? v->get<std::string>() : "";
}

// The version of a `hello` the engine answers: the newest both speak (version
// 1's hello offers only `protocol`).
int agreed_version(const Json& request) {
  int best = kOldestProtocolVersion;
  auto consider = [&](const Json& v) {
    if (v.is_number_integer() && v.get<long long>() <= kProtocolVersion && v.get<long long>() > best) best = v.get<int>();
  };
  if (const Json* p = field(request, "protocol")) consider(*p);
  if (const Json* ps = field(request, "protocols"); ps && ps->is_array())
    for (const auto& v : *ps) consider(v);
  return best;
}

JsonObject hello_reply(const ServerInfo& info, int version) {
  JsonObject r = reply("ok");
  r.number("protocol", version).text("engine", info.engine).text("version", info.version)
      .texts("editions", info.editions).texts("capabilities", info.capabilities);
  if (version >= 2) r.text("observe", "own-hand");
  return r;
}

}  // namespace

JsonObject reply(const std::string& status, const std::string& code, const std::string& detail) {
  JsonObject r;
  r.text("status", status);
  if (!code.empty()) r.text("code", code);
  if (!detail.empty()) r.text("detail", detail);
  return r;
}

JsonObject Server::respond(const std::string& cmd, const Json& request) {
  if (cmd == "hello") return hello_reply(info_, agreed_version(request));
  if (cmd == "quit") {
    done_ = true;
    return reply("ok");
  }
  const Json* cont = field(request, "continue");
  if (cmd == "new_round" && !(cont && cont->is_boolean() && cont->get<bool>())) {
    const std::string edition = text(request, "edition");
    auto next = make_(edition);
    if (!next) return reply("unsupported", "", "edition '" + edition + "' is not one this engine plays");
    return (session_ = std::move(next))->answer(cmd, request);
  }
  if (session_) return session_->answer(cmd, request);
  if (cmd == "legal" || cmd == "apply" || cmd == "choose" || cmd == "state" || cmd == "observe" || cmd == "new_round")
    return reply("illegal", "", "no round has been dealt: 'new_round' first");
  return reply("unsupported", "", "unknown request '" + cmd + "'");
}

std::string Server::answer(const std::string& line) {
  if (line.find_first_not_of(" \t\r") == std::string::npos) return "";
  std::string why;
  const auto request = parse_json_object(line, why);
  JsonObject r;
  const Json* id = request ? field(*request, "id") : nullptr;
  if (id && id->is_number_integer()) r.number("id", id->get<long>());
  else r.null("id");
  if (!request) return r.append(reply("crash", "", "the request is " + why + ": " + quote_line(line))).str();
  try {
    return r.append(respond(text(*request, "cmd"), *request)).str();
  } catch (const std::exception& e) {
    return r.append(reply("crash", "", e.what())).str();
  }
}

void serve(std::istream& in, std::ostream& out, const ServerInfo& info, const SessionMaker& make) {
  Server server(info, make);
  std::string line;
  while (!server.done() && std::getline(in, line))
    if (const std::string r = server.answer(line); !r.empty()) out << r << '\n' << std::flush;
}

}  // namespace errata::conform
