#include "unit_values.h"

#include <algorithm>
#include <cstdint>
#include <optional>
#include <unordered_set>
#include <vector>

namespace errata::smt {

namespace {

// An integer numeral that fits in 64 bits (`v` its value); a larger one is left as it is.
bool small_number(const z3::expr& e, int64_t& v) { return e.is_int() && e.is_numeral() && e.is_numeral_i64(v); }

// Every node of a formula with the fixed constants' values put in, folded
// bottom-up, each node once (a formula is a DAG: its shared parts are met
// often). Written against Z3's C API: the C++ wrappers count a reference and
// check for an error at every step down the formula, which cost more than
// the folding (10 % of verify's time was in here). The formula's own nodes
// are kept alive by the goal; the nodes made here, by `made_`.
// What a folding has made of each node, by the node's id (a context numbers
// its nodes densely): one table per thread, reused by every folding, an entry
// counting only for the folding that wrote it. A hash map allocated a node
// for each entry of each folding (2 % of mutate's samples).
class FoldedNodes {
 public:
  void start() {
    if (++current_ == 0) {  // the stamps wrapped: forget them all
      std::fill(stamp_.begin(), stamp_.end(), 0);
      current_ = 1;
    }
  }
  Z3_ast find(unsigned id) const { return id < stamp_.size() && stamp_[id] == current_ ? value_[id] : nullptr; }
  void put(unsigned id, Z3_ast a) {
    if (id >= stamp_.size()) {
      stamp_.resize(std::max<size_t>(id + 1, 2 * stamp_.size()), 0);
      value_.resize(stamp_.size(), nullptr);
    }
    stamp_[id] = current_;
    value_[id] = a;
  }

 private:
  std::vector<uint32_t> stamp_;
  std::vector<Z3_ast> value_;
  uint32_t current_ = 0;
};

class Folder {
 public:
  explicit Folder(z3::context& c) : c_(c), made_(c), true_(Z3_mk_true(c)), false_(Z3_mk_false(c)) { memo_.start(); }

  void fix(const z3::expr& constant, const z3::expr& value) {
    made_.push_back(value);
    memo_.put(constant.id(), value);
  }

  z3::expr operator()(const z3::expr& e) { return z3::expr(c_, fold_node(e)); }

 private:
  z3::context& c_;
  z3::expr_vector made_;
  // A context's true and false are one node each (its nodes are hash-consed):
  // told apart by address, not by two calls of the C API asking each node's kind.
  const Z3_ast true_, false_;
  static inline thread_local FoldedNodes memo_;
  std::vector<Z3_ast> args_;  // the folded arguments of the nodes being folded, a stack

  Z3_ast kept(Z3_ast a) {
    made_.push_back(z3::expr(c_, a));
    return a;
  }
  Z3_ast truth(bool v) const { return v ? true_ : false_; }

  bool is_true(Z3_ast a) const { return a == true_; }
  bool is_false(Z3_ast a) const { return a == false_; }
  bool small(Z3_ast a, int64_t& v) const {
    return Z3_get_ast_kind(c_, a) == Z3_NUMERAL_AST && Z3_get_sort_kind(c_, Z3_get_sort(c_, a)) == Z3_INT_SORT &&
           Z3_get_numeral_int64(c_, a, &v);
  }

  Z3_ast fold_node(Z3_ast e) {
    const unsigned id = Z3_get_ast_id(c_, e);
    if (const Z3_ast known = memo_.find(id)) return known;  // folded already, or a fixed constant
    const Z3_ast_kind kind = Z3_get_ast_kind(c_, e);
    const unsigned n = kind == Z3_APP_AST ? Z3_get_app_num_args(c_, Z3_to_app(c_, e)) : 0;
    if (n == 0) return e;
    const Z3_app app = Z3_to_app(c_, e);
    const size_t base = args_.size();
    args_.resize(base + n);
    bool changed = false;
    for (unsigned i = 0; i < n; ++i) {
      const Z3_ast arg = Z3_get_app_arg(c_, app, i);
      const Z3_ast f = fold_node(arg);  // may grow args_: indexed, not pointed into
      args_[base + i] = f;
      changed = changed || f != arg;
    }
    const Z3_ast out = fold(e, app, &args_[base], n, changed);
    args_.resize(base);
    memo_.put(id, out);
    return out;
  }

  Z3_ast rebuilt(Z3_ast e, const Z3_ast* args, unsigned n, bool changed) {
    return changed ? kept(Z3_update_term(c_, e, n, args)) : e;
  }

  // And (`conjunction`) or or: the known members dropped, a deciding one decides.
  Z3_ast junction(const Z3_ast* args, unsigned n, bool conjunction) {
    std::vector<Z3_ast> left;
    for (unsigned i = 0; i < n; ++i) {
      if (conjunction ? is_false(args[i]) : is_true(args[i])) return truth(!conjunction);
      if (!(conjunction ? is_true(args[i]) : is_false(args[i]))) left.push_back(args[i]);
    }
    if (left.empty()) return truth(conjunction);
    if (left.size() == 1) return left[0];
    const auto size = static_cast<unsigned>(left.size());
    return kept(conjunction ? Z3_mk_and(c_, size, left.data()) : Z3_mk_or(c_, size, left.data()));
  }

  // The value of a comparison of two numbers, or of a term with itself; nothing where neither.
  std::optional<bool> compared(Z3_decl_kind k, Z3_ast x, Z3_ast y) const {
    if (x == y) return k == Z3_OP_EQ || k == Z3_OP_LE || k == Z3_OP_GE;
    const bool known_x = is_true(x) || is_false(x), known_y = is_true(y) || is_false(y);
    if (known_x && known_y) return (x == y) == (k == Z3_OP_EQ);
    int64_t a = 0, b = 0;
    if (!small(x, a) || !small(y, b)) return std::nullopt;
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
  Z3_ast fold(Z3_ast e, Z3_app app, const Z3_ast* args, unsigned n, bool changed) {
    const Z3_decl_kind k = Z3_get_decl_kind(c_, Z3_get_app_decl(c_, app));
    switch (k) {
      case Z3_OP_AND: return junction(args, n, true);
      case Z3_OP_OR: return junction(args, n, false);
      case Z3_OP_NOT:
        if (is_true(args[0]) || is_false(args[0])) return truth(is_false(args[0]));
        break;
      case Z3_OP_IMPLIES:
        if (is_false(args[0]) || is_true(args[1])) return truth(true);
        if (is_true(args[0])) return args[1];
        break;
      case Z3_OP_ITE:
        if (is_true(args[0]) || args[1] == args[2]) return args[1];
        if (is_false(args[0])) return args[2];
        break;
      case Z3_OP_EQ: case Z3_OP_LE: case Z3_OP_GE: case Z3_OP_LT: case Z3_OP_GT:
        if (const auto v = compared(k, args[0], args[1])) return truth(*v);
        break;
      case Z3_OP_DISTINCT:
        if (n == 2)
          if (const auto v = compared(Z3_OP_EQ, args[0], args[1])) return truth(!*v);
        break;
      case Z3_OP_ADD: case Z3_OP_SUB: case Z3_OP_MUL: return arithmetic(e, k, args, n, changed);
      default: break;
    }
    return rebuilt(e, args, n, changed);
  }

  // Sums, differences and products of numbers only (left as they are where 64 bits would overflow).
  Z3_ast arithmetic(Z3_ast e, Z3_decl_kind k, const Z3_ast* args, unsigned n, bool changed) {
    int64_t v = 0, next = 0;
    if (!small(args[0], v)) return rebuilt(e, args, n, changed);
    for (unsigned i = 1; i < n; ++i) {
      if (!small(args[i], next)) return rebuilt(e, args, n, changed);
      const bool overflow = k == Z3_OP_ADD   ? __builtin_add_overflow(v, next, &v)
                            : k == Z3_OP_SUB ? __builtin_sub_overflow(v, next, &v)
                                             : __builtin_mul_overflow(v, next, &v);
      if (overflow) return rebuilt(e, args, n, changed);
    }
    return kept(Z3_mk_int64(c_, v, Z3_mk_int_sort(c_)));
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
