#include "escape.h"

#include <algorithm>
#include <cctype>
#include <string_view>

#include "model/core/text_encoding.h"

namespace errata {

std::string xml_escape(const std::string& text) {
  const std::string s = valid_utf8(text);
  std::string out;
  for (char c : s) {
    switch (c) {
      case '&': out += "&amp;"; break;
      case '<': out += "&lt;"; break;
      case '>': out += "&gt;"; break;
      case '"': out += "&quot;"; break;
      case '\'': out += "&#39;"; break;
      default:
        if (static_cast<unsigned char>(c) < 0x20 && c != '\n' && c != '\t') out += ' ';
        else out += c;
    }
  }
  return out;
}

std::string json_in_html(const std::string& json) {
  std::string out;
  out.reserve(json.size());
  for (char c : json) {
    if (c == '<') out += "\\u003c";
    else if (c == '>') out += "\\u003e";
    else if (c == '&') out += "\\u0026";
    else out += c;
  }
  return out;
}

namespace {

// A line break, tab or other control character (and ill-formed UTF-8, made
// U+FFFD first) as one space: Markdown text stays on its line.
std::string one_markdown_line(const std::string& s) {
  std::string out;
  for (char c : valid_utf8(s)) out += static_cast<unsigned char>(c) < 0x20 || c == 0x7f ? ' ' : c;
  return out;
}

}  // namespace

namespace {

// Whether character `i` of `t` must be escaped (markdown_text).
bool markdown_active(const std::string& t, size_t i) {
  const char c = t[i];
  auto next = [&](size_t k) { return i + k < t.size() ? t[i + k] : '\0'; };
  if (std::string_view("\\`*_<>&|~$").find(c) != std::string_view::npos) return true;
  if (c == ']') return next(1) == '(' || next(1) == '[' || next(1) == ':';
  if (c == ':') return next(1) == '/' && next(2) == '/';
  if (c == '.' && i >= 3) {
    std::string w = t.substr(i - 3, 3);
    for (auto& x : w) x = static_cast<char>(std::tolower(static_cast<unsigned char>(x)));
    if (w == "www") return true;
  }
  if (c == '#') return std::isdigit(static_cast<unsigned char>(next(1))) != 0;
  const size_t first = t.find_first_not_of(' ');
  if (i == first) return std::ispunct(static_cast<unsigned char>(c)) != 0;
  if ((c == '.' || c == ')') && i > first) {  // "12." or "3)" opening the text: an ordered list
    for (size_t k = first; k < i; ++k)
      if (!std::isdigit(static_cast<unsigned char>(t[k]))) return false;
    return true;
  }
  return false;
}

}  // namespace

std::string markdown_text(const std::string& s) {
  const std::string t = one_markdown_line(s);
  std::string out;
  for (size_t i = 0; i < t.size(); ++i) {
    if (t[i] == '@') out += "`@`";
    else if (markdown_active(t, i)) out += std::string("\\") + t[i];
    else out += t[i];
  }
  return out;
}

std::string markdown_code(const std::string& s) {
  const std::string body = one_markdown_line(s);
  size_t longest = 0, run = 0;
  for (char c : body) {
    run = c == '`' ? run + 1 : 0;
    longest = std::max(longest, run);
  }
  const std::string fence(longest + 1, '`');
  // A space on each side when the text starts or ends with a backtick (CommonMark strips one).
  const bool pad = !body.empty() && (body.front() == '`' || body.back() == '`' || body.front() == ' ');
  return fence + (pad ? " " : "") + body + (pad ? " " : "") + fence;
}

}  // namespace errata
