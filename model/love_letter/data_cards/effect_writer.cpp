#include "effect_writer.h"

#include <span>
#include <string>

#include "effect_words.h"

namespace errata::love_letter {
namespace {

template <typename Value, size_t N>
std::string word(const std::array<Word<Value>, N>& words, Value v) {
  return std::string(word_for(std::span<const Word<Value>>(words), v));
}

YAML::Node flow() {
  YAML::Node n(YAML::NodeType::Map);
  n.SetStyle(YAML::EmitterStyle::Flow);
  return n;
}

YAML::Node role_list(const std::vector<Role>& roles) {
  YAML::Node n(YAML::NodeType::Sequence);
  n.SetStyle(YAML::EmitterStyle::Flow);
  for (Role r : roles) n.push_back(std::string(role_id(r)));
  return n;
}

// An outcome's clause, where it is not the step's own (the reader's default).
void outcome(YAML::Node& n, const char* key, const std::string& clause, const std::string& step_clause) {
  if (!clause.empty() && clause != step_clause) n[key] = clause;
}

YAML::Node naming_node(const Naming& naming) {
  YAML::Node n = flow();
  n["what"] = word(kNamesWords, naming.what);
  if (naming.what == Names::card) {
    n["from"] = word(kNamedFromWords, naming.from_deck);
    if (!naming.except.empty()) n["except"] = role_list(naming.except);
  } else {
    if (naming.up_to != 0) n["up_to"] = naming.up_to;
    if (!naming.except_numbers.empty()) {
      YAML::Node except(YAML::NodeType::Sequence);
      except.SetStyle(YAML::EmitterStyle::Flow);
      for (int x : naming.except_numbers) except.push_back(x);
      n["except"] = except;
    }
  }
  n["clause"] = naming.clause;
  return n;
}

// Whom a step is about, where its kind writes it (protect: always its own player).
bool writes_who(StepKind k) {
  return k == StepKind::discard_and_draw || k == StepKind::leave_round || k == StepKind::win_token;
}

YAML::Node step_node(const EffectStep& s) {
  YAML::Node n = flow();
  n["do"] = word(kStepWords, s.kind);
  if (s.when != Condition::always) n["if"] = word(kConditionWords, s.when);
  if (s.when == Condition::holds_named_tagged) n["tag"] = s.tag;
  if (writes_who(s.kind)) n["who"] = word(kWhoWords, s.who);
  n["clause"] = s.clause;
  if (s.kind == StepKind::compare) {
    n["leaves"] = word(kDuelWords, s.leaves);
    outcome(n, "tie", s.tie_clause, s.clause);
  } else if (s.kind == StepKind::discard_and_draw) {
    if (s.draws_first_stated) n["draws_first"] = s.draws_first;
    outcome(n, "from_set_aside", s.set_aside_clause, s.clause);
    outcome(n, "nothing_to_draw", s.nothing_left_clause, s.clause);
    outcome(n, "discarded_leaves", s.discarded_leaves_clause, s.clause);
  } else if (s.kind == StepKind::draw_and_return) {
    n["draw"] = s.draw;
    outcome(n, "fewer", s.fewer_clause, s.clause);
    outcome(n, "empty", s.empty_clause, s.clause);
    if (!s.forced_clause.empty()) n["forced"] = s.forced_clause;
  }
  return n;
}

YAML::Node bonus_node(const RoundEndBonus& b) {
  YAML::Node n = flow();
  n["to"] = word(kBonusWords, b.to);
  if (b.tokens != 1) n["tokens"] = b.tokens;
  n["clause"] = b.clause;
  n["winner"] = word(kWinnerWords, b.on_top_of_win);
  if (!b.winner_clause.empty()) n["winner_clause"] = b.winner_clause;
  if (!b.several_clause.empty()) n["several_clause"] = b.several_clause;
  return n;
}

}  // namespace

YAML::Node effect_node(const CardEffect& e) {
  YAML::Node n(YAML::NodeType::Map);
  if (e.choice.who != Chooses::nobody || !e.choice.clause.empty()) {
    YAML::Node chooses = flow();
    chooses["who"] = word(kChoosesWords, e.choice.who);
    if (!e.choice.clause.empty()) chooses["clause"] = e.choice.clause;
    n["chooses"] = chooses;
  }
  if (e.naming.what != Names::nothing) n["names"] = naming_node(e.naming);
  YAML::Node steps(YAML::NodeType::Sequence);
  for (const auto& s : e.steps) steps.push_back(step_node(s));
  n["steps"] = steps;
  if (e.leaves_when_discarded) {
    YAML::Node leaves = flow();
    leaves["clause"] = e.leaves_clause;
    n["leaves_when_discarded"] = leaves;
  }
  if (!e.forced_beside.empty()) {
    YAML::Node forced = flow();
    forced["cards"] = role_list(e.forced_beside);
    forced["clause"] = e.forced_clause;
    if (!e.forced_otherwise_clause.empty()) forced["otherwise"] = e.forced_otherwise_clause;
    n["forced_beside"] = forced;
  }
  if (e.bonus.to != BonusTo::none) n["bonus"] = bonus_node(e.bonus);
  if (!e.tags.empty()) {
    YAML::Node tags(YAML::NodeType::Sequence);
    tags.SetStyle(YAML::EmitterStyle::Flow);
    for (const auto& t : e.tags) tags.push_back(t);
    n["tags"] = tags;
  }
  return n;
}

}  // namespace errata::love_letter
