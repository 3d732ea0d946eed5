#pragma once
// The option the model takes at each place the text leaves open (the
// edition's `readings`), resolved once so the engine never looks up a name.
#include <string>
#include <vector>

namespace errata::secret_moon {

struct Rules {
  enum class InquireMarker { answer_team, character_team } inquire_marker = InquireMarker::answer_team;
  enum class MarkerRepeat { each_answer, once_per_player } marker_repeat = MarkerRepeat::each_answer;
  enum class CaptureSelf { another_card, any_revealed_card } capture_self = CaptureSelf::another_card;

  // Sets the option `option` of reading `id`; "" when done, else why not.
  std::string choose(const std::string& id, const std::string& option);
  // The readings Rules knows, with their options (the first is the default).
  static std::vector<std::pair<std::string, std::vector<std::string>>> variation_points();
};

}  // namespace errata::secret_moon
