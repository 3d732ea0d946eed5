#include "data_card_mutants.h"

#include "model/love_letter/data_cards/effect_checks.h"

namespace errata::smt {

using love_letter::CardEffect;
using love_letter::Condition;
using love_letter::EffectStep;
using love_letter::Role;
using love_letter::StepKind;

namespace {

// The first clause the card's effect cites (its choice's, else its first step's).
const std::string& own_clause(const CardEffect& e) {
  if (!e.choice.clause.empty() || e.steps.empty()) return e.choice.clause;
  return e.steps.front().clause;
}

// A part a change turned on (a choice where the card chose nobody, leaving
// when discarded) cites the card's own clause, as a file must cite one.
void cite_what_it_turned_on(CardEffect& e) {
  const std::string own = own_clause(e);
  if (e.choice.who != love_letter::Chooses::nobody && e.choice.clause.empty()) e.choice.clause = own;
  if (e.leaves_when_discarded && e.leaves_clause.empty()) e.leaves_clause = own;
}

struct Maker {
  Role role;
  const CardEffect& base;
  std::vector<EffectMutant>& out;
  void add(const std::string& what, const std::function<void(CardEffect&)>& change) const {
    CardEffect e = base;
    change(e);
    cite_what_it_turned_on(e);
    // A mutant no edition file could state (a step about the chosen player on
    // a card that chooses nobody...) is not a mutant of a text.
    if (!love_letter::effect_misfit(e).why.empty()) return;
    out.push_back({"effect:" + std::string(love_letter::role_id(role)) + "=" + what, role, std::move(e)});
  }
};

// The steps that are about `who` (the others are about both players, or
// about the card's player alone, whatever `who` says).
bool reads_who(StepKind k) { return k == StepKind::discard_and_draw || k == StepKind::leave_round || k == StepKind::win_token; }

// The parameters one step reads, each changed to another value.
void step_mutants(const Maker& m, size_t i) {
  const EffectStep& s = m.base.steps[i];
  const std::string at = "steps[" + std::to_string(i + 1) + "].";
  // A look changes no state a rule decides (what a player knows is not
  // modelled): taking it out is not a mutant of the rules.
  if (s.kind != StepKind::look)
    m.add(at + "removed", [i](CardEffect& e) { e.steps.erase(e.steps.begin() + static_cast<long>(i)); });
  if (reads_who(s.kind))
    m.add(at + "who=" + (s.who == love_letter::Who::me ? "chosen" : "me"),
          [i](CardEffect& e) { e.steps[i].who = e.steps[i].who == love_letter::Who::me ? love_letter::Who::chosen : love_letter::Who::me; });
  if (s.when == Condition::holds_named || s.when == Condition::not_holds_named)
    m.add(at + "when=" + (s.when == Condition::holds_named ? "not-holds-named" : "holds-named"), [i](CardEffect& e) {
      e.steps[i].when = e.steps[i].when == Condition::holds_named ? Condition::not_holds_named : Condition::holds_named;
    });
  if (s.kind == StepKind::compare)
    m.add(at + "leaves=" + (s.leaves == love_letter::Duel::lower_leaves ? "higher-leaves" : "lower-leaves"), [i](CardEffect& e) {
      e.steps[i].leaves = e.steps[i].leaves == love_letter::Duel::lower_leaves ? love_letter::Duel::higher_leaves : love_letter::Duel::lower_leaves;
    });
  if (s.kind == StepKind::discard_and_draw)
    for (bool first : {false, true})  // stated either way (unstated: prince.princess's reading decides)
      if (!s.draws_first_stated || s.draws_first != first)
        m.add(at + "draws-first=" + (first ? "yes" : "no"), [i, first](CardEffect& e) {
          e.steps[i].draws_first = first;
          e.steps[i].draws_first_stated = true;
        });
  if (s.kind == StepKind::draw_and_return && s.draw > 1)
    m.add(at + "draw=" + std::to_string(s.draw - 1), [i](CardEffect& e) { --e.steps[i].draw; });
}

const char* const kChooses[] = {"nobody", "another", "another-or-self", "any"};

// Whom it chooses and what it names.
void choice_mutants(const Maker& m) {
  using love_letter::Chooses;
  for (Chooses who : {Chooses::nobody, Chooses::another, Chooses::another_or_self, Chooses::any})
    if (who != m.base.choice.who)
      m.add(std::string("choice=") + kChooses[static_cast<size_t>(who)], [who](CardEffect& e) { e.choice.who = who; });
  if (m.base.naming.what == love_letter::Names::card) {
    m.add("naming.from-deck=" + std::string(m.base.naming.from_deck ? "no" : "yes"), [](CardEffect& e) { e.naming.from_deck = !e.naming.from_deck; });
    if (!m.base.naming.except.empty()) m.add("naming.except=none", [](CardEffect& e) { e.naming.except.clear(); });
  }
  if (m.base.naming.what == love_letter::Names::number && !m.base.naming.except_numbers.empty())
    m.add("naming.except-numbers=none", [](CardEffect& e) { e.naming.except_numbers.clear(); });
}

const char* const kBonusTo[] = {"none", "only-player-in-round", "last-player-in-round", "each-player-in-round-when-two"};

// The bonus at the round's end: to whom (or none), and a winner's token on top or not.
void bonus_mutants(const Maker& m) {
  using love_letter::BonusTo;
  const auto& b = m.base.bonus;
  if (b.to == BonusTo::none) return;
  for (BonusTo to : {BonusTo::none, BonusTo::only_player_in_round_who_played_it, BonusTo::last_player_in_round_who_played_it,
                     BonusTo::each_player_in_round_who_played_it_when_two})
    if (to != b.to) m.add(std::string("bonus=") + kBonusTo[static_cast<size_t>(to)], [to](CardEffect& x) { x.bonus.to = to; });
  if (b.to != BonusTo::each_player_in_round_who_played_it_when_two)
    m.add(std::string("bonus.on-top-of-win=") + (b.on_top_of_win ? "no" : "yes"), [](CardEffect& x) { x.bonus.on_top_of_win = !x.bonus.on_top_of_win; });
}

}  // namespace

std::vector<EffectMutant> effect_mutants(const love_letter::Edition& ed) {
  std::vector<EffectMutant> out;
  for (const auto& card : ed.cards) {
    const CardEffect* e = ed.effect(card.role);
    if (!e || !ed.has_card(card.role)) continue;
    const Maker m{card.role, *e, out};
    choice_mutants(m);
    for (size_t i = 0; i < e->steps.size(); ++i) step_mutants(m, i);
    m.add(std::string("leaves-when-discarded=") + (e->leaves_when_discarded ? "no" : "yes"),
          [](CardEffect& x) { x.leaves_when_discarded = !x.leaves_when_discarded; });
    if (!e->forced_beside.empty()) m.add("forced-beside=none", [](CardEffect& x) { x.forced_beside.clear(); });
    bonus_mutants(m);
  }
  return out;
}

}  // namespace errata::smt
