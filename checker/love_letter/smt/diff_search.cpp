#include "diff_search.h"

#include <algorithm>
#include <functional>

#include "diff_plays.h"
#include "encoding_reads.h"
#include "props/love_letter/differential.h"
#include "reading_search.h"
#include "symbolic_round.h"

namespace errata::smt {

using love_letter::Edition;

namespace {

std::string decision_of(const std::string& finding_id) { return finding_id.substr(finding_id.rfind(':') + 1); }

// Whether a finding already made covers a divergence of `decision`.
bool covered(const DiffResult& out, const std::string& kind, const std::string& decision) {
  for (const auto& f : out.findings) {
    if (f.kind != kind) continue;
    const std::string found = decision_of(f.id);
    if (found == decision) return true;
    if (decision == "round-end.tokens" && found.starts_with("round-end.") && found != "round-end.winners") return true;
  }
  return false;
}

std::string settings_text(const std::vector<Setting>& settings, const Labels& l) {
  std::string out;
  for (const auto& s : settings)
    out += (out.empty() ? "" : "; ") + s.id + " (" + s.value_a + " under " + l.a + ", " + s.value_b + " under " + l.b + ")";
  return out;
}

std::vector<std::string> clauses_of(const Edition& a, const Edition& b, const std::vector<Setting>& settings) {
  std::vector<std::string> out;
  for (const auto& s : settings)
    for (const Edition* e : {&a, &b})
      for (const auto& c : setting_clauses(*e, s.id))
        if (std::find(out.begin(), out.end(), c) == out.end()) out.push_back(c);
  return out;
}

std::string dotted(std::string id) {
  std::replace(id.begin(), id.end(), ':', '.');
  return id;
}

// What the differential search plays, as its findings say it.
std::string searched_text(const Edition& a, const Edition& b) {
  const auto [lo, hi] = props::common_players(a, b);
  return "differential play of " + std::to_string(kSearchCases) + " seeded random cases (seed 1; " + std::to_string(lo) + " to " +
         std::to_string(hi) + " players, up to three rounds each, the same deal and choices under both)";
}

// Each decision `sought` accepts that differential play finds the two
// editions decide apart, once (the search starts again from the same seed,
// past the decisions found): a divergence shown by its game, its message
// saying why Z3 compares none there (`why`) and that a search found it.
void found_by_search(const Edition& a, const Edition& b, const EditionCatalog& catalog, const std::string& kind, const Labels& labels,
                     const std::function<bool(const std::string&)>& sought, const std::function<std::string(const std::string&)>& why,
                     DiffResult& out) {
  for (;;) {
    const auto d = search_divergence(a, b, 1, kSearchCases, [&](const std::string& decision) { return sought(decision) && !covered(out, kind, decision); });
    if (!d) return;
    Finding f = make_finding(kind, a, b, labels, d->decision, play_clauses(d->game.steps.back().action.card));
    f.message = "Differential play shows " + d->detail() + " (" + d->decision + ", after " + std::to_string(d->steps) +
                (d->steps == 1 ? " step" : " steps") + "): " + why(d->decision) + "; found by " + searched_text(a, b) +
                ", shrunk: a search, not a proof.";
    attach_witness(f, kind, [&](bool both) { return d->yaml(both); }, a, b, catalog);
    out.findings.push_back(std::move(f));
  }
}

}  // namespace

std::vector<Setting> unencoded_settings(z3::context& c, const Edition& a, const Edition& b, const std::vector<Setting>& differences) {
  const auto roles = shared_roles(a, b);
  const int lo = std::min(a.min_players, b.min_players), hi = std::max(a.max_players, b.max_players);
  EditionEncodings as_a(c, a, roles), as_b(c, b, roles);  // each side's own formulas, built once for every setting
  std::vector<Setting> out;
  for (const auto& s : differences) {
    // Read from either side: an edition without the setting's card may not
    // read it where the other edition, which has the card, does.
    const Edition a_with = with_setting(a, s.id, b), b_with = with_setting(b, s.id, a);
    EditionEncodings changed_a(c, a_with, roles), changed_b(c, b_with, roles);
    if (!encodings_differ(as_a, changed_a, lo, hi) && !encodings_differ(as_b, changed_b, lo, hi)) out.push_back(s);
  }
  return out;
}

void diff_unencoded(const Edition& a, const Edition& b, const EditionCatalog& catalog, const std::string& kind,
                    const Labels& labels, const std::vector<Setting>& unencoded, DiffResult& out) {
  if (unencoded.empty()) return;
  const auto [lo, hi] = props::common_players(a, b);
  const std::string searched = searched_text(a, b);
  const auto d = lo > hi ? std::nullopt
                         : search_divergence(a, b, 1, kSearchCases, [&](const std::string& decision) { return !covered(out, kind, decision); });
  if (!d) {
    for (const auto& s : unencoded) {
      Finding f = make_finding("inconclusive", a, b, labels, "setting." + dotted(s.id), clauses_of(a, b, {s}));
      f.severity = "warning";
      f.message = "No encoding reads " + settings_text({s}, labels) + ", and " + searched +
                  " found no situation the two decide differently: a search, not a proof.";
      out.findings.push_back(std::move(f));
    }
    return;
  }
  Finding f = make_finding(kind, a, b, labels, d->decision, clauses_of(a, b, unencoded));
  f.message = "Differential play shows " + d->detail() + " (" + d->decision + ", after " + std::to_string(d->steps) +
              " steps): a decision the encodings do not cover, from " + settings_text(unencoded, labels) + ". Found by " + searched +
              ", shrunk: a search, not a proof.";
  attach_witness(f, kind, [&](bool both) { return d->yaml(both); }, a, b, catalog);
  out.findings.push_back(std::move(f));
}

void diff_uncompared_plays(const Edition& a, const Edition& b, const EditionCatalog& catalog, const std::string& kind,
                           const Labels& labels, const Wanted& wanted, DiffResult& out) {
  auto of_a_turn = [](const std::string& decision) {
    return decision.starts_with("play.") || decision == "round-end.timing" || decision == "game-end.timing" || decision == "round-start";
  };
  found_by_search(
      a, b, catalog, kind, labels, [&](const std::string& decision) { return of_a_turn(decision) && asked(wanted, decision); },
      [](const std::string&) { return std::string("no play state both editions' rounds can be in, so Z3 compares no play here"); }, out);
}

void diff_empty_deck_draws(const Edition& a, const Edition& b, const EditionCatalog& catalog, const std::string& kind,
                           const Labels& labels, const Wanted& wanted, const std::vector<love_letter::Role>& cards, DiffResult& out) {
  std::vector<std::string> sought;
  for (love_letter::Role r : cards)
    if (const std::string d = "play." + std::string(love_letter::role_id(r)); asked(wanted, d) && !covered(out, kind, d)) sought.push_back(d);
  const std::string& with = a.set_aside_face_down > 0 ? labels.a : labels.b;
  const std::string& without = a.set_aside_face_down > 0 ? labels.b : labels.a;
  auto where = [&](const std::string& decision) {
    return "a play of " + decision.substr(5) + " that makes someone draw at an empty deck, where " + with + " sets a card aside and " +
           without + " none: no state both editions' rounds can be in, so Z3 compares none there";
  };
  found_by_search(
      a, b, catalog, kind, labels, [&](const std::string& found) { return std::find(sought.begin(), sought.end(), found) != sought.end(); },
      where, out);
  for (const auto& decision : sought)
    if (!covered(out, kind, decision))
      out.findings.push_back(not_comparable(a, b, labels, decision, where(decision) + "; " + searched_text(a, b) + " found no difference there"));
}

}  // namespace errata::smt
