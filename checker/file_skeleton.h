#pragma once
// errata edition new for the games whose edition files cite their text as
// `line: N, quote: "..."` maps (Loser, Secret Moon): the base's own file,
// every citation re-aimed at the line of the new text aligned with it (and
// the sentence, checker/quote_proposal.h), the base's line and words left as
// a comment to review, a TODO where nothing aligned (the file loads once no
// TODO is left); `line:` alone (a character's heading) and `lines: [...]` (a
// reading's) likewise. The settings are the base's, for the translator to
// check against the new text.
#include <string>

#include "model/core/input_error.h"
#include "model/core/rulebook.h"

namespace errata {

struct FileSkeletonOf {
  std::string game, base_id, base_file;  // the base's edition file, as loaded
  const Rulebook* base_book = nullptr;
};

std::string file_skeleton(const FileSkeletonOf& base, const Rulebook& text, const std::string& rulebook_name, const std::string& id);

// The skeleton from `base` in `catalog` (a checker/catalog.h of the game's
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
