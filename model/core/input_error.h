#pragma once
// Bad user input (scenario or edition file): always carries where and what was
// expected, on one line. Internal invariants are never reported through this type.
#include <cstdio>
#include <stdexcept>
#include <string>

#include "source_mark.h"
#include "text_encoding.h"

namespace errata {

// `text` (valid UTF-8) with its line ends written \n and \r and every other
// control character \xNN (a tab kept as it is when `keep_tabs`).
inline std::string escaped_controls(const std::string& text, bool keep_tabs) {
  std::string out;
  for (char c : text) {
    const auto u = static_cast<unsigned char>(c);
    if (c == '\t' && keep_tabs) out += c;
    else if (c == '\n') out += "\\n";
    else if (c == '\r') out += "\\r";
    else if (u < 0x20 || u == 0x7f) {
      char hex[8];
      std::snprintf(hex, sizeof hex, "\\x%02x", u);
      out += hex;
    } else out += c;
  }
  return out;
}

// `text` with its control characters escaped (a newline as \n), so that a
// message echoing a value from the input stays one line; ill-formed UTF-8
// becomes U+FFFD, and a message is cut at 1000 bytes (a value echoed from the
// input may be long).
inline std::string one_line(const std::string& text) { return escaped_controls(shortened(valid_utf8(text), 1000), false); }

// A line of text a file holds that errata prints as it stands (a rulebook's
// quote in a shard file): like one_line, but whole, and keeping tabs, which
// rulebook lines hold and which neither move the cursor back nor end a line.
inline std::string tabbed_line(const std::string& text) { return escaped_controls(valid_utf8(text), true); }

class InputError : public std::runtime_error {
 public:
  InputError(SourceMark mark, std::string message)
      : std::runtime_error(one_line(mark.str()) + ": error: " + one_line(message)),
        mark_(std::move(mark)),
        message_(one_line(message)) {}

  const SourceMark& mark() const { return mark_; }
  const std::string& message() const { return message_; }

 private:
  SourceMark mark_;
  std::string message_;
};

}  // namespace errata
