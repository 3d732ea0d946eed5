#include "mutation_suite.h"

#include <yaml-cpp/yaml.h>

#include <algorithm>
#include <map>
#include <set>

#include "diff.h"
#include "model/love_letter/state.h"

namespace errata::smt {

using love_letter::Edition;
using love_letter::Role;

namespace {

Mutant mutant(const Edition& ed, const std::string& what, const std::function<void(Edition&)>& change) {
  Mutant m{what, ed};
  m.edition.id = ed.id + "-mutant";
  change(m.edition);
  return m;
}

void rule_mutants(const Edition& ed, std::vector<Mutant>& out) {
  for (const auto& point : love_letter::Rules::variation_points())
    for (const auto& v : love_letter::Rules::variants_of(point))
      if (v != ed.rules.variant(point))
        out.push_back(mutant(ed, "rule:" + point + "=" + v, [&](Edition& m) { m.rules.set(point, v); }));
}

// Each card of the deck one copy up and one down; its value moved past the
// next card up (or down), which reorders them; the top card raised by two,
// which keeps the order.
void card_mutants(const Edition& ed, std::vector<Mutant>& out) {
  std::set<int> values;
  Role top = Role::none;
  for (int i = 1; i < love_letter::kRoleCount; ++i) {
    const auto r = static_cast<Role>(i);
    if (!ed.has_card(r)) continue;
    values.insert(ed.value_of(r));
    if (top == Role::none || ed.value_of(r) >= ed.value_of(top)) top = r;
  }
  for (int i = 1; i < love_letter::kRoleCount; ++i) {
    const auto r = static_cast<Role>(i);
    const auto k = static_cast<size_t>(i);
    if (!ed.has_card(r)) continue;
    const std::string id(love_letter::role_id(r));
    const int copies = ed.copies[k], value = ed.value_of(r);
    out.push_back(mutant(ed, "copies:" + id + "=" + std::to_string(copies - 1), [&](Edition& m) { --m.copies[k]; }));
    if (ed.deck_size() < love_letter::kMaxCards)
      out.push_back(mutant(ed, "copies:" + id + "=" + std::to_string(copies + 1), [&](Edition& m) { ++m.copies[k]; }));
    if (auto up = values.upper_bound(value); up != values.end())
      out.push_back(mutant(ed, "value:" + id + "=" + std::to_string(*up + 1), [&](Edition& m) { m.value[k] = static_cast<int8_t>(*up + 1); }));
    else if (r == top)
      out.push_back(mutant(ed, "value:" + id + "=" + std::to_string(value + 2), [&](Edition& m) { m.value[k] = static_cast<int8_t>(value + 2); }));
  }
}

void table_mutants(const Edition& ed, std::vector<Mutant>& out) {
  for (const auto& [n, t] : ed.tokens_to_win) {
    const int players = n, tokens = t;
    out.push_back(mutant(ed, "tokens-to-win:" + std::to_string(n) + "=" + std::to_string(t + 1), [&](Edition& m) { m.tokens_to_win[players] = tokens + 1; }));
    if (t > 1)
      out.push_back(mutant(ed, "tokens-to-win:" + std::to_string(n) + "=" + std::to_string(t - 1), [&](Edition& m) { m.tokens_to_win[players] = tokens - 1; }));
  }
  if (ed.min_players < ed.max_players) {
    out.push_back(mutant(ed, "players:min=" + std::to_string(ed.min_players + 1), [](Edition& m) { ++m.min_players; }));
    out.push_back(mutant(ed, "players:max=" + std::to_string(ed.max_players - 1), [](Edition& m) { --m.max_players; }));
  }
  out.push_back(mutant(ed, "set-aside:face-down=" + std::to_string(ed.set_aside_face_down > 0 ? 0 : 1),
                       [](Edition& m) { m.set_aside_face_down = m.set_aside_face_down > 0 ? 0 : 1; }));
  if (ed.min_players == 2 && ed.face_up_when_two_players > 0)
    out.push_back(mutant(ed, "set-aside:face-up-two-players=" + std::to_string(ed.face_up_when_two_players - 1),
                         [](Edition& m) { --m.face_up_when_two_players; }));
}

// The witness's size: players seated, cards named in its setup and deals, steps.
void measure(const std::string& yaml, MutantVerdict& v) {
  const YAML::Node doc = YAML::Load(yaml);
  v.players = static_cast<int>(doc["setup"]["players"].size());
  auto count = [](const YAML::Node& n) {
    if (!n || n.IsNull()) return 0;
    if (n.IsScalar()) return 1;
    if (n.IsSequence()) return static_cast<int>(n.size());
    int c = 0;
    for (auto it = n.begin(); it != n.end(); ++it) c += it->second.IsSequence() ? static_cast<int>(it->second.size()) : 1;
    return c;
  };
  for (const char* key : {"hands", "deck", "discards", "set_aside", "face_up"}) v.cards += count(doc["setup"][key]);
  v.steps = doc["steps"] ? static_cast<int>(doc["steps"].size()) : 0;
}

}  // namespace

std::vector<Mutant> mutants_of(const Edition& ed) {
  std::vector<Mutant> out;
  rule_mutants(ed, out);
  card_mutants(ed, out);
  table_mutants(ed, out);
  return out;
}

MutantVerdict judge_mutant(const Edition& base, const Mutant& m, const EditionCatalog& catalog, const SolveOptions& options) {
  MutantVerdict v{base.id, m.what, "unobservable", "", "Z3: unsat", 0, 0, 0};
  const DiffResult d = diff_editions(base, m.edition, catalog, options);
  for (const auto& f : d.findings) {
    if (f.kind == "inconclusive") {
      v.verdict = "inconclusive";
      v.how = f.message;
      return v;
    }
    if (f.kind == "same-rule-data") v.how = "identical rule data: no situation involves it";
    if (f.kind != "divergence" || v.verdict == "found") continue;
    v.verdict = f.replayed ? "found" : "not-replayed";
    v.decision = f.id.substr(f.id.rfind(':') + 1);
    v.how = f.message.find("Differential play") == 0 ? "search" : "Z3";
    if (!f.witness.empty()) measure(f.witness, v);
  }
  return v;
}

std::string mutation_table(const std::vector<MutantVerdict>& verdicts) {
  std::map<std::string, int> totals;
  std::string rows;
  for (const auto& v : verdicts) {
    ++totals[v.verdict];
    const std::string size = v.verdict == "found" ? std::to_string(v.players) + " players, " + std::to_string(v.cards) +
                                                        " cards, " + std::to_string(v.steps) + " steps"
                                                  : "";
    rows += "| " + v.edition + " | `" + v.what + "` | " + v.verdict + " | " + v.decision + " | " + v.how + " | " + size + " |\n";
  }
  std::string out = "Totals: " + std::to_string(verdicts.size()) + " mutants";
  for (const auto& [verdict, n] : totals) out += ", " + std::to_string(n) + " " + verdict;
  out += ".\n\n| edition | mutant | verdict | decision | by | witness |\n|---|---|---|---|---|---|\n";
  return out + rows;
}

}  // namespace errata::smt
