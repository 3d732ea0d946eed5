#pragma once
// The small pieces of YAML the witness writers share.
#include <string>
#include <vector>

#include "witness.h"

namespace errata::smt {

inline std::string players_list(const std::vector<bool>& set) {
  std::string out;
  for (size_t p = 0; p < set.size(); ++p)
    if (set[p]) out += (out.empty() ? "" : ", ") + player_name(static_cast<int>(p));
  return "[" + out + "]";
}

inline std::string comment_lines(const std::string& text) {
  std::string out = "# ";
  for (char ch : text) {
    out += ch;
    if (ch == '\n') out += "# ";
  }
  return out + "\n";
}

inline std::string quoted(const std::string& text) {
  std::string out = "\"";
  for (char ch : text) {
    if (ch == '"' || ch == '\\') out += '\\';
    out += ch;
  }
  return out + "\"";
}

inline std::string editions_list(const std::vector<std::string>& ids) {
  std::string out;
  for (const auto& id : ids) out += (out.empty() ? "" : ", ") + id;
  return "[" + out + "]";
}

}  // namespace errata::smt
