#include "props_tally.h"

#include "model/core/input_error.h"
#include "shard_file.h"

namespace errata::shard {
namespace {

Json edition_json(const EditionPlay& e) {
  Json out = {{"edition", e.edition}, {"players", e.players}, {"games", e.games}, {"rounds", e.rounds}, {"counts_rounds", e.counts_rounds}};
  if (e.failed_run) {
    out["failed_run"] = *e.failed_run;
    out["failure"] = e.failure;
  }
  return out;
}

// "pairs" starts a line, two spaces in; each edition and pair after the first, four.
JsonBreak tally_break(const JsonPath& p, const Json&) {
  if (p.empty()) return {2, true, false, {"pairs"}};
  if (path_is(p, {"editions"}) || path_is(p, {"pairs"})) return {4, false, false};
  return {};
}

// Text a shard file holds that merge prints (what a pair's play printed): shown as errata shows any text from a file, each line with
// its control characters escaped, so that no edited file clears a terminal
// or joins lines errata did not print.
std::string printable(const std::string& text) {
  std::string out;
  size_t from = 0;
  for (size_t nl = text.find('\n'); from < text.size(); nl = text.find('\n', from)) {
    out += tabbed_line(text.substr(from, nl == std::string::npos ? std::string::npos : nl - from)) + "\n";
    if (nl == std::string::npos) break;
    from = nl + 1;
  }
  return out;
}

EditionPlay read_edition(const ShardFile& f, const nlohmann::json& n) {
  const JsonDocument& d = f.read();
  EditionPlay e{d.text(n, "edition"), d.text(n, "players"), d.number(n, "games", 0, kMostCount), d.number(n, "rounds", 0, kMostCount),
                d.boolean(n, "counts_rounds"), std::nullopt, ""};
  if (n.contains("failed_run")) e.failed_run = d.number(n, "failed_run", 0, kMostCount), e.failure = tabbed_line(d.text(n, "failure")) + "\n";
  return e;
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

Units PropsTally::json() const {
  Json all = Json::array(), by_pair = Json::object();
  for (const auto& e : editions) all.push_back(edition_json(e));
  for (const auto& [k, p] : pairs) by_pair[std::to_string(k)] = {{"failures", p.failures}, {"text", p.text}};
  return {{{"editions", std::move(all)}, {"pairs", std::move(by_pair)}}, {tally_break}};
}

PropsTally PropsTally::read(const ShardFile& f) {
  const JsonDocument& d = f.read();
  const nlohmann::json& units = *f.units;
  PropsTally t;
  for (const auto& e : d.array(units, "editions")) t.editions.push_back(read_edition(f, e));
  for (const auto& [key, play] : d.object(units, "pairs").items()) {
    const long k = unit_key(key);
    if (k < 0) f.fail(play, "a pair is keyed by its number in the run");
    t.pairs[k] = PairPlay{printable(d.text(play, "text")), static_cast<int>(d.number(play, "failures", 0, 1))};
  }
  return t;
}

namespace {

// Whether what a pair's play printed is in errata's form: its first line says
// the pair (ok, FAILED with the failure, or -- when no player count is shared).
bool pair_text_of(const PairPlay& p, const std::pair<std::string, std::string>& pair) {
  const std::string names = pair.first + " vs " + pair.second + ":";
  if (p.failures) return p.text.rfind("FAILED " + names, 0) == 0;
  return p.text.rfind("ok " + names, 0) == 0 || p.text.rfind("-- " + names, 0) == 0;
}

}  // namespace

PropsTally merge_props_shards(const std::vector<ShardFile>& shards, const std::vector<EditionPlay>& editions, long runs,
                              const std::vector<std::pair<std::string, std::string>>& pairs) {
  PropsTally all{editions, {}};
  for (auto& e : all.editions) e.games = e.rounds = 0;
  const long first_pair = static_cast<long>(editions.size()) * runs;
  for (const ShardFile& f : shards) {
    const PropsTally t = PropsTally::read(f);
    const Shard& part = f.header.shard;
    const nlohmann::json& listed = f.units->at("editions");
    if (t.editions.size() != editions.size()) f.fail(listed, "its editions are not the run's " + std::to_string(editions.size()));
    for (size_t k = 0; k < editions.size(); ++k) {
      const EditionPlay& e = t.editions[k];
      const long first = static_cast<long>(k) * runs;
      if (e.edition != editions[k].edition || e.players != editions[k].players)
        f.fail(listed[k], "the run's edition " + std::to_string(k + 1) + " is " + editions[k].edition + " (" + editions[k].players +
                              " players); the file names another");
      if (e.failed_run && (*e.failed_run >= runs || !part.takes(first + *e.failed_run)))
        f.fail(listed[k], "its failed game is not one of the games this shard plays");
      const long games = part.share(first + (e.failed_run ? *e.failed_run + 1 : runs)) - part.share(first);
      if (e.games != games || e.rounds < (e.counts_rounds ? e.games : 0) || (!e.counts_rounds && e.rounds))
        f.fail(listed[k], "it counts " + std::to_string(e.games) + " games and " + std::to_string(e.rounds) + " rounds of " +
                              e.edition + ", where this shard plays " + std::to_string(games) + " games of at least a round each");
      all.editions[k].merge(e);
    }
    for (const auto& [k, p] : t.pairs) {
      const nlohmann::json& at = f.units->at("pairs").at(std::to_string(k));
      if (k >= static_cast<long>(pairs.size()) || !part.takes(first_pair + k))
        f.fail(at, "it plays pair " + std::to_string(k + 1) + ", which is not one this shard plays");
      if (!pair_text_of(p, pairs[static_cast<size_t>(k)]))
        f.fail(at, "what it says pair " + std::to_string(k + 1) + " printed is not what errata props prints for " +
                       pairs[static_cast<size_t>(k)].first + " vs " + pairs[static_cast<size_t>(k)].second);
    }
    for (const auto& [k, p] : t.pairs) all.pairs[k] = p;
  }
  for (long k = 0; k < static_cast<long>(pairs.size()); ++k)
    if (!all.pairs.count(k)) {
      const ShardFile& owner = shards[static_cast<size_t>((first_pair + k) % shards.front().header.shard.of)];
      owner.fail(*owner.units, "it has no play of pair " + std::to_string(k + 1) + ", which this shard plays: the shard files are not of one whole run");
    }
  return all;
}

}  // namespace errata::shard
