#include "character.h"

namespace errata::secret_moon {

std::optional<Character> character_from_id(std::string_view id) {
  for (int i = 1; i < kCharacterCount; ++i)
    if (kCharacterIds[static_cast<size_t>(i)] == id) return static_cast<Character>(i);
  return std::nullopt;
}

std::string_view team_id(Team t) {
  switch (t) {
    case Team::princess: return "princess";
    case Team::minister: return "minister";
    default: return "none";
  }
}

std::optional<Team> team_from_id(std::string_view id) {
  if (id == "princess") return Team::princess;
  if (id == "minister") return Team::minister;
  return std::nullopt;
}

std::string_view reply_id(Reply r) {
  switch (r) {
    case Reply::silence: return "silence";
    case Reply::minister: return "minister";
    case Reply::just_me: return "just-me";
    case Reply::wrong: return "wrong";
    default: return "none";
  }
}

std::optional<Reply> reply_from_id(std::string_view id) {
  for (Reply r : {Reply::none, Reply::silence, Reply::minister, Reply::just_me, Reply::wrong})
    if (reply_id(r) == id) return r;
  return std::nullopt;
}

}  // namespace errata::secret_moon
