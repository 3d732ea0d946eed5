#pragma once
// A value of a file that is one word of a closed set ("another", "any"):
// read with a located error naming the set and a "did you mean" for a slip.
#include <span>
#include <string>
#include <string_view>
#include <vector>

#include "suggest.h"
#include "yaml_reader.h"

namespace errata {

template <typename Value>
struct Word {
  std::string_view word;
  Value value;
};

// The words of a set, for messages and suggestions.
template <typename Value>
std::vector<std::string> words_of(std::span<const Word<Value>> words) {
  std::vector<std::string> out;
  for (const auto& w : words) out.emplace_back(w.word);
  return out;
}

// The word a file writes for `value` (the inverse of read_word; "" for a
// value the set lacks).
template <typename Value>
std::string_view word_for(std::span<const Word<Value>> words, Value value) {
  for (const auto& w : words)
    if (w.value == value) return w.word;
  return {};
}

// The value of the word `node` holds; an InputError at `node` otherwise:
// "what: unknown value 'x' (did you mean 'y'?); expected one of: a, b".
template <typename Value>
Value read_word(const YamlReader& in, const YAML::Node& node, const std::string& what, std::span<const Word<Value>> words) {
  const std::string got = in.text(node, what);
  for (const auto& w : words)
    if (w.word == got) return w.value;
  const auto known = words_of(words);
  std::string list;
  for (const auto& k : known) list += (list.empty() ? "" : ", ") + k;
  in.fail(node, what + ": unknown value '" + got + "'" + did_you_mean(got, known) + "; expected one of: " + list);
}

// The word of `value` ("" when the set has none).
template <typename Value>
std::string_view word_of(std::span<const Word<Value>> words, Value value) {
  for (const auto& w : words)
    if (w.value == value) return w.word;
  return "";
}

}  // namespace errata
