#include "rulebook.h"

namespace errata {

Rulebook::Rulebook(std::string name, const std::string& text, std::string path)
    : name_(std::move(name)), path_(path.empty() ? name_ : std::move(path)), text_(text) {
  size_t start = 0;
  while (start <= text.size()) {
    size_t end = text.find('\n', start);
    if (end == std::string::npos) end = text.size();
    std::string l = text.substr(start, end - start);
    if (!l.empty() && l.back() == '\r') l.pop_back();
    lines_.push_back(std::move(l));
    if (end == text.size()) break;
    start = end + 1;
  }
}

const std::string& Rulebook::line(int n) const {
  static const std::string empty;
  if (n < 1 || n > line_count()) return empty;
  return lines_[static_cast<size_t>(n - 1)];
}

bool Rulebook::quotes(int n, const std::string& quote) const {
  return !quote.empty() && line(n).find(quote) != std::string::npos;
}

}  // namespace errata
