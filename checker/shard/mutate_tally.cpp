#include "mutate_tally.h"


#include "model/core/input_error.h"
#include "shard_file.h"

namespace errata::shard {
namespace {

// More mutants in one family than any edition has settings to change (a family holds under 100).
constexpr long kMostMutants = 1000000;

Json verdict_json(const MutantVerdict& v) {
  return {{"edition", v.edition}, {"what", v.what},   {"verdict", v.verdict}, {"decision", v.decision},      {"how", v.how},
          {"players", v.players}, {"cards", v.cards}, {"steps", v.steps},     {"as_expected", v.as_expected}};
}

Json section_json(const MutationSection& s) {
  Json families = Json::array(), verdicts = Json::object();
  long k = 0;
  for (const auto& f : s.families) {
    families.push_back({{"title", f.title}, {"mutants", f.verdicts.size()}});
    for (const auto& v : f.verdicts) {
      if (!v.verdict.empty()) verdicts[std::to_string(k)] = verdict_json(v);
      ++k;
    }
  }
  return {{"edition", s.edition}, {"families", std::move(families)}, {"verdicts", std::move(verdicts)}};
}

// Each section starts a line four spaces in, its "verdicts" too, each verdict six.
JsonBreak units_break(const JsonPath& p, const Json&) {
  if (p.empty()) return {4, true, false};
  if (path_is(p, {"*"})) return {4, true, false, {"verdicts"}};
  if (path_is(p, {"*", "verdicts"})) return {6, true, false};
  return {};
}

MutantVerdict read_verdict(const JsonDocument& d, const nlohmann::json& n) {
  constexpr long kMostSize = 1000000;
  return MutantVerdict{d.text(n, "edition"), d.text(n, "what"), d.text(n, "verdict"), d.text(n, "decision"), d.text(n, "how"),
                       static_cast<int>(d.number(n, "players", 0, kMostSize)), static_cast<int>(d.number(n, "cards", 0, kMostSize)),
                       static_cast<int>(d.number(n, "steps", 0, kMostSize)), d.boolean(n, "as_expected"), ""};
}

// One shard's section of an edition, held to the run's: the same edition,
// the same families (titles and sizes); each verdict one of a mutant this
// shard takes (its number in the whole run is `first` + its number here).
void read_section(const ShardFile& f, const nlohmann::json& n, MutationSection& run, long first) {
  const JsonDocument& d = f.read();
  if (d.text(n, "edition") != run.edition) f.fail(n, "its section is not the run's next edition, " + run.edition);
  const nlohmann::json& families = d.array(n, "families");
  if (families.size() != run.families.size()) f.fail(families, "the families of " + run.edition + " are not the run's");
  for (size_t k = 0; k < families.size(); ++k)
    if (d.text(families[k], "title") != run.families[k].title ||
        d.number(families[k], "mutants", 0, kMostMutants) != static_cast<long>(run.families[k].verdicts.size()))
      f.fail(families[k], "the family is not the run's '" + run.families[k].title + "' of " +
                              std::to_string(run.families[k].verdicts.size()) + " mutants");
  std::vector<MutantVerdict*> by_number;
  for (auto& fam : run.families)
    for (auto& v : fam.verdicts) by_number.push_back(&v);
  for (const auto& [key, verdict] : d.object(n, "verdicts").items()) {
    const long k = unit_key(key);
    if (k < 0 || k >= static_cast<long>(by_number.size())) f.fail(verdict, "a verdict numbered past the edition's mutants");
    if (!f.header.shard.takes(first + k))
      f.fail(verdict, "a verdict of mutant " + std::to_string(k + 1) + " of " + run.edition + ", which shard " +
                          std::to_string((first + k) % f.header.shard.of + 1) + " judges, not this one");
    *by_number[static_cast<size_t>(k)] = read_verdict(d, verdict);
    if (by_number[static_cast<size_t>(k)]->verdict.empty()) f.fail(verdict, "a verdict says what diff found (found, unobservable...)");
  }
}

}  // namespace

Units mutation_json(const std::vector<MutationSection>& sections) {
  Json all = Json::array();
  for (const auto& s : sections) all.push_back(section_json(s));
  return {std::move(all), {units_break}};
}

std::vector<MutationSection> merge_mutation_shards(const std::vector<ShardFile>& shards, std::vector<MutationSection> run) {
  for (const ShardFile& f : shards) {
    const nlohmann::json& units = *f.units;
    if (!units.is_array() || units.size() != run.size())
      f.fail(units, "mutate units are a list of the run's " + std::to_string(run.size()) + " editions' sections");
    long first = 0;
    for (size_t s = 0; s < run.size(); ++s) {
      read_section(f, units[s], run[s], first);
      for (const auto& fam : run[s].families) first += static_cast<long>(fam.verdicts.size());
    }
  }
  long unit = 0;
  for (const auto& s : run)
    for (const auto& fam : s.families)
      for (size_t v = 0; v < fam.verdicts.size(); ++v, ++unit)
        if (fam.verdicts[v].verdict.empty()) {
          const ShardFile& owner = shards[static_cast<size_t>(unit % shards.front().header.shard.of)];
          owner.fail(*owner.units, "it does not judge mutant " + std::to_string(v + 1) + " of '" + fam.title + "' (" + s.edition +
                                       "), which this shard takes: the shard files are not of one whole run");
        }
  return run;
}

void merge_mutation(std::vector<MutationSection>& into, const std::vector<MutationSection>& other) {
  for (size_t s = 0; s < into.size() && s < other.size(); ++s)
    for (size_t f = 0; f < into[s].families.size() && f < other[s].families.size(); ++f)
      for (size_t v = 0; v < into[s].families[f].verdicts.size() && v < other[s].families[f].verdicts.size(); ++v)
        if (!other[s].families[f].verdicts[v].verdict.empty()) into[s].families[f].verdicts[v] = other[s].families[f].verdicts[v];
}

}  // namespace errata::shard
