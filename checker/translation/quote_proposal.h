#pragma once
// What `errata edition new` proposes a translator quote: for a citation of
// the base's text (a line and the words quoted on it), the aligned line of the
// new text (checker/translation/text_alignment.h) and in it the sentence aligned with the
// one the quote stands in. Shared by every game's skeleton.
#include <optional>
#include <string>
#include <vector>

#include "checker/translation/text_alignment.h"
#include "model/core/rulebook.h"

namespace errata {

struct Proposal {
  int line = 0;
  std::string quote;
  double score = 0;
  bool too_short = false;  // too few words to state the clause the base's quote states (too_short): flag it
};

// The new text's words for `quote`, on line `n` of `base`: the sentences of
// the aligned line aligned with those the quote covers on its own line (the
// whole line when a sentence alone would be too short).
std::optional<Proposal> propose(const Rulebook& base, const Rulebook& text, const TextAlignment& lines, int n, const std::string& quote);

// Whether a proposed quote is too short to carry the clause the base's quote
// states ("1.", "player."): fewer words than the base's, and fewer than 2 or
// under a third of them.
bool too_short(const std::string& proposal, const std::string& base_quote);

// A YAML double-quoted scalar holding `s` as it is (written by yaml-cpp's emitter).
std::string quoted(const std::string& s);
std::string trimmed(const std::string& s);

}  // namespace errata
