// The components against what the text states about them (l.15-39, l.53,
// l.148), the potion colours (l.86, l.92) and the deal table (l.56-60).
#include "checks_parts.h"

#include "check_support.h"
#include "witness.h"

namespace errata::loser {
namespace {

// What the component data gives for a stated total, or -1 when the data has
// nothing to compare it with.
int model_value(const Edition& ed, const std::string& what) {
  if (what == "players") return ed.min_players;
  if (what == "players-max") return ed.max_players;
  if (what == "potions" || what == "potion-values") return ed.potions();
  if (what == "action-cards") return ed.action_cards;
  if (what == "actions") return ed.action_cards * ed.faces_per_action_card;
  if (what == "spells") return ed.spells;
  if (what == "characters") return ed.characters;
  if (what == "cards-per-character") return ed.cards_per_character;
  return -1;
}

std::string model_source(const std::string& what) {
  if (what == "players") return "the fewest players the deal table and the model seat";
  if (what == "players-max") return "the most players the deal table and the model seat";
  if (what == "potion-values") return "the values 1 to 19, one card each";
  if (what == "actions") return "2 action cards with an action on each of their 2 faces";
  return "the component data the model plays with";
}

}  // namespace

bool outside_the_model(const std::string& what) { return what == "age" || what == "minutes"; }

void check_stated_totals(const Edition& ed, std::vector<Finding>& out) {
  for (const auto& s : ed.stated) {
    if (outside_the_model(s.what)) continue;  // check_claims_outside_the_model
    const int model = model_value(ed, s.what);
    Finding f = model < 0 ? finding(ed, "inconclusive", "warning", "stated-" + s.what + "-" + std::to_string(s.line))
                               : claim(ed, model == s.value, "stated-" + s.what + "-" + std::to_string(s.line));
    f.message = model < 0 ? "Line " + std::to_string(s.line) + " states " + std::to_string(s.value) + " (" + s.what +
                                "), which the model has no count to compare with."
                          : "Line " + std::to_string(s.line) + " states " + std::to_string(s.value) + " (" + s.what + "); " +
                                model_source(s.what) + ": " + std::to_string(model) + ".";
    quote_stated(ed, s, f);
    out.push_back(std::move(f));
  }
  // One character (a set of two cards) per player, for the most players.
  Finding f = claim(ed, ed.characters >= ed.max_players, "characters-per-player");
  f.message = std::to_string(ed.characters) + " characters (l.{39}) for at most " + std::to_string(ed.max_players) +
              " players (l.{15}), one each (l.{51}): " + (ed.characters >= ed.max_players ? "enough." : "not enough.");
  quote_clauses(ed, {"components.characters", "setup.characters", "players.count"}, f);
  out.push_back(std::move(f));
}

void check_colours(const Edition& ed, std::vector<Finding>& out) {
  // Exhaustion over the potion values: each is red or blue, never both.
  std::string problem;
  for (int v = ed.potion_low; v <= ed.potion_high && problem.empty(); ++v) {
    if (ed.is_red(v) && ed.is_blue(v)) problem = "potion " + std::to_string(v) + " is both red and blue";
    if (!ed.is_red(v) && !ed.is_blue(v)) problem = "potion " + std::to_string(v) + " is neither red nor blue";
  }
  Finding f = claim(ed, problem.empty(), "potion-colours");
  f.message = problem.empty() ? "Every potion from " + std::to_string(ed.potion_low) + " to " + std::to_string(ed.potion_high) +
                                    " is exactly one colour: " + std::to_string(ed.red.size()) + " red (l.{86}) and " +
                                    std::to_string(ed.blue.size()) + " blue (l.{92}), " +
                                    std::to_string(ed.red.size() + ed.blue.size()) + " in all (checked value by value)."
                              : "The colours do not split the potions: " + problem + ".";
  quote_clauses(ed, {"components.potions", "potion.red", "potion.blue"}, f);
  out.push_back(std::move(f));
}

void check_deal_table(const Edition& ed, std::vector<Finding>& out) {
  // Every player count the text allows has a row.
  for (int n = ed.min_players; n <= ed.max_players; ++n) {
    const DealRow* r = ed.row(n);
    if (!r) continue;  // the loader refuses an edition without one
    const int dealt = n * r->hand + r->face_up + r->face_down;
    Finding f = claim(ed, dealt == ed.potions(), "deal-table-" + std::to_string(n));
    f.message = std::to_string(n) + " players (l." + std::to_string(r->line) + "): " + std::to_string(n) + " x " +
                std::to_string(r->hand) + " in hand + " + std::to_string(r->face_up) + " face up + " +
                std::to_string(r->face_down) + " face down = " + std::to_string(dealt) + (dealt == ed.potions() ? " = " : " != ") +
                std::to_string(ed.potions()) + " potions (l.{23})" +
                (dealt == ed.potions() ? ": the table deals every potion exactly once."
                                       : dealt < ed.potions() ? ": potions are left over, which l.{54} ('les cartes restantes') does not place."
                                                              : ": the table deals more potions than the game has.");
    quote_clauses(ed, {"setup.deal", "components.potions", "round.redeal"}, f);
    f.quotes.push_back({ed.id, "setup.deal", ed.rulebook.name(), r->line, r->quote});
    if (dealt != ed.potions()) attach_witness(f, deal_witness(ed, *r), ed);  // the model refuses the row's deal
    out.push_back(std::move(f));
  }
  // The table's rows are exactly the player counts of l.15.
  bool exact = true;
  for (const auto& r : ed.deal_table) exact = exact && r.players >= ed.min_players && r.players <= ed.max_players;
  Finding f = claim(ed, exact, "deal-table-rows");
  f.message = "The deal table has a row for each of " + std::to_string(ed.min_players) + " to " + std::to_string(ed.max_players) +
              " players (l.{15})" + (exact ? " and for no other count." : ", and rows for counts l.{15} does not allow.");
  quote_clauses(ed, {"players.count", "setup.deal"}, f);
  out.push_back(std::move(f));
}

}  // namespace errata::loser
