#include "engine_server.h"

#include <istream>
#include <ostream>

#include "session.h"

namespace errata::conform {
namespace {

std::string scalar(const YAML::Node& n) { return n && n.IsScalar() ? n.Scalar() : ""; }

void send(std::ostream& out, const std::string& id, const JsonObject& fields) {
  JsonObject r;
  if (id.empty() || id.find_first_not_of("0123456789") != std::string::npos) r.null("id");
  else r.raw("id", id);
  out << r.append(fields).str() << '\n' << std::flush;
}

JsonObject hello_reply(const ServerInfo& info) {
  JsonObject r = reply("ok");
  return r.number("protocol", kProtocolVersion).text("engine", info.engine).text("version", info.version)
      .texts("editions", info.editions).texts("capabilities", info.capabilities);
}

}  // namespace

JsonObject reply(const std::string& status, const std::string& code, const std::string& detail) {
  JsonObject r;
  r.text("status", status);
  if (!code.empty()) r.text("code", code);
  if (!detail.empty()) r.text("detail", detail);
  return r;
}

void serve(std::istream& in, std::ostream& out, const ServerInfo& info, const SessionMaker& make) {
  std::unique_ptr<EngineSession> session;
  std::string line;
  while (std::getline(in, line)) {
    if (line.find_first_not_of(" \t\r") == std::string::npos) continue;
    std::string why;
    const auto request = parse_json_object(line, why);
    if (!request) {
      send(out, "", reply("crash", "", "the request is " + why + ": " + quote_line(line)));
      continue;
    }
    const std::string id = scalar((*request)["id"]), cmd = scalar((*request)["cmd"]);
    try {
      if (cmd == "hello") send(out, id, hello_reply(info));
      else if (cmd == "quit") return send(out, id, reply("ok"));
      else if (cmd == "new_round" && scalar((*request)["continue"]) != "true") {
        const std::string edition = scalar((*request)["edition"]);
        auto next = make(edition);
        if (!next) send(out, id, reply("unsupported", "", "edition '" + edition + "' is not one this engine plays"));
        else send(out, id, (session = std::move(next))->answer(cmd, *request));
      } else if (session) send(out, id, session->answer(cmd, *request));
      else if (cmd == "legal" || cmd == "apply" || cmd == "choose" || cmd == "state" || cmd == "observe" || cmd == "new_round")
        send(out, id, reply("illegal", "", "no round has been dealt: 'new_round' first"));
      else send(out, id, reply("unsupported", "", "unknown request '" + cmd + "'"));
    } catch (const std::exception& e) {
      send(out, id, reply("crash", "", e.what()));
    }
  }
}

}  // namespace errata::conform
