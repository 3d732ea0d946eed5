#pragma once
// The shape of the ids a user's files give (docs/security.md): edition ids
// are lower-case words joined by '-' ("love-letter-2019"); clause, reading
// and option ids may also join such words by '.' ("chancellor.one-card-left").
// An id must be safe as a file name, in YAML without quotes and in every
// report, so nothing else is accepted: no space, slash, newline or markup.
#include <cstddef>
#include <string>
#include <string_view>

namespace errata {

inline constexpr std::size_t kMaxIdBytes = 64;

// "" when `id` is an edition id, else what is wrong with it ("expected ...").
std::string edition_id_problem(std::string_view id);
// "" when `id` is a clause, reading or option id, else what is wrong with it.
std::string clause_id_problem(std::string_view id);
// "" when `id` can be a finding's id (a baseline names them): ids of the
// kinds above joined by ':' or '=' ("divergence:love-letter-2019:princesse-princesse:play.guard").
std::string finding_id_problem(std::string_view id);

}  // namespace errata
