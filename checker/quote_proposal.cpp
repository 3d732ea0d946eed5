#include "quote_proposal.h"

namespace errata {
namespace {

// A line's sentences, each as it stands on the line (so each is a quote).
std::vector<std::string> sentences(const std::string& line) {
  std::vector<std::string> out;
  size_t start = 0;
  for (size_t i = 0; i < line.size(); ++i)
    if ((line[i] == '.' || line[i] == '!' || line[i] == '?' || line[i] == ';') && (i + 1 == line.size() || line[i + 1] == ' ')) {
      if (std::string s = trimmed(line.substr(start, i + 1 - start)); !s.empty()) out.push_back(s);
      start = i + 1;
    }
  if (std::string s = trimmed(line.substr(start)); !s.empty()) out.push_back(s);
  return out;
}

Rulebook as_lines(const std::vector<std::string>& pieces) {
  std::string text;
  for (const auto& p : pieces) text += p + "\n";
  return Rulebook("", text);
}

}  // namespace

std::string quoted(const std::string& s) {
  std::string out = "\"";
  for (char c : s) {
    if (c == '"' || c == '\\') out += '\\';
    out += c;
  }
  return out + "\"";
}

std::string trimmed(const std::string& s) {
  const size_t b = s.find_first_not_of(" \t"), e = s.find_last_not_of(" \t");
  return b == std::string::npos ? "" : s.substr(b, e - b + 1);
}

std::optional<Proposal> propose(const Rulebook& base, const Rulebook& text, const TextAlignment& lines, int n, const std::string& quote) {
  const LineMatch m = lines.match(n);
  if (m.line == 0) return std::nullopt;
  const std::vector<std::string> from = sentences(base.line(n)), to = sentences(text.line(m.line));
  if (to.empty()) return std::nullopt;
  size_t k = 0;
  while (k < from.size() && from[k].find(quote) == std::string::npos && quote.find(from[k]) == std::string::npos) ++k;
  if (from.size() < 2 || to.size() < 2 || k == from.size()) return Proposal{m.line, trimmed(text.line(m.line)), m.score};
  const LineMatch s = TextAlignment(as_lines(from), as_lines(to)).match(static_cast<int>(k) + 1);
  return Proposal{m.line, s.line ? to[static_cast<size_t>(s.line - 1)] : trimmed(text.line(m.line)), m.score};
}

}  // namespace errata
