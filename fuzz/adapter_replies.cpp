#include "adapter_replies.h"

#include <cstdlib>
#include <memory>

#include "checker/conform/conform_report.h"
#include "checker/conform/engine_server.h"
#include "checker/conform/session.h"
#include "checker/game/game.h"
#include "checker/scenario/scenario_loader.h"
#include "model/core/input_error.h"
#include "model/core/text_encoding.h"
#include "reports/junit_report.h"

namespace errata::fuzz {
namespace {

constexpr const char* kEdition = "love-letter-2019";

// The bundled Love Letter scenarios 2019 plays, loaded once.
const std::vector<Scenario>& scenarios() {
  static const std::vector<Scenario> all = [] {
    std::vector<Scenario> out;
    for (const char* file : {"guard", "priest", "baron", "handmaid", "prince", "chancellor", "king", "countess", "princess",
                             "spy", "all-protected", "multi-round", "errors-guard", "errors-turn", "whole-round-2p"})
      for (auto& sc : load_scenario_file(std::string(ERRATA_SOURCE_DIR) + "/scenarios/love-letter/" + file + ".yaml"))
        out.push_back(std::move(sc));
    return out;
  }();
  return all;
}

// The request's id, as errata writes it first: {"id": N, ...
std::string id_of(const std::string& request) {
  const size_t colon = request.find(':');
  const size_t end = request.find(',');
  return colon == std::string::npos || end == std::string::npos ? "0" : request.substr(colon + 2, end - colon - 2);
}

// The adapter's replies, one line each, from the transcript; `@ID` the id of the request answered.
struct Script {
  std::vector<std::string> replies;
  size_t next = 0;
  std::string id;
};

class ScriptedAdapter final : public conform::Transport {
 public:
  explicit ScriptedAdapter(std::shared_ptr<Script> script) : script_(std::move(script)) {}
  bool send(const std::string& line, double) override {
    script_->id = id_of(line);
    return true;
  }
  Read read_line(std::string& line, double) override {
    if (script_->next >= script_->replies.size()) {
      line.clear();
      return Read::eof;
    }
    line = script_->replies[script_->next++];
    for (size_t at = line.find("@ID"); at != std::string::npos; at = line.find("@ID", at + 1)) line.replace(at, 3, script_->id);
    return line.size() > 1024 * 1024 ? Read::too_long : Read::line;
  }
  std::string take_stderr() override { return ""; }
  std::string exit_status(double) override { return ""; }
  void stop(double) override {}

 private:
  std::shared_ptr<Script> script_;
};

// errata's own engine answering the requests, its replies kept with `@ID`.
class RecordedEngine final : public conform::Transport {
 public:
  explicit RecordedEngine(std::vector<std::string>& kept)
      : kept_(kept), server_({"errata", "fuzz", {kEdition}, {}}, [](const std::string& ed) {
          const Game* g = game_of_edition(ed);
          return g ? g->engine_session(ed) : nullptr;
        }) {}
  bool send(const std::string& line, double) override {
    reply_ = server_.answer(line);
    const std::string id = "\"id\": " + id_of(line);
    if (const size_t at = reply_.find(id); at != std::string::npos) kept_.push_back(reply_.substr(0, at + 6) + "@ID" + reply_.substr(at + id.size()));
    return true;
  }
  Read read_line(std::string& line, double) override {
    line = reply_;
    return Read::line;
  }
  std::string take_stderr() override { return ""; }
  std::string exit_status(double) override { return ""; }
  void stop(double) override {}

 private:
  std::vector<std::string>& kept_;
  conform::Server server_;
  std::string reply_;
};

// Errata's outputs must show what the adapter wrote escaped: printable
// UTF-8 (tabs and newlines aside), JSON that reads. A crash here is the fuzzer's finding.
void outputs_are_safe(const conform::Conformance& c) {
  const std::string text = conform::conform_text(c, true);
  if (first_bad_byte(text)) std::abort();
  for (unsigned char ch : text)
    if (ch < 0x20 && ch != '\n') std::abort();
  if (conform::Json::parse(conform::conform_json(c), nullptr, false).is_discarded()) std::abort();
  const std::string xml = report::junit_report(conform::conform_report(c));
  if (first_bad_byte(xml)) std::abort();
}

// Plays the run the transcript's first line picks on `session`.
void play(const std::string& pick, conform::Session& session, conform::Conformance& c) {
  const Game* game = find_game("love-letter");
  const long k = std::strtol(pick.c_str() + (pick.find(' ') == std::string::npos ? pick.size() : pick.find(' ') + 1), nullptr, 10);
  if (pick.rfind("random", 0) == 0) {
    conform::RandomPlay r = game->conform_random({kEdition}, 1, static_cast<uint64_t>(k < 0 ? -k : k) % 1000, session);
    c.random = true;
    c.games = r.games;
    c.turns = r.turns;
    for (auto& run : r.runs) c.runs.push_back(std::move(run));
    return;
  }
  const auto& all = scenarios();
  c.runs.push_back(game->conform_scenario(all[static_cast<size_t>(k < 0 ? -k : k) % all.size()], kEdition, session));
}

}  // namespace

void adapter_replies(const uint8_t* data, size_t size) {
  auto script = std::make_shared<Script>();
  const std::string input(reinterpret_cast<const char*>(data), size);
  std::string pick;
  for (size_t from = 0, n = 0; from <= input.size(); ++n) {
    const size_t nl = std::min(input.find('\n', from), input.size());
    (n == 0 ? pick : script->replies.emplace_back()) = input.substr(from, nl - from);
    from = nl + 1;
  }
  conform::Session session("fuzz adapter", conform::Limits{}, [script] { return std::make_unique<ScriptedAdapter>(script); });
  conform::Conformance c;
  c.command = "errata conform --engine 'fuzz adapter'";
  try {
    c.hello = session.hello();
    play(pick, session, c);
  } catch (const conform::StartFailure& e) {
    const std::string said = e.what();  // shown escaped: one printable line
    if (first_bad_byte(said)) std::abort();
    for (unsigned char ch : said)
      if (ch < 0x20) std::abort();
    return;
  }
  outputs_are_safe(c);
}

std::vector<std::string> adapter_transcripts() {
  std::vector<std::string> picks;
  for (size_t k = 0; k < scenarios().size(); k += 7) picks.push_back("scenario " + std::to_string(k));
  for (int seed : {1, 2}) picks.push_back("random " + std::to_string(seed));
  std::vector<std::string> out;
  for (const auto& pick : picks) {
    std::vector<std::string> kept;
    {
      conform::Session session("errata engine", conform::Limits{}, [&kept] { return std::make_unique<RecordedEngine>(kept); });
      conform::Conformance c;
      session.hello();
      play(pick, session, c);
    }
    std::string transcript = pick;
    for (const auto& line : kept) transcript += "\n" + line;
    out.push_back(transcript);
  }
  return out;
}

std::vector<std::string> adapter_dictionary() {
  std::vector<std::string> out = {"{", "}", "[", "]", ":", ",", "\"", "null", "true", "false", "@ID", "\\u001b", "\\n", "\\\"",
                                  "1e999", "-0", "1.5", "\"id\": ", "\"status\": ", "\"ok\"", "\"illegal\"", "\"unsupported\"",
                                  "\"crash\"", "\"code\": ", "\"detail\": ", "\"protocol\": ", "\"editions\": ",
                                  "\"capabilities\": ", "\"observe\": ", "\"table\"", "\"nothing\"", "\"state\": ", "\"hands\": ",
                                  "\"discards\": ", "\"deck\": ", "\"set_aside\": ", "\"tokens\": ", "\"to_move\": ",
                                  "\"round_over\": ", "\"plays\": ", "\"seen\": ", "\"pending\": ", "\"choose\"", "\"events\": ",
                                  "\"player\": ", "\"card\": ", "\"P1\"", "\"P2\"", "\"Ana\"", "\"Bo\"", " target=", " guess=", " number="};
  for (const char* role : {"spy", "guard", "priest", "baron", "handmaid", "prince", "chancellor", "king", "countess", "princess"})
    out.push_back("\"" + std::string(role) + "\"");
  return out;
}

}  // namespace errata::fuzz
