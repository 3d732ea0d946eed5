#include "edition_loader.h"

#include <algorithm>
#include <set>

#include "../core/clause_reader.h"
#include "../core/error_list.h"
#include "../core/input_error.h"
#include "../core/suggest.h"
#include "../core/yaml_reader.h"
#include "clause_ids.h"
#include "data_cards/effect_checks.h"
#include "edition_parts.h"

namespace errata::love_letter {
namespace {

const std::vector<std::string> kKeys{"id",      "game",          "title", "base",     "rulebook", "players",  "cards",
                                     "remove_cards", "stated", "tokens_to_win", "setup", "variants", "clauses", "readings"};

// One edition file read in steps. The header (base, id, game, rulebook) must
// hold before anything else can be read; after it every part is read even
// when another failed, and every error is thrown at the end, in file order.
class EditionReader {
 public:
  EditionReader(const std::string& file, YAML::Node root) : in_(file), root_(std::move(root)) {}

  Edition read(const FindEdition& find, const std::vector<std::string>& loaded) {
    in_.expect_document(root_, "edition", kKeys);
    header(find, loaded);
    clause_map();
    parts();
    decisions();
    coverage();
    errors_.throw_if_any();
    if (std::string problem = ed_.finish(); !problem.empty()) in_.fail(root_, problem);
    check_every_option(in_, root_, ed_, errors_);
    errors_.throw_if_any();
    return ed_;
  }

 private:
  bool based() const { return static_cast<bool>(root_["base"]); }

  // An edition may start from another ("the other rules stay the same"): it
  // then says only what differs.
  void header(const FindEdition& find, const std::vector<std::string>& loaded) {
    if (based()) {
      const std::string base_id = in_.text(root_["base"], "base");
      const Edition* base = find ? find(base_id) : nullptr;
      if (!base) in_.fail(root_["base"], "base: no edition '" + base_id + "' is loaded before this one" + did_you_mean(base_id, loaded));
      ed_ = *base;
      ed_.base = base_id;
    }
    ed_.source = SourceMark{in_.file(), 1, 1};
    errors_.attempt([&] { ed_.id = in_.edition_id(in_.required(root_, "id", "edition"), "id"); });
    errors_.attempt([&] {
      if (!based() || root_["game"]) ed_.game = in_.text(in_.required(root_, "game", "edition"), "game");
      if (ed_.game != "love-letter") in_.fail(root_["game"], "game: this loader reads love-letter editions, not '" + ed_.game + "'");
    });
    ed_.title = root_["title"] ? in_.text(root_["title"], "title") : ed_.id;
    if (!based() || root_["rulebook"]) {
      const YAML::Node book = in_.required(root_, "rulebook", "edition");
      errors_.attempt([&] { ed_.rulebook = find_rulebook(in_, book, in_.text(book, "rulebook")); });
    }
    errors_.throw_if_any();  // without these, nothing else can be read
  }

  // Clauses first: other sections refer to them.
  void clause_map() {
    const YAML::Node clauses = root_["clauses"];
    if (!based() && !clauses) errors_.attempt([&] { in_.required(root_, "clauses", "edition"); });
    if (clauses) errors_.attempt([&] { unread_ = read_clauses(in_, clauses, ed_.rulebook, ed_.clauses, errors_); });
    where_ = clauses ? clauses : root_;
  }

  void parts() {
    const ClauseRef ref = [&](const YAML::Node& n, const std::string& what) { return clause_ref(n, what); };
    bool players_read = true;
    if (!based() || root_["players"])
      players_read = errors_.attempt([&] { read_players(in_, in_.required(root_, "players", "edition"), ed_, ref); });
    if (!based() || root_["cards"]) {
      const std::vector<CardSpec> base_cards = std::move(ed_.cards);
      ed_.cards.clear();
      errors_.attempt([&] {
        read_cards(in_, in_.required(root_, "cards", "edition"), ed_, errors_, ref);
        keep_base_removals(in_, root_, base_cards, ed_);
        check_card_effects(in_, root_["cards"], ed_, errors_);
      });
    }
    if (root_["remove_cards"]) errors_.attempt([&] {
        read_removed(in_, root_["remove_cards"], ed_);
        clause_ref(root_["remove_cards"]["clause"], "remove_cards.clause");
      });
    if (root_["stated"]) {
      ed_.stated.clear();  // a derived edition states its own numbers (a base's totals describe the base's deck)
      errors_.attempt([&] { read_stated(in_, root_["stated"], ed_, errors_); });
    }
    if (!based() || root_["tokens_to_win"])
      errors_.attempt([&] { read_tokens(in_, in_.required(root_, "tokens_to_win", "edition"), ed_, ref); });
    for (int n = ed_.min_players; players_read && n <= ed_.max_players; ++n)  // a refused range has its own error
      if (!ed_.tokens_to_win.count(n))
        errors_.add(InputError(in_.mark(root_), "tokens_to_win.table: no entry for " + std::to_string(n) + " players"));
    if (root_["setup"]) errors_.attempt([&] { read_setup(in_, root_["setup"], ed_); });
  }

  // The variants the text states and the readings where it is silent.
  void decisions() {
    const auto inherited_variants = ed_.variants;
    if (root_["variants"]) errors_.attempt([&] { read_variants(in_, root_["variants"], ed_, errors_); });
    if (root_["readings"]) {
      // A reading given here replaces what a base edition stated at that point
      // (read_readings says what is wrong with a `readings` that is not a list).
      if (root_["readings"].IsSequence())
        for (const auto& n : root_["readings"])
          if (n.IsMap() && n["id"] && n["id"].IsScalar() && inherited_variants.count(n["id"].Scalar()) &&
              !(root_["variants"] && root_["variants"][n["id"].Scalar()]))
            ed_.variants.erase(n["id"].Scalar());
      errors_.attempt([&] { read_readings(in_, root_["readings"], ed_, errors_); });
    }
    for (const auto& r : ed_.readings)
      if (ed_.variants.count(r.id))
        errors_.add(InputError(in_.mark(root_), "variants: '" + r.id + "' is decided by a reading; give it there only"));
  }

  // Everything the engine decides by is quoted (or silent on a reading), and
  // every variation point of the deck's cards is decided.
  void coverage() {
    for (const auto& c : engine_clauses())
      if ((c.card == Role::none || uses(c.card)) && !cited(std::string(c.id)))
        missing("the engine decides by clause '" + std::string(c.id) + "' (" + std::string(c.means) + ")", true, std::string(c.id));
    for (const auto& [id, c] : ed_.clauses)
      if (!c.silent_reading.empty() && !ed_.reading(c.silent_reading))
        missing("clause '" + id + "' is silent and rests on reading '" + c.silent_reading + "', which is not in `readings`", false);
    if (ed_.face_up_when_two_players > 0 && !cited("setup.face-up"))
      missing("a 2-player round sets cards face up (setup.face_up_when_two_players), so the edition must cite 'setup.face-up'");
    for (const auto& point : Rules::variation_points()) {
      if (!decides(point)) continue;
      if (!ed_.variants.count(point) && !ed_.reading(point)) {
        errors_.add(InputError(in_.mark(root_), "the edition does not say which variant it uses at '" + point + "' (" +
                                                    Rules::decides(point) + "): give it under `variants` (stated by the text) "
                                                    "or `readings` (where the text is silent); errata variants lists them"));
        continue;
      }
      for (const auto& needed : Rules::clauses_needed(point, ed_.variant_at(point)))
        if (!cited(needed))
          missing("variant '" + ed_.variant_at(point) + "' at '" + point + "' decides by clause '" + needed + "'", true, needed);
    }
  }

  bool decides(const std::string& point) const {
    const Role card = Rules::card_of(point);
    return card == Role::none || uses(card) || (point == "game.end-timing" && wins_tokens_in_round());
  }
  // Whether the engine runs the card's rules: it is in the deck, or a card as
  // data does what it does (a protect step: the Handmaid's protection, its
  // clauses and variation points).
  bool uses(Role card) const {
    if (ed_.card(card)) return true;
    const RoleSets sets = role_sets_of(ed_);
    return card == Role::handmaid && (sets.protectors & sets.data) != 0;
  }
  // A card as data wins a token during the round: when that ends the game is game.end-timing's.
  bool wins_tokens_in_round() const {
    for (const auto& c : ed_.cards)
      if (c.effect)
        for (const auto& s : c.effect->steps)
          if (s.kind == StepKind::win_token) return true;
    return false;
  }
  bool cited(const std::string& id) const { return ed_.clause(id) || unread_.count(id); }
  void missing(const std::string& why, bool not_cited = true, const std::string& id = "") {
    errors_.add(InputError(in_.mark(where_), "clauses: " + why + (not_cited ? ", which this edition does not cite" : "") +
                                                 (id.empty() ? "" : misspelt_as(id))));
  }
  // " (is 'turn.drawx' a misspelling of it?)": a clause the file gives that the engine never cites.
  std::string misspelt_as(const std::string& id) const {
    const auto known = every_engine_clause();
    std::vector<std::string> strangers;
    for (const auto& [given, c] : ed_.clauses)
      if (std::find(known.begin(), known.end(), given) == known.end()) strangers.push_back(given);
    const auto near = closest(id, strangers);
    return near ? " (is '" + *near + "' a misspelling of it?)" : "";
  }

  std::string clause_ref(const YAML::Node& n, const std::string& what) {
    const std::string id = in_.text(n, what);
    if (!ed_.clause(id) && !unread_.count(id)) {
      std::vector<std::string> ids;
      for (const auto& [known, c] : ed_.clauses) ids.push_back(known);
      in_.fail(n, what + ": clause '" + id + "' is not in `clauses`" + did_you_mean(id, ids));
    }
    return id;
  }

  YamlReader in_;
  YAML::Node root_;
  Edition ed_;
  ErrorList errors_;
  std::set<std::string> unread_;  // clauses given but unreadable: their own error says so
  YAML::Node where_;              // where a missing clause is reported: the `clauses` map, else the file
};

}  // namespace

Edition load_edition(const std::string& text, const std::string& file, const FindEdition& find,
                     const std::vector<std::string>& loaded) {
  auto docs = load_yaml_documents(text, file);
  if (docs.size() != 1) throw InputError(SourceMark{file, 1, 1}, "an edition file holds exactly one YAML document");
  return EditionReader(file, docs[0]).read(find, loaded);
}

}  // namespace errata::love_letter
