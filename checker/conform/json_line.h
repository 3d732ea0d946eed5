#pragma once
// The protocol's framing: one JSON object per line. errata writes requests
// field by field (strings escaped by reports/escape) and reads replies with
// yaml-cpp, JSON being YAML's flow syntax (the fixed dependencies have no JSON
// library), through the guarded loader that stops yaml-cpp 0.7's endless
// loops on malformed input.
#include <yaml-cpp/yaml.h>

#include <optional>
#include <string>
#include <vector>

namespace errata::conform {

// A JSON object written key by key, in order.
class JsonObject {
 public:
  JsonObject& text(const std::string& key, const std::string& value);
  JsonObject& number(const std::string& key, long value);
  JsonObject& boolean(const std::string& key, bool value);
  JsonObject& null(const std::string& key);
  JsonObject& texts(const std::string& key, const std::vector<std::string>& values);
  // A value already written as JSON (an object, a list).
  JsonObject& raw(const std::string& key, const std::string& json);
  // The fields of `other` after these.
  JsonObject& append(const JsonObject& other);
  std::string str() const { return "{" + body_ + "}"; }
  bool empty() const { return body_.empty(); }

 private:
  void key(const std::string& k);
  std::string body_;
};

// The object on one line, or nullopt with `why` (not JSON, not an object).
std::optional<YAML::Node> parse_json_object(const std::string& line, std::string& why);

// A line quoted in a message: escaped to stay on one line, cut after 200 bytes.
std::string quote_line(const std::string& line);

// Reading fields of a parsed reply: a string (nullopt when absent or null), a
// list of strings; ProtocolError-free helpers return false on a wrong type.
bool is_text(const YAML::Node& n);
bool read_texts(const YAML::Node& n, std::vector<std::string>& out);

}  // namespace errata::conform
