// The numbers the text states about itself (l.37, l.39, l.71, l.91, l.119,
// l.158) against the tables the engine plays with, and the deal table for
// every player count.
#include <algorithm>

#include "check_support.h"
#include "checks_parts.h"
#include "model/secret_moon/action.h"

namespace errata::secret_moon {
namespace {

Finding stated(const Edition& ed, const StatedNumber& st, int model, const std::string& how) {
  const bool holds = st.value == model;
  Finding f = finding(ed, holds ? "claim-proven" : "claim-refuted", holds ? "info" : "error", "stated-" + st.what);
  f.message = "Line " + std::to_string(st.line) + " states " + std::to_string(st.value) + " (" + st.what + "); " + how +
              " gives " + std::to_string(model) + (holds ? "." : ": they differ.");
  f.quotes.push_back({ed.id, "stated:" + st.what, ed.rulebook.name(), st.line, st.quote});
  return f;
}

}  // namespace

void check_stated_numbers(const Edition& ed, std::vector<Finding>& out) {
  std::string table;
  for (const auto& c : ed.characters) table += (table.empty() ? "" : " + ") + std::to_string(c.count) + " " + c.name;
  const Markers& m = ed.markers;
  for (const auto& st : ed.stated) {
    if (st.what == "cards")
      out.push_back(stated(ed, st, ed.box_size() + ed.turn_cards,
                           "the character table (" + table + ") plus " + std::to_string(ed.turn_cards) + " turn-order cards"));
    else if (st.what == "character-cards")
      out.push_back(stated(ed, st, ed.box_size(), "the character table (" + table + ")"));
    else if (st.what == "turn-cards")
      out.push_back(stated(ed, st, ed.turn_cards, "the turn-order cards the engine deals (one each, 1 to N)"));
    else if (st.what == "guards")
      out.push_back(stated(ed, st, ed.copies(Character::guard), "the character table's Guards"));
    else if (st.what == "markers")
      out.push_back(stated(ed, st, m.colours * m.per_colour + m.minister + m.princess,
                           std::to_string(m.colours) + " colours x " + std::to_string(m.per_colour) + " + " +
                               std::to_string(m.minister) + " Minister + " + std::to_string(m.princess) + " Princess markers"));
    else if (st.what == "actions")
      out.push_back(stated(ed, st, kActionKinds - 1, "the actions the engine offers besides passing (Investigate, Inquire, "
                                                     "Accuse, Hide, Interrupt, Capture)"));
    else if (st.what == "roles")
      out.push_back(stated(ed, st, static_cast<int>(ed.characters.size()), "the distinct characters of the table"));
    else if (st.what == "ends")
      out.push_back(stated(ed, st, 4, "the ends the engine checks (end.third-round, end.minister-captured, "
                                      "end.princess-captured, end.both-revealed)"));
    else {
      Finding f = finding(ed, "inconclusive", "warning", "stated-" + st.what);
      f.message = "Line " + std::to_string(st.line) + " states " + std::to_string(st.value) + " (" + st.what +
                  "): no check knows this number.";
      f.quotes.push_back({ed.id, "stated:" + st.what, ed.rulebook.name(), st.line, st.quote});
      out.push_back(std::move(f));
    }
  }
}

void check_deal_table(const Edition& ed, std::vector<Finding>& out) {
  std::string rows;
  bool holds = true;
  int both_npc_most = 0;
  for (int n = ed.min_players; n <= ed.max_players; ++n) {
    const int removed = n == ed.removal.players ? ed.removal.count : 0;
    const int npcs = ed.box_size() - removed - n;
    holds = holds && npcs >= 0 && ed.turn_cards >= n && ed.markers.colours >= n;
    rows += (rows.empty() ? "" : "; ") + std::to_string(n) + " players: " + std::to_string(n) + " cards dealt, " +
            std::to_string(npcs) + " NPC" + (npcs == 1 ? "" : "s") + (removed ? ", " + std::to_string(removed) + " removed" : "") +
            ", " + std::to_string(ed.turn_cards - n) + " turn-order card(s) set aside";
    if (n == ed.min_players) both_npc_most = npcs;
  }
  Finding f = finding(ed, holds ? "claim-proven" : "claim-refuted", holds ? "info" : "error", "deal-table");
  f.clauses = {"players.count", "setup.deal", "setup.npcs", "setup.five-players", "round.turn-cards", "setup.markers"};
  f.message = "For every player count the text allows, the box deals one character card and one turn-order card to each "
              "player and one colour of markers each, the rest of the characters becoming NPCs (checked for each count): " +
              rows + ".";
  f.quotes = quotes_of(ed, {"players.count", "setup.deal", "setup.npcs", "setup.five-players"});
  out.push_back(std::move(f));
  // l.67: « l'un d'entre eux ou les deux peuvent être des PNJ ».
  std::string npc_rows;
  for (int n = ed.min_players; n <= ed.max_players; ++n) {
    const int npcs = ed.box_size() - (n == ed.removal.players ? ed.removal.count : 0) - n;
    npc_rows += (npc_rows.empty() ? "" : ", ") + std::to_string(n) + " players: " + std::to_string(std::min(2, npcs));
  }
  out.push_back(claim(ed, "claim.npcs-may-be-princess-team", both_npc_most >= 2,
                      "Line {67} says one of the Princess and the Traveler, or both, may be NPCs. The most of them that can be "
                      "NPCs, by player count (the number of NPC cards): " + npc_rows +
                          ". Both can be NPCs at 5 and 6 players, one at 7, none at 8."));
}

}  // namespace errata::secret_moon
