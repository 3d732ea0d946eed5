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
  // Whether `quote` stands verbatim on line n, or starts on line n and runs on
  // over the lines after it (at most kQuoteLines in all, read as joined by one
  // space: a sentence the text wraps). A line break in the quote is a space.
  bool quotes(int n, const std::string& quote) const;
  // Where `quote` departs from line n (and the lines after it), in words: the
  // column and both characters with their code points ("at column 34 the
  // quote has ’ (U+2019) where the text has ' (U+0027)"), or that the line
  // ends first. For a quote that does not stand there.
  std::string why_not_quoted(int n, const std::string& quote) const;

  static constexpr int kQuoteLines = 4;

 private:
  std::string name_;
  std::string path_;
  std::string text_;
  std::vector<std::string> lines_;
};

}  // namespace errata
