#pragma once
// Known, accepted findings: a baseline file lists their ids (each with the
// reason it is accepted), so that CI fails only on new findings.
#include <map>
#include <string>

namespace errata {

struct Baseline {
  std::map<std::string, std::string> accepted;  // finding id -> reason
  bool accepts(const std::string& id) const { return accepted.count(id) > 0; }
};

// Reads a baseline file; InputError with file:line:col on bad input.
Baseline load_baseline(const std::string& path);
// The same from a baseline's text; `path` names it in messages.
Baseline read_baseline(const std::string& text, const std::string& path);

}  // namespace errata
