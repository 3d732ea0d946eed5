#pragma once
// A quote from a rulebook: the text exactly as written and the line it stands on.
#include <string>

namespace errata {

struct Citation {
  std::string rulebook;  // file name under docs/rulebooks/ (or a user's path)
  int line = 0;
  std::string quote;

  std::string where() const { return rulebook + ":" + std::to_string(line); }
};

}  // namespace errata
