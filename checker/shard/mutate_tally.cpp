#include "mutate_tally.h"

#include <stdexcept>

#include "reports/escape.h"
#include "shard_file.h"

namespace errata::shard {
namespace {

// More mutants in one family than any edition has settings to change (a family holds under 100).
constexpr size_t kMostMutants = 1000000;

std::string verdict_json(const MutantVerdict& v) {
  using report::json_string;
  return "{\"edition\": " + json_string(v.edition) + ", \"what\": " + json_string(v.what) + ", \"verdict\": " + json_string(v.verdict) +
         ", \"decision\": " + json_string(v.decision) + ", \"how\": " + json_string(v.how) + ", \"players\": " + std::to_string(v.players) +
         ", \"cards\": " + std::to_string(v.cards) + ", \"steps\": " + std::to_string(v.steps) +
         ", \"as_expected\": " + (v.as_expected ? "true" : "false") + "}";
}

std::string section_json(const MutationSection& s) {
  std::string families, verdicts;
  long k = 0;
  for (const auto& f : s.families) {
    families += (families.empty() ? "" : ", ") + std::string("{\"title\": ") + report::json_string(f.title) +
                ", \"mutants\": " + std::to_string(f.verdicts.size()) + "}";
    for (const auto& v : f.verdicts) {
      if (!v.verdict.empty()) verdicts += (verdicts.empty() ? "\n      " : ",\n      ") + report::json_string(std::to_string(k)) + ": " + verdict_json(v);
      ++k;
    }
  }
  return "{\"edition\": " + report::json_string(s.edition) + ", \"families\": [" + families + "],\n    \"verdicts\": {" + verdicts + "}}";
}

MutantVerdict read_verdict(const YAML::Node& n) {
  return MutantVerdict{n["edition"].as<std::string>(), n["what"].as<std::string>(), n["verdict"].as<std::string>(),
                       n["decision"].as<std::string>(), n["how"].as<std::string>(), n["players"].as<int>(), n["cards"].as<int>(),
                       n["steps"].as<int>(), n["as_expected"].as<bool>()};
}

MutationSection read_section(const YAML::Node& n) {
  MutationSection s{n["edition"].as<std::string>(), {}};
  std::vector<MutantVerdict*> by_number;
  for (const auto& f : n["families"]) {
    const auto mutants = f["mutants"].as<size_t>();
    if (mutants > kMostMutants) throw std::out_of_range("more mutants in a family than errata makes");
    s.families.push_back({f["title"].as<std::string>(), std::vector<MutantVerdict>(mutants)});
  }
  for (auto& f : s.families)
    for (auto& v : f.verdicts) by_number.push_back(&v);
  for (const auto& kv : n["verdicts"]) *by_number.at(kv.first.as<size_t>()) = read_verdict(kv.second);
  return s;
}

}  // namespace

std::string mutation_json(const std::vector<MutationSection>& sections) {
  std::string out;
  for (const auto& s : sections) out += (out.empty() ? "\n    " : ",\n    ") + section_json(s);
  return "[" + out + "]";
}

std::vector<MutationSection> read_mutation(const YAML::Node& units, const std::string& path) {
  return shard_part(path, [&] {
    if (!units.IsSequence()) not_a_shard_file(path, units, "mutate units are a list of editions' sections");
    std::vector<MutationSection> out;
    for (const auto& n : units) {
      try {
        out.push_back(read_section(n));
      } catch (const std::exception&) {  // YAML's, or a verdict numbered past its families' mutants
        not_a_shard_file(path, n, "an edition's section: edition, families (title, mutants), verdicts by mutant number");
      }
    }
    return out;
  });
}

void merge_mutation(std::vector<MutationSection>& into, const std::vector<MutationSection>& other) {
  for (size_t s = 0; s < into.size() && s < other.size(); ++s)
    for (size_t f = 0; f < into[s].families.size() && f < other[s].families.size(); ++f)
      for (size_t v = 0; v < into[s].families[f].verdicts.size() && v < other[s].families[f].verdicts.size(); ++v)
        if (!other[s].families[f].verdicts[v].verdict.empty()) into[s].families[f].verdicts[v] = other[s].families[f].verdicts[v];
}

std::string unjudged(const std::vector<MutationSection>& sections) {
  for (const auto& s : sections)
    for (const auto& f : s.families)
      for (size_t v = 0; v < f.verdicts.size(); ++v)
        if (f.verdicts[v].verdict.empty()) return s.edition + ": mutant " + std::to_string(v + 1) + " of '" + f.title + "'";
  return "";
}

}  // namespace errata::shard
