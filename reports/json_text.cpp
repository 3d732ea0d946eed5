#include "json_text.h"

#include <cstdio>

#include "model/core/text_encoding.h"

namespace errata::report {
namespace {

class Writer {
 public:
  explicit Writer(const JsonLayout& layout) : layout_(layout) {}

  void value(const Json& v) {
    if (v.is_object() || v.is_array()) return container(v);
    if (v.is_string()) return string(v.get_ref<const std::string&>());
    if (v.is_number_float() && layout_.decimals >= 0) return fixed(v.get<double>());
    out_ += v.dump();  // a whole number, true, false, null; a fraction as nlohmann's shortest round trip
  }

  std::string take() { return std::move(out_); }

 private:
  // nlohmann's escaping of a valid UTF-8 text, with \b \f \r as \u00XX.
  void string(const std::string& s) {
    const std::string text = Json(first_bad_byte(s) ? valid_utf8(s) : s).dump(-1, ' ', false, Json::error_handler_t::replace);
    for (size_t i = 0; i < text.size(); ++i) {
      if (text[i] != '\\') {
        out_ += text[i];
        continue;
      }
      const char e = text[++i];  // in nlohmann's text every backslash opens an escape
      if (e == 'b') out_ += "\\u0008";
      else if (e == 'f') out_ += "\\u000c";
      else if (e == 'r') out_ += "\\u000d";
      else out_ += std::string("\\") + e;
    }
  }

  void fixed(double d) {
    char buf[64];
    std::snprintf(buf, sizeof buf, "%.*f", layout_.decimals, d);
    out_ += buf;
  }

  void start_line(int indent) {
    out_ += "\n" + std::string(static_cast<size_t>(indent), ' ');
    line_indent_ = indent;
  }

  void container(const Json& v) {
    const bool object = v.is_object();
    out_ += object ? '{' : '[';
    if (v.empty()) {
      out_ += object ? '}' : ']';
      return;
    }
    const JsonBreak b = layout_.breaks ? layout_.breaks(path_, v) : JsonBreak{};
    const int opened = line_indent_;
    bool broke = false;
    size_t i = 0;
    for (auto it = v.begin(); it != v.end(); ++it, ++i) {
      const std::string key = object ? it.key() : "*";
      if (i) out_ += ',';
      if (b.indent >= 0 && (i || b.first) && (b.keys.empty() || b.keys.count(key))) {
        start_line(b.indent);
        broke = true;
      } else if (i && layout_.spaced) {
        out_ += ' ';
      }
      if (object) {
        string(key);
        out_ += layout_.spaced ? ": " : ":";
      }
      path_.push_back(key);
      value(*it);
      path_.pop_back();
    }
    if (broke && b.closing) start_line(opened);
    out_ += object ? '}' : ']';
  }

  const JsonLayout& layout_;
  std::string out_;
  JsonPath path_;
  int line_indent_ = 0;
};

}  // namespace

Json text_or_null(const std::string& s) { return s.empty() ? Json(nullptr) : Json(s); }

JsonBreak top_members_on_lines(const JsonPath& path, const Json&) { return path.empty() ? JsonBreak{2} : JsonBreak{}; }

bool path_is(const JsonPath& path, const std::vector<std::string>& pattern) {
  if (path.size() != pattern.size()) return false;
  for (size_t i = 0; i < path.size(); ++i)
    if (pattern[i] != "*" && pattern[i] != path[i]) return false;
  return true;
}

std::string json_text(const Json& value, const JsonLayout& layout) {
  Writer w(layout);
  w.value(value);
  return w.take();
}

}  // namespace errata::report
