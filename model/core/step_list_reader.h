#pragma once
// A list of steps in a user's file, each a map that says what it does under
// one key (`do: look`): read in order, at most `most` of them, each kind a
// word of a closed set, with located errors and "did you mean". What a step
// of each kind holds besides is the caller's to read. Any game whose effects
// are data reads its steps through here (Love Letter's cards as data,
// model/love_letter/data_cards/).
#include <functional>
#include <string>
#include <vector>

#include "yaml_reader.h"

namespace errata {

struct StepListShape {
  std::string what;                // the list in messages ("effect.steps")
  std::string kind_key = "do";     // the key naming a step's kind
  std::vector<std::string> kinds;  // every kind a step may be
  int most = 0;                    // steps the list may hold (docs/security.md)
};

// Calls `read(step, kind)` for each step in order, `kind` the index of its
// kind in shape.kinds. InputError at the list when it is not one or holds
// more than shape.most steps (at the first step beyond), at a step that is
// not a map or lacks its kind, at a kind that is not one of shape.kinds.
void read_step_list(const YamlReader& in, const YAML::Node& list, const StepListShape& shape,
                    const std::function<void(const YAML::Node& step, int kind)>& read);

}  // namespace errata
