#include "retelling.h"

#include <regex>

namespace errata {
namespace {

void map_citations(Retelling& r, const std::vector<Citation>& from, const std::vector<Citation>& to) {
  for (size_t i = 0; i < from.size() && i < to.size(); ++i) {
    r.lines.emplace(from[i].line, to[i].line);  // the first clause citing a line decides where it went
    r.quotes.emplace_back(from[i].quote, to[i].quote);
  }
}

std::string trimmed_fragment(const std::string& s) {
  const size_t b = s.find_first_not_of(" \u00a0"), e = s.find_last_not_of(" \u00a0");
  return b == std::string::npos ? "" : s.substr(b, e - b + 1);
}

// The marked line numbers: "{189}" -> the edition's line, or the reference's named.
std::string retold_lines(const std::string& text, const Retelling& r) {
  static const std::regex mark(R"(\{(\d+)\})");
  std::string out;
  auto from = text.cbegin();
  for (std::sregex_iterator it(text.begin(), text.end(), mark), end; it != end; ++it) {
    out.append(from, (*it)[0].first);
    from = (*it)[0].second;
    const int n = std::stoi((*it)[1]);
    if (r.identity) {
      out += std::to_string(n);
    } else if (const auto at = r.lines.find(n); at != r.lines.end()) {
      out += std::to_string(at->second);
    } else {
      out += std::to_string(n) + " of " + r.reference_rulebook;
    }
  }
  return out.append(from, text.cend());
}

// The edition's citation of the clause whose reference citation holds `fragment`, or "".
std::string own_quote(const std::string& fragment, const Retelling& r) {
  if (fragment.empty()) return "";
  for (const auto& [theirs, mine] : r.quotes)
    if (theirs.find(fragment) != std::string::npos) return mine;
  return "";
}

// « fragment »: a fragment of a reference citation becomes the edition's citation of that clause.
std::string retold_guillemets(const std::string& text, const Retelling& r) {
  static const std::regex quote("« ([^«»]*) »");
  std::string out;
  auto from = text.cbegin();
  for (std::sregex_iterator it(text.begin(), text.end(), quote), end; it != end; ++it) {
    out.append(from, (*it)[0].first);
    from = (*it)[0].second;
    const std::string mine = own_quote(trimmed_fragment((*it)[1]), r);
    out += mine.empty() ? (*it)[0].str() : "« " + mine + " »";
  }
  return out.append(from, text.cend());
}

// 'fragment' (Loser's messages quote so; an apostrophe inside a word is no end).
std::string retold_single_quotes(const std::string& text, const Retelling& r) {
  const std::string closers = " ).,:;!?";
  std::string out;
  size_t i = 0;
  while (i < text.size()) {
    const bool opens = text[i] == '\'' && (i == 0 || text[i - 1] == ' ' || text[i - 1] == '(') && i + 1 < text.size() &&
                       text[i + 1] != ' ';
    size_t j = opens ? i + 1 : std::string::npos;
    while (j != std::string::npos && j < text.size() &&
           !(text[j] == '\'' && (j + 1 == text.size() || closers.find(text[j + 1]) != std::string::npos)))
      ++j;
    const std::string mine = opens && j < text.size() ? own_quote(text.substr(i + 1, j - i - 1), r) : "";
    if (mine.empty()) {
      out += text[i++];
    } else {
      out += "« " + mine + " »";
      i = j + 1;
    }
  }
  return out;
}

}  // namespace

Retelling retelling(const std::string& reference_rulebook, const std::map<std::string, Clause>& reference,
                    const std::vector<Reading>& reference_readings, const std::string& own_rulebook,
                    const std::map<std::string, Clause>& own, const std::vector<Reading>& own_readings,
                    const std::vector<std::pair<int, int>>& more_lines) {
  Retelling r;
  r.reference_rulebook = reference_rulebook;
  r.identity = reference_rulebook == own_rulebook;
  if (r.identity) return r;
  for (const auto& [id, c] : reference)
    if (const auto it = own.find(id); it != own.end()) map_citations(r, c.citations, it->second.citations);
  for (const auto& ref : reference_readings)
    for (const auto& mine : own_readings)
      if (mine.id == ref.id)
        for (size_t i = 0; i < ref.lines.size() && i < mine.lines.size(); ++i) r.lines.emplace(ref.lines[i], mine.lines[i]);
  for (const auto& [theirs, mine] : more_lines) r.lines.emplace(theirs, mine);
  return r;
}

std::string retold(const std::string& text, const Retelling& r) {
  const std::string lines = retold_lines(text, r);
  return r.identity ? lines : retold_single_quotes(retold_guillemets(lines, r), r);
}

void retell(std::vector<Finding>& findings, const Retelling& r) {
  for (auto& f : findings) {
    f.message = retold(f.message, r);
    for (auto& c : f.consequences) c = retold(c, r);
    f.witness = retold_lines(f.witness, r);  // a witness's note: its lines only (its YAML keeps the names it plays)
  }
}

}  // namespace errata
