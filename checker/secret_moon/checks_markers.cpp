// The marker supply (l.39, l.65, l.103, l.115) against the most the rules can
// call for at once: markers are never returned, so « at once » is over a whole
// game. Z3 (with a resource limit) searches the turns of a game -- one action per
// player per round (l.81, l.91), Investigate placing a colour marker, Inquire
// taking a team marker by the edition's answer table and readings -- for a
// demand above the supply; a witness found is replayed through the engine.
#include <z3++.h>

#include <algorithm>

#include "check_support.h"
#include "checker/smt/interrupt.h"
#include "checks_parts.h"
#include "markers_encoding.h"
#include "model/secret_moon/engine.h"
#include "witness.h"

namespace errata::secret_moon {
namespace {

// The game the model describes, as a scenario cut at the first shortage.
std::string witness_of(const Edition& ed, const z3::model& m, const Encoding& e, Team team, int supply) {
  const Engine engine(ed);
  State s;
  s.players = static_cast<uint8_t>(e.players);
  std::vector<Character> left;
  for (const auto& spec : ed.characters)
    for (int i = 0; i < spec.count; ++i) left.push_back(spec.role);
  for (int p = 0; p < e.players; ++p) {
    s.character[p] = static_cast<Character>(value(m, e.role[p]));
    left.erase(std::find(left.begin(), left.end(), s.character[p]));
  }
  if (e.players == ed.removal.players)
    for (auto it = left.rbegin(); it != left.rend(); ++it)
      if (std::find(ed.removal.from.begin(), ed.removal.from.end(), *it) != ed.removal.from.end()) {
        s.removed = *it;
        left.erase(std::next(it).base());
        break;
      }
  s.npcs = static_cast<uint8_t>(left.size());
  for (size_t i = 0; i < left.size(); ++i) s.character[static_cast<size_t>(e.players) + i] = left[i];
  for (int p = 0; p < e.players; ++p) {
    s.turn_card[p] = static_cast<uint8_t>(p + 1);
    s.colour_markers[p] = static_cast<uint8_t>(ed.markers.per_colour);
  }
  s.waiting = s.all_players();
  s.princess_supply = static_cast<uint8_t>(ed.markers.princess);
  s.minister_supply = static_cast<uint8_t>(ed.markers.minister);
  const State setup = s;
  engine.begin(s, nullptr);
  std::vector<YAML::Node> steps;
  const std::string kind = team == Team::princess ? "princess" : "minister";
  for (int r = 0; r < e.rounds; ++r) {
    if (r > 0) {
      engine.new_round(s, setup.turn_card, nullptr, nullptr);
      steps.push_back(new_round_node(s, setup.turn_card));
    }
    for (int p = 0; p < e.players; ++p) {
      Action a;
      if (m.eval(e.inquire[r][p], true).is_true()) a = {ActionKind::inquire, static_cast<int8_t>(value(m, e.target[r][p])), Character::none};
      else if (m.eval(e.investigate[r][p], true).is_true()) a = {ActionKind::investigate, static_cast<int8_t>(value(m, e.target[r][p])), Character::none};
      engine.take_turn(s, p, a, nullptr);
      const int lacking = team == Team::princess ? s.princess_lacking : s.minister_lacking;
      if (lacking > 0) {
        steps.push_back(step_node(s, p, a, "{supply: {" + kind + ": 0}, markers_lacking: {" + kind + ": 1}}"));
        return witness_yaml(Witness{"witness: an answer calls for a " + std::string(team == Team::princess ? "Princess" : "Minister") +
                                        " marker when the centre has none left",
                                    "l.{39}: " + std::to_string(supply) + " " + kind + " markers; l.{115}: an answer takes one " +
                                        "(readings inquire.marker=" + ed.reading("inquire.marker")->chosen +
                                        ", markers.repeat=" + ed.reading("markers.repeat")->chosen +
                                        "); reading markers.supply-empty: none is taken.",
                                    {"inquire.marker", "markers.supply-empty"}, steps, ""},
                            setup, {ed.id});
      }
      steps.push_back(step_node(s, p, a));
    }
  }
  return "";
}

// The readings an answer's team marker rests on, as "id=option, ...": which
// team's marker (inquire.marker), whether silence takes one, and whether a
// second answer takes another (markers.repeat).
std::string marker_readings(const Edition& ed) {
  std::string out;
  for (const char* id : {"inquire.marker", "inquire.silence-answers", "markers.repeat"})
    if (const Reading* r = ed.reading(id)) out += (out.empty() ? "" : ", ") + r->id + "=" + r->chosen;
  return out;
}

Finding team_markers(const Edition& ed, const SolveOptions& o, Team team) {
  const std::string kind = team == Team::princess ? "Princess" : "Minister";
  const int supply = team == Team::princess ? ed.markers.princess : ed.markers.minister;
  Finding f = finding(ed, "claim-proven", "info", "markers-" + std::string(team_id(team)));
  f.clauses = {"inquire.marker", "setup.markers", "markers.supply-empty"};
  f.quotes.push_back(line_quote(ed, "setup.markers", 39));
  for (auto& q : quotes_of(ed, {"inquire.marker"})) f.quotes.push_back(q);
  int most = -1, most_players = 0;
  {  // the most a game can call for: at the most players (every count below is a sub-game of it)
    const int n = ed.max_players;
    z3::context c;
    const Watched watched(c, o.safety_seconds);
    const smt::InterruptScope interruptible(c);  // Ctrl-C stops its queries
    const Encoding e = encode(c, ed, n);
    const smt::Maximum m = smt::maximise(c, e.rules, demand(c, ed, e, team), o);
    if (m.verdict == smt::Verdict::sat) {
      most = static_cast<int>(m.value);
      most_players = n;
    }
  }
  for (int n = ed.min_players; n <= ed.max_players; ++n) {  // the smallest game that runs short
    z3::context c;
    const Watched watched(c, o.safety_seconds);
    const smt::InterruptScope interruptible(c);  // Ctrl-C stops its queries
    const Encoding e = encode(c, ed, n);
    bool unknown = false;
    const std::optional<z3::model> m = shortest(c, e, demand(c, ed, e, team) > supply, true, o, unknown);
    if (unknown) {
      f.kind = "inconclusive", f.severity = "warning";
      f.id = "inconclusive:" + ed.id + ":markers-" + std::string(team_id(team));
      f.message = "Z3 could not decide within its resource limit whether " + std::to_string(n) + " players can run short of " + kind + " markers.";
      return f;
    }
    if (!m) continue;
    f.kind = "resource-shortage", f.severity = "warning";
    f.message = "The box holds " + std::to_string(supply) + " " + kind + " markers (l.{39}) and every answer to « Qui va là ? » " +
                "takes one (l.{115}, readings " + marker_readings(ed) + "); nothing returns them. Already at " + std::to_string(n) +
                " players the supply runs out" + (most > 0 ? "; at " + std::to_string(most_players) + " players a game can call for " +
                                                                 std::to_string(most) : "") +
                ". The text does not say what happens then (reading markers.supply-empty: no marker is taken).";
    f.id = "resource-shortage:" + ed.id + ":markers-" + std::string(team_id(team));
    attach_witness(f, witness_of(ed, *m, e, team, supply), ed);
    return f;
  }
  f.message = "The " + std::to_string(supply) + " " + kind + " markers always suffice: no game calls for more (Z3: unsat at " +
              "every player count" + (most >= 0 ? "; at most " + std::to_string(most) + " are called for" : "") +
              "; readings " + marker_readings(ed) + ").";
  return f;
}

Finding colour_markers(const Edition& ed, const SolveOptions& o) {
  Finding f = finding(ed, "claim-proven", "info", "markers-colour");
  f.clauses = {"setup.markers", "investigate.marker", "turn.one-action"};
  f.quotes = quotes_of(ed, f.clauses);
  for (int n = ed.min_players; n <= ed.max_players; ++n) {
    z3::context c;
    const Watched watched(c, o.safety_seconds);
    const smt::InterruptScope interruptible(c);  // Ctrl-C stops its queries
    const Encoding e = encode(c, ed, n);
    z3::expr short_of = c.bool_val(false);
    for (int p = 0; p < n; ++p) {
      z3::expr placed = c.int_val(0);
      for (int r = 0; r < e.rounds; ++r) placed = placed + z3::ite(e.investigate[r][p], c.int_val(1), c.int_val(0));
      short_of = short_of || placed > ed.markers.per_colour;
    }
    bool unknown = false;
    const std::optional<z3::model> m = shortest(c, e, short_of, false, o, unknown);
    if (!m && !unknown) continue;
    f.kind = unknown ? "inconclusive" : "resource-shortage";
    f.severity = "warning";
    f.id = f.kind + ":" + ed.id + ":markers-colour";
    f.message = "At " + std::to_string(n) + " players a player can investigate more often than she has markers.";
    return f;
  }
  f.message = "Each player's " + std::to_string(ed.markers.per_colour) + " markers of her colour (l.{65}) always suffice: one "
              "action a turn, one turn a round, " + std::to_string(ed.rounds) +
              " rounds, so at most " + std::to_string(ed.rounds) + " investigations (Z3: unsat at every player count).";
  return f;
}

}  // namespace

void check_marker_supply(const Edition& ed, const SolveOptions& o, std::vector<Finding>& out) {
  out.push_back(colour_markers(ed, o));
  out.push_back(team_markers(ed, o, Team::princess));
  out.push_back(team_markers(ed, o, Team::minister));
  {  // the other reading of markers.repeat: a player takes a team's marker once
    Edition once = ed;
    if (once.choose("markers.repeat", "once-per-player").empty()) {
      for (Team team : {Team::princess, Team::minister}) {
        Finding f = team_markers(once, o, team);
        f.id += ":markers.repeat=once-per-player";
        f.message = "Read as markers.repeat=once-per-player: " + f.message;
        out.push_back(std::move(f));
      }
    }
  }
}

}  // namespace errata::secret_moon
