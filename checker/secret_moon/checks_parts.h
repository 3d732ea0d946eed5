#pragma once
// The parts of `errata check secret-moon`, one concern each; checks.cpp runs them in order.
#include <vector>

#include "core/finding.h"
#include "checker/smt/solve.h"
#include "model/secret_moon/edition.h"

namespace errata::secret_moon {

void check_stated_numbers(const Edition& ed, std::vector<Finding>& out);      // checks_counts.cpp
void check_deal_table(const Edition& ed, std::vector<Finding>& out);          // checks_counts.cpp
void check_marker_supply(const Edition& ed, const SolveOptions& o, std::vector<Finding>& out);  // checks_markers.cpp
void check_ends(const Edition& ed, std::vector<Finding>& out);                // checks_ends.cpp
void check_claims(const Edition& ed, std::vector<Finding>& out);              // checks_claims.cpp
void check_readings(const Edition& ed, std::vector<Finding>& out);            // checks_readings.cpp

}  // namespace errata::secret_moon
