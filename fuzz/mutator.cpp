#include "mutator.h"

#include <algorithm>

namespace errata::fuzz {

uint64_t Mutator::below(uint64_t n) {  // xorshift64*
  state_ ^= state_ >> 12;
  state_ ^= state_ << 25;
  state_ ^= state_ >> 27;
  return (state_ * 0x2545F4914F6CDD1DULL) % n;
}

namespace {

// The start of the line holding `at`, and the end of it (past its newline).
std::pair<size_t, size_t> line_around(const std::string& s, size_t at) {
  const size_t from = at == 0 ? 0 : s.rfind('\n', at - 1) + 1;  // npos + 1 == 0
  const size_t nl = s.find('\n', at);
  return {from, nl == std::string::npos ? s.size() : nl + 1};
}

}  // namespace

void Mutator::edit(std::string& s, const std::string& other) {
  const size_t at = s.empty() ? 0 : below(s.size() + 1);
  switch (below(7)) {
    case 0:  // erase a few bytes
      if (!s.empty()) s.erase(std::min(at, s.size() - 1), 1 + below(8));
      break;
    case 1:  // insert a few random bytes
      for (uint64_t k = 1 + below(4); k > 0; --k) s.insert(s.begin() + static_cast<long>(at), static_cast<char>(below(256)));
      break;
    case 2:  // change one byte
      if (!s.empty()) s[std::min(at, s.size() - 1)] = static_cast<char>(below(256));
      break;
    case 3:  // a dictionary word
      if (!dictionary_.empty()) s.insert(at, dictionary_[below(dictionary_.size())]);
      break;
    case 4: {  // copy a line elsewhere
      const auto [from, to] = line_around(s, std::min(at, s.size()));
      const std::string line = s.substr(from, to - from);
      s.insert(s.empty() ? 0 : below(s.size() + 1), line);
      break;
    }
    case 5: {  // drop a line
      const auto [from, to] = line_around(s, std::min(at, s.size()));
      s.erase(from, to - from);
      break;
    }
    default:  // splice: this input's head, the other's tail
      s = s.substr(0, at) + other.substr(other.empty() ? 0 : below(other.size()));
  }
}

std::string Mutator::mutate(std::string input, const std::string& other) {
  for (uint64_t k = 1 + below(4); k > 0; --k) edit(input, other);
  if (input.size() > 1 << 16) input.resize(1 << 16);  // libFuzzer's default -max_len is smaller still
  return input;
}

}  // namespace errata::fuzz
