#include "rules.h"

namespace errata::secret_moon {

std::vector<std::pair<std::string, std::vector<std::string>>> Rules::variation_points() {
  return {{"inquire.marker", {"answer-team", "character-team"}},
          {"inquire.silence-answers", {"silence-is-an-answer"}},
          {"markers.repeat", {"each-answer", "once-per-player"}},
          {"capture.self", {"another-card", "any-revealed-card"}}};
}

std::string Rules::choose(const std::string& id, const std::string& option) {
  if (id == "inquire.marker") {
    if (option == "answer-team") inquire_marker = InquireMarker::answer_team;
    else if (option == "character-team") inquire_marker = InquireMarker::character_team;
    else return "no option '" + option + "' for " + id;
    return "";
  }
  if (id == "inquire.silence-answers") return option == "silence-is-an-answer" ? "" : "no option '" + option + "' for " + id;
  if (id == "markers.repeat") {
    if (option == "each-answer") marker_repeat = MarkerRepeat::each_answer;
    else if (option == "once-per-player") marker_repeat = MarkerRepeat::once_per_player;
    else return "no option '" + option + "' for " + id;
    return "";
  }
  if (id == "capture.self") {
    if (option == "another-card") capture_self = CaptureSelf::another_card;
    else if (option == "any-revealed-card") capture_self = CaptureSelf::any_revealed_card;
    else return "no option '" + option + "' for " + id;
    return "";
  }
  return "the engine has no variation point '" + id + "'";
}

}  // namespace errata::secret_moon
