#pragma once
// Text a user hands errata must be UTF-8 without NUL bytes: reports (JUnit's
// XML, JSON, SARIF) can carry only that. Checked where a file is read, so the
// error points at the first bad byte.
#include <cstddef>
#include <optional>
#include <string>
#include <string_view>

#include "source_mark.h"

namespace errata {

// The offset of the first byte that is not part of well-formed UTF-8 (an
// overlong form, a surrogate, a truncated sequence), or of the first NUL.
std::optional<std::size_t> first_bad_byte(std::string_view text);

// Where byte `offset` of `text` stands: line and column (in characters), 1-based.
SourceMark mark_at(const std::string& file, std::string_view text, std::size_t offset);

// Throws an InputError at the first bad byte of `text`, naming it ("a NUL
// byte", "byte 0xff, which is not UTF-8").
void require_utf8(const std::string& file, std::string_view text);

// `text` with each ill-formed sequence replaced by U+FFFD and NUL by a space:
// for writers that must stay well-formed whatever they are handed.
std::string valid_utf8(std::string_view text);

// `text` cut to at most `bytes` bytes on a character boundary, "…" marking the cut.
std::string shortened(std::string_view text, std::size_t bytes);

}  // namespace errata
