#pragma once
// A rulebook's text, line by line, as the quotes in edition files cite it.
#include <string>
#include <vector>

namespace errata {

class Rulebook {
 public:
  Rulebook() = default;
  // `path`: where the text was read, as reports name it ("docs/rulebooks/x.md"
  // for a bundled rulebook, the resolved path of a user's file).
  Rulebook(std::string name, const std::string& text, std::string path = "");

  const std::string& name() const { return name_; }
  const std::string& path() const { return path_; }
  const std::string& text() const { return text_; }
  int line_count() const { return static_cast<int>(lines_.size()); }
  // Line n (1-based), or "" outside the text.
  const std::string& line(int n) const;
  // Whether `quote` stands verbatim on line n.
  bool quotes(int n, const std::string& quote) const;

 private:
  std::string name_;
  std::string path_;
  std::string text_;
  std::vector<std::string> lines_;
};

}  // namespace errata
