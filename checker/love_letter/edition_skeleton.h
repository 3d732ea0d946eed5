#pragma once
// errata edition new --from BASE --rulebook TEXT: the edition file a
// translator starts from. Every part the engine decides by is written out:
// each clause with the base's quote as a comment and, as a proposal, the line
// (and sentence) of the new text aligned with it (checker/translation/text_alignment.h),
// marked to review; every variation point with the base's choice and the
// line it rests on; the cards with their aligned lines and a proposed name.
// Where nothing is aligned, a TODO that keeps the file from loading until it
// is done: the file loads once no `TODO` value is left.
#include <string>

#include "model/core/rulebook.h"
#include "model/love_letter/edition.h"

namespace errata::love_letter {

// The skeleton's text. `rulebook_name` is what `rulebook:` will say (the
// text's file name, beside the new edition file).
std::string edition_skeleton(const Edition& base, const Rulebook& text, const std::string& rulebook_name, const std::string& id);

}  // namespace errata::love_letter
