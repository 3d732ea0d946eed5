#include "mutants.h"

#include "diff.h"

namespace errata::secret_moon {
namespace {

// The player range and the rounds (1 to 9), within what the box and the turn-order cards seat.
void table_mutants(const Edition& ed, std::vector<Mutant>& out) {
  if (ed.min_players < ed.max_players) {
    add_mutant(ed, out, "players:min=" + std::to_string(ed.min_players + 1), [](Edition& m) { ++m.min_players; });
    add_mutant(ed, out, "players:max=" + std::to_string(ed.max_players - 1), [](Edition& m) { --m.max_players; });
  }
  if (ed.rounds > 1) add_mutant(ed, out, "rounds=" + std::to_string(ed.rounds - 1), [](Edition& m) { --m.rounds; });
  if (ed.rounds < 9) add_mutant(ed, out, "rounds=" + std::to_string(ed.rounds + 1), [](Edition& m) { ++m.rounds; });
  if (ed.turn_cards < 9) add_mutant(ed, out, "turn_cards=" + std::to_string(ed.turn_cards + 1), [](Edition& m) { ++m.turn_cards; });
  if (ed.removal.players && ed.box_size() >= ed.removal.players)
    add_mutant(ed, out, "removal:players=none", [](Edition& m) { m.removal.players = 0; });
}

// Each character's team swapped, and each other answer it could give.
void character_mutants(const Edition& ed, std::vector<Mutant>& out) {
  for (size_t i = 0; i < ed.characters.size(); ++i) {
    const CharacterSpec& c = ed.characters[i];
    const Team other = c.team == Team::princess ? Team::minister : Team::princess;
    add_mutant(ed, out, "team:" + std::string(character_id(c.role)) + "=" + std::string(team_id(other)),
        [i, other](Edition& m) { m.characters[i].team = other; });
    for (Reply r : {Reply::silence, Reply::minister, Reply::just_me})
      if (r != c.answer)
        add_mutant(ed, out, "answer:" + std::string(character_id(c.role)) + "=" + std::string(reply_id(r)),
            [i, r](Edition& m) { m.characters[i].answer = r; });
  }
}

// The markers: one more and one fewer of each kind (colours kept at one per seat at least).
void marker_mutants(const Edition& ed, std::vector<Mutant>& out) {
  const std::vector<std::pair<std::string, int Markers::*>> kinds{
      {"colours", &Markers::colours}, {"per_colour", &Markers::per_colour}, {"minister", &Markers::minister}, {"princess", &Markers::princess}};
  for (const auto& [name, field] : kinds) {
    const int v = ed.markers.*field, least = field == &Markers::colours ? ed.max_players : 0;
    const auto member = field;
    if (v > least) add_mutant(ed, out, "markers:" + name + "=" + std::to_string(v - 1), [member](Edition& m) { --(m.markers.*member); });
    if (v < 99) add_mutant(ed, out, "markers:" + name + "=" + std::to_string(v + 1), [member](Edition& m) { ++(m.markers.*member); });
  }
}

// Each reading's options other than the one taken.
void reading_mutants(const Edition& ed, std::vector<Mutant>& out) {
  for (const auto& r : ed.readings)
    for (const auto& o : r.options)
      if (o.name != r.chosen) {
        Edition m = ed;
        if (!m.choose(r.id, o.name).empty()) continue;  // an option the engine cannot take
        add_mutant(ed, out, "reading:" + r.id + "=" + o.name, [id = r.id, name = o.name](Edition& e) { e.choose(id, name); });
      }
}

}  // namespace

std::vector<Mutant> mutants_of(const Edition& ed) {
  std::vector<Mutant> out;
  table_mutants(ed, out);
  character_mutants(ed, out);
  marker_mutants(ed, out);
  reading_mutants(ed, out);
  return out;
}

MutationSection mutation_section(const Edition& ed, const std::function<bool(long)>& judges,
                                 const std::function<void(int, int)>& on_mutant) {
  return judged_by_diff(ed, mutants_of(ed), &diff_editions, judges, on_mutant);
}

}  // namespace errata::secret_moon
