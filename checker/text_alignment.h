#pragma once
// Which line of a new text says what a line of another says: the alignment
// behind `errata edition new`, which proposes, for each clause of a base
// edition, the line of a translator's text to quote. A translation keeps the
// order of the text and roughly the length of each sentence, and numbers
// (card values, copies, token counts) and names that stay alike anchor it: the
// lines are aligned as sentences are in parallel texts (Gale and Church's
// method, by length, with those anchors), by dynamic programming over both
// texts' non-empty lines. A proposal is only that: the skeleton marks every
// one for review.
#include <vector>

#include "model/core/rulebook.h"

namespace errata {

struct LineMatch {
  int line = 0;         // the new text's line, 0 when none is aligned
  double score = 0;     // 0..1: how alike the two lines are (length, numbers, letters)
};

class TextAlignment {
 public:
  TextAlignment(const Rulebook& from, const Rulebook& to);
  // The new text's line aligned with line `n` of the base text.
  LineMatch match(int n) const;

 private:
  std::vector<LineMatch> by_line_;  // base line - 1 -> its match
};

// How alike two lines are, 0..1, whatever their language: their lengths,
// the numbers they hold, and the letters they share (names kept alike).
double line_likeness(const std::string& a, const std::string& b);

}  // namespace errata
