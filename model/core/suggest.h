#pragma once
// "Did you mean ...?" for misspelt keys, ids and names.
#include <cstddef>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

namespace errata {

// Words and candidates longer than this (bytes) are never offered as typos of
// each other: suggesting costs at most this squared per candidate.
inline constexpr std::size_t kLongestTypo = 64;

// Edit distance between two strings (bytes), with adjacent transpositions.
int edit_distance(std::string_view a, std::string_view b);

// The candidate closest to `word`, if it is close enough to be a likely typo.
std::optional<std::string> closest(std::string_view word, const std::vector<std::string>& candidates);

// " (did you mean 'x'?)" or "" — ready to append to a message.
std::string did_you_mean(std::string_view word, const std::vector<std::string>& candidates);

// The same for a name a scenario gives (a player): only a likely slip of the
// keyboard, at most a third of the name changed and one edit at least ('Boo'
// for 'Bo'), never another name ('Dan' is not a typo of 'Ana': a player the
// setup does not seat).
std::string did_you_mean_name(std::string_view word, const std::vector<std::string>& names);

}  // namespace errata
