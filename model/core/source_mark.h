#pragma once
// Where a piece of user input stands: file, line and column (1-based).
#include <string>

namespace errata {

struct SourceMark {
  std::string file;
  int line = 0;    // 1-based; 0 when unknown
  int column = 0;  // 1-based; 0 when unknown

  std::string str() const {
    std::string s = file;
    if (line > 0) s += ":" + std::to_string(line) + ":" + std::to_string(column > 0 ? column : 1);
    return s;
  }
};

}  // namespace errata
