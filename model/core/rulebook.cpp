#include "rulebook.h"

#include <cstdint>
#include <cstdio>

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

namespace {

std::string spaced(std::string quote) {
  for (char& c : quote)
    if (c == '\n') c = ' ';
  return quote;
}

// The character at `at` (a UTF-8 sequence's first byte) and its code point, in words.
std::string character_at(const std::string& s, size_t at) {
  size_t end = at + 1;
  while (end < s.size() && (static_cast<unsigned char>(s[end]) & 0xC0) == 0x80) ++end;
  const std::string ch = s.substr(at, end - at);
  uint32_t cp = static_cast<unsigned char>(ch[0]);
  if (ch.size() > 1) {
    cp &= 0xFFu >> (ch.size() + 1);
    for (size_t i = 1; i < ch.size(); ++i) cp = (cp << 6) | (static_cast<unsigned char>(ch[i]) & 0x3F);
  }
  char code[16];
  std::snprintf(code, sizeof code, "U+%04X", cp);
  const std::string shown = cp == ' ' ? "a space" : cp == 0xA0 ? "a no-break space" : "« " + ch + " »";
  return shown + " (" + code + ")";
}

size_t characters(const std::string& s, size_t bytes) {
  size_t n = 0;
  for (size_t i = 0; i < bytes && i < s.size(); ++i) n += (static_cast<unsigned char>(s[i]) & 0xC0) != 0x80;
  return n;
}

size_t sequence_start(const std::string& s, size_t at) {
  while (at > 0 && (static_cast<unsigned char>(s[at]) & 0xC0) == 0x80) --at;
  return at;
}

// Line n and the lines after it, joined by one space, for a quote starting on line n.
std::string run_of_lines(const Rulebook& book, int n, int count) {
  std::string out = book.line(n);
  for (int k = 1; k < count && n + k <= book.line_count(); ++k) out += " " + book.line(n + k);
  return out;
}

}  // namespace

bool Rulebook::quotes(int n, const std::string& quote) const {
  if (quote.empty()) return false;
  const std::string q = spaced(quote);
  if (line(n).find(q) != std::string::npos) return true;
  const size_t at = run_of_lines(*this, n, kQuoteLines).find(q);
  return at != std::string::npos && at < line(n).size();
}

std::string Rulebook::why_not_quoted(int n, const std::string& quote) const {
  const std::string q = spaced(quote), text = run_of_lines(*this, n, kQuoteLines), first = line(n);
  size_t best_at = 0, best = 0;  // where on line n the longest start of the quote stands, and its length
  for (size_t at = 0; at < first.size(); ++at) {
    size_t k = 0;
    while (k < q.size() && at + k < text.size() && text[at + k] == q[k]) ++k;
    if (k > best) best = k, best_at = at;
  }
  if (best == 0) return "no part of the quote's start stands on line " + std::to_string(n) + ", which reads: " + first;
  const size_t same = sequence_start(q, best);  // the bytes of the whole characters both have
  const size_t from = sequence_start(q, same > 30 ? same - 30 : 0);
  const std::string before = " (after « " + q.substr(from, same - from) + " »)";
  if (best_at + same >= text.size()) return "the text ends where the quote goes on with « " + q.substr(same, 40) + " »" + before;
  int at_line = n;  // the line, from n on, where they part, and the byte there
  size_t at = best_at + same;
  while (at_line < n + kQuoteLines - 1 && at_line < line_count() && at > line(at_line).size()) {
    at -= line(at_line).size() + 1;  // the line and the space that joins it to the next
    ++at_line;
  }
  return "the quote departs from the text on line " + std::to_string(at_line) + " at column " +
         std::to_string(characters(line(at_line), at) + 1) + ": the quote has " + character_at(q, same) + " where the text has " +
         character_at(text, best_at + same) + before;
}

}  // namespace errata
