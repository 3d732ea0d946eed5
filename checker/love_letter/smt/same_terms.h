#pragma once
// Whether two formulas are the same term. Z3 hash-conses the terms of one
// context, so two encodings built from the same rule data are the very same
// terms: comparing them is exact, not a heuristic.
#include <z3++.h>

#include <vector>

namespace errata::smt {

inline bool same_terms(const z3::expr& x, const z3::expr& y) { return z3::eq(x, y); }

inline bool same_terms(const std::vector<z3::expr>& x, const std::vector<z3::expr>& y) {
  if (x.size() != y.size()) return false;
  for (size_t i = 0; i < x.size(); ++i)
    if (!z3::eq(x[i], y[i])) return false;
  return true;
}

}  // namespace errata::smt
