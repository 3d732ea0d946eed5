// errata clauses, errata variants: what each game's engine decides by, from
// the lists the engine itself uses (Game::rule_catalog), as text, Markdown
// (the tables of docs/editions.md) or JSON.
#include <algorithm>
#include <iostream>
#include <sstream>

#include "checker/game/game.h"
#include "commands.h"
#include "model/core/input_error.h"
#include "model/core/suggest.h"
#include "core/escape.h"
#include "core/json_text.h"

namespace errata::cli {
namespace {

std::vector<const Game*> chosen_games(const std::optional<std::string>& game) {
  if (!game) return games();
  if (const Game* g = find_game(*game)) return {g};
  std::vector<std::string> ids;
  for (const Game* g : games()) ids.push_back(g->id());
  throw InputError(SourceMark{"--game", 0, 0}, "unknown game '" + *game + "'" + did_you_mean(*game, ids));
}

std::string joined(const std::vector<std::string>& xs, const std::string& sep = ", ") {
  std::string out;
  for (const auto& x : xs) out += (out.empty() ? "" : sep) + x;
  return out;
}

// A clause's meaning; a game that has no words for it yet says it in its bundled edition's quote.
std::string meaning(const Game& g, const CatalogClause& c) {
  if (!c.means.empty()) return c.means;
  const auto eds = g.editions();
  const Clause* cl = eds.empty() ? nullptr : g.clause(eds.front().id, c.id);
  if (cl && !cl->citations.empty()) return "(" + eds.front().id + " l." + std::to_string(cl->citations.front().line) + ") « " +
                                           cl->citations.front().quote + " »";
  return "";
}

std::string pad(const std::string& s, size_t width) { return s.size() >= width ? s + " " : s + std::string(width - s.size(), ' '); }

void clauses_text(const Game& g, const RuleCatalog& cat, std::ostream& out) {
  out << game_title(g.id()) << ": " << cat.clauses.size() << " clauses its engine decides by. An edition file quotes each "
      << "that its deck and variants use (or marks it `silent:` with the reading it rests on).\n";
  for (const bool variant_only : {false, true}) {
    if (variant_only) out << "  Cited only under some variants (an edition quotes those its variants cite):\n";
    for (const auto& c : cat.clauses) {
      if (c.only_under.empty() == variant_only) continue;
      out << "  " << pad(c.id, 32) << pad(c.card.empty() ? "-" : c.card, 15) << meaning(g, c);
      if (!c.only_under.empty()) out << "  [" << joined(c.only_under) << "]";
      out << "\n";
    }
  }
}

void clauses_md(const Game& g, const RuleCatalog& cat, std::ostream& out) {
  out << "| clause | card | what the engine decides by it | cited only under |\n|---|---|---|---|\n";
  for (const auto& c : cat.clauses)
    out << "| `" << c.id << "` | " << (c.card.empty() ? "—" : c.card) << " | " << markdown_text(meaning(g, c)) << " | "
        << (c.only_under.empty() ? "" : "`" + joined(c.only_under, "`, `") + "`") << " |\n";
}

Json clauses_json(const Game& g, const RuleCatalog& cat) {
  Json clauses = Json::array();
  for (const auto& c : cat.clauses)
    clauses.push_back({{"id", c.id}, {"card", text_or_null(c.card)}, {"means", meaning(g, c)}, {"only_under", c.only_under}});
  return {{"game", g.id()}, {"clauses", std::move(clauses)}};
}

std::string taken(const CatalogPoint& p) {
  std::string out;
  for (const auto& e : p.editions)
    if (!e.variant.empty()) out += (out.empty() ? "" : "; ") + e.edition + " " + e.variant + (e.stated ? "" : " (reading)");
  return out.empty() ? "no bundled edition has the card" : out;
}

void variants_text(const Game& g, const RuleCatalog& cat, std::ostream& out) {
  const bool stated = std::any_of(cat.points.begin(), cat.points.end(), [](const CatalogPoint& p) {
    return std::any_of(p.editions.begin(), p.editions.end(), [](const CatalogChoice& c) { return c.stated; });
  });
  if (stated)
    out << game_title(g.id()) << ": " << cat.points.size() << " variation points. An edition file decides each whose card "
        << "its deck has: under `variants:` where its text states it, under `readings:` where the text is silent.\n";
  else
    out << game_title(g.id()) << ": " << cat.points.size() << " readings. Its engine plays each rule one way; where a text is "
        << "silent, its edition file takes a reading (`readings:`, or a `silent:` clause), listed here with what each bundled "
        << "edition takes (errata editions lists each edition's settings and readings).\n";
  for (const auto& p : cat.points) {
    out << "\n" << p.id << (p.card.empty() ? "" : " (" + p.card + ")") << ": " << p.decides << "\n";
    for (const auto& v : p.variants)
      out << "  " << pad(v.name, 32) << v.says << (v.clauses.empty() ? "" : "  [cites " + joined(v.clauses) + "]") << "\n";
    out << "  taken by: " << taken(p) << "\n";
  }
}

void variants_md(const RuleCatalog& cat, std::ostream& out) {
  out << "| point | card | decides | variants (what each decides; the clauses it cites) |\n|---|---|---|---|\n";
  for (const auto& p : cat.points) {
    std::string vs;
    for (const auto& v : p.variants)
      vs += (vs.empty() ? "" : "<br>") + ("`" + v.name + "`: " + markdown_text(v.says)) +
            (v.clauses.empty() ? "" : " (`" + joined(v.clauses, "`, `") + "`)");
    out << "| `" << p.id << "` | " << (p.card.empty() ? "—" : p.card) << " | " << markdown_text(p.decides) << " | " << vs << " |\n";
  }
}

Json variants_json(const Game& g, const RuleCatalog& cat) {
  Json points = Json::array();
  for (const auto& p : cat.points) {
    Json variants = Json::array(), editions = Json::object();
    for (const auto& v : p.variants) variants.push_back({{"name", v.name}, {"says", v.says}, {"clauses", v.clauses}});
    for (const auto& e : p.editions)
      if (!e.variant.empty()) editions[e.edition] = {{"variant", e.variant}, {"stated", e.stated}};
    points.push_back({{"id", p.id}, {"card", text_or_null(p.card)}, {"decides", p.decides}, {"variants", std::move(variants)},
                      {"editions", std::move(editions)}});
  }
  return {{"game", g.id()}, {"points", std::move(points)}};
}

// Each game's part, one after the other.
template <typename Write>
int each_game(const std::optional<std::string>& game, Write write) {
  const auto chosen = chosen_games(game);
  std::ostringstream out;
  for (size_t i = 0; i < chosen.size(); ++i) {
    if (i) out << "\n";
    write(*chosen[i], chosen[i]->rule_catalog(), out);
  }
  std::cout << out.str();
  return kExitOk;
}

// JSON: a list of the games' objects, each game after the first at the start
// of a line, and each item of its list (`items`: "clauses", "points") too.
template <typename ToJson>
int each_game_json(const std::optional<std::string>& game, const std::string& items, ToJson json) {
  Json all = Json::array();
  for (const Game* g : chosen_games(game)) all.push_back(json(*g, g->rule_catalog()));
  const auto breaks = [&items](const JsonPath& p, const Json&) -> JsonBreak {
    if (p.empty()) return {0, false, false};
    if (path_is(p, {"*", items})) return {2};
    return {};
  };
  std::cout << json_text(all, {breaks}) << "\n";
  return kExitOk;
}

}  // namespace

int clauses_command(const std::optional<std::string>& game, const std::string& format) {
  if (format == "json") return each_game_json(game, "clauses", clauses_json);
  return each_game(game, [&](const Game& g, const RuleCatalog& cat, std::ostream& out) {
    if (format == "md") clauses_md(g, cat, out);
    else clauses_text(g, cat, out);
  });
}

int variants_command(const std::optional<std::string>& game, const std::string& format) {
  if (format == "json") return each_game_json(game, "points", variants_json);
  return each_game(game, [&](const Game& g, const RuleCatalog& cat, std::ostream& out) {
    if (cat.points.empty()) out << (format == "md" ? "" : game_title(g.id()) + ": no variation points and no readings: its engine plays each rule one way.\n");
    else if (format == "md") variants_md(cat, out);
    else variants_text(g, cat, out);
  });
}

}  // namespace errata::cli
