#include "mutation_suite.h"

#include <yaml-cpp/yaml.h>

#include <algorithm>
#include <map>
#include <memory>
#include <set>

#include "data_card_edit.h"
#include "data_card_mutants.h"
#include "diff.h"
#include "model/love_letter/data_cards/card_effect.h"
#include "model/core/rng.h"
#include "model/love_letter/state.h"

namespace errata::smt {

using love_letter::Edition;
using love_letter::Role;

namespace {

Mutant mutant(const Edition& ed, const std::string& what, const std::function<void(Edition&)>& change) {
  Mutant m{what, ed, change};
  m.edition.id = ed.id + "-mutant";
  change(m.edition);
  return m;
}

// (The changes capture what they need by value: pairs apply them later.)
// The setting a one-setting mutant changes ("copies:guard" of "copies:guard=5").
std::string setting_of(const Mutant& m) { return m.what.substr(0, m.what.find('=')); }

void rule_mutants(const Edition& ed, std::vector<Mutant>& out) {
  for (const auto& point : love_letter::Rules::variation_points())
    for (const auto& v : love_letter::Rules::variants_of(point))
      if (v != ed.rules.variant(point))
        out.push_back(mutant(ed, "rule:" + point + "=" + v, [point, v](Edition& m) { m.rules.set(point, v); }));
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
    out.push_back(mutant(ed, "copies:" + id + "=" + std::to_string(copies - 1), [k](Edition& m) { --m.copies[k]; }));
    if (ed.deck_size() < love_letter::kMaxCards)
      out.push_back(mutant(ed, "copies:" + id + "=" + std::to_string(copies + 1), [k](Edition& m) { ++m.copies[k]; }));
    if (auto up = values.upper_bound(value); up != values.end())
      out.push_back(mutant(ed, "value:" + id + "=" + std::to_string(*up + 1), [k, to = *up + 1](Edition& m) { m.value[k] = static_cast<int8_t>(to); }));
    else if (r == top)
      out.push_back(mutant(ed, "value:" + id + "=" + std::to_string(value + 2), [k, value](Edition& m) { m.value[k] = static_cast<int8_t>(value + 2); }));
  }
}

void table_mutants(const Edition& ed, std::vector<Mutant>& out) {
  for (const auto& [n, t] : ed.tokens_to_win) {
    const int players = n, tokens = t;
    out.push_back(mutant(ed, "tokens-to-win:" + std::to_string(n) + "=" + std::to_string(t + 1), [players, tokens](Edition& m) { m.tokens_to_win[players] = tokens + 1; }));
    if (t > 1)
      out.push_back(mutant(ed, "tokens-to-win:" + std::to_string(n) + "=" + std::to_string(t - 1), [players, tokens](Edition& m) { m.tokens_to_win[players] = tokens - 1; }));
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

// Each parameter of each card written as data changed (data_card_mutants).
void effect_setting_mutants(const Edition& ed, std::vector<Mutant>& out) {
  for (const auto& em : effect_mutants(ed)) {
    const auto effect = std::make_shared<const love_letter::CardEffect>(em.effect);
    out.push_back(mutant(ed, em.what, [r = em.role, effect](Edition& m) { put_effect(m, r, effect); }));
  }
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
  effect_setting_mutants(ed, out);
  return out;
}

std::vector<Mutant> pair_mutants(const Edition& ed, const std::vector<Mutant>& singles, long sample, uint64_t seed) {
  std::vector<std::pair<size_t, size_t>> pairs;
  for (size_t i = 0; i < singles.size(); ++i)
    for (size_t j = i + 1; j < singles.size(); ++j)
      if (singles[i].change && singles[j].change && setting_of(singles[i]) != setting_of(singles[j])) pairs.emplace_back(i, j);
  if (sample >= 0 && static_cast<size_t>(sample) < pairs.size()) {
    Rng rng(seed);  // a partial shuffle: the first `sample` pairs drawn, kept in order
    for (size_t k = 0; k < static_cast<size_t>(sample); ++k)
      std::swap(pairs[k], pairs[k + rng.below(static_cast<uint32_t>(pairs.size() - k))]);
    pairs.resize(static_cast<size_t>(sample));
    std::sort(pairs.begin(), pairs.end());
  }
  std::vector<Mutant> out;
  for (const auto& [i, j] : pairs) {
    const auto first = singles[i].change, second = singles[j].change;
    Mutant m = mutant(ed, singles[i].what + " + " + singles[j].what, [first, second](Edition& e) { first(e), second(e); });
    if (m.edition.min_players <= m.edition.max_players) out.push_back(std::move(m));
  }
  return out;
}

namespace {

MutantVerdict judged(const Edition& base, const Mutant& m, const EditionCatalog& catalog, const SolveOptions& options) {
  MutantVerdict v{base.id, m.what, "unobservable", "", "Z3: unsat", 0, 0, 0, false, ""};
  const DiffResult d = diff_editions(base, m.edition, catalog, options, "divergence", "", DiffExtent::to_first_divergence);
  // Found by any decision a game shows apart; else inconclusive where a
  // decision was left undecided (the solver's limit, or no game found for it).
  std::string undecided;
  for (const auto& f : d.findings) {
    if (f.kind == "inconclusive" && undecided.empty()) undecided = f.message;
    if (f.kind == "same-rule-data") v.how = "identical rule data: no situation involves it";
    if (f.kind != "divergence" || v.verdict == "found") continue;
    v.verdict = f.replayed ? "found" : "not-replayed";
    v.decision = f.id.substr(f.id.rfind(':') + 1);
    v.how = f.message.find("Differential play") == 0 ? "search" : "Z3";
    if (!f.witness.empty()) measure(f.witness, v);
    v.witness = f.witness;
  }
  if (v.verdict == "unobservable" && !undecided.empty()) v.verdict = "inconclusive", v.how = undecided;
  return v;
}

}  // namespace

MutantVerdict judge_mutant(const Edition& base, const Mutant& m, const EditionCatalog& catalog, const SolveOptions& options) {
  MutantVerdict v = judged(base, m, catalog, options);
  if (m.expect == "unobservable") v.as_expected = v.verdict == "unobservable";
  else if (m.expect.rfind("found by ", 0) == 0)  // the decision, or its refusal codes alone
    v.as_expected = v.verdict == "found" && ("found by " + v.decision).rfind(m.expect, 0) == 0;
  else v.as_expected = v.verdict == "found" || v.verdict == "unobservable";
  return v;
}

std::vector<MutantFamily> mutant_families(const Edition& ed, const EditionCatalog& catalog, long pairs, uint64_t seed) {
  std::vector<MutantFamily> out{{"One setting changed", mutants_of(ed)}};
  out.push_back({pairs < 0 ? "Pairs of settings (all)"
                           : "Pairs of settings (" + std::to_string(pairs) + " drawn from seed " + std::to_string(seed) + ")",
                 pair_mutants(ed, out.front().mutants, pairs, seed)});
  const bool guard = ed.has_card(Role::guard) && ed.rules.guard_names_a_number();
  out.push_back({ed.has_card(Role::bishop) ? "Values remapped, every comparison and sum kept (found by the Bishop, who guesses a printed number)"
                 : guard                   ? "Values remapped, every comparison and sum kept (found by the Guard, who names a printed number)"
                                           : "Values remapped, every comparison and sum kept (unobservable)",
                 remapped_mutants(ed)});
  out.push_back({"`base:` editions restating what they inherit (unobservable)", restated_mutants(ed, catalog)});
  return out;
}

}  // namespace errata::smt
