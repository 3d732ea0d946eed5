// The six actions (l.101-148) and passing (l.91): what each may choose, and
// what it does. check_target changes nothing; apply runs an accepted action.
#include <stdexcept>

#include "engine.h"

namespace errata::secret_moon {
namespace {

bool needs_target(ActionKind k) { return k != ActionKind::pass; }
// Inquire, Hide and Interrupt choose « un joueur » (reading target.npc-players-only).
bool players_only(ActionKind k) {
  return k == ActionKind::inquire || k == ActionKind::hide || k == ActionKind::interrupt;
}

}  // namespace

Rejection Engine::check_target(const State& s, int me, const Action& a) const {
  if (a.kind == ActionKind::hide && s.round >= ed_.rounds) return Rejection::hide_in_round_3;
  if (a.kind == ActionKind::capture && s.character[me] == Character::guard) return Rejection::guard_cannot_capture;
  if (!needs_target(a.kind)) return a.target == kNobody ? Rejection::none : Rejection::invalid_target;
  const int f = a.target;
  if (f == kNobody) return Rejection::target_required;
  if (f < 0 || f >= s.figures()) return Rejection::invalid_target;
  if (players_only(a.kind) && !s.is_player(f)) return Rejection::invalid_target;
  const bool self_allowed = a.kind == ActionKind::hide ||
                            (a.kind == ActionKind::capture && ed_.rules.capture_self == Rules::CaptureSelf::any_revealed_card);
  if (f == me && !self_allowed) return Rejection::invalid_target;
  if (has(s.captured, f)) return Rejection::target_captured;
  if (has(s.protected_players, f)) return Rejection::target_protected;
  if (a.kind == ActionKind::accuse && a.guess == Character::none) return Rejection::guess_required;
  if (a.kind == ActionKind::capture && !has(s.revealed, f)) return Rejection::capture_unrevealed;
  return Rejection::none;
}

void Engine::apply(State& s, int me, const Action& a, Trace* t) const {
  const int f = a.target;
  if (a.kind != ActionKind::pass && (f < 0 || f >= s.figures())) throw std::logic_error("apply: unchecked target");
  switch (a.kind) {
    case ActionKind::pass:
      if (t) t->add("turn.pass", t->name(me) + " passes");
      break;
    case ActionKind::investigate: investigate(s, me, f, t); break;
    case ActionKind::inquire: inquire(s, me, f, t); break;
    case ActionKind::accuse: accuse(s, me, f, a.guess, t); break;
    case ActionKind::hide:
      s.protected_players |= only(f);
      if (t) t->add("hide.protect", t->name(me) + " hides " + (f == me ? "herself" : t->name(f)) +
                                        ": protected until the end of the round");
      break;
    case ActionKind::interrupt: interrupt(s, me, f, t); break;
    case ActionKind::capture:
      if (t) t->add("capture.revealed", t->name(me) + " captures " + t->name(f) + "'s revealed " +
                                            ed_.name(s.character[f]));
      capture(s, f, t);
      break;
  }
}

void Engine::investigate(State& s, int me, int f, Trace* t) const {
  s.knows[me] |= only(f);
  if (t) t->add("investigate.look", t->name(me) + " looks at " + t->name(f) + "'s character card");
  if (s.colour_markers[me] == 0) {
    if (t) t->add("markers.supply-empty", t->name(me) + " has no marker of her colour left to place");
    return;
  }
  --s.colour_markers[me];
  ++s.placed[f][me];
  if (t) t->add("investigate.marker", t->name(me) + " puts a marker of her colour on " + t->name(f));
}

void Engine::inquire(State& s, int me, int f, Trace* t) const {
  const Reply answer = ed_.answer(s.character[f]);
  s.reply = answer;
  if (t) {
    t->add("inquire.ask", t->name(me) + " asks " + t->name(f) + " « Qui va là ? »");
    t->add("inquire.no-lie", t->name(f) + " answers as the " + ed_.name(s.character[f]) + " must: no lie");
    if (answer == Reply::silence) t->add("inquire.silent", t->name(f) + " stays silent");
    if (answer == Reply::minister) t->add("inquire.minister", t->name(f) + " says « C'est moi imbécile, le Ministre ! »");
    if (answer == Reply::just_me) t->add("inquire.just-me", t->name(f) + " says « C'est juste moi »");
    if (answer == Reply::minister) t->add("answer.not-a-reveal", "the answer does not reveal the card: it stays face down");
  }
  const Team team = ed_.rules.inquire_marker == Rules::InquireMarker::answer_team
                        ? (answer == Reply::silence ? Team::princess : Team::minister)
                        : ed_.team(s.character[f]);
  uint8_t& held = team == Team::princess ? s.princess_markers[f] : s.minister_markers[f];
  uint8_t& supply = team == Team::princess ? s.princess_supply : s.minister_supply;
  const std::string kind = team == Team::princess ? "Princess" : "Minister";
  if (ed_.rules.marker_repeat == Rules::MarkerRepeat::once_per_player && held > 0) {
    if (t) t->add("inquire.marker", t->name(f) + " already holds a " + kind + " marker and takes no other");
    return;
  }
  if (supply == 0) {
    ++(team == Team::princess ? s.princess_lacking : s.minister_lacking);
    if (t) t->add("markers.supply-empty", "no " + kind + " marker is left in the centre: " + t->name(f) + " takes none");
    return;
  }
  --supply;
  ++held;
  if (t) t->add("inquire.marker", t->name(f) + " takes a " + kind + " marker");
}

void Engine::accuse(State& s, int me, int f, Character guess, Trace* t) const {
  if (f < 0 || f >= kMaxFigures) throw std::logic_error("accuse: no such figure");
  if (t) {
    t->add("accuse.guess", t->name(me) + " accuses " + t->name(f) + " of being the " + ed_.name(guess));
    if (has(s.revealed, f)) t->add("accuse.revealed", t->name(f) + "'s card is already revealed; the accusation stands");
  }
  const bool right = s.character[f] == guess;
  if (s.is_npc(f)) {
    s.knows[me] |= only(f);
    if (t) t->add("accuse.npc", t->name(me) + " looks at " + t->name(f) + " secretly: the guess is " +
                                    (right ? "right, the card is revealed" : "wrong, " + t->name(me) + " reveals her card"));
    reveal(s, right ? f : me, t);
    return;
  }
  if (t) t->add("accuse.no-lie", t->name(f) + " answers truthfully");
  if (right) {
    if (t) t->add("accuse.right", "the guess is right: " + t->name(f) + " reveals the " + ed_.name(s.character[f]));
    reveal(s, f, t);
  } else {
    s.reply = Reply::wrong;
    if (t) t->add("accuse.wrong", t->name(f) + " says « C'est faux »: " + t->name(me) + " reveals her card");
    reveal(s, me, t);
  }
}

void Engine::interrupt(State& s, int me, int f, Trace* t) const {
  if (t) t->add("interrupt.discard", t->name(me) + " discards " + t->name(f) + "'s turn-order card");
  if (has(s.waiting, f)) {
    s.waiting &= static_cast<FigureSet>(~only(f));
    s.interrupted |= only(f);
    if (t) t->add("interrupt.lose-turn", t->name(f) + " was still to play this round and loses that turn");
  } else if (t) {
    t->add("interrupt.spent-card", t->name(f) + " has no turn left this round: only the interrupter's capture follows");
  }
  if (t) {
    t->add("interrupt.captured", t->name(me) + " interrupted and is captured");
    if (has(s.protected_players, me))
      t->add("interrupt.protected-interrupter", "protection does not spare " + t->name(me) + ": no action chose her");
  }
  capture(s, me, t);
}

}  // namespace errata::secret_moon
