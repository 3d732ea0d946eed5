#pragma once
// A rule clause: a stable id used by code, edition files, scenarios, traces and
// findings alike, and the rulebook text that states it.
#include <string>
#include <vector>

#include "citation.h"

namespace errata {

struct Clause {
  std::string id;
  std::vector<Citation> citations;
  std::string silent_reading;  // the text says nothing here: the reading the model takes instead
};

}  // namespace errata
