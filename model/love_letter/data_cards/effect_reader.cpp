#include "effect_reader.h"

#include <algorithm>
#include <span>

#include "../../core/ids.h"
#include "../../core/step_list_reader.h"
#include "../../core/suggest.h"
#include "effect_checks.h"
#include "effect_words.h"

namespace errata::love_letter {
namespace {

template <typename Value, size_t N>
Value word(const YamlReader& in, const YAML::Node& n, const std::string& what, const std::array<Word<Value>, N>& words) {
  return read_word(in, n, what, std::span<const Word<Value>>(words));
}

std::string cited(const EffectContext& c, const YAML::Node& map, const std::string& key, const std::string& what) {
  return c.clause_ref(map[key], what + "." + key);
}
// An optional clause: the one given, else `fallback`.
std::string cited_or(const EffectContext& c, const YAML::Node& map, const std::string& key, const std::string& what,
                     const std::string& fallback) {
  return map[key] ? cited(c, map, key, what) : fallback;
}

// Cards of the edition's table, by role id.
std::vector<Role> read_cards_named(const YamlReader& in, const YAML::Node& node, const std::string& what, const EffectContext& c) {
  std::vector<Role> out;
  if (node.IsSequence() && node.size() > static_cast<size_t>(kRoleCount))
    in.fail(node, what + ": more than " + std::to_string(kRoleCount) + " cards");
  for (const auto& id : in.texts(node, what)) {
    const auto role = role_from_id(id);
    if (!role || std::find(c.card_ids.begin(), c.card_ids.end(), id) == c.card_ids.end())
      in.fail(node, what + ": '" + id + "' is not a card of this edition's table" + did_you_mean(id, c.card_ids));
    if (std::find(out.begin(), out.end(), *role) == out.end()) out.push_back(*role);
  }
  return out;
}

Choice read_choice(const YamlReader& in, const YAML::Node& n, const EffectContext& c) {
  in.expect_map(n, "effect.chooses", {"who", "clause"});
  Choice choice;
  choice.who = word(in, in.required(n, "who", "effect.chooses"), "effect.chooses.who", kChoosesWords);
  if (choice.who != Chooses::nobody || n["clause"])
    choice.clause = c.clause_ref(in.required(n, "clause", "effect.chooses"), "effect.chooses.clause");
  return choice;
}

Naming read_naming(const YamlReader& in, const YAML::Node& n, const EffectContext& c) {
  in.expect_map(n, "effect.names", {"what", "from", "except", "up_to", "clause"});
  Naming naming;
  naming.what = word(in, in.required(n, "what", "effect.names"), "effect.names.what", kNamesWords);
  naming.clause = c.clause_ref(in.required(n, "clause", "effect.names"), "effect.names.clause");
  const bool cards = naming.what == Names::card;
  if (n[cards ? "up_to" : "from"])
    in.fail(n[cards ? "up_to" : "from"], std::string("effect.names: ") + (cards ? "up_to is for a number named" : "from is for a card named"));
  if (cards) {
    if (n["from"]) naming.from_deck = word(in, n["from"], "effect.names.from", kNamedFromWords);
    if (n["except"]) naming.except = read_cards_named(in, n["except"], "effect.names.except", c);
    return naming;
  }
  if (n["up_to"]) naming.up_to = in.integer_in(n["up_to"], "effect.names.up_to", 0, 99, "0 (the deck's highest value) to 99");
  if (n["except"]) {
    if (n["except"].IsSequence() && n["except"].size() > 100) in.fail(n["except"], "effect.names.except: more than 100 numbers");
    for (int v : in.integers(n["except"], "effect.names.except")) {
      if (v < 0 || v > 99) in.fail(n["except"], "effect.names.except: expected numbers from 0 to 99");
      naming.except_numbers.push_back(v);
    }
  }
  return naming;
}

// The keys a step of each kind may hold, beyond do, if, tag and clause.
std::vector<std::string> step_keys(StepKind kind) {
  std::vector<std::string> keys{"do", "if", "tag", "clause"};
  auto add = [&](std::initializer_list<const char*> more) { keys.insert(keys.end(), more.begin(), more.end()); };
  switch (kind) {
    case StepKind::compare: add({"leaves", "tie"}); break;
    case StepKind::discard_and_draw: add({"who", "draws_first", "from_set_aside", "nothing_to_draw", "discarded_leaves"}); break;
    case StepKind::protect: case StepKind::leave_round: case StepKind::win_token: add({"who"}); break;
    case StepKind::draw_and_return: add({"draw", "fewer", "empty", "forced"}); break;
    default: break;
  }
  return keys;
}

// Whom a step is about: `who` where the kind has one (protect: its own player only).
Who step_who(const YamlReader& in, const YAML::Node& n, StepKind kind, const std::string& what) {
  switch (kind) {
    case StepKind::discard_and_draw: case StepKind::leave_round: case StepKind::win_token:
      return word(in, in.required(n, "who", what), what + ".who", kWhoWords);
    case StepKind::protect:
      if (n["who"] && word(in, n["who"], what + ".who", kWhoWords) != Who::me)
        in.fail(n["who"], what + ": a card protects its own player only (who: me)");
      return Who::me;
    case StepKind::look: case StepKind::compare: case StepKind::swap_hands: return Who::chosen;
    default: return Who::me;
  }
}

// What a step of `kind` holds beyond its kind, condition and clause.
void read_step_outcomes(const YamlReader& in, const YAML::Node& n, EffectStep& s, const EffectContext& c, const std::string& what) {
  s.tie_clause = s.set_aside_clause = s.nothing_left_clause = s.discarded_leaves_clause = s.fewer_clause = s.empty_clause = s.clause;
  if (s.kind == StepKind::compare) {
    if (n["leaves"]) s.leaves = word(in, n["leaves"], what + ".leaves", kDuelWords);
    s.tie_clause = cited_or(c, n, "tie", what, s.clause);
  } else if (s.kind == StepKind::discard_and_draw) {
    if (n["draws_first"]) {
      s.draws_first = in.boolean(n["draws_first"], what + ".draws_first");
      s.draws_first_stated = true;
    }
    s.set_aside_clause = cited_or(c, n, "from_set_aside", what, s.clause);
    s.nothing_left_clause = cited_or(c, n, "nothing_to_draw", what, s.clause);
    s.discarded_leaves_clause = cited_or(c, n, "discarded_leaves", what, s.clause);
  } else if (s.kind == StepKind::draw_and_return) {
    if (n["draw"]) s.draw = in.integer_in(n["draw"], what + ".draw", 1, 2, "1 or 2 cards (the Chancellor's 2; the engine lists no larger count's plays yet)");
    s.fewer_clause = cited_or(c, n, "fewer", what, s.clause);
    s.empty_clause = cited_or(c, n, "empty", what, s.clause);
    if (n["forced"]) s.forced_clause = cited(c, n, "forced", what);
  }
}

EffectStep read_step(const YamlReader& in, const YAML::Node& n, int kind, const EffectContext& c) {
  EffectStep s;
  s.kind = kStepWords[static_cast<size_t>(kind)].value;
  const std::string what = "effect.steps: " + std::string(kStepWords[static_cast<size_t>(kind)].word);
  const SourceMark at = in.mark(n);
  s.line = at.line;
  s.column = at.column;
  in.expect_map(n, what, step_keys(s.kind));
  if (n["if"]) s.when = word(in, n["if"], what + ".if", kConditionWords);
  if ((s.when == Condition::holds_named_tagged) != static_cast<bool>(n["tag"]))
    in.fail(n["tag"] ? n["tag"] : n, what + ": a tag goes with `if: holds-named-tagged`, and only with it");
  if (n["tag"]) s.tag = in.text(n["tag"], what + ".tag");
  s.who = step_who(in, n, s.kind, what);
  s.clause = c.clause_ref(in.required(n, "clause", what), what + ".clause");
  read_step_outcomes(in, n, s, c, what);
  return s;
}

std::vector<EffectStep> read_steps(const YamlReader& in, const YAML::Node& n, const EffectContext& c) {
  StepListShape shape{"effect.steps", "do", {}, kMaxEffectSteps};
  for (const auto& w : kStepWords) shape.kinds.emplace_back(w.word);
  std::vector<EffectStep> steps;
  read_step_list(in, n, shape, [&](const YAML::Node& step, int kind) { steps.push_back(read_step(in, step, kind, c)); });
  if (steps.empty()) in.fail(n, "effect.steps: a card's play is a decision its text states: give at least one step (`do: nothing` for a card without effect)");
  return steps;
}

void read_forced(const YamlReader& in, const YAML::Node& n, CardEffect& e, const EffectContext& c) {
  in.expect_map(n, "effect.forced_beside", {"cards", "clause", "otherwise"});
  e.forced_beside = read_cards_named(in, in.required(n, "cards", "effect.forced_beside"), "effect.forced_beside.cards", c);
  e.forced_clause = c.clause_ref(in.required(n, "clause", "effect.forced_beside"), "effect.forced_beside.clause");
  if (n["otherwise"]) e.forced_otherwise_clause = cited(c, n, "otherwise", "effect.forced_beside");
}

RoundEndBonus read_bonus(const YamlReader& in, const YAML::Node& n, const EffectContext& c) {
  in.expect_map(n, "effect.bonus", {"to", "tokens", "clause", "winner", "winner_clause", "several_clause"});
  RoundEndBonus b;
  b.to = word(in, in.required(n, "to", "effect.bonus"), "effect.bonus.to", kBonusWords);
  b.clause = c.clause_ref(in.required(n, "clause", "effect.bonus"), "effect.bonus.clause");
  if (n["tokens"]) b.tokens = in.integer_in(n["tokens"], "effect.bonus.tokens", 1, kMaxBonusTokens);
  if (n["winner"]) b.on_top_of_win = word(in, n["winner"], "effect.bonus.winner", kWinnerWords);
  if (n["winner_clause"]) b.winner_clause = cited(c, n, "winner_clause", "effect.bonus");
  if (n["several_clause"]) b.several_clause = cited(c, n, "several_clause", "effect.bonus");
  return b;
}

std::vector<std::string> read_tags(const YamlReader& in, const YAML::Node& n) {
  if (n.IsSequence() && n.size() > static_cast<size_t>(kMaxTags))
    in.fail(n, "effect.tags: more than " + std::to_string(kMaxTags) + " tags (docs/security.md)");
  std::vector<std::string> tags;
  for (const auto& t : in.texts(n, "effect.tags")) {
    if (t.size() > kMaxTagBytes || !edition_id_problem(t).empty())
      in.fail(n, "effect.tags: a tag is a word of lower-case letters, digits and '-', at most " + std::to_string(kMaxTagBytes) +
                     " bytes, got '" + t.substr(0, kMaxTagBytes) + (t.size() > kMaxTagBytes ? "...'" : "'"));
    if (std::find(tags.begin(), tags.end(), t) == tags.end()) tags.push_back(t);
  }
  return tags;
}

}  // namespace

CardEffect read_card_effect(const YamlReader& in, const YAML::Node& n, const EffectContext& c) {
  in.expect_map(n, "effect", {"chooses", "names", "steps", "leaves_when_discarded", "forced_beside", "bonus", "tags"});
  CardEffect e;
  if (n["chooses"]) e.choice = read_choice(in, n["chooses"], c);
  if (n["names"]) e.naming = read_naming(in, n["names"], c);
  e.steps = read_steps(in, in.required(n, "steps", "effect"), c);
  if (const YAML::Node leaves = n["leaves_when_discarded"]) {
    in.expect_map(leaves, "effect.leaves_when_discarded", {"clause"});
    e.leaves_when_discarded = true;
    e.leaves_clause = c.clause_ref(in.required(leaves, "clause", "effect.leaves_when_discarded"), "effect.leaves_when_discarded.clause");
  }
  if (n["forced_beside"]) read_forced(in, n["forced_beside"], e, c);
  if (n["bonus"]) e.bonus = read_bonus(in, n["bonus"], c);
  if (n["tags"]) e.tags = read_tags(in, n["tags"]);
  check_effect_fits(in, n, e);
  return e;
}

}  // namespace errata::love_letter
