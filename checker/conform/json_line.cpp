#include "json_line.h"

#include <algorithm>
#include <set>

#include "shown_text.h"

namespace errata::conform {

JsonObject& JsonObject::text(const std::string& k, const std::string& value) { return this->value(k, value); }

JsonObject& JsonObject::number(const std::string& k, long value) { return this->value(k, value); }

JsonObject& JsonObject::boolean(const std::string& k, bool value) { return this->value(k, value); }

JsonObject& JsonObject::null(const std::string& k) { return value(k, nullptr); }

JsonObject& JsonObject::texts(const std::string& k, const std::vector<std::string>& values) { return value(k, values); }

JsonObject& JsonObject::value(const std::string& k, errata::Json v) {
  body_[k] = std::move(v);
  return *this;
}

JsonObject& JsonObject::append(JsonObject other) {
  for (auto it = other.body_.begin(); it != other.body_.end(); ++it) body_[it.key()] = std::move(it.value());
  return *this;
}

namespace {

// nlohmann's words ("syntax error while parsing object - unexpected ','; expected string literal"), escaped.
std::string nlohmann_words(const std::exception& e) {
  std::string what = e.what();
  const size_t colon = what.find(": ");
  if (what.rfind("[json.exception", 0) == 0 && colon != std::string::npos) what = what.substr(colon + 2);
  return shown(what);
}

// What the strict reading refuses beyond RFC 8259's grammar.
struct Refused {
  std::string why;
};

}  // namespace

std::optional<Json> parse_json_object(const std::string& line, std::string& why) {
  std::vector<std::set<std::string>> keys;  // the keys of each object open
  const Json::parser_callback_t strict = [&](int depth, Json::parse_event_t event, Json& parsed) {
    // `depth`: how many lists and objects hold the element; one more starting here
    const bool opens = event == Json::parse_event_t::object_start || event == Json::parse_event_t::array_start;
    if (opens && depth >= kMaxDepth) throw Refused{"nested deeper than " + std::to_string(kMaxDepth) + " lists and objects"};
    if (event == Json::parse_event_t::object_start) keys.emplace_back();
    else if (event == Json::parse_event_t::object_end && !keys.empty()) keys.pop_back();
    else if (event == Json::parse_event_t::key && !keys.empty() && !keys.back().insert(parsed.get<std::string>()).second)
      throw Refused{"the key " + quote_line(parsed.get<std::string>()) + " given twice in one object"};
    return true;
  };
  try {
    Json j = Json::parse(line, strict, true, false);
    if (!j.is_object()) {
      why = "not a JSON object";
      return std::nullopt;
    }
    return j;
  } catch (const Refused& r) {
    why = "not strict JSON: " + r.why;
  } catch (const Json::parse_error& e) {
    why = "malformed JSON (" + nlohmann_words(e) + ", byte " + std::to_string(e.byte) + ")";
  } catch (const Json::exception& e) {  // a number out of range (1e999) is not a parse_error
    why = "not JSON errata can read (" + nlohmann_words(e) + ")";
  }
  return std::nullopt;
}

std::string quote_line(const std::string& line) {
  constexpr size_t kShown = 200;
  size_t cut = std::min(line.size(), kShown);
  while (cut > 0 && cut < line.size() && (static_cast<unsigned char>(line[cut]) & 0xC0) == 0x80) --cut;  // whole characters
  const std::string quoted = "'" + shown(line.substr(0, cut)) + "'";
  return cut < line.size() ? quoted + " ... (" + std::to_string(line.size()) + " bytes)" : quoted;
}

const Json* field(const Json& object, const char* key) {
  if (!object.is_object()) return nullptr;
  const auto it = object.find(key);
  return it == object.end() ? nullptr : &*it;
}

std::string json_shown(const Json& value) {
  return quote_line(value.dump(-1, ' ', false, Json::error_handler_t::replace));
}

std::optional<std::string> text_field(const Json& object, const char* key, const std::string& what) {
  const Json* v = field(object, key);
  if (!v || v->is_null()) return std::nullopt;
  if (!v->is_string()) throw BadReply(what + ": '" + key + "' must be a string, not " + json_shown(*v));
  return v->get<std::string>();
}

bool texts_field(const Json& object, const char* key, const std::string& what, std::vector<std::string>& out) {
  out.clear();
  const Json* v = field(object, key);
  if (!v) return false;
  if (!v->is_array()) throw BadReply(what + ": '" + key + "' must be a list of strings, not " + json_shown(*v));
  for (const auto& item : *v) {
    if (!item.is_string()) throw BadReply(what + ": '" + key + "' must be a list of strings; it holds " + json_shown(item));
    out.push_back(item.get<std::string>());
  }
  return true;
}

}  // namespace errata::conform
