// Revealing and capturing a character (l.150-154, l.197) and the four ends of
// the game (l.156-167), checked after every change.
#include <stdexcept>

#include "engine.h"

namespace errata::secret_moon {

void Engine::reveal(State& s, int f, Trace* t) const {
  if (f < 0 || f >= kMaxFigures) throw std::logic_error("reveal: no such figure");
  if (!has(s.revealed, f)) {
    s.revealed |= only(f);
    if (t) t->add("", t->name(f) + "'s card is revealed: " + ed_.name(s.character[f]));
  }
  if (s.character[f] == Character::guard && !has(s.captured, f)) {
    if (t) t->add(s.is_npc(f) ? "npc.guard-revealed" : "guard.revealed-captured",
                  t->name(f) + " is a revealed Guard and is captured");
    capture(s, f, t);
    return;
  }
  check_end(s, t);
}

void Engine::capture(State& s, int f, Trace* t) const {
  if (f < 0 || f >= kMaxFigures) throw std::logic_error("capture: no such figure");
  if (!has(s.revealed, f)) {
    s.revealed |= only(f);
    if (t) t->add("captured.reveal", t->name(f) + " is captured and reveals her card: " + ed_.name(s.character[f]));
  }
  s.captured |= only(f);
  if (s.is_player(f)) {
    if (t) t->add("captured.eliminated", t->name(f) + " is out for the rest of the game");
    if (has(s.waiting, f)) {
      s.waiting &= static_cast<FigureSet>(~only(f));
      if (t) t->add("captured.eliminated", t->name(f) + " was still to play this round and loses that turn");
    }
  }
  check_end(s, t);
}

void Engine::check_end(State& s, Trace* t) const {
  if (s.game_over) return;
  const int minister = s.figure_of(Character::minister);
  const int princess = s.figure_of(Character::princess);
  const int traveler = s.figure_of(Character::traveler);
  const char* end = nullptr;
  if (has(s.captured, minister)) {
    s.winner = Team::princess;
    end = "end.minister-captured";
  } else if (has(s.captured, princess)) {
    s.winner = Team::minister;
    end = "end.princess-captured";
  } else if (has(s.revealed, princess) && has(s.revealed, traveler)) {
    s.winner = Team::minister;
    end = "end.both-revealed";
  }
  if (!end) return;
  s.game_over = true;
  if (t) {
    const std::string what = std::string(end) == "end.minister-captured"   ? "the Minister is captured"
                             : std::string(end) == "end.princess-captured" ? "the Princess is captured"
                                                                           : "the Princess and the Traveler are both revealed";
    t->add("end.any", what + ": the game is over at once");
    t->add(end, s.winner == Team::princess ? "the Princess's team wins" : "the Minister's team wins");
    t->add(s.winner == Team::princess ? "win.princess-team" : "win.minister-team",
           s.winner == Team::princess ? "the Princess, the Traveler and the Priest win" : "the Minister and the Guards win");
    if (s.captured & s.all_players()) t->add("captured.still-wins", "captured players win with their team");
  }
}

}  // namespace errata::secret_moon
