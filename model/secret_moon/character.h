#pragma once
// The five characters of Secret Moon (l.119: « Princesse », « Voyageur »,
// « Ministre », « Garde » ou « Prêtre »), the two teams (l.27) and the answers
// to « Qui va là ? » (l.111-113). Which character is of which team and gives
// which answer is data: the edition file's character table.
#include <array>
#include <cstdint>
#include <optional>
#include <string_view>

namespace errata::secret_moon {

enum class Character : uint8_t { none = 0, princess, traveler, minister, priest, guard };
inline constexpr int kCharacterCount = 6;  // with none
inline constexpr std::array<std::string_view, kCharacterCount> kCharacterIds{"none",     "princess", "traveler",
                                                                             "minister", "priest",   "guard"};

enum class Team : uint8_t { none = 0, princess, minister };

// The reply a player gives during a turn: an answer to « Qui va là ? », or
// « C'est faux » to a wrong accusation.
enum class Reply : uint8_t { none = 0, silence, minister, just_me, wrong };

constexpr std::string_view character_id(Character c) { return kCharacterIds[static_cast<size_t>(c)]; }
std::optional<Character> character_from_id(std::string_view id);

std::string_view team_id(Team t);  // "princess", "minister", "none"
std::optional<Team> team_from_id(std::string_view id);

std::string_view reply_id(Reply r);  // "silence", "minister", "just-me", "wrong", "none"
std::optional<Reply> reply_from_id(std::string_view id);

}  // namespace errata::secret_moon
