#include "diff_support.h"

#include "diff.h"
#include "witness.h"

namespace errata::smt {

using love_letter::Edition;

std::vector<std::string> present(const Edition& a, const Edition& b, const std::vector<std::string>& ids) {
  std::vector<std::string> out;
  for (const auto& id : ids)
    if ((a.clause(id) || b.clause(id)) && std::find(out.begin(), out.end(), id) == out.end()) out.push_back(id);
  return out;
}

std::vector<std::string> in_both(const Edition& a, const Edition& b, const std::vector<std::string>& ids) {
  std::vector<std::string> out;
  for (const auto& id : ids)
    if (a.clause(id) && b.clause(id)) out.push_back(id);
  return out;
}

std::string seats(const std::vector<bool>& set) {
  std::string out;
  for (size_t p = 0; p < set.size(); ++p)
    if (set[p]) out += (out.empty() ? "" : ", ") + player_name(static_cast<int>(p));
  return out.empty() ? "nobody" : out;
}

std::string tokens(int n) { return std::to_string(n) + (n == 1 ? " token" : " tokens"); }

void attach_witness(Finding& f, const std::string& kind, const std::function<std::string(bool)>& make, const Edition& a,
                    const Edition& b, const EditionCatalog& catalog) {
  if (kind == "divergence") {
    f.witness = make(true);
    const std::string problem = replay(f.witness, {&a, &b}, catalog);
    f.replayed = problem.empty();
    if (!problem.empty()) f.message += " [checker bug: the witness does not replay: " + problem + "]";
  } else {
    f.witness = make(false);
    f.replayed = replay(f.witness, {&a}, catalog).empty() && !replay(f.witness, {&b}, catalog).empty();
    if (!f.replayed) f.message += " [checker bug: the witness does not replay]";
  }
}

Finding make_finding(const std::string& kind, const Edition& a, const Edition& b, const Labels& l, const std::string& decision,
                     const std::vector<std::string>& clauses) {
  Finding f;
  f.kind = kind;
  f.severity = kind == "divergence" ? "error" : "warning";
  f.editions = {a.id};
  if (b.id != a.id) f.editions.push_back(b.id);
  f.id = kind + ":" + a.id + (b.id != a.id ? ":" + b.id : ":" + l.b) + ":" + decision;
  f.clauses = present(a, b, clauses);
  for (auto& q : quotes_of(a, f.clauses)) f.quotes.push_back(q);
  if (b.id != a.id)
    for (auto& q : quotes_of(b, f.clauses)) f.quotes.push_back(q);
  return f;
}

Finding inconclusive(const Edition& a, const Edition& b, const Labels& l, const std::string& decision,
                     const std::vector<std::string>& clauses, const std::string& what) {
  Finding f = make_finding("inconclusive", a, b, l, decision, clauses);
  f.severity = "warning";
  f.message = "Z3 could not decide within its resource limit whether " + what +
              " (raise --rlimit; an inconclusive decision fails the run unless accepted).";
  return f;
}

}  // namespace errata::smt
