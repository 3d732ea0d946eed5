#pragma once
// The protocol's framing: one JSON object per line. errata writes requests
// field by field (an ordered nlohmann value, written by core/json_text) and reads replies with
// nlohmann::json, strictly (RFC 8259: no comment, no trailing comma, no NaN,
// UTF-8 only), refusing besides what RFC 8259 leaves open: a key given twice
// in one object, and nesting deeper than kMaxDepth. Every field is read with
// its type checked: a version that is "1abc" or 1.9 is not the number 1.
#include <nlohmann/json.hpp>

#include <optional>
#include <stdexcept>
#include <string>
#include <vector>

#include "core/json_text.h"

namespace errata::conform {

using Json = nlohmann::json;

// Lists and objects nested in one another in a reply, at most.
inline constexpr int kMaxDepth = 64;

// A reply errata cannot read: the adapter broke the protocol. Its message
// shows whatever it quotes from the reply escaped (shown_text.h).
class BadReply : public std::runtime_error {
 public:
  using std::runtime_error::runtime_error;
};

// A JSON object written key by key, in order; on one line.
class JsonObject {
 public:
  JsonObject& text(const std::string& key, const std::string& value);
  JsonObject& number(const std::string& key, long value);
  JsonObject& boolean(const std::string& key, bool value);
  JsonObject& null(const std::string& key);
  JsonObject& texts(const std::string& key, const std::vector<std::string>& values);
  // Any value (an object, a list).
  JsonObject& value(const std::string& key, errata::Json v);
  // The fields of `other` after these (moved from it).
  JsonObject& append(JsonObject other);
  // An object as the value of `key` (moved from it).
  JsonObject& object(const std::string& key, JsonObject o) { return value(key, std::move(o.body_)); }
  std::string str() const { return json_text(body_); }
  bool empty() const { return body_.empty(); }

 private:
  errata::Json body_ = errata::Json::object();
};

// The object on one line, or nullopt with `why` (not JSON, not an object, a
// key twice, too deep), in words that quote nothing raw.
std::optional<Json> parse_json_object(const std::string& line, std::string& why);

// A line quoted in a message: shown escaped (shown_text.h), cut after 200 bytes.
std::string quote_line(const std::string& line);

// Fields of a parsed object, their types checked; BadReply names `what`
// and the field when the type is wrong. Absent (and, for text_field, null)
// is nullopt / false.
const Json* field(const Json& object, const char* key);
std::optional<std::string> text_field(const Json& object, const char* key, const std::string& what);
// A list of strings; false when absent, BadReply when it is something else.
bool texts_field(const Json& object, const char* key, const std::string& what, std::vector<std::string>& out);
// A JSON value as shown in a message: its JSON text, escaped and cut.
std::string json_shown(const Json& value);

}  // namespace errata::conform
