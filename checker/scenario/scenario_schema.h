#pragma once
// The JSON Schema (draft-07) of scenario files, for editors
// (yaml-language-server): every game's keys at every level, written from the
// key tables the scenario readers check against (scenario_keys.h).
#include <string>

namespace errata {

std::string scenario_schema();

}  // namespace errata
