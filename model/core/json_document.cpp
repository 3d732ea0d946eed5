#include "json_document.h"

#include <algorithm>
#include <set>
#include <vector>

#include "input_error.h"
#include "input_limits.h"

namespace errata {
namespace {

using nlohmann::json;

// Past a limit while parsing: thrown from the parser's callback.
struct TooLarge {
  std::string why;
};

// nlohmann's message in errata's words: what it was parsing and what it
// expected, never the text it last read (that is the file's content).
std::string syntax_error_words(const std::string& what) {
  std::string out = "malformed JSON";
  if (const size_t at = what.find("syntax error while parsing "); at != std::string::npos) {
    const size_t dash = what.find(" - ", at), read = what.find("; last read: ", at);
    out += ": " + what.substr(at, std::min(dash, read) - at);
    if (dash < read && read != std::string::npos) out += " (" + what.substr(dash + 3, read - dash - 3) + ")";
  }
  if (const size_t at = what.rfind("; expected "); at != std::string::npos) out += "; " + what.substr(at + 2);
  return out;
}

// The line and column (1-based, in characters) of byte `offset` of `text`.
std::pair<int, int> place_of(const std::string& text, size_t offset) {
  int line = 1, column = 1;
  for (size_t i = 0; i < offset && i < text.size(); ++i) {
    if (text[i] == '\n') ++line, column = 1;
    else if ((static_cast<unsigned char>(text[i]) & 0xC0) != 0x80) ++column;
  }
  return {line, column};
}

// One pass over a text nlohmann accepted, beside its values: where each starts.
class Places {
 public:
  // `twice`: the objects (numbered from 1 in the order they open) where the parser saw a key twice.
  Places(const std::string& text, std::map<const json*, std::pair<int, int>>& out, const std::string& path, const std::string& not_,
         const std::set<long>& twice)
      : t_(text), out_(out), path_(path), not_(not_), twice_(twice) {}

  void value(const json& v) {
    skip_space();
    out_[&v] = place_of_here();
    if (t_[i_] == '{') return object(v);
    if (t_[i_] == '[') return array(v);
    if (t_[i_] == '"') return skip_string();
    while (i_ < t_.size() && std::string(",]} \t\r\n").find(t_[i_]) == std::string::npos) step();  // a number or a literal
  }

 private:
  void object(const json& v) {
    if (twice_.count(++objects_)) refuse_the_second_key();  // the parser kept the last: the text and v part here
    step();  // {
    for (skip_space(); t_[i_] != '}';) {
      const std::string key = next_key();
      value(v.at(key));
      skip_space();
      if (t_[i_] == ',') step(), skip_space();
    }
    step();  // }
  }

  // The key at the cursor, decoded, and the cursor past its ':'.
  std::string next_key() {
    const size_t start = i_;
    skip_string();
    const std::string key = json::parse(t_.substr(start, i_ - start)).get<std::string>();
    skip_space();
    step();  // :
    return key;
  }

  // The object at the cursor holds a key twice: InputError at the second.
  [[noreturn]] void refuse_the_second_key() {
    step();  // {
    std::set<std::string> keys;
    for (skip_space();;) {
      const auto at = place_of_here();
      if (!keys.insert(next_key()).second)
        throw InputError(SourceMark{path_, at.first, at.second}, not_ + ": a key is given twice in one object");
      skip_value();
      skip_space();
      step(), skip_space();  // the ','
    }
  }

  void skip_value() {
    skip_space();
    if (t_[i_] == '"') return skip_string();
    if (t_[i_] != '{' && t_[i_] != '[') {
      while (i_ < t_.size() && std::string(",]} \t\r\n").find(t_[i_]) == std::string::npos) step();
      return;
    }
    int depth = 0;
    do {
      if (t_[i_] == '"') {
        skip_string();
        continue;
      }
      depth += t_[i_] == '{' || t_[i_] == '[' ? 1 : t_[i_] == '}' || t_[i_] == ']' ? -1 : 0;
      step();
    } while (depth > 0);
  }

  void array(const json& v) {
    step();  // [
    size_t k = 0;
    for (skip_space(); t_[i_] != ']';) {
      value(v.at(k++));
      skip_space();
      if (t_[i_] == ',') step(), skip_space();
    }
    step();  // ]
  }

  void skip_string() {
    step();  // the opening quote
    while (t_[i_] != '"') {
      if (t_[i_] == '\\') step();
      step();
    }
    step();
  }

  void skip_space() {
    while (i_ < t_.size() && (t_[i_] == ' ' || t_[i_] == '\t' || t_[i_] == '\r' || t_[i_] == '\n')) step();
  }

  void step() {
    if (t_[i_] == '\n') ++line_, column_ = 1;
    else if ((static_cast<unsigned char>(t_[i_]) & 0xC0) != 0x80) ++column_;
    ++i_;
  }

  std::pair<int, int> place_of_here() const { return {line_, column_}; }

  const std::string& t_;
  std::map<const json*, std::pair<int, int>>& out_;
  const std::string& path_;
  const std::string& not_;
  const std::set<long>& twice_;
  long objects_ = 0;
  size_t i_ = 0;
  int line_ = 1, column_ = 1;
};

std::string type_words(const json& v) {
  if (v.is_object()) return "an object";
  if (v.is_array()) return "a list";
  if (v.is_string()) return "a string";
  if (v.is_boolean()) return "true or false";
  if (v.is_null()) return "null";
  if (v.is_number_integer() || v.is_number_unsigned()) return "a whole number";
  return "a number with a fraction";
}

}  // namespace

JsonDocument::JsonDocument(const std::string& text, std::string path, std::string what_it_is_not)
    : path_(std::move(path)), not_(std::move(what_it_is_not)) {
  size_t values = 0;
  long objects = 0;
  std::vector<std::pair<long, std::set<std::string>>> open;  // the objects open, by number, with their keys so far
  std::set<long> twice;
  const json::parser_callback_t limits = [&](int depth, json::parse_event_t event, json& parsed) {
    if (depth > kMaxYamlDepth) throw TooLarge{"lists and objects nested more than " + std::to_string(kMaxYamlDepth) + " deep"};
    if (event == json::parse_event_t::object_start) open.push_back({++objects, {}});
    if (event == json::parse_event_t::object_end && !open.empty()) open.pop_back();
    if (event == json::parse_event_t::key && !open.empty() && !open.back().second.insert(parsed.get<std::string>()).second)
      twice.insert(open.back().first);
    if (event != json::parse_event_t::key && event != json::parse_event_t::object_end && event != json::parse_event_t::array_end &&
        ++values > kMaxJsonValues)
      throw TooLarge{"more than " + std::to_string(kMaxJsonValues) + " values"};
    return true;
  };
  try {
    root_ = json::parse(text, limits, /*allow_exceptions=*/true, /*ignore_comments=*/false);
  } catch (const json::parse_error& e) {
    const auto [line, column] = place_of(text, e.byte > 0 ? e.byte - 1 : 0);
    throw InputError(SourceMark{path_, line, column}, not_ + ": " + syntax_error_words(e.what()));
  } catch (const json::out_of_range& e) {
    // A number past a double (1e400): the parser names the number, not its place.
    throw InputError(number_place(text, e.what()), not_ + ": a number too large for errata to read (a number fits a double)");
  } catch (const TooLarge& e) {
    throw InputError(SourceMark{path_, 0, 0}, not_ + ": " + e.why + ", past what errata reads (docs/security.md)");
  }
  Places(text, places_, path_, not_, twice).value(root_);
}

// Where the number an out_of_range error quotes ("... parsing '1e999'") first stands in `text`.
SourceMark JsonDocument::number_place(const std::string& text, const std::string& error) const {
  const size_t open = error.find('\''), close = error.rfind('\'');
  if (open == std::string::npos || close <= open + 1) return SourceMark{path_, 0, 0};
  const size_t at = text.find(error.substr(open + 1, close - open - 1));
  if (at == std::string::npos) return SourceMark{path_, 0, 0};
  const auto [line, column] = place_of(text, at);
  return SourceMark{path_, line, column};
}

SourceMark JsonDocument::mark_of(const json& value) const {
  const auto it = places_.find(&value);
  return it == places_.end() ? SourceMark{path_, 0, 0} : SourceMark{path_, it->second.first, it->second.second};
}

void JsonDocument::fail(const json& value, const std::string& why) const { throw InputError(mark_of(value), not_ + ": " + why); }

void JsonDocument::fail(const std::string& why) const { throw InputError(SourceMark{path_, 0, 0}, not_ + ": " + why); }

const json& JsonDocument::member(const json& o, const std::string& key) const {
  if (!o.is_object()) fail(o, "expected an object with \"" + key + "\", found " + type_words(o));
  const auto it = o.find(key);
  if (it == o.end()) fail(o, "no \"" + key + "\" in this object");
  return *it;
}

std::string JsonDocument::text(const json& o, const std::string& key) const {
  const json& v = member(o, key);
  if (!v.is_string()) fail(v, "\"" + key + "\" is a string, not " + type_words(v));
  return v.get<std::string>();
}

bool JsonDocument::boolean(const json& o, const std::string& key) const {
  const json& v = member(o, key);
  if (!v.is_boolean()) fail(v, "\"" + key + "\" is true or false, not " + type_words(v));
  return v.get<bool>();
}

long JsonDocument::whole_number(const json& v, const std::string& what, long least, long most) const {
  const std::string range = "a whole number from " + std::to_string(least) + " to " + std::to_string(most);
  if (v.is_number_unsigned()) {
    if (v.get<unsigned long long>() > static_cast<unsigned long long>(most)) fail(v, what + " is " + range);
    return static_cast<long>(v.get<unsigned long long>());
  }
  if (!v.is_number_integer()) fail(v, what + " is " + range + ", not " + type_words(v));
  const long n = v.get<long>();
  if (n < least || n > most) fail(v, what + " is " + range);
  return n;
}

long JsonDocument::number(const json& o, const std::string& key, long least, long most) const {
  return whole_number(member(o, key), "\"" + key + "\"", least, most);
}

const json& JsonDocument::object(const json& o, const std::string& key) const {
  const json& v = member(o, key);
  if (!v.is_object()) fail(v, "\"" + key + "\" is an object, not " + type_words(v));
  return v;
}

const json& JsonDocument::array(const json& o, const std::string& key) const {
  const json& v = member(o, key);
  if (!v.is_array()) fail(v, "\"" + key + "\" is a list, not " + type_words(v));
  return v;
}

}  // namespace errata
