#pragma once
// Which setups an edition accepts, as Z3 formulas: the player range, the
// copies of each card, the face-up cards of a 2-player round. Used to find a
// setup one edition accepts and another refuses.
#include <z3++.h>

#include <array>
#include <optional>
#include <string>

#include "model/love_letter/edition.h"
#include "checker/smt/solve.h"
#include "witness.h"

namespace errata::smt {

struct SetupDifference {
  ConcreteSetup setup;
  bool first_accepts = false;  // the first edition accepts it, the second refuses it (or the other way)
  std::string why_refused;
};

// The encoding's verdict on one concrete setup: `used` copies of each role,
// `face_up` of them face up (for the tests that hold it to the engine).
bool encoded_setup_accepted(const love_letter::Edition& ed, int players,
                            const std::array<int, love_letter::kRoleCount>& used, int face_up);

// What a setup difference comes from: the number of players, the copies of
// one card, or the face-up cards of a 2-player round.
struct SetupCause {
  enum class Kind { players, card, face_up, set_aside } kind = Kind::players;
  love_letter::Role card = love_letter::Role::none;
  std::string id() const;
};

// Whether an edition accepts a setup of `players` over `roles`, as a formula
// over fixed names (to tell which settings the encoding reads).
z3::expr setup_accepts(z3::context& c, int players, const love_letter::Edition& ed, const std::vector<love_letter::Role>& roles);

// The causes worth asking about for two editions.
std::vector<SetupCause> setup_causes(const love_letter::Edition& a, const love_letter::Edition& b);

// The smallest setup (fewest players, then fewest cards) that `a` and `b`
// judge differently because of `cause` alone; nullopt when there is none
// within the bounds. `unknown` is set when Z3 could not decide.
std::optional<SetupDifference> find_setup_difference(z3::context& c, const love_letter::Edition& a, const love_letter::Edition& b,
                                                     const SetupCause& cause, const SolveOptions& options, bool& unknown);

}  // namespace errata::smt
