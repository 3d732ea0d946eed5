#include "ids.h"

namespace errata {
namespace {

bool word_char(char c) { return (c >= 'a' && c <= 'z') || (c >= '0' && c <= '9'); }

// Words of [a-z0-9] joined by single separators among `joins`, neither first nor last.
bool joined_words(std::string_view id, std::string_view joins) {
  if (id.empty()) return false;
  bool after_word = false;
  for (char c : id) {
    if (word_char(c)) after_word = true;
    else if (after_word && joins.find(c) != std::string_view::npos) after_word = false;
    else return false;
  }
  return after_word;
}

std::string problem(std::string_view id, std::string_view joins, const std::string& shape, std::size_t longest = kMaxIdBytes) {
  if (id.size() > longest) return "expected an id of at most " + std::to_string(longest) + " characters";
  if (joined_words(id, joins)) return "";
  return "expected " + shape;
}

}  // namespace

std::string edition_id_problem(std::string_view id) {
  return problem(id, "-", "an edition id: lower-case letters and digits in words joined by '-' (like love-letter-2019)");
}

std::string clause_id_problem(std::string_view id) {
  return problem(id, "-.",
                 "an id: lower-case letters and digits in words joined by '-' or '.' (like chancellor.one-card-left)");
}

std::string finding_id_problem(std::string_view id) {
  return problem(id, "-.:=", "a finding id: lower-case letters and digits in words joined by '-', '.', ':' or '=' (as errata prints them)",
                 6 * kMaxIdBytes);
}

}  // namespace errata
