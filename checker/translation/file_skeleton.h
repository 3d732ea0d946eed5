#pragma once
// errata edition new for the games whose edition files cite their text as
// `line: N, quote: "..."` maps (Loser, Secret Moon): the base's own file,
// every citation re-aimed at the line of the new text aligned with it (and
// the sentence, checker/translation/quote_proposal.h), the base's line and words left as
// a comment to review, a TODO where nothing aligned (the file loads once no
// TODO is left); a citation in block form (`line:` then `quote:`) likewise;
// `line:` alone (a character's heading) and `lines: [...]` (a reading's)
// likewise, a character's `name:` proposed from its aligned heading; a
// reading's `says:` marked for review; a proposed quote too short to state
// its clause a TODO. The settings are the base's, for the translator to check
// against the new text.
#include <string>
#include <vector>

#include "model/core/input_error.h"
#include "model/core/rulebook.h"

namespace errata {

struct FileSkeletonOf {
  std::string game, base_id, base_file;  // the base's edition file, as loaded
  const Rulebook* base_book = nullptr;
};

std::string file_skeleton(const FileSkeletonOf& base, const Rulebook& text, const std::string& rulebook_name, const std::string& id);

// Whether a line of a skeleton holds something to fill or fix (": TODO", "TODO:").
bool holds_todo(const std::string& line);

// `errata edition new` loads what it wrote: each error its game's loader
// found (`errors`) at a line holding no TODO yet gets one there, in the
// loader's words (one at no line of the file, after the file); the file's
// closing "# N TODOs left." counts every TODO, the loader's with them.
std::string with_errors_as_todos(const std::string& text, const std::vector<InputError>& errors);

// A card's or character's name as the new text may print it: the aligned
// line from its first letter to the first mark that ends a name ("- 1. Guard
// Odette (×5). Name..." -> "Guard Odette"; "#### **1 - Guard** (5 copies)" ->
// "Guard"). Every game's skeleton proposes names so.
std::string proposed_name(const std::string& line);

// The skeleton from `base` in `catalog` (a checker/game/catalog.h of the game's
// editions); a base that itself starts from another (`base:`) is refused:
// its file does not hold what it inherits.
template <typename Catalog>
std::string file_skeleton_from(const Catalog& catalog, const std::string& game, const std::string& base, const Rulebook& text,
                               const std::string& rulebook_name, const std::string& id) {
  const auto& ed = catalog.at(base);
  if (!ed.base.empty())
    throw InputError(SourceMark{"--from", 0, 0}, "'" + base + "' starts from '" + ed.base + "' (base:) and its file holds only what differs: write the new edition --from " + ed.base);
  return file_skeleton({game, base, catalog.file_text(base), &ed.rulebook}, text, rulebook_name, id);
}

}  // namespace errata
