#pragma once
// Where a rulebook contradicts itself or decides nothing, the model still needs
// a reading. A Reading records the lines involved, the possible readings
// (options) and the one the model takes.
#include <map>
#include <string>
#include <vector>

namespace errata {

struct ReadingOption {
  std::string name;
  std::string says;
  std::map<std::string, int> counts;  // card role id -> copies, when the option changes the deck
};

struct Reading {
  std::string id;                    // also the variation point it decides, when it is one
  std::vector<std::string> clauses;  // the clauses whose use depends on this reading
  std::vector<int> lines;
  std::string says;
  std::vector<ReadingOption> options;
  std::string default_option;
  std::string chosen;  // the default unless a user asked for another

  const ReadingOption* option(const std::string& name) const {
    for (const auto& o : options)
      if (o.name == name) return &o;
    return nullptr;
  }

  // "reading 'x' has no option 'y' (did you mean 'z'?); its options: a, b".
  std::string no_such_option(const std::string& name) const;
};

}  // namespace errata
