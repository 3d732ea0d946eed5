#include "json_line.h"

#include <algorithm>

#include "model/core/input_error.h"
#include "reports/escape.h"

namespace errata::conform {

void JsonObject::key(const std::string& k) {
  if (!body_.empty()) body_ += ", ";
  body_ += report::json_string(k) + ": ";
}

JsonObject& JsonObject::text(const std::string& k, const std::string& value) {
  key(k);
  body_ += report::json_string(value);
  return *this;
}

JsonObject& JsonObject::number(const std::string& k, long value) {
  key(k);
  body_ += std::to_string(value);
  return *this;
}

JsonObject& JsonObject::boolean(const std::string& k, bool value) {
  key(k);
  body_ += value ? "true" : "false";
  return *this;
}

JsonObject& JsonObject::null(const std::string& k) {
  key(k);
  body_ += "null";
  return *this;
}

JsonObject& JsonObject::texts(const std::string& k, const std::vector<std::string>& values) {
  key(k);
  body_ += report::json_list(values);
  return *this;
}

JsonObject& JsonObject::raw(const std::string& k, const std::string& json) {
  key(k);
  body_ += json;
  return *this;
}

JsonObject& JsonObject::append(const JsonObject& other) {
  if (!other.body_.empty()) body_ += (body_.empty() ? "" : ", ") + other.body_;
  return *this;
}

std::optional<YAML::Node> parse_json_object(const std::string& line, std::string& why) {
  const size_t first = line.find_first_not_of(" \t");
  const size_t last = line.find_last_not_of(" \t\r");
  if (first == std::string::npos || line[first] != '{') {
    why = "not a JSON object";
    return std::nullopt;
  }
  if (line[last] != '}') {
    why = "malformed JSON (the line ends before its object does)";
    return std::nullopt;
  }
  for (size_t i = first; i <= last; ++i)
    if (static_cast<unsigned char>(line[i]) < 0x20 && line[i] != '\t') {
      why = "not JSON: a control character in the line";
      return std::nullopt;
    }
  // One flow mapping on one line, loaded once with YAML::Load. Debian's
  // yaml-cpp 0.7 loops for ever only in LoadAll (a stray ',' starting empty
  // documents for ever: model/core/yaml_reader.cpp guards scenario files
  // against it, at the cost of a second parse); a single `{...}` document
  // never starts another. tests/conform_test.cpp feeds it the known cases.
  try {
    YAML::Node n = YAML::Load(line);
    if (!n.IsMap()) {
      why = "not a JSON object";
      return std::nullopt;
    }
    return n;
  } catch (const YAML::Exception& e) {
    why = "malformed JSON (" + e.msg + ", column " + std::to_string(e.mark.column + 1) + ")";
    return std::nullopt;
  }
}

std::string quote_line(const std::string& line) {
  constexpr size_t kShown = 200;
  size_t cut = std::min(line.size(), kShown);
  while (cut > 0 && cut < line.size() && (static_cast<unsigned char>(line[cut]) & 0xC0) == 0x80) --cut;  // whole characters
  const std::string shown = "'" + one_line(line.substr(0, cut)) + "'";
  return cut < line.size() ? shown + " ... (" + std::to_string(line.size()) + " bytes)" : shown;
}

bool is_text(const YAML::Node& n) { return n && n.IsScalar(); }

bool read_texts(const YAML::Node& n, std::vector<std::string>& out) {
  out.clear();
  if (!n || !n.IsSequence()) return false;
  for (const auto& item : n) {
    if (!item.IsScalar()) return false;
    out.push_back(item.Scalar());
  }
  return true;
}

}  // namespace errata::conform
