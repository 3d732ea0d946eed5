#include "name_key.h"

#include <array>
#include <cctype>
#include <utility>

namespace errata {
namespace {

// UTF-8 sequences folded to plain ASCII (lower case).
constexpr std::array<std::pair<std::string_view, char>, 48> kFolds{{
    {"à", 'a'}, {"â", 'a'}, {"ä", 'a'}, {"á", 'a'}, {"À", 'a'}, {"Â", 'a'}, {"Ä", 'a'}, {"Á", 'a'},
    {"é", 'e'}, {"è", 'e'}, {"ê", 'e'}, {"ë", 'e'}, {"É", 'e'}, {"È", 'e'}, {"Ê", 'e'}, {"Ë", 'e'},
    {"î", 'i'}, {"ï", 'i'}, {"í", 'i'}, {"Î", 'i'}, {"Ï", 'i'}, {"Í", 'i'},
    {"ô", 'o'}, {"ö", 'o'}, {"ó", 'o'}, {"Ô", 'o'}, {"Ö", 'o'}, {"Ó", 'o'},
    {"ù", 'u'}, {"û", 'u'}, {"ü", 'u'}, {"ú", 'u'}, {"Ù", 'u'}, {"Û", 'u'}, {"Ü", 'u'}, {"Ú", 'u'},
    {"ç", 'c'}, {"Ç", 'c'}, {"ñ", 'n'}, {"Ñ", 'n'}, {"ÿ", 'y'}, {"Ÿ", 'y'},
    {"’", '\''}, {"‘", '\''}, {"æ", 'a'}, {"œ", 'o'}, {"Æ", 'a'}, {"Œ", 'o'},
}};

}  // namespace

std::string name_key(std::string_view name) {
  std::string out;
  out.reserve(name.size());
  size_t i = 0;
  while (i < name.size()) {
    bool folded = false;
    if (static_cast<unsigned char>(name[i]) >= 0x80) {
      for (const auto& [from, to] : kFolds) {
        if (name.substr(i, from.size()) == from) {
          out += to;
          i += from.size();
          folded = true;
          break;
        }
      }
    }
    if (folded) continue;
    char c = name[i++];
    if (c == ' ' || c == '-' || c == '_') {
      if (!out.empty() && out.back() != ' ') out += ' ';
      continue;
    }
    out += static_cast<char>(std::tolower(static_cast<unsigned char>(c)));
  }
  while (!out.empty() && out.back() == ' ') out.pop_back();
  return out;
}

}  // namespace errata
