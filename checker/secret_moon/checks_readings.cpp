// What the text leaves silent (clauses `silent:`) and where it can be read two
// ways (`readings`): each reported with the lines it rests on; a reading whose
// options change an outcome carries a witness that replays under the reading
// taken and is shown to fail under the other.
#include <map>

#include "check_support.h"
#include "model/core/scenario_emitter.h"
#include "checks_parts.h"
#include "witness.h"

namespace errata::secret_moon {
namespace {

// The lines each silent clause rests on.
const std::map<std::string, std::vector<int>> kSilentLines{
    {"target.captured", {127, 154}},
    {"target.npc-players-only", {66, 109, 134, 140}},
    {"accuse.another", {119}},
    {"interrupt.protected-interrupter", {134, 142}},
    {"interrupt.spent-card", {83, 140}},
    {"markers.supply-empty", {39, 115}},
    {"npc.guard-revealed", {66, 197}},
    {"answer.not-a-reveal", {112, 148}},
    {"round.no-player-left", {85, 154}},
};

// The deal every reading's witness is played from: six players (the
// Princess, the Traveler, the Minister, two Guards, the Priest), two Guards
// as NPCs, the first round's turn-order cards `turns` in seat order.
State table(const std::vector<int>& turns) {
  State s;
  s.players = 6;
  s.npcs = 2;
  s.character = {Character::princess, Character::traveler, Character::minister, Character::guard,
                 Character::guard,    Character::priest,   Character::guard,    Character::guard};
  for (int p = 0; p < s.players; ++p) s.turn_card[p] = static_cast<uint8_t>(turns[static_cast<size_t>(p)]);
  return s;
}

// A witness per reading whose options change an outcome: the deal's
// turn-order cards, its steps from the first turn (one flow map each) and,
// on the last, the outcome under the default option.
struct ReadingWitness {
  std::string reading, name;
  std::vector<int> turns;
  std::vector<std::string> steps;
};

const ReadingWitness kWitnesses[] = {
    {"inquire.marker", "the Priest asked « Qui va là ? » takes a Minister marker", {1, 2, 3, 4, 5, 6},
     {"{turn: Ana, action: inquire, target: Fay, expect: {reply: just-me, minister_markers: {Fay: 1}, princess_markers: {Fay: 0}}}"}},
    {"markers.repeat", "the Princess asked twice holds two Princess markers", {1, 2, 3, 4, 5, 6},
     {"{turn: Ana, action: pass}", "{turn: Bo, action: inquire, target: Ana}",
      "{turn: Cy, action: inquire, target: Ana, expect: {princess_markers: {Ana: 2}, supply: {princess: 0}}}"}},
    {"capture.self", "a player cannot capture her own revealed card", {2, 1, 3, 4, 5, 6},
     {"{turn: Bo, action: accuse, target: Ana, guess: princess, expect: {revealed: [Ana]}}",
      "{turn: Ana, action: capture, target: Ana, expect: {error: invalid-target}}"}},
};

std::string lines_of(const Reading& r) {
  std::string out;
  for (int l : r.lines) out += (out.empty() ? "" : ", ") + std::to_string(l);
  return out;
}

}  // namespace

void check_readings(const Edition& ed, std::vector<Finding>& out) {
  for (const auto& [id, clause] : ed.clauses) {
    if (clause.silent_reading.empty()) continue;
    Finding f = finding(ed, "underspecified", "warning", "silent-" + id);
    f.clauses = {id};
    f.message = "The text has no sentence for clause " + id + "; the model reads: " + clause.silent_reading + ".";
    auto it = kSilentLines.find(id);
    for (int l : it == kSilentLines.end() ? std::vector<int>{} : it->second) f.quotes.push_back(line_quote(ed, id, l));
    out.push_back(std::move(f));
  }
  for (const auto& r : ed.readings) {
    const ReadingOption* chosen = r.option(r.chosen);
    Finding f = finding(ed, r.options.size() > 1 ? "ambiguity" : "underspecified", "warning", "reading-" + r.id);
    f.clauses = r.clauses;
    for (int l : r.lines) f.quotes.push_back(line_quote(ed, r.id, l));
    f.message = "Reading " + r.id + " (lines " + lines_of(r) + "): " + r.says + " The model takes '" + r.chosen + "': " +
                (chosen ? chosen->says : "") + ".";
    for (const auto& w : kWitnesses) {
      if (w.reading != r.id) continue;
      Witness witness{"witness: " + w.name, "Reading " + r.id + "=" + r.chosen + " (lines " + lines_of(r) + ").", {r.clauses[0]}, {}, ""};
      for (const auto& step : w.steps) witness.steps.push_back(scenario_text::parsed(step));
      const std::string yaml = witness_yaml(witness, table(w.turns), {ed.id});
      attach_witness(f, yaml, ed);
      for (const auto& o : r.options) {  // the same situation under each other option
        if (o.name == r.chosen) continue;
        Edition other = ed;
        if (!other.choose(r.id, o.name).empty()) continue;
        const std::string differs = replay_problem(yaml, other);
        f.message += differs.empty() ? " Under '" + o.name + "' the witness gives the same outcome."
                                     : " Under '" + o.name + "' the witness's outcome changes (" +
                                           differs.substr(differs.find(": ") == std::string::npos ? 0 : differs.find(": ") + 2) + ").";
      }
    }
    out.push_back(std::move(f));
  }
}

}  // namespace errata::secret_moon
