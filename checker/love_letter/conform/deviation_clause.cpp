#include "deviation_clause.h"

#include <initializer_list>

#include "model/love_letter/clause_ids.h"

namespace errata::love_letter {
namespace {

bool of_card(const std::string& clause, Role card) {
  const std::string prefix = std::string(role_id(card)) + ".";
  return card != Role::none && clause.compare(0, prefix.size(), prefix) == 0;
}

bool starts(const std::string& clause, std::initializer_list<std::string_view> prefixes) {
  for (auto p : prefixes)
    if (clause.compare(0, p.size(), p) == 0) return true;
  return false;
}

// The last (or first) event whose clause `fits`, or "".
template <typename Fits>
std::string cited(const std::vector<Event>& events, Fits fits, bool last = true) {
  std::string found;
  for (const auto& e : events)
    if (!e.clause.empty() && fits(e.clause)) {
      found = e.clause;
      if (!last) return found;
    }
  return found;
}

// The clause a card stands for: its first in the engine's list ("guard.guess",
// "prince.choose-any", "chancellor.draw-two").
std::string card_clause(Role card) {
  for (const auto& c : engine_clauses())
    if (of_card(std::string(c.id), card)) return std::string(c.id);
  return "turn.play";
}

std::string first_of(std::initializer_list<std::string> candidates) {
  for (const auto& c : candidates)
    if (!c.empty()) return c;
  return "turn.play";
}

}  // namespace

std::string refusal_clause(const std::vector<Event>& events, Rejection r, Role card) {
  // The refusing decision is the last one noted, unless the engine refused
  // without a note (the play itself, or the draw before it, is then last).
  const std::string last = events.empty() ? "" : events.back().clause;
  if (!last.empty() && last != "turn.draw" && last != "turn.play") return last;
  switch (r) {
    case Rejection::not_your_turn: return "turn.order";
    case Rejection::round_over: return "round.end";
    case Rejection::game_over: return "game.end";
    case Rejection::countess_must_be_played: return "countess.forced";
    case Rejection::target_protected: return "handmaid.protect";
    case Rejection::guard_cannot_name_guard: return "guard.not-guard";
    case Rejection::sycophant_target_required: return "sycophant.force";
    case Rejection::invalid_setup: case Rejection::round_not_over: return "round.next";
    case Rejection::card_not_in_hand: return "turn.play";
    default: return card_clause(card);
  }
}

std::string acceptance_clause(const std::vector<Event>& events, Role card) {
  // The card's first decision: the first noted once it is played.
  bool played = false;
  for (const auto& e : events) {
    if (played && !e.clause.empty() && !starts(e.clause, {"turn."})) return e.clause;
    played = played || e.clause == "turn.play";
  }
  return first_of({cited(events, [](const std::string& c) { return starts(c, {"round.next"}); }, false),
                   card == Role::none ? "" : card_clause(card)});
}

std::string state_clause(const std::vector<Event>& events, const std::vector<FieldDiff>& diffs, Role card) {
  const std::string group = diffs.empty() ? "cards" : diffs.front().group;
  auto any = [](const std::string&) { return true; };
  if (group == "protected")  // the Handmaid's protection; a new round's setup, which protects nobody
    return first_of({cited(events, [](const std::string& c) { return c == "handmaid.protect"; }),
                     cited(events, [](const std::string& c) { return c == "round.next"; }, false), cited(events, any)});
  if (group == "to_move")
    return first_of({cited(events, [](const std::string& c) { return starts(c, {"elimination.untargetable", "round.next-first"}); }),
                     "turn.order"});
  const auto round_end = [](const std::string& c) {
    return starts(c, {"round.deck-empty", "round.last-player", "round.tie", "round.highest-wins", "count.bonus",
                      "bishop.princess"});
  };
  if (group == "round") {
    if (diffs.front().field == "round_over") return first_of({cited(events, round_end, false), "round.end"});
    return first_of({cited(events, round_end), "round.end"});
  }
  if (group == "tokens")
    return first_of({cited(events, [](const std::string& c) {
                       return starts(c, {"spy.", "chancellor.pair-bonus", "jester.bonus", "constable.token", "bishop.guess"});
                     }, false),
                     cited(events, round_end), cited(events, [](const std::string& c) { return c == "round.next"; }),
                     cited(events, [](const std::string& c) { return starts(c, {"round.", "game."}); })});
  if (group == "game")  // how many tokens win, then the game's end
    return first_of({cited(events, [](const std::string& c) { return c == "game.tokens-to-win"; }),
                     cited(events, [](const std::string& c) { return starts(c, {"game."}); }), "game.end"});
  return first_of({cited(events, [&](const std::string& c) { return of_card(c, card); }),
                   cited(events, [](const std::string& c) { return starts(c, {"elimination.", "princess.", "handmaid.", "round.next"}); }),
                   cited(events, [](const std::string& c) { return c != "turn.play"; }),
                   card == Role::none ? "" : card_clause(card)});
}

std::string sighting_clause(const std::vector<Event>& events, Role card) {
  return first_of({cited(events, [](const std::string& c) {
                     return starts(c, {"priest.look", "baron.", "dowager-queen.", "king.swap", "baroness.look"});
                   }),
                   card_clause(card)});
}

std::string setup_clause(const std::string& problem) {
  // The engine's reasons end with their clause: "... (setup.cards)".
  if (problem.size() > 2 && problem.back() == ')') {
    const size_t open = problem.rfind('(');
    const std::string id = problem.substr(open + 1, problem.size() - open - 2);
    if (id.find('.') != std::string::npos && id.find(' ') == std::string::npos) return id;
  }
  return "setup.deal";
}

}  // namespace errata::love_letter
