#include "unit_values.h"

#include <cstdint>
#include <optional>
#include <unordered_map>
#include <unordered_set>
#include <vector>

namespace errata::smt {

namespace {

// An integer numeral that fits in 64 bits (`v` its value); a larger one is left as it is.
bool small_number(const z3::expr& e, int64_t& v) { return e.is_int() && e.is_numeral() && e.is_numeral_i64(v); }

// Every node of a formula with the fixed constants' values put in, folded
// bottom-up, each node once (a formula is a DAG: its shared parts are met often).
class Folder {
 public:
  explicit Folder(z3::context& c) : c_(c) {}

  void fix(const z3::expr& constant, const z3::expr& value) { memo_.emplace(constant.id(), value); }

  z3::expr operator()(const z3::expr& e) {
    if (!e.is_app() || e.num_args() == 0) {
      const auto known = memo_.find(e.id());
      return known == memo_.end() ? e : known->second;
    }
    if (const auto known = memo_.find(e.id()); known != memo_.end()) return known->second;
    std::vector<z3::expr> args;
    bool changed = false;
    for (unsigned i = 0; i < e.num_args(); ++i) {
      args.push_back((*this)(e.arg(i)));
      changed = changed || args.back().id() != e.arg(i).id();
    }
    z3::expr out = fold(e, args, changed);
    memo_.emplace(e.id(), out);
    return out;
  }

 private:
  z3::context& c_;
  std::unordered_map<unsigned, z3::expr> memo_;

  z3::expr rebuilt(const z3::expr& e, const std::vector<z3::expr>& args, bool changed) {
    if (!changed) return e;
    std::vector<Z3_ast> raw(args.begin(), args.end());
    return z3::expr(c_, Z3_update_term(c_, e, static_cast<unsigned>(raw.size()), raw.data()));
  }

  // And (`conjunction`) or or: the known members dropped, a deciding one decides.
  z3::expr junction(const std::vector<z3::expr>& args, bool conjunction) {
    z3::expr_vector kept(c_);
    for (const auto& a : args) {
      if (conjunction ? a.is_false() : a.is_true()) return c_.bool_val(!conjunction);
      if (!(conjunction ? a.is_true() : a.is_false())) kept.push_back(a);
    }
    if (kept.empty()) return c_.bool_val(conjunction);
    if (kept.size() == 1) return kept[0];
    return conjunction ? z3::mk_and(kept) : z3::mk_or(kept);
  }

  // The value of a comparison of two numbers, or of a term with itself; nothing where neither.
  std::optional<bool> compared(Z3_decl_kind k, const z3::expr& x, const z3::expr& y) {
    if (x.id() == y.id()) return k == Z3_OP_EQ || k == Z3_OP_LE || k == Z3_OP_GE;
    if (x.is_bool() && (x.is_true() || x.is_false()) && (y.is_true() || y.is_false())) return (x.is_true() == y.is_true()) == (k == Z3_OP_EQ);
    int64_t a = 0, b = 0;
    if (!small_number(x, a) || !small_number(y, b)) return std::nullopt;
    switch (k) {
      case Z3_OP_EQ: return a == b;
      case Z3_OP_LE: return a <= b;
      case Z3_OP_GE: return a >= b;
      case Z3_OP_LT: return a < b;
      case Z3_OP_GT: return a > b;
      default: return std::nullopt;
    }
  }

  // One node whose arguments are folded already (`args`): its value where it folds, else `e` with those arguments.
  z3::expr fold(const z3::expr& e, const std::vector<z3::expr>& args, bool changed) {
    const Z3_decl_kind k = e.decl().decl_kind();
    switch (k) {
      case Z3_OP_AND: return junction(args, true);
      case Z3_OP_OR: return junction(args, false);
      case Z3_OP_NOT:
        if (args[0].is_true() || args[0].is_false()) return c_.bool_val(args[0].is_false());
        break;
      case Z3_OP_IMPLIES:
        if (args[0].is_false() || args[1].is_true()) return c_.bool_val(true);
        if (args[0].is_true()) return args[1];
        break;
      case Z3_OP_ITE:
        if (args[0].is_true() || args[1].id() == args[2].id()) return args[1];
        if (args[0].is_false()) return args[2];
        break;
      case Z3_OP_EQ: case Z3_OP_LE: case Z3_OP_GE: case Z3_OP_LT: case Z3_OP_GT:
        if (const auto v = compared(k, args[0], args[1])) return c_.bool_val(*v);
        break;
      case Z3_OP_DISTINCT:
        if (args.size() == 2)
          if (const auto v = compared(Z3_OP_EQ, args[0], args[1])) return c_.bool_val(!*v);
        break;
      case Z3_OP_ADD: case Z3_OP_SUB: case Z3_OP_MUL: return arithmetic(e, k, args, changed);
      default: break;
    }
    return rebuilt(e, args, changed);
  }

  // Sums, differences and products of numbers only (left as they are where 64 bits would overflow).
  z3::expr arithmetic(const z3::expr& e, Z3_decl_kind k, const std::vector<z3::expr>& args, bool changed) {
    std::vector<int64_t> n(args.size());
    for (size_t i = 0; i < args.size(); ++i)
      if (!small_number(args[i], n[i])) return rebuilt(e, args, changed);
    int64_t v = n[0];
    for (size_t i = 1; i < n.size(); ++i) {
      const bool overflow = k == Z3_OP_ADD   ? __builtin_add_overflow(v, n[i], &v)
                            : k == Z3_OP_SUB ? __builtin_sub_overflow(v, n[i], &v)
                                             : __builtin_mul_overflow(v, n[i], &v);
      if (overflow) return rebuilt(e, args, changed);
    }
    return c_.int_val(v);
  }
};

void conjuncts(const z3::expr& e, std::vector<z3::expr>& out) {
  if (e.is_app() && e.decl().decl_kind() == Z3_OP_AND) {
    for (unsigned i = 0; i < e.num_args(); ++i) conjuncts(e.arg(i), out);
    return;
  }
  out.push_back(e);
}

bool is_constant(const z3::expr& e) { return e.is_const() && e.decl().decl_kind() == Z3_OP_UNINTERPRETED; }

// A conjunct that fixes a constant: `x == number`, `number == x`, `b`, `not b`.
bool fixes(const z3::expr& e, z3::expr& constant, z3::expr& value) {
  z3::context& c = e.ctx();
  int64_t unused = 0;
  if (is_constant(e) && e.is_bool()) return constant = e, value = c.bool_val(true), true;
  if (!e.is_app() || e.num_args() == 0) return false;
  const Z3_decl_kind k = e.decl().decl_kind();
  if (k == Z3_OP_NOT && is_constant(e.arg(0))) return constant = e.arg(0), value = c.bool_val(false), true;
  if (k != Z3_OP_EQ) return false;
  for (int side = 0; side < 2; ++side) {
    const z3::expr x = e.arg(side), v = e.arg(1 - side);
    if (is_constant(x) && small_number(v, unused)) return constant = x, value = v, true;
  }
  return false;
}

}  // namespace

z3::expr with_unit_values(const z3::expr& goal) {
  z3::context& c = goal.ctx();
  std::vector<z3::expr> parts;
  conjuncts(goal, parts);
  z3::expr_vector units(c);
  std::unordered_set<unsigned> is_unit, fixed;  // conjuncts that fix a constant, and the constants fixed
  // A few rounds: a value put in may leave another conjunct fixing a constant.
  for (int round = 0; round < 4; ++round) {
    bool found = round == 0;  // the first round folds even with nothing fixed: a term against itself
    for (const auto& p : parts) {
      z3::expr constant(c), value(c);
      if (is_unit.count(p.id()) || !fixes(p, constant, value) || fixed.count(constant.id())) continue;
      fixed.insert(constant.id());
      is_unit.insert(p.id());
      units.push_back(p);
      found = true;
    }
    if (!found) break;
    Folder fold(c);
    for (const auto& u : units) {
      z3::expr constant(c), value(c);
      fixes(u, constant, value);
      fold.fix(constant, value);
    }
    // The last conjuncts first: a goal ends with what it asks (two editions'
    // outcomes differ), which most often folds to false, the state before it unread.
    std::vector<z3::expr> rest;
    for (auto p = parts.rbegin(); p != parts.rend(); ++p) {
      if (is_unit.count(p->id())) continue;
      const z3::expr f = fold(*p);
      if (f.is_false()) return c.bool_val(false);
      if (!f.is_true()) conjuncts(f, rest);
    }
    parts.assign(rest.rbegin(), rest.rend());
  }
  for (const auto& p : parts)
    if (!is_unit.count(p.id())) units.push_back(p);
  if (units.empty()) return c.bool_val(true);
  return units.size() == 1 ? units[0] : z3::mk_and(units);
}

}  // namespace errata::smt
