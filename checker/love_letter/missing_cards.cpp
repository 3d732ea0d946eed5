#include "missing_cards.h"

#include <vector>

#include "checker/love_letter/script.h"

namespace errata::love_letter {
namespace {

namespace ll = love_letter_script;

void add_round(const ll::Cards& c, std::vector<const Named*>& out) {
  for (const auto& [who, cards] : c.hands)
    for (const auto& n : cards.items) out.push_back(&n);
  for (const auto& n : c.deck.items) out.push_back(&n);
  if (c.set_aside) out.push_back(&*c.set_aside);
  for (const auto& n : c.face_up.items) out.push_back(&n);
}

// Every card the script deals or plays, in the order it names them (a
// guess may name another edition's card: the rules refuse that, it is no
// card dealt).
std::vector<const Named*> cards_used(const ll::Script& s) {
  std::vector<const Named*> out;
  add_round(s.setup.cards, out);
  for (const auto& [who, cards] : s.setup.discards)
    for (const auto& n : cards.items) out.push_back(&n);
  for (const auto& st : s.steps) {
    if (st.new_round) add_round(st.deal, out);
    if (st.play) out.push_back(&*st.play);
    if (st.keep) out.push_back(&*st.keep);
    if (st.bottom)
      for (const auto& n : st.bottom->items) out.push_back(&n);
  }
  return out;
}

// The role a card name means in any edition of the catalog.
std::optional<Role> role_in_any(const std::string& name, const EditionCatalog& catalog) {
  for (const auto& id : catalog.ids())
    if (auto r = catalog.find(id)->card_named(name)) return r;
  return std::nullopt;
}

}  // namespace

std::string missing_card(const Scenario& sc, const Edition& ed, const EditionCatalog& catalog) {
  const ll::Script& s = ll::script_of(sc);
  for (const auto& e : s.expect)
    if (e.error) return "";  // {error: invalid-setup}: a refused setup is what the scenario is about
  for (const Named* n : cards_used(s)) {
    auto role = ed.card_named(n->text);
    if (!role) role = role_in_any(n->text, catalog);
    if (!role || ed.has_card(*role)) continue;
    const std::string name = ed.card(*role) ? ed.card_name(*role) : std::string(role_id(*role));
    return ed.id + "'s deck holds no " + name + " (the scenario names " + n->text + " at " + n->mark.str() + ")";
  }
  return "";
}

}  // namespace errata::love_letter
