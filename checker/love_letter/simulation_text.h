#pragma once
// errata simulate for Love Letter: a Simulation as a table or as JSON.
#include <string>

#include "props/love_letter/simulation.h"

namespace errata::love_letter {

std::string simulation_text(const props::Simulation& s, const std::string& format);

}  // namespace errata::love_letter
