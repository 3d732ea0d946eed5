#include "session.h"

#include <algorithm>
#include <chrono>
#include <cstdio>

#include "adapter_process.h"
#include "shown_text.h"

namespace errata::conform {
namespace {

using Clock = std::chrono::steady_clock;

std::string seconds_text(double s) {
  char buf[32];
  std::snprintf(buf, sizeof buf, "%g s", s);
  return buf;
}

std::string versions_text() {
  std::string out;
  for (int v = kOldestProtocolVersion; v <= kProtocolVersion; ++v)
    out += (out.empty() ? "" : v == kProtocolVersion ? " or " : ", ") + std::to_string(v);
  return out;
}

// `protocol` of a reply to `hello`: a JSON integer among the versions errata
// speaks; else what is wrong with it, in words.
std::string version_problem(const Json& body, int& version) {
  const Json* v = field(body, "protocol");
  const std::string spoken = "errata speaks " + versions_text() + " (docs/conformance.md)";
  if (!v) return "it names no protocol version; " + spoken;
  if (!v->is_number_integer())
    return "its protocol version " + shown(v->dump(-1, ' ', false, Json::error_handler_t::replace)) + " is " + (v->is_string() ? "a string" : v->is_number() ? "not a whole number" : "not a number") +
           "; a version is a JSON integer: " + spoken;
  const auto n = v->get<long long>();
  if (n < kOldestProtocolVersion || n > kProtocolVersion) return "it speaks protocol version " + std::to_string(n) + "; " + spoken;
  version = static_cast<int>(n);
  return "";
}

}  // namespace

const std::vector<Capability>& known_capabilities() {
  static const std::vector<Capability> known = {
      {"deal-from-deck-order-only", 1, "it only deals from a deck order (deal_order): only setups that are a deal are sent"},
      {"unchecked-setups", 2, "it takes a stacked setup without judging it: no setup the rules refuse is sent"},
      {"draws-on-play", 2, "it draws when its player plays: the player to move never holds two cards in a setup sent to it"},
      {"guard-names-number", 2, "its Guard names a number: plays name number=N, not guess=CARD"},
      {"chooses-bishop-redraw", 2, "it decides whether the Bishop's target redraws: plays carry no redraw"},
      {"chooses-sycophant-target", 2, "it chooses the player the Sycophant's demand forces: such plays carry no target"},
  };
  return known;
}

bool Hello::can(const std::string& capability) const {
  return std::find(capabilities.begin(), capabilities.end(), capability) != capabilities.end();
}

std::string observe_name(ObserveShows o) {
  switch (o) {
    case ObserveShows::nothing: return "nothing";
    case ObserveShows::own_hand: return "own-hand";
    case ObserveShows::table: return "table";
  }
  return "?";
}

Session::Session(std::string command, Limits limits)
    : Session(command, limits, [command, limits] { return std::make_unique<AdapterProcess>(command, limits.max_line); }) {}

Session::Session(std::string command, Limits limits, TransportMaker make)
    : command_(std::move(command)), limits_(limits), make_(std::move(make)) {}

Session::~Session() { quit(); }

void Session::fail(AdapterFailure::Kind kind, const std::string& what, bool ended_itself) {
  std::string ended;
  if (process_) {
    ended = process_->exit_status(ended_itself ? 0.2 : 0);
    process_->stop(0);
    stderr_ += shown(process_->take_stderr());
    process_.reset();
  }
  throw AdapterFailure(kind, what + (ended.empty() ? "" : "; the adapter " + ended));
}

std::string Session::read_reply(const std::string& cmd, double seconds) {
  const auto deadline = Clock::now() + std::chrono::duration_cast<Clock::duration>(std::chrono::duration<double>(seconds));
  std::string line;
  for (;;) {
    const double left = std::max(0.0, std::chrono::duration<double>(deadline - Clock::now()).count());
    const auto read = process_->read_line(line, left);
    const bool blank = read == Transport::Read::line && line.find_first_not_of(" \t\r") == std::string::npos;
    if (read == Transport::Read::timeout || (blank && Clock::now() >= deadline))  // blank lines for ever are no reply
      fail(AdapterFailure::Kind::crash, "no reply to '" + cmd + "' within " + seconds_text(seconds) +
                                            (line.empty() || blank ? "" : " (an unfinished line: " + quote_line(line) + ")"));
    if (read == Transport::Read::eof)
      fail(AdapterFailure::Kind::crash, "the adapter closed its output instead of replying to '" + cmd + "'" +
                                            (line.empty() ? "" : " (after " + quote_line(line) + ")"), true);
    if (read == Transport::Read::too_long)
      fail(AdapterFailure::Kind::protocol, "the reply to '" + cmd + "' is longer than " + std::to_string(limits_.max_line) +
                                               " bytes: " + quote_line(line));
    if (!blank) return line;
  }
}

Reply Session::exchange(const std::string& cmd, const JsonObject& fields, double seconds) {
  const long id = next_id_++;
  ++requests_;
  JsonObject request;
  request.number("id", id).text("cmd", cmd).append(fields);
  if (!process_->send(request.str(), seconds))
    fail(AdapterFailure::Kind::crash, "the adapter no longer reads its input ('" + cmd + "' could not be sent)", true);
  const std::string line = read_reply(cmd, seconds);
  std::string why;
  auto body = parse_json_object(line, why);
  if (!body) fail(AdapterFailure::Kind::protocol, "the reply to '" + cmd + "' is " + why + ": " + quote_line(line));
  const Json* got = field(*body, "id");
  if (!got || !got->is_number_integer() || got->get<long long>() != id)
    fail(AdapterFailure::Kind::protocol, "the reply to '" + cmd + "' (request id " + std::to_string(id) + ") has id " +
                                             (got ? json_shown(*got) : "none") + ": " + quote_line(line));
  Reply r;
  try {
    r.status = text_field(*body, "status", "the reply to '" + cmd + "'").value_or("");
    r.code = shown(text_field(*body, "code", "the reply to '" + cmd + "'").value_or(""));
    r.detail = shown(text_field(*body, "detail", "the reply to '" + cmd + "'").value_or(""));
  } catch (const BadReply& e) {
    fail(AdapterFailure::Kind::protocol, std::string(e.what()) + ": " + quote_line(line));
  }
  if (r.status != "ok" && r.status != "illegal" && r.status != "unsupported" && r.status != "crash")
    fail(AdapterFailure::Kind::protocol, "the reply to '" + cmd + "' has status '" + shown(r.status) +
                                             "' (ok, illegal, unsupported or crash): " + quote_line(line));
  r.body = std::move(*body);
  r.line = line;
  return r;
}

Hello Session::greeting(const Reply& r) const {
  Hello h;
  if (std::string problem = version_problem(r.body, h.protocol); !problem.empty())
    throw StartFailure("the engine adapter " + quote_line(command_) + " cannot be used: its reply to 'hello' is wrong: " + problem +
                       ": " + quote_line(r.line));
  h.engine = shown(text_field(r.body, "engine", "'hello'").value_or("(unnamed engine)"));
  h.version = shown(text_field(r.body, "version", "'hello'").value_or(""));
  if (!texts_field(r.body, "editions", "'hello'", h.editions)) throw BadReply("'hello' must list the editions the engine plays");
  for (auto& e : h.editions) e = shown(e);
  std::vector<std::string> declared;
  texts_field(r.body, "capabilities", "'hello'", declared);
  for (const auto& c : declared) {
    const auto& known = known_capabilities();
    const auto k = std::find_if(known.begin(), known.end(), [&](const Capability& x) { return c == x.name; });
    if (k == known.end()) h.notes.push_back("capability '" + shown(c) + "' is not one errata knows: ignored");
    else if (k->since > h.protocol)
      h.notes.push_back("capability '" + c + "' belongs to protocol version " + std::to_string(k->since) + ": ignored in version " +
                        std::to_string(h.protocol));
    else if (!h.can(c)) h.capabilities.push_back(c);
  }
  if (const auto o = text_field(r.body, "observe", "'hello'"); o && h.protocol >= 2) {
    if (*o == "nothing") h.observe = ObserveShows::nothing;
    else if (*o == "table") h.observe = ObserveShows::table;
    else if (*o != "own-hand") throw BadReply("'hello': 'observe' is nothing, own-hand or table, not '" + shown(*o) + "'");
  }
  return h;
}

void Session::start() {
  try {
    process_ = make_();
  } catch (const std::runtime_error& e) {
    throw AdapterFailure(AdapterFailure::Kind::crash, e.what());
  }
  errata::Json versions = errata::Json::array();
  for (int v = kOldestProtocolVersion; v <= kProtocolVersion; ++v) versions.push_back(v);
  const JsonObject greet = JsonObject().number("protocol", kProtocolVersion).value("protocols", versions).text("controller", "errata");
  const Reply r = exchange("hello", greet, std::max(limits_.reply_seconds, limits_.start_seconds));
  if (!r.ok()) fail(AdapterFailure::Kind::protocol, "'hello' was answered " + shown(r.status) + ": " + quote_line(r.line));
  try {
    hello_ = greeting(r);
  } catch (const BadReply& e) {
    fail(AdapterFailure::Kind::protocol, std::string(e.what()) + ": " + quote_line(r.line));
  }
}

const Hello& Session::hello() {
  if (greeted_) return hello_;
  try {
    start();
  } catch (const AdapterFailure& e) {
    std::string err = take_stderr();
    if (!err.empty()) err = "; it wrote to stderr: '" + err.substr(0, 200) + (err.size() > 200 ? "' ..." : "'");
    throw StartFailure("the engine adapter " + quote_line(command_) + " cannot start: " + e.what() + err);
  } catch (const StartFailure&) {
    if (process_) process_->stop(0);
    process_.reset();
    throw;
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
  // The engine failed, and the adapter said so: the run in progress ends, the
  // adapter goes on (the next run deals afresh); it is restarted only when it
  // stops answering as the protocol says.
  if (r.status == "crash")
    throw AdapterFailure(AdapterFailure::Kind::crash, "the engine crashed on '" + cmd + "'" + (r.detail.empty() ? "" : ": " + r.detail));
  return r;
}

std::string Session::take_stderr() {
  std::string out = std::move(stderr_);
  stderr_.clear();
  if (process_) out += shown(process_->take_stderr());
  return out;
}

void Session::quit() {
  if (!process_) return;
  JsonObject q;
  q.number("id", next_id_++).text("cmd", "quit");
  std::string line;
  if (process_->send(q.str(), 1)) process_->read_line(line, 1);
  process_->stop(1);
  stderr_ += shown(process_->take_stderr());
  process_.reset();
}

}  // namespace errata::conform
