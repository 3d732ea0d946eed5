#pragma once
// JSON as errata writes it. Every JSON errata writes (SARIF, --format json,
// the HTML report's data, shard files, the conformance protocol, the
// scenario schema) is built as an nlohmann::ordered_json value (members in
// the order they are added) and written here, the one place that knows
// errata's layout: ", " between members and ": " after a key, on one line
// unless the layout breaks a container over lines. Strings are escaped here,
// not by nlohmann's dump (which writes \b \f \r short, where errata has
// always written \u00XX, and costs an allocation a string): UTF-8 kept as it
// is, '"', '\\' and control characters escaped, \n and \t short, the others
// \u00XX; ill-formed UTF-8 as U+FFFD and NUL as a space (valid_utf8: no
// report carries either).
#include <nlohmann/json.hpp>

#include <functional>
#include <set>
#include <string>
#include <vector>

namespace errata {

using Json = nlohmann::ordered_json;

// A container's place in the document: the keys from the root down, "*"
// for an element of a list.
using JsonPath = std::vector<std::string>;

// Where a container's members go: on the line it opens on (the default),
// or each on a line of its own.
struct JsonBreak {
  int indent = -1;             // spaces before a member that starts a line; -1: no member does
  bool first = true;           // the first member starts a line too (false: it follows the bracket)
  bool closing = true;         // after members on lines of their own, the closing bracket starts a line,
                               // indented as the line the container opened on
  std::set<std::string> keys = {};  // an object's members that start a line (empty: all of them)
};

struct JsonLayout {
  // The break of the non-empty container at `path` (an empty one is [] or {}); none: one line.
  std::function<JsonBreak(const JsonPath& path, const Json& container)> breaks = {};
  bool spaced = true;  // ", " and ": " (false: "," and ":", nothing between)
  int decimals = -1;   // a number with a fraction written with this many decimals (printf's %.Nf); -1: nlohmann's shortest
};

// `s` as a JSON string, or null when it is empty.
Json text_or_null(const std::string& s);

// The break of a document whose own members each start a line, two spaces
// in, and whose values are each on their member's line.
JsonBreak top_members_on_lines(const JsonPath& path, const Json& container);

// Whether `path` is `pattern`, a "*" in the pattern standing for any one key.
bool path_is(const JsonPath& path, const std::vector<std::string>& pattern);

// The text of `value`, laid out by `layout`; no newline after it.
std::string json_text(const Json& value, const JsonLayout& layout = {});

}  // namespace errata
