#include "session.h"

#include <algorithm>
#include <chrono>
#include <cstdio>

#include "adapter_process.h"

namespace errata::conform {
namespace {

std::string seconds_text(double s) {
  char buf[32];
  std::snprintf(buf, sizeof buf, "%g s", s);
  return buf;
}

std::string scalar_or(const YAML::Node& n, const std::string& fallback = "") {
  return n && n.IsScalar() ? n.Scalar() : fallback;
}

}  // namespace

bool Hello::can(const std::string& capability) const {
  return std::find(capabilities.begin(), capabilities.end(), capability) != capabilities.end();
}

Session::Session(std::string command, Limits limits) : command_(std::move(command)), limits_(limits) {}

Session::~Session() { quit(); }

void Session::fail(AdapterFailure::Kind kind, const std::string& what) {
  std::string ended;
  if (process_) {
    ended = process_->stop(kind == AdapterFailure::Kind::crash ? 0.2 : 0);
    stderr_ += process_->take_stderr();
    process_.reset();
  }
  throw AdapterFailure(kind, what + (ended.empty() ? "" : "; the adapter " + ended));
}

Reply Session::exchange(const std::string& cmd, const JsonObject& fields, double seconds) {
  const long id = next_id_++;
  ++requests_;
  JsonObject request;
  request.number("id", id).text("cmd", cmd).append(fields);
  if (!process_->send(request.str(), seconds))
    fail(AdapterFailure::Kind::crash, "the adapter no longer reads its input ('" + cmd + "' could not be sent)");
  const auto deadline = std::chrono::steady_clock::now() + std::chrono::duration<double>(seconds);
  std::string line;
  for (;;) {
    const double left = std::max(0.0, std::chrono::duration<double>(deadline - std::chrono::steady_clock::now()).count());
    const auto read = process_->read_line(line, left);
    if (read == AdapterProcess::Read::timeout)
      fail(AdapterFailure::Kind::crash, "no reply to '" + cmd + "' within " + seconds_text(seconds) +
                                            (line.empty() ? "" : " (an unfinished line: " + quote_line(line) + ")"));
    if (read == AdapterProcess::Read::eof)
      fail(AdapterFailure::Kind::crash, "the adapter closed its output instead of replying to '" + cmd + "'" +
                                            (line.empty() ? "" : " (after " + quote_line(line) + ")"));
    if (read == AdapterProcess::Read::too_long)
      fail(AdapterFailure::Kind::protocol, "the reply to '" + cmd + "' is longer than " + std::to_string(limits_.max_line) +
                                               " bytes: " + quote_line(line));
    if (line.find_first_not_of(" \t\r") != std::string::npos) break;  // blank lines are skipped
  }
  std::string why;
  const auto node = parse_json_object(line, why);
  if (!node) fail(AdapterFailure::Kind::protocol, "the reply to '" + cmd + "' is " + why + ": " + quote_line(line));
  const YAML::Node& body = *node;
  if (scalar_or(body["id"]) != std::to_string(id))
    fail(AdapterFailure::Kind::protocol, "the reply to '" + cmd + "' (request id " + std::to_string(id) + ") has id '" +
                                             scalar_or(body["id"], "none") + "': " + quote_line(line));
  Reply r{scalar_or(body["status"]), scalar_or(body["code"]), scalar_or(body["detail"]), body, line};
  if (r.status != "ok" && r.status != "illegal" && r.status != "unsupported" && r.status != "crash")
    fail(AdapterFailure::Kind::protocol, "the reply to '" + cmd + "' has status '" + r.status +
                                             "' (ok, illegal, unsupported or crash): " + quote_line(line));
  return r;
}

void Session::start() {
  try {
    process_ = std::make_unique<AdapterProcess>(command_, limits_.max_line);
  } catch (const std::runtime_error& e) {
    throw AdapterFailure(AdapterFailure::Kind::crash, e.what());
  }
  const Reply r = exchange("hello", JsonObject().number("protocol", kProtocolVersion).text("controller", "errata"),
                           std::max(limits_.reply_seconds, limits_.start_seconds));
  if (!r.ok()) fail(AdapterFailure::Kind::protocol, "'hello' was answered " + r.status + ": " + quote_line(r.line));
  Hello h;
  h.protocol = std::atoi(scalar_or(r.body["protocol"], "0").c_str());
  if (h.protocol != kProtocolVersion)
    throw StartFailure("the adapter speaks protocol version " + scalar_or(r.body["protocol"], "(none)") +
                       "; errata speaks version " + std::to_string(kProtocolVersion) + " (docs/conformance.md): " +
                       quote_line(r.line));
  h.engine = scalar_or(r.body["engine"], "(unnamed engine)");
  h.version = scalar_or(r.body["version"]);
  if (!read_texts(r.body["editions"], h.editions))
    fail(AdapterFailure::Kind::protocol, "'hello' must list the editions the engine plays: " + quote_line(r.line));
  if (r.body["capabilities"] && !read_texts(r.body["capabilities"], h.capabilities))
    fail(AdapterFailure::Kind::protocol, "'hello': capabilities must be a list of names: " + quote_line(r.line));
  hello_ = std::move(h);
}

const Hello& Session::hello() {
  if (greeted_) return hello_;
  try {
    start();
  } catch (const AdapterFailure& e) {
    std::string err = take_stderr();
    if (!err.empty()) err = "; it wrote to stderr: " + quote_line(err);
    throw StartFailure("the engine adapter '" + command_ + "' cannot start: " + e.what() + err);
  }
  greeted_ = true;
  return hello_;
}

Reply Session::request(const std::string& cmd, const JsonObject& fields) {
  hello();
  if (!process_) {
    ++restarts_;
    try {
      start();
    } catch (const StartFailure& e) {
      fail(AdapterFailure::Kind::crash, std::string("the adapter did not restart: ") + e.what());
    } catch (const AdapterFailure& e) {
      fail(e.kind, std::string("the adapter did not restart: ") + e.what());
    }
  }
  Reply r = exchange(cmd, fields, limits_.reply_seconds);
  if (r.status == "unsupported") throw Unsupported("'" + cmd + "' is unsupported" + (r.detail.empty() ? "" : ": " + r.detail));
  if (r.status == "crash")
    fail(AdapterFailure::Kind::crash, "the engine crashed on '" + cmd + "'" + (r.detail.empty() ? "" : ": " + r.detail));
  return r;
}

std::string Session::take_stderr() {
  std::string out = std::move(stderr_);
  stderr_.clear();
  if (process_) out += process_->take_stderr();
  return out;
}

void Session::quit() {
  if (!process_) return;
  JsonObject q;
  q.number("id", next_id_++).text("cmd", "quit");
  std::string line;
  if (process_->send(q.str(), 1)) process_->read_line(line, 1);
  process_->stop(1);
  stderr_ += process_->take_stderr();
  process_.reset();
}

}  // namespace errata::conform
