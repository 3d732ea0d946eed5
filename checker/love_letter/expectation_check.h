#pragma once
// Compares a state with one `expect` map: only the keys present are checked.
#include <vector>

#include "model/love_letter/state.h"
#include "resolver.h"
#include "core/run_result.h"
#include "checker/love_letter/script.h"
#include "checker/scenario/scenario.h"

namespace errata {

// Appends one Failure per key whose value differs; InputError for names that
// do not resolve (unknown players or cards).
void check_expectation(const love_letter_script::Expectation& e, const love_letter::State& s, const Resolver& r,
                       std::vector<Failure>& out);

// "guard", "[guard, priest]", "[]": cards as messages show them (role ids).
std::string show_cards(const love_letter::Role* begin, const love_letter::Role* end);

}  // namespace errata
