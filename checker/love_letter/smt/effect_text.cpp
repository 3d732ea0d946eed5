#include "effect_text.h"

namespace errata::smt {

using love_letter::CardEffect;
using love_letter::EffectStep;
using love_letter::Role;

namespace {

const char* const kChooses[] = {"nobody", "another", "another-or-self", "any"};
const char* const kNames[] = {"nothing", "card", "number"};
const char* const kConditions[] = {"always", "holds-named", "not-holds-named", "holds-named-tagged"};
const char* const kSteps[] = {"look", "compare", "swap-hands", "discard-and-draw", "protect", "leave-round", "win-token", "draw-and-return", "nothing"};
const char* const kBonuses[] = {"none", "only-player-in-round-who-played-it", "last-player-in-round-who-played-it",
                                "each-player-in-round-who-played-it-when-two"};

template <typename E>
const char* word(const char* const* words, E e) { return words[static_cast<size_t>(e)]; }

std::string roles_text(const std::vector<Role>& roles) {
  std::string out;
  for (Role r : roles) out += (out.empty() ? "" : "|") + std::string(love_letter::role_id(r));
  return out;
}

std::string naming_text(const love_letter::Naming& n) {
  std::string out = word(kNames, n.what);
  if (n.what == love_letter::Names::card) out += std::string(n.from_deck ? " of the deck" : " of the table") + " except " + roles_text(n.except);
  if (n.what == love_letter::Names::number) {
    out += " up to " + std::to_string(n.up_to) + " except";
    for (int x : n.except_numbers) out += " " + std::to_string(x);
  }
  return out;
}

std::string step_text(const EffectStep& s) {
  std::string out = std::string(word(kSteps, s.kind)) + " when " + word(kConditions, s.when);
  if (s.when == love_letter::Condition::holds_named_tagged) out += " " + s.tag;
  out += s.who == love_letter::Who::me ? " me" : " chosen";
  if (s.kind == love_letter::StepKind::compare) out += s.leaves == love_letter::Duel::lower_leaves ? " lower-leaves" : " higher-leaves";
  if (s.kind == love_letter::StepKind::discard_and_draw && s.draws_first_stated) out += s.draws_first ? " draws-first" : " leaves-first";
  if (s.kind == love_letter::StepKind::draw_and_return) out += " draws " + std::to_string(s.draw);
  return out;
}

}  // namespace

std::string effect_text(const CardEffect* e) {
  if (!e) return "native";
  std::string out = std::string("chooses ") + word(kChooses, e->choice.who) + "; names " + naming_text(e->naming);
  for (const auto& s : e->steps) out += "; " + step_text(s);
  if (e->leaves_when_discarded) out += "; leaves when discarded";
  if (!e->forced_beside.empty()) out += "; forced beside " + roles_text(e->forced_beside);
  if (e->bonus.to != love_letter::BonusTo::none)
    out += std::string("; round-end bonus ") + word(kBonuses, e->bonus.to) + " " + std::to_string(e->bonus.tokens) +
           (e->bonus.on_top_of_win ? " on top of a win" : " in all");
  std::string tags;
  for (const auto& t : e->tags) tags += " " + t;
  return tags.empty() ? out : out + "; tags" + tags;
}

}  // namespace errata::smt
