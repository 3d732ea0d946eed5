#include "props_tally.h"

#include "reports/escape.h"
#include "shard_file.h"

namespace errata::shard {
namespace {

std::string edition_json(const EditionPlay& e) {
  std::string out = "{\"edition\": " + report::json_string(e.edition) + ", \"players\": " + report::json_string(e.players) +
                    ", \"games\": " + std::to_string(e.games) + ", \"rounds\": " + std::to_string(e.rounds) +
                    ", \"counts_rounds\": " + (e.counts_rounds ? "true" : "false");
  if (e.failed_run) out += ", \"failed_run\": " + std::to_string(*e.failed_run) + ", \"failure\": " + report::json_string(e.failure);
  return out + "}";
}

EditionPlay read_edition(const YAML::Node& n, const std::string& path) {
  if (!n.IsMap() || !n["edition"].IsScalar() || !n["games"].IsScalar()) not_a_shard_file(path, n, "an edition's games are a map");
  try {
    EditionPlay e{n["edition"].as<std::string>(), n["players"].as<std::string>(), count_at(path, n["games"], "an edition's games"),
                  count_at(path, n["rounds"], "an edition's rounds"), n["counts_rounds"].as<bool>(), std::nullopt, ""};
    if (n["failed_run"]) e.failed_run = count_at(path, n["failed_run"], "the failed run"), e.failure = n["failure"].as<std::string>();
    return e;
  } catch (const YAML::Exception&) {
    not_a_shard_file(path, n, "an edition's games: edition, players, games, rounds, counts_rounds");
  }
}

}  // namespace

void EditionPlay::merge(const EditionPlay& other) {
  games += other.games;
  rounds += other.rounds;
  counts_rounds = counts_rounds || other.counts_rounds;
  if (other.failed_run && (!failed_run || *other.failed_run < *failed_run)) failed_run = other.failed_run, failure = other.failure;
}

std::string EditionPlay::line() const {
  if (failed_run) return failure;
  return "ok " + edition + ": " + std::to_string(games) + " games, " + (counts_rounds ? std::to_string(rounds) + " rounds, " : "") +
         "every invariant held (" + players + " players)\n";
}

void PropsTally::merge(const PropsTally& other) {
  for (size_t k = 0; k < other.editions.size() && k < editions.size(); ++k) editions[k].merge(other.editions[k]);
  for (const auto& [k, p] : other.pairs) pairs[k] = p;
}

int PropsTally::failures() const {
  int n = 0;
  for (const auto& e : editions) n += e.failed_run ? 1 : 0;
  for (const auto& [k, p] : pairs) n += p.failures;
  return n;
}

std::string PropsTally::text() const {
  std::string out;
  for (const auto& e : editions) out += e.line();
  for (const auto& [k, p] : pairs) out += p.text;
  return out + std::to_string(failures()) + " failures\n";
}

std::string PropsTally::json() const {
  std::string out = "{\"editions\": [";
  for (size_t k = 0; k < editions.size(); ++k) out += (k ? ",\n    " : "") + edition_json(editions[k]);
  out += "],\n  \"pairs\": {";
  bool first = true;
  for (const auto& [k, p] : pairs)
    out += (first ? "" : ",\n    ") + report::json_string(std::to_string(k)) + ": {\"failures\": " + std::to_string(p.failures) +
           ", \"text\": " + report::json_string(p.text) + "}",
        first = false;
  return out + "}}";
}

PropsTally PropsTally::read(const YAML::Node& units, const std::string& path) {
  return shard_part(path, [&] {
    if (!units.IsMap() || !units["editions"].IsSequence() || !units["pairs"].IsMap())
      not_a_shard_file(path, units, "props units are {\"editions\": [...], \"pairs\": {...}}");
    PropsTally t;
    for (const auto& e : units["editions"]) t.editions.push_back(read_edition(e, path));
    for (const auto& kv : units["pairs"]) {
      try {
        t.pairs[kv.first.as<long>()] = PairPlay{kv.second["text"].as<std::string>(),
                                                static_cast<int>(count_at(path, kv.second["failures"], "a pair's failures", 1))};
      } catch (const YAML::Exception&) {
        not_a_shard_file(path, kv.second, "a pair's play is {\"failures\": N, \"text\": \"...\"}");
      }
    }
    return t;
  });
}

}  // namespace errata::shard
