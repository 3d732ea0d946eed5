#pragma once
// errata's JSON (SARIF, findings.json, --format json, shard files, the
// conformance protocol) read back as JSON, strictly (RFC 8259: no comments,
// no YAML flow style, no trailing text, valid UTF-8), and with no key twice in
// one object: a test that reads errata's output through these notices when
// errata writes something that is not JSON, which yaml-cpp would have taken.
// Text that is not JSON throws, naming the source and the text's start; the
// test fails on it with that message.
#include <filesystem>
#include <nlohmann/json.hpp>
#include <set>
#include <stdexcept>
#include <string>
#include <vector>

#include "cli_fixture.h"

namespace errata::test {

// `text` as JSON; `source` names it in the error (a file, a command).
// Json is nlohmann::ordered_json where a test depends on the keys' order.
template <class Json = nlohmann::json>
Json json_of(const std::string& text, const std::string& source = "the text") {
  std::vector<std::set<std::string>> keys;  // per object open, its keys so far
  std::string twice;
  const auto once = [&](int, typename Json::parse_event_t event, Json& parsed) {
    using E = typename Json::parse_event_t;
    if (event == E::object_start) keys.emplace_back();
    if (event == E::object_end) keys.pop_back();
    if (event == E::key && !keys.back().insert(parsed.template get<std::string>()).second && twice.empty())
      twice = parsed.template get<std::string>();
    return true;
  };
  const auto refuse = [&](const std::string& why) {
    return std::runtime_error(source + " is not JSON errata should write: " + why + "; it starts: " +
                              text.substr(0, 300) + (text.size() > 300 ? "..." : ""));
  };
  Json j;
  try {
    j = Json::parse(text, once, /*allow_exceptions=*/true, /*ignore_comments=*/false);
  } catch (const nlohmann::json::exception& e) {
    throw refuse(e.what());
  }
  if (!twice.empty()) throw refuse("key \"" + twice + "\" twice in one object");
  return j;
}

// A file's content as JSON (json_of), the file named in the error.
template <class Json = nlohmann::json>
Json json_file(const std::filesystem::path& file) {
  if (!std::filesystem::is_regular_file(file)) throw std::runtime_error(file.string() + " is not there to read as JSON");
  return json_of<Json>(slurp(file), file.string());
}

}  // namespace errata::test
