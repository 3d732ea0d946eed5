#include "effect_checks.h"

#include <algorithm>
#include <set>

#include "../../core/suggest.h"
#include "effect_words.h"

namespace errata::love_letter {
namespace {

std::string step_word(StepKind k) { return std::string(word_of(std::span<const Word<StepKind>>(kStepWords), k)); }

bool about_chosen(const EffectStep& s) {
  return s.kind == StepKind::look || s.kind == StepKind::compare || s.kind == StepKind::swap_hands || s.who == Who::chosen;
}

// Whether the step can make its own player discard her hand and stay in the round.
bool discards_own_player(const EffectStep& s, Chooses who) {
  if (s.kind != StepKind::discard_and_draw) return false;
  return s.who == Who::me || who == Chooses::another_or_self || who == Chooses::any;
}

void check_draw_and_return(const YamlReader& in, const YAML::Node& step, int earlier) {
  const std::string what = "effect.steps: draw-and-return";
  if (earlier > 0) in.fail(step, what + " is given twice: a card draws and returns once");
  if (step["if"]) in.fail(step["if"], what + " always happens when the card is played (no `if`)");
}

}  // namespace

EffectMisfit effect_misfit(const CardEffect& e) {
  if (e.steps.empty())
    return {"effect.steps: a card's play is a decision its text states: give at least one step (`do: nothing` for a card without effect)", -1,
            "steps"};
  if (e.naming.what != Names::nothing && e.choice.who != Chooses::another && e.choice.who != Chooses::another_or_self)
    return {"effect.names: a card names what the player it chooses may hold: it chooses `another` or `another-or-self`", -1, "names"};
  bool protected_before = false;
  for (size_t i = 0; i < e.steps.size(); ++i) {
    const EffectStep& s = e.steps[i];
    const std::string what = "effect.steps: " + step_word(s.kind);
    const int at = static_cast<int>(i);
    if (s.kind == StepKind::draw_and_return && (e.choice.who != Chooses::nobody || e.naming.what != Names::nothing))
      return {what + " is a card's only choice: the card chooses no player and names nothing", at, ""};
    if (about_chosen(s) && e.choice.who == Chooses::nobody)
      return {what + " is about the chosen player, and this card chooses nobody (give `chooses`)", at, ""};
    if (s.when != Condition::always && e.naming.what == Names::nothing)
      return {what + ": a condition on what was named needs a card that names (give `names`)", at, "if"};
    if (protected_before && discards_own_player(s, e.choice.who))
      return {"effect.steps: discard-and-draw after protect could make the protected player discard and stay in the round; "
              "put protect last (a protected player's last discard is the card that protected her)", at, ""};
    protected_before = protected_before || s.kind == StepKind::protect;
  }
  return {};
}

void check_effect_fits(const YamlReader& in, const YAML::Node& node, const CardEffect& e) {
  if (const EffectMisfit m = effect_misfit(e); !m.why.empty()) {
    const YAML::Node at = m.step < 0 ? node : node["steps"][static_cast<size_t>(m.step)];
    in.fail(m.key.empty() ? at : at[m.key], m.why);
  }
  int draws = 0;
  for (size_t i = 0; i < e.steps.size(); ++i)
    if (e.steps[i].kind == StepKind::draw_and_return) check_draw_and_return(in, node["steps"][i], draws++);
}

namespace {

// The card's node in the card table, for errors about it (the table itself when not found).
YAML::Node card_node(const YAML::Node& cards, Role r) {
  for (const auto& n : cards)
    if (n.IsMap() && ((n["role"] && n["role"].IsScalar() && n["role"].Scalar() == role_id(r)) ||
                      (n["id"] && n["id"].IsScalar() && n["id"].Scalar() == role_id(r))))
      return n;
  return cards;
}

// The cards beside which `r` must be played: its effect's, or the bundled Countess's.
std::vector<Role> forced_beside(const Edition& ed, Role r) {
  const CardSpec* c = ed.card(r);
  if (c && c->effect) return c->effect->forced_beside;
  if (r == Role::countess) return {Role::king, Role::prince};
  return {};
}

void check_tags(const YamlReader& in, const Edition& ed, ErrorList& errors) {
  std::set<std::string> borne;
  for (const auto& c : ed.cards)
    if (c.effect) borne.insert(c.effect->tags.begin(), c.effect->tags.end());
  const std::vector<std::string> known(borne.begin(), borne.end());
  for (const auto& c : ed.cards) {
    if (!c.effect) continue;
    for (const auto& s : c.effect->steps)
      if (!s.tag.empty() && !borne.count(s.tag))
        errors.add(InputError(SourceMark{in.file(), s.line, s.column},
                              "effect.steps: no card of this edition bears the tag '" + s.tag + "'" + did_you_mean(s.tag, known)));
  }
}

// The Assassin answers a Guard (assassin.counter), in the Guard's own play:
// no step says so, so a Guard written as data beside an Assassin is refused
// rather than played without the answer its text gives.
void check_assassin_answers(const YamlReader& in, const YAML::Node& cards, const Edition& ed, ErrorList& errors) {
  const CardSpec* guard = ed.card(Role::guard);
  if (!guard || !guard->effect || !ed.has_card(Role::assassin)) return;  // (one the deck holds)
  errors.add(InputError(in.mark(card_node(cards, Role::guard)),
                        "effect: " + guard->name + " is written as data beside " + ed.card_name(Role::assassin) +
                            ", who answers a Guard (assassin.counter), and no step says so: give the Guard no effect (docs/editions.md, "
                            "\"Cards as data\")"));
}

}  // namespace

void check_card_effects(const YamlReader& in, const YAML::Node& cards, const Edition& ed, ErrorList& errors) {
  check_tags(in, ed, errors);
  check_assassin_answers(in, cards, ed, errors);
  for (const auto& a : ed.cards)
    for (Role b : forced_beside(ed, a.role)) {
      const auto back = forced_beside(ed, b);
      if (b != a.role && a.role < b && ed.card(b) && std::find(back.begin(), back.end(), a.role) != back.end())
        errors.add(InputError(in.mark(card_node(cards, a.role)), "effect.forced_beside: " + a.name + " must be played beside " +
                                                                     ed.card_name(b) + " and " + ed.card_name(b) + " beside " + a.name +
                                                                     ": holding both, neither could be played"));
    }
}

}  // namespace errata::love_letter
