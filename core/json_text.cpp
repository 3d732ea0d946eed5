#include "json_text.h"

#include <algorithm>
#include <cstdint>
#include <cstdio>

#include "model/core/text_encoding.h"

namespace errata {
namespace {

class Writer {
 public:
  explicit Writer(const JsonLayout& layout) : layout_(layout) {}

  void value(const Json& v) {
    switch (v.type()) {
      case Json::value_t::object:
      case Json::value_t::array: return container(v);
      case Json::value_t::string: return string(v.get_ref<const std::string&>());
      case Json::value_t::number_integer: out_ += std::to_string(v.get<std::int64_t>()); return;
      case Json::value_t::number_unsigned: out_ += std::to_string(v.get<std::uint64_t>()); return;
      case Json::value_t::boolean: out_ += v.get<bool>() ? "true" : "false"; return;
      case Json::value_t::null: out_ += "null"; return;
      case Json::value_t::number_float:
        if (layout_.decimals >= 0) return fixed(v.get<double>());
        break;
      default: break;
    }
    out_ += v.dump();  // a fraction as nlohmann's shortest round trip
  }

  std::string take() { return std::move(out_); }

 private:
  // Escaped here rather than by nlohmann's dump, which writes \b \f \r
  // short and costs a serializer (and its allocation) per string: the
  // protocol writes thousands of short strings a game.
  void string(const std::string& s) {
    static const char* hex = "0123456789abcdef";
    // Most strings are printable ASCII with nothing to escape (ids, names): written whole.
    if (std::all_of(s.begin(), s.end(), [](char ch) {
          const auto c = static_cast<unsigned char>(ch);
          return c >= 0x20 && c < 0x80 && c != '"' && c != '\\';
        })) {
      out_ += '"';
      out_ += s;
      out_ += '"';
      return;
    }
    if (first_bad_byte(s)) return string(valid_utf8(s));  // valid_utf8's text has no bad byte
    out_ += '"';
    for (const char ch : s) {
      const auto c = static_cast<unsigned char>(ch);
      if (c == '"') out_ += "\\\"";
      else if (c == '\\') out_ += "\\\\";
      else if (c == '\n') out_ += "\\n";
      else if (c == '\t') out_ += "\\t";
      else if (c < 0x20) out_ += std::string("\\u00") + hex[c >> 4] + hex[c & 15];
      else out_ += ch;
    }
    out_ += '"';
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
    const bool tracked = static_cast<bool>(layout_.breaks);  // the path matters to a layout only
    for (auto it = v.begin(); it != v.end(); ++it, ++i) {
      if (i) out_ += ',';
      if (b.indent >= 0 && (i || b.first) && (b.keys.empty() || (object && b.keys.count(it.key())))) {
        start_line(b.indent);
        broke = true;
      } else if (i && layout_.spaced) {
        out_ += ' ';
      }
      if (object) {
        string(it.key());
        out_ += layout_.spaced ? ": " : ":";
      }
      if (tracked) path_.push_back(object ? it.key() : "*");
      value(*it);
      if (tracked) path_.pop_back();
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

}  // namespace errata
