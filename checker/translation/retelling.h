#pragma once
// A check's words written of one text said of another edition's own text.
// The Loser and Secret Moon checks were written against their bundled French
// rulebooks: their messages cite its lines (marked in the source as
// "l.{189}", "Line {189}", so that a number taken from the edition's own data
// is never mistaken for one) and quote its words (« ... »). For an edition of
// another text (a translator's, from errata edition new), each marked line is
// the line of that text its clauses cite where the reference's cite the
// marked one, and each quoted fragment of a reference citation becomes the
// edition's citation of the same clause: messages quote the edition's own
// text at its own lines. A marked line no clause maps stays the reference's,
// said so ("l.189 of secret-moon.fr.md").
#include <map>
#include <string>
#include <tuple>
#include <vector>

#include "core/finding.h"
#include "model/core/clause.h"
#include "model/core/reading.h"

namespace errata {

struct Retelling {
  std::string reference_rulebook;  // the reference's file name, for a line no clause maps
  bool identity = true;            // the edition's text is the reference's: marks are only dropped
  std::map<int, int> lines;        // reference line -> the edition's line
  // Each reference citation and the edition's citation of the same clause (the quote that replaces a fragment of it).
  std::vector<std::pair<std::string, std::string>> quotes;
};

// The retelling from `reference`'s clauses and readings to `own`'s; identity
// when both cite the same rulebook.
Retelling retelling(const std::string& reference_rulebook, const std::map<std::string, Clause>& reference,
                    const std::vector<Reading>& reference_readings, const std::string& own_rulebook,
                    const std::map<std::string, Clause>& own, const std::vector<Reading>& own_readings,
                    const std::vector<std::pair<int, int>>& more_lines = {});

// `text` with its marked lines and quoted fragments retold.
std::string retold(const std::string& text, const Retelling& r);
// Each finding's message, consequences and witness retold.
void retell(std::vector<Finding>& findings, const Retelling& r);

}  // namespace errata
