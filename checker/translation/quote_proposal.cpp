#include "quote_proposal.h"

#include <yaml-cpp/yaml.h>

#include <algorithm>
#include <cctype>
#include <string_view>

namespace errata {
namespace {

// Where each sentence of a line stands on it: [begin, end) byte ranges, a
// sentence ending at '.', '!', '?' or ';' before a space or the line's end. A
// leading number ("1. Mélangez...", "3. Lorsque...") opens its sentence, it is
// not one.
std::vector<std::pair<size_t, size_t>> sentence_spans(const std::string& line) {
  std::vector<std::pair<size_t, size_t>> out;
  size_t start = line.find_first_not_of(" \t");
  if (start == std::string::npos) return out;
  for (size_t i = start; i < line.size(); ++i) {
    if (!(line[i] == '.' || line[i] == '!' || line[i] == '?' || line[i] == ';') || (i + 1 < line.size() && line[i + 1] != ' ')) continue;
    bool number = true;  // "12." alone: a numbered step, not a sentence
    for (size_t k = start; k < i; ++k) number = number && std::isdigit(static_cast<unsigned char>(line[k]));
    if (number) continue;
    out.emplace_back(start, i + 1);
    start = line.find_first_not_of(" \t", i + 1);
    if (start == std::string::npos) return out;
  }
  const size_t end = line.find_last_not_of(" \t");
  if (end != std::string::npos && end >= start) out.emplace_back(start, end + 1);
  return out;
}

std::vector<std::string> pieces(const std::string& line, const std::vector<std::pair<size_t, size_t>>& spans) {
  std::vector<std::string> out;
  for (const auto& [b, e] : spans) out.push_back(line.substr(b, e - b));
  return out;
}

Rulebook as_lines(const std::vector<std::string>& ps) {
  std::string text;
  for (const auto& p : ps) text += p + "\n";
  return Rulebook("", text);
}

// The words of a quote: letters and digits in runs.
size_t words(const std::string& s) {
  size_t n = 0;
  bool in = false;
  for (unsigned char c : s) {
    const bool letter = std::isalnum(c) || c >= 0x80;
    n += letter && !in;
    in = letter;
  }
  return n;
}

}  // namespace

std::string quoted(const std::string& s) {
  // yaml-cpp's emitter, as for every file errata writes: a control character
  // of the text (an escape, a form feed) is written as YAML spells it.
  YAML::Emitter out;
  out << YAML::DoubleQuoted << s;
  return out.c_str();
}

std::string trimmed(const std::string& s) {
  const size_t b = s.find_first_not_of(" \t"), e = s.find_last_not_of(" \t");
  return b == std::string::npos ? "" : s.substr(b, e - b + 1);
}

bool too_short(const std::string& proposal, const std::string& base_quote) {
  const size_t mine = words(proposal), theirs = words(base_quote);
  return mine < theirs && (mine < 2 || mine * 3 < theirs);
}

std::optional<Proposal> propose(const Rulebook& base, const Rulebook& text, const TextAlignment& lines, int n, const std::string& quote) {
  const LineMatch m = lines.match(n);
  if (m.line == 0) return std::nullopt;
  const std::string& theirs = base.line(n);
  const std::string& mine = text.line(m.line);
  const auto from = sentence_spans(theirs), to = sentence_spans(mine);
  if (to.empty()) return std::nullopt;
  Proposal whole{m.line, trimmed(mine), m.score, false};
  whole.too_short = too_short(whole.quote, quote);
  // The base's sentences the quote covers (or the one it stands in), first to last.
  const std::vector<std::string> fs = pieces(theirs, from);
  size_t first = fs.size(), last = 0;
  for (size_t k = 0; k < fs.size(); ++k)
    if (fs[k].find(quote) != std::string::npos || quote.find(fs[k]) != std::string::npos) first = std::min(first, k), last = k;
  if (fs.size() < 2 || to.size() < 2 || first == fs.size()) return whole;
  const TextAlignment sentences(as_lines(fs), as_lines(pieces(mine, to)));
  const LineMatch a = sentences.match(static_cast<int>(first) + 1), b = sentences.match(static_cast<int>(last) + 1);
  if (!a.line || !b.line || b.line < a.line) return whole;
  const size_t begin = to[static_cast<size_t>(a.line - 1)].first, end = to[static_cast<size_t>(b.line - 1)].second;
  Proposal p{m.line, mine.substr(begin, end - begin), m.score, false};
  p.too_short = too_short(p.quote, quote);
  return p.too_short && !whole.too_short ? whole : p;  // a sentence too short to state the clause: the whole line
}

}  // namespace errata
