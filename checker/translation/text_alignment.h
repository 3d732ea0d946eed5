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
#include <cstddef>
#include <vector>

#include "model/core/rulebook.h"

namespace errata {

// Lines of the base and of the new text with text in them, multiplied: the
// most one alignment weighs (docs/security.md). Past it `edition new`
// refuses the text at once: 55,000 lines against the longest bundled text
// (Secret Moon's, 143 lines with text) fit, far beyond any rulebook.
inline constexpr std::size_t kMostAlignedPairs = 8000000;

// Thrown by TextAlignment when the two texts weigh more than that.
struct TooLongToAlign {
  std::size_t base_lines, text_lines;
};

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
