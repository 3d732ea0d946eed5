// What the text leaves silent (clauses `silent:`) and where it can be read two
// ways (`readings`): each reported with the lines it rests on; a reading whose
// options change an outcome carries a witness that replays under the reading
// taken and is shown to fail under the other.
#include <map>

#include "check_support.h"
#include "checks_parts.h"

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

const char* kTable = R"(setup:
  players: [Ana, Bo, Cy, Dee, Eve, Fay]
  characters: {Ana: princess, Bo: traveler, Cy: minister, Dee: guard, Eve: guard, Fay: priest}
  npcs: [guard, guard]
  turn_cards: {Ana: 1, Bo: 2, Cy: 3, Dee: 4, Eve: 5, Fay: 6}
)";

// A witness per reading whose options change an outcome: its steps and the
// outcome under the default option.
struct ReadingWitness {
  std::string reading, name, extra_setup, steps;
};

const ReadingWitness kWitnesses[] = {
    {"inquire.marker", "the Priest asked « Qui va là ? » takes a Minister marker", "",
     "  - {turn: Ana, action: inquire, target: Fay, expect: {reply: just-me, minister_markers: {Fay: 1}, princess_markers: {Fay: 0}}}\n"},
    {"markers.repeat", "the Princess asked twice holds two Princess markers", "",
     "  - {turn: Ana, action: pass}\n"
     "  - {turn: Bo, action: inquire, target: Ana}\n"
     "  - {turn: Cy, action: inquire, target: Ana, expect: {princess_markers: {Ana: 2}, supply: {princess: 0}}}\n"},
    {"capture.self", "a player cannot capture her own revealed card", "  revealed: [Ana]\n",
     "  - {turn: Ana, action: capture, target: Ana, expect: {error: invalid-target}}\n"},
};

std::string lines_of(const Reading& r) {
  std::string out;
  for (int l : r.lines) out += (out.empty() ? "" : ", ") + std::to_string(l);
  return out;
}

}  // namespace

void check_readings(const Edition& ed, std::vector<smt::Finding>& out) {
  for (const auto& [id, clause] : ed.clauses) {
    if (clause.silent_reading.empty()) continue;
    smt::Finding f = finding(ed, "underspecified", "warning", "silent-" + id);
    f.clauses = {id};
    f.message = "The text has no sentence for clause " + id + "; the model reads: " + clause.silent_reading + ".";
    auto it = kSilentLines.find(id);
    for (int l : it == kSilentLines.end() ? std::vector<int>{} : it->second) f.quotes.push_back(line_quote(ed, id, l));
    out.push_back(std::move(f));
  }
  for (const auto& r : ed.readings) {
    const ReadingOption* chosen = r.option(r.chosen);
    smt::Finding f = finding(ed, r.options.size() > 1 ? "ambiguity" : "underspecified", "warning", "reading-" + r.id);
    f.clauses = r.clauses;
    for (int l : r.lines) f.quotes.push_back(line_quote(ed, r.id, l));
    f.message = "Reading " + r.id + " (lines " + lines_of(r) + "): " + r.says + " The model takes '" + r.chosen + "': " +
                (chosen ? chosen->says : "") + ".";
    for (const auto& w : kWitnesses) {
      if (w.reading != r.id) continue;
      std::string setup = kTable;
      setup += w.extra_setup;
      const std::string yaml = "# Reading " + r.id + "=" + r.chosen + " (lines " + lines_of(r) + ").\nname: \"witness: " + w.name +
                               "\"\ngame: secret-moon\neditions: [" + ed.id + "]\nclauses: [" + r.clauses[0] + "]\n" + setup +
                               "steps:\n" + w.steps;
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
