#include "edition_skeleton.h"

#include <algorithm>
#include <optional>
#include <set>
#include <sstream>
#include <string_view>

#include "checker/translation/file_skeleton.h"
#include "checker/translation/quote_proposal.h"
#include "checker/translation/text_alignment.h"
#include "model/love_letter/clause_ids.h"
#include "model/love_letter/data_cards/effect_writer.h"
#include "smt/data_card_play.h"

namespace errata::love_letter {
namespace {

class Skeleton {
 public:
  Skeleton(const Edition& base, const Rulebook& text, const std::string& name)
      : base_(base), text_(text), name_(name), lines_(base.rulebook, text) {}

  std::string write(const std::string& id);

 private:
  void citation(const std::string& indent, const Citation& c);
  void clause(const Clause& c);
  void cards();
  void effect(const CardEffect& e);
  bool cited_by_cards(const std::string& clause) const;
  void stated();
  void decisions();
  void clauses();
  void readings();
  std::string aligned_line(int n, const std::string& what);

  const Edition& base_;
  const Rulebook& text_;
  std::string name_;
  TextAlignment lines_;
  std::ostringstream out_;
  int todos_ = 0;
};

// " # line N of the base, proposed: line M (alike 0.7) — review", or a TODO.
std::string Skeleton::aligned_line(int n, const std::string& what) {
  const LineMatch m = lines_.match(n);
  if (m.line) return std::to_string(m.line) + "   # " + base_.id + " line " + std::to_string(n) + "; proposed (alike " +
                     std::to_string(m.score).substr(0, 4) + "): review";
  ++todos_;
  return "TODO   # " + base_.id + " line " + std::to_string(n) + ": no line of " + name_ + " was aligned with it; give " + what;
}

void Skeleton::citation(const std::string& indent, const Citation& c) {
  out_ << indent << "# " << base_.id << " line " << c.line << ": « " << c.quote << " »\n";
  if (auto p = propose(base_.rulebook, text_, lines_, c.line, c.quote)) {
    out_ << indent << "# proposed: line " << p->line << " of " << name_ << " (alike " << std::to_string(p->score).substr(0, 4)
         << "); review the line and cut the quote to the words that state the rule\n";
    if (p->too_short) {
      ++todos_;
      out_ << indent << "# TODO: the proposal is too short to state the clause: give the words of your text that state it\n";
    }
    out_ << indent << "line: " << p->line << "\n" << indent << "quote: " << quoted(p->quote) << "\n";
  } else {
    ++todos_;
    out_ << indent << "# TODO: no line of " << name_ << " was aligned with it: give the line and the words of your text\n";
    out_ << indent << "line: TODO\n" << indent << "quote: TODO\n";
  }
}

void Skeleton::clause(const Clause& c) {
  out_ << "  " << c.id << ":";
  if (!c.silent_reading.empty()) {
    out_ << " { silent: " << c.silent_reading << " }   # " << base_.id << "'s text is silent here: is yours? (see `readings`)\n";
    return;
  }
  std::string meaning(clause_meaning(c.id));
  if (meaning.empty() && cited_by_cards(c.id)) meaning = "a clause of " + base_.id + "'s own, which its cards as data cite";
  out_ << "   # " << meaning << "\n";
  for (size_t i = 0; i < c.citations.size(); ++i) {
    if (c.citations.size() > 1) out_ << "    - # " << (i + 1) << " of " << c.citations.size() << "\n";
    citation(c.citations.size() > 1 ? "      " : "    ", c.citations[i]);
  }
}


void Skeleton::cards() {
  out_ << "\n# The cards: role ids are the engine's; name, value and copies as your text prints them.\ncards:\n";
  for (const auto& c : base_.cards) {
    const LineMatch m = lines_.match(c.line);
    const std::string name = m.line ? proposed_name(text_.line(m.line)) : "";
    // A card of the base's own is named by its id (a bundled role by its role).
    out_ << "  - " << (is_data_slot(c.role) ? "id: " : "role: ") << role_id(c.role) << "   # " << base_.id << ": " << c.name << ", value " << c.value << "\n";
    if (name.empty()) {
      ++todos_;
      out_ << "    name: TODO   # the printed name in your text\n";
    } else {
      out_ << "    name: " << quoted(name) << "   # proposed from the aligned line: review\n";
    }
    out_ << "    value: " << c.value << "\n    count: " << (c.count_stated ? std::to_string(c.count) : "not stated") << "\n";
    if (c.line) out_ << "    line: " << aligned_line(c.line, "the line that names the card") << "\n";
    if (c.effect) effect(*c.effect);
  }
}

bool Skeleton::cited_by_cards(const std::string& clause) const {
  for (const auto& card : base_.cards) {
    if (!card.effect) continue;
    const auto cited = smt::data_card_clauses(*card.effect);
    if (std::find(cited.begin(), cited.end(), clause) != cited.end()) return true;
  }
  return false;
}

// A card whose effect the base writes as data: the same steps, citing the
// same clause ids (each proposed at your text's line under `clauses`).
void Skeleton::effect(const CardEffect& e) {
  YAML::Emitter yaml;
  yaml << effect_node(e);
  out_ << "    effect:   # as " << base_.id << " writes it (docs/editions.md, \"Cards as data\"): is it what your text says?\n";
  std::istringstream lines(yaml.c_str());
  for (std::string l; std::getline(lines, l);) out_ << "      " << l << "\n";
}

void Skeleton::stated() {
  if (base_.stated.empty()) return;
  out_ << "\n# Numbers your text states about itself (a total of cards, of tokens): checked against the card table.\nstated:\n";
  for (const auto& st : base_.stated) {
    out_ << "  - what: " << st.what << "\n    value: " << st.value << "   # as " << base_.id << " states it: check yours\n";
    citation("    ", Citation{st.rulebook, st.line, st.quote});
  }
}

void Skeleton::decisions() {
  out_ << "\n# The variant your text states at each variation point (errata variants says what each decides).\nvariants:\n";
  for (const auto& [point, variant] : base_.variants)
    out_ << "  " << point << ": " << variant << "   # " << base_.id << "'s; " << Rules::decides(point) << "\n";
}

void Skeleton::readings() {
  if (base_.readings.empty()) return;
  out_ << "\n# Where " << base_.id << "'s text is silent, the reading the model takes. Is yours silent there too?\n"
       << "# If your text states it, give the variant under `variants` and drop the reading.\nreadings:\n";
  for (const auto& r : base_.readings) {
    out_ << "  - id: " << r.id << "\n";
    if (!r.clauses.empty()) {
      out_ << "    clauses: [";
      for (size_t i = 0; i < r.clauses.size(); ++i) out_ << (i ? ", " : "") << r.clauses[i];
      out_ << "]\n";
    }
    out_ << "    lines:\n";
    for (int l : r.lines) out_ << "      - " << aligned_line(l, "the line of your text this reading is about") << "\n";
    out_ << "    says: " << quoted(r.says) << "   # " << base_.id << "'s words: say it of your text\n    options:\n";
    for (const auto& o : r.options) {
      out_ << "      " << o.name << ":\n        says: " << quoted(o.says) << "\n";
      if (!o.counts.empty()) {
        out_ << "        counts: {";
        bool first = true;
        for (const auto& [role, n] : o.counts) out_ << (first ? "" : ", ") << role << ": " << n, first = false;
        out_ << "}\n";
      }
    }
    out_ << "    default: " << r.default_option << "\n";
  }
}

std::string Skeleton::write(const std::string& id) {
  out_ << "# A new edition of Love Letter, written by `errata edition new --from " << base_.id << " --rulebook " << name_ << "`.\n"
       << "# Every clause the engine decides by is below: " << base_.id << "'s quote as a comment, and as a proposal the\n"
       << "# line of " << name_ << " aligned with it (by order, length and numbers: review each). A TODO marks what\n"
       << "# nothing matched: the file loads once no TODO value is left (errata editions --edition-file THIS lists\n"
       << "# every error at once).\n"
       << "id: " << id << "\ngame: love-letter\ntitle: " << quoted(base_.title + " (" + name_ + ")") << "   # your title\n"
       << "rulebook: " << quoted(name_) << "\n\nplayers: { min: " << base_.min_players << ", max: " << base_.max_players
       << ", clause: " << base_.players_clause << " }\n";
  cards();
  if (!base_.removed_clause.empty()) {
    out_ << "\nremove_cards:\n  clause: " << base_.removed_clause << "\n  cards: {";
    bool first = true;
    for (const auto& c : base_.cards)
      if (c.removed) out_ << (first ? "" : ", ") << role_id(c.role) << ": " << c.removed, first = false;
    out_ << "}\n";
  }
  stated();
  out_ << "\ntokens_to_win:\n  clause: " << base_.tokens_clause << "\n  table: {";
  for (auto it = base_.tokens_to_win.begin(); it != base_.tokens_to_win.end(); ++it)
    out_ << (it == base_.tokens_to_win.begin() ? "" : ", ") << it->first << ": " << it->second;
  out_ << "}\n\nsetup:\n  set_aside_face_down: " << base_.set_aside_face_down << "\n  face_up_when_two_players: "
       << base_.face_up_when_two_players << "\n  hand: 1\n";
  decisions();
  clauses();
  readings();
  out_ << "\n# " << todos_ << " TODO" << (todos_ == 1 ? "" : "s") << " left.\n";
  return out_.str();
}

// In the engine's order: the clauses every edition quotes, then those of
// variants, then any other the base quotes (remove_cards').
void Skeleton::clauses() {
  out_ << "\nclauses:\n";
  std::set<std::string> done;
  auto one = [&](const std::string& id) {
    if (const Clause* c = base_.clause(id); c && done.insert(id).second) clause(*c);
  };
  for (const auto& c : engine_clauses()) one(std::string(c.id));
  for (const auto& c : kVariantClauses) one(std::string(c.id));
  for (const auto& [id, c] : base_.clauses) one(id);
}

}  // namespace

std::string edition_skeleton(const Edition& base, const Rulebook& text, const std::string& rulebook_name, const std::string& id) {
  return Skeleton(base, text, rulebook_name).write(id);
}

}  // namespace errata::love_letter
