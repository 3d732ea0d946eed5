#pragma once
// What the encodings ask of a card that other cards' rules name, whether the
// card is native or written as data (model/love_letter/data_cards): which
// cards make their player leave when discarded (the Princess, princess.leave),
// which must be played beside which (the Countess, countess.forced). A native card keeps its native
// traits in every edition; a card written as data has those its effect
// states. An edition without data cards is asked nothing new: its formulas
// are the native encodings', term for term.
#include <z3++.h>

#include <utility>
#include <vector>

#include "model/love_letter/edition.h"

namespace errata::smt {

// Whether any card of the edition's card table is written as data.
bool has_data_cards(const love_letter::Edition& ed);

// The cards that make their player leave the round when discarded: the
// native Princess (whether or not among `roles`), and the cards of `roles`
// written as data that say so.
std::vector<love_letter::Role> leaving_when_discarded(const love_letter::Edition& ed, const std::vector<love_letter::Role>& roles);

// Each card of the deck that must be played when its player's other card is
// one of a set, with that set.
std::vector<std::pair<love_letter::Role, std::vector<love_letter::Role>>> forcing_cards(const love_letter::Edition& ed,
                                                                                         const std::vector<love_letter::Role>& roles);

// `card` is one of `cards`: false for none, `card == r` for one (the same
// term a native encoding makes), a disjunction for more.
z3::expr one_of(const z3::expr& card, const std::vector<love_letter::Role>& cards);

// The played card (seat 0's `played`, beside `other`) may not be played:
// the other card must be (countess.forced), for every forcing card.
z3::expr must_play_the_other(const z3::expr& played, const z3::expr& other, const love_letter::Edition& ed,
                             const std::vector<love_letter::Role>& roles);

}  // namespace errata::smt

namespace errata::smt {

// The cards whose play names a card or a number (the native Guard, whether
// or not among `roles`, then the cards of `roles` written as data that name).
std::vector<love_letter::Role> namers(const love_letter::Edition& ed, const std::vector<love_letter::Role>& roles);

// The cards whose play draws and puts back (the native Chancellor, then the
// cards of `roles` written as data with a draw-and-return step).
std::vector<love_letter::Role> returners(const love_letter::Edition& ed, const std::vector<love_letter::Role>& roles);

}  // namespace errata::smt
