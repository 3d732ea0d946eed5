#include "check.h"

#include <algorithm>
#include <optional>

#include "completion.h"
#include "diff.h"
#include "diff_plays.h"
#include "diff_support.h"
#include "game_search.h"
#include "checker/smt/interrupt.h"
#include "model/love_letter/clause_ids.h"
#include "round_end_encoding.h"
#include "round_tokens.h"
#include "witness.h"

namespace errata::smt {

using love_letter::Edition;
using love_letter::Role;

namespace {

Quote quote_stated(const Edition& ed, const love_letter::StatedTotal& st) {
  return {ed.id, "stated:" + st.what, st.rulebook.empty() ? ed.rulebook.name() : st.rulebook, st.line, st.quote};
}

Finding base(const Edition& ed, const std::string& kind, const std::string& severity, const std::string& what) {
  return edition_finding(ed.id, kind, severity, what);
}

// Stated totals of cards against the card-by-card counts. Totals describe the
// box's cards, before a variant puts some back (remove_cards).
void check_card_totals(const Edition& ed, std::vector<Finding>& out) {
  int by_card = 0, removed = 0;
  bool all_stated = true;
  for (const auto& c : ed.cards) {
    if (!c.count_stated) all_stated = false;
    by_card += c.count;
    removed += c.removed;
  }
  for (const auto& st : ed.stated) {
    if (st.what != "cards" && st.what != "cards-after-set-aside") continue;
    const int expected = st.what == "cards" ? by_card : by_card - ed.set_aside_face_down;
    const int model = (st.what == "cards" ? ed.deck_size() : ed.deck_size() - ed.set_aside_face_down) + removed;
    if (all_stated && st.value != expected) {
      Finding f = base(ed, "contradiction", "error", "stated-" + st.what + "-" + std::to_string(st.line));
      f.clauses = {"setup.cards"};
      f.message = "Line " + std::to_string(st.line) + " states " + std::to_string(st.value) + " cards" +
                  (st.what == "cards" ? "" : " after the set-aside card") + ", but the copies stated card by card add up to " +
                  std::to_string(expected) + ". The model takes " + std::to_string(model) + " (see its readings).";
      f.quotes.push_back(quote_stated(ed, st));
      for (const auto& c : ed.cards)
        if (c.line) f.quotes.push_back({ed.id, "card:" + std::string(love_letter::role_id(c.role)), ed.rulebook.name(), c.line,
                                        ed.rulebook.line(c.line)});
      out.push_back(std::move(f));
    } else {
      Finding f = base(ed, st.value == model ? "claim-proven" : "claim-refuted", st.value == model ? "info" : "error",
                       "stated-" + st.what + "-" + std::to_string(st.line));
      f.clauses = {"setup.cards"};
      f.message = "Line " + std::to_string(st.line) + " states " + std::to_string(st.value) + " cards; the model's deck has " +
                  std::to_string(model) + (all_stated ? "" : " (some counts are not stated: a reading gives them)") + ".";
      f.quotes.push_back(quote_stated(ed, st));
      out.push_back(std::move(f));
    }
  }
}

// What a claim about a round's tokens rests on: every decision of a round's
// end (the bound counts them all) and, for its witness, a round played, the
// plays it makes (each "play: CARD" of its steps).
std::vector<std::string> token_claim_clauses(const std::string& witness) {
  std::vector<std::string> out = round_end_clauses();
  const auto add = [&](const std::string& c) {
    if (std::find(out.begin(), out.end(), c) == out.end()) out.push_back(c);
  };
  for (const char* c : {"bishop.guess", "constable.token"}) add(c);
  for (size_t at = witness.find("play: "); at != std::string::npos; at = witness.find("play: ", at + 6)) {
    const auto end = witness.find_first_of("\n ,}", at + 6);
    if (const auto r = love_letter::role_from_id(witness.substr(at + 6, end - at - 6)))
      for (const auto& c : play_clauses(*r)) add(c);
  }
  return out;
}

// Other numbers the text states about itself: one reference card per player;
// claims the encodings cannot decide yet are reported as inconclusive, never passed over.
// "At most N favor tokens in a round (for one player)": Z3 finds the most the
// rules allow, by source, for every player count; a random round reaching the
// claim shows it is attained, one beyond it refutes it.
Finding check_round_token_claim(const Edition& ed, const EditionCatalog& catalog, const std::vector<RoundTokenBounds>& bounds,
                                const love_letter::StatedTotal& st) {
  const bool one_player = st.what == "tokens-per-player-per-round-at-most";
  int most = -1, at = 0;
  bool unknown = false;
  for (int n = ed.min_players; n <= ed.max_players; ++n) {
    const RoundTokenBounds& b = bounds[static_cast<size_t>(n - ed.min_players)];
    const int v = one_player ? b.per_player : b.per_round;
    if (v < 0) unknown = true;
    if (v > most) most = v, at = n;
  }
  const std::string what = one_player ? "one player" : "all players together";
  const std::string claim = "Line " + std::to_string(st.line) + " says at most " + std::to_string(st.value) +
                            " favor tokens in a round for " + what + ". ";
  std::vector<std::string> clauses;
  for (const char* c : {"round.highest-wins", "bishop.guess", "constable.token", "jester.bonus", "spy.bonus"})
    if (ed.clause(c)) clauses.push_back(c);
  if (unknown) {
    Finding f = base(ed, "inconclusive", "warning", "stated-" + st.what);
    f.message = claim + "Z3 gave no answer within its resource limit.";
    f.quotes.push_back(quote_stated(ed, st));
    return f;
  }
  // A round that reaches the claim (it holds and is attained) or goes past it.
  const int goal = most <= st.value ? st.value : st.value + 1;
  std::string witness;
  for (int n = ed.min_players; n <= ed.max_players && witness.empty(); ++n)
    witness = round_with_tokens(ed, n, one_player, goal, 1, 4000);
  const bool holds = most <= st.value;
  Finding f = base(ed, holds ? "claim-proven" : witness.empty() ? "inconclusive" : "claim-refuted",
                   holds ? "info" : witness.empty() ? "warning" : "error", "stated-" + st.what);
  f.clauses = clauses;
  for (auto& q : quotes_of(ed, clauses)) f.quotes.push_back(q);
  f.quotes.push_back(quote_stated(ed, st));
  f.message = claim + "By the rules (Z3, counting the round's winners, the Spy's and pair bonuses and the tokens won by the Bishop, the Constable and the Jester), at most " +
              std::to_string(most) + " for " + what + (holds ? "" : " (with " + std::to_string(at) + " players)") + ". ";
  if (holds)
    f.message += witness.empty() ? "Random play did not reach " + std::to_string(st.value) + " in the rounds tried."
                                 : "The witness is a round where " + std::to_string(st.value) + " are won.";
  else
    f.message += witness.empty() ? "No round of random play went past " + std::to_string(st.value) + ", so it is not shown."
                                 : "The witness is a round where more are won.";
  if (!witness.empty()) {
    f.witness = witness;
    f.replayed = replay(witness, {&ed}, catalog).empty();
    if (!f.replayed) f.message += " [checker bug: the witness does not replay]";
  }
  f.message += resting_on(ed, ed, Labels{ed.id, ed.id}, token_claim_clauses(witness));
  return f;
}

void check_other_claims(const Edition& ed, const EditionCatalog& catalog, const SolveOptions& options,
                        std::vector<Finding>& out) {
  std::vector<RoundTokenBounds> token_bounds;
  for (const auto& st : ed.stated) {
    if (st.what == "cards" || st.what == "cards-after-set-aside" || st.what == "favor-tokens") continue;
    if (st.what == "reference-cards") {
      const bool holds = st.value >= ed.max_players;
      Finding f = base(ed, holds ? "claim-proven" : "claim-refuted", holds ? "info" : "error", "stated-" + st.what);
      f.clauses = {ed.players_clause};
      f.message = std::to_string(st.value) + " reference cards (line " + std::to_string(st.line) + ") for at most " +
                  std::to_string(ed.max_players) + " players: " + (holds ? "one each." : "not enough for one each.");
      f.quotes.push_back(quote_stated(ed, st));
      out.push_back(std::move(f));
      continue;
    }
    if (st.what == "token-cards") {  // the cards whose effect wins a favor token in the engine
      int n = 0;
      for (Role r : {Role::jester, Role::constable, Role::bishop}) n += ed.has_card(r);
      const bool holds = n == st.value;
      Finding f = base(ed, holds ? "claim-proven" : "claim-refuted", holds ? "info" : "error", "stated-" + st.what);
      f.clauses = quotes_of(ed, {"jester.bonus"}).empty() ? std::vector<std::string>{} : std::vector<std::string>{"jester.bonus", "constable.token", "bishop.guess"};
      f.message = "Line " + std::to_string(st.line) + " says " + std::to_string(st.value) + " cards win favor tokens by their effect; the deck has " +
                  std::to_string(n) + " (Jester, Constable, Bishop).";
      f.quotes.push_back(quote_stated(ed, st));
      out.push_back(std::move(f));
      continue;
    }
    if (st.what == "tokens-per-round-at-most" || st.what == "tokens-per-player-per-round-at-most") {
      if (token_bounds.empty())  // once for both claims: Z3 for every player count
        for (int n = ed.min_players; n <= ed.max_players; ++n)
          token_bounds.push_back(round_token_bounds(ed, n, options));
      out.push_back(check_round_token_claim(ed, catalog, token_bounds, st));
      continue;
    }
    Finding f = base(ed, "inconclusive", "warning", "stated-" + st.what);
    f.message = "Line " + std::to_string(st.line) + " states " + std::to_string(st.value) + " (" + st.what +
                "): the checker has no encoding for this claim, so it cannot prove or refute it.";
    f.quotes.push_back(quote_stated(ed, st));
    out.push_back(std::move(f));
  }
}

// One player count's final round: its state, its end, and the favor tokens
// in play once it ends (those held before and those it hands out).
struct FinalRound {
  SymbolicRound s;
  RoundEnd e;
  z3::expr total;
  z3::expr possible;  // a state a round of the edition can be in, completable to a whole deal
  FinalRound(z3::context& c, const Edition& ed, int n, const std::vector<Role>& roles)
      : s(c, n, roles), e(encode_round_end(s, ed)), total(c.int_val(0)),
        possible(well_formed(s, ed) && round_completable(s, ed) && s.canonical_order() && e.definitions) {
    for (int p = 0; p < n; ++p) total = total + s.tokens[static_cast<size_t>(p)] + e.gains[static_cast<size_t>(p)];
  }
};

// The most favor tokens a game of `n` players can have in play when its last
// round ends (maximise: proven by unsat for one more), with a witness of that
// many naming the fewest cards (solve's minimising); nothing where Z3 does not
// decide it within its units. Z3's optimiser, asked both at once, took 45 %
// more instructions.
struct TokenPeak {
  int most = -1;
  std::string witness;
};
std::optional<TokenPeak> most_tokens_in_play(z3::context& c, const Edition& ed, const FinalRound& f, const love_letter::StatedTotal& st,
                                             const SolveOptions& options) {
  const Maximum most = maximise(c, f.possible, f.total, options);
  if (most.verdict != Verdict::sat) return std::nullopt;
  std::optional<z3::model> fewest;
  const z3::expr that_many = f.total == c.int_val(static_cast<int64_t>(most.value));
  if (solve(c, f.possible && that_many, f.s.cards_named(), options, fewest) != Verdict::sat) return std::nullopt;
  const z3::model m = *fewest;
  TokenPeak peak{static_cast<int>(most.value), ""};  // the witness is held to that many (that_many)
  // A game to show it: the round before the game's end dealt with the tokens
  // the solver holds before it, played until as many are in play (or, short
  // of that, more than the box holds).
  const ConcreteRound r = read_round(m, f.s);
  const int shown = std::min(peak.most, st.value + 1);
  peak.witness = round_reaching(ed, f.s.players, r.tokens, [&](const love_letter::State& s) {
    int in_play = 0;
    for (int p = 0; p < f.s.players; ++p) in_play += s.tokens[p];
    return in_play >= shown;
  }, "witness: " + std::to_string(shown) + " favor tokens in play at the end of a " + std::to_string(f.s.players) + "-player game of " + ed.id,
     std::to_string(shown) + " favor tokens are in play once this round ends (at most " + std::to_string(peak.most) +
         " by the rules); the box holds " + std::to_string(st.value) + ".",
     {"round.highest-wins", "round.tie"}, 1, 4000);
  return peak;
}

// The favor tokens in the box against the most one final round can leave in
// play: the most of any player count, found at the fewest players that reach
// it. The player counts are asked from the most players down (more players,
// more tokens): once one count's most is known, a count with fewer players is
// only maximised where Z3 finds it can reach as many. Most often it proves
// it cannot, and that check cost an eighth of the optimisation it replaced.
void check_token_supply(const Edition& ed, const EditionCatalog& catalog, const SolveOptions& options,
                        std::vector<Finding>& out) {
  std::vector<Role> roles;
  for (const auto& card : ed.cards) roles.push_back(card.role);
  std::sort(roles.begin(), roles.end());
  for (const auto& st : ed.stated) {
    if (st.what != "favor-tokens") continue;
    int worst = -1, worst_players = 0;
    std::string witness;
    bool unknown = false;
    z3::context c;
    const Watched watched(c, options.safety_seconds);
    const InterruptScope interruptible(c);  // Ctrl-C stops its queries
    for (int n = ed.max_players; n >= ed.min_players; --n) {
      const FinalRound f(c, ed, n, roles);
      std::optional<z3::model> unused;
      if (worst >= 0) {
        const Verdict as_many = solve(c, f.possible && f.total >= worst, c.int_val(0), options, unused);
        if (as_many == Verdict::unknown) unknown = true;
        if (as_many != Verdict::sat) continue;
      }
      const auto peak = most_tokens_in_play(c, ed, f, st, options);
      if (!peak) unknown = true;
      if (peak && peak->most >= worst) worst = peak->most, worst_players = n, witness = peak->witness;
    }
    Finding f = base(ed, worst > st.value ? "resource-shortage" : (unknown ? "inconclusive" : "claim-proven"),
                     worst > st.value ? "warning" : (unknown ? "warning" : "info"), "favor-tokens");
    f.clauses = {"round.tie", "game.tokens-to-win"};
    f.quotes.push_back(quote_stated(ed, st));
    for (auto& q : quotes_of(ed, {"round.tie", "game.tokens-to-win"})) f.quotes.push_back(q);
    // The tokens in play rest on every decision of a round's end; the witness shows the game's end too.
    const std::string resting = resting_on(ed, ed, Labels{ed.id, ed.id}, round_end_clauses());
    if (worst > st.value) {
      f.message = "The box holds " + std::to_string(st.value) + " favor tokens (line " + std::to_string(st.line) +
                  "), but a " + std::to_string(worst_players) + "-player game can have " + std::to_string(worst) +
                  " in play when its last round ends: every player one token short of winning, then a round that hands out more." + resting;
      f.witness = witness;
      f.replayed = replay(witness, {&ed}, catalog).empty();
      if (!f.replayed) f.message += " [checker bug: the witness does not replay]";
    } else if (!unknown) {
      f.message = "The " + std::to_string(st.value) + " favor tokens of line " + std::to_string(st.line) +
                  " always suffice: at most " + std::to_string(worst) + " are in play when a game ends." + resting;
    } else {
      f.message = "Z3 could not decide within its resource limit how many favor tokens a game can need.";
    }
    out.push_back(std::move(f));
  }
}

// Clauses about a card this edition's deck does not hold can never apply.
void check_dead_clauses(const Edition& ed, std::vector<Finding>& out) {
  for (const auto& c : love_letter::engine_clauses()) {
    if (c.card == Role::none || !ed.card(c.card) || ed.has_card(c.card) || !ed.clause(c.id)) continue;
    Finding f = base(ed, "dead-clause", "info", std::string(c.id));
    f.clauses = {std::string(c.id)};
    f.message = "Clause " + std::string(c.id) + " is about the " + ed.card_name(c.card) + ", which is not in this deck: it can never apply.";
    f.quotes = quotes_of(ed, f.clauses);
    out.push_back(std::move(f));
  }
}

// A reading with one option, about `clause`: its own finding (reading-ID,
// check_reading) says the text is silent there, once.
bool said_by_its_reading(const Reading* r, const std::string& clause) {
  return r && r->options.size() < 2 && std::find(r->clauses.begin(), r->clauses.end(), clause) != r->clauses.end();
}

// What the text leaves silent (each silent clause once: not again where its
// only reading is reported).
void check_silent_clauses(const Edition& ed, std::vector<Finding>& out) {
  for (const auto& [id, clause] : ed.clauses) {
    if (clause.silent_reading.empty()) continue;
    const Reading* r = ed.reading(clause.silent_reading);
    if (said_by_its_reading(r, id)) continue;
    Finding f = base(ed, "underspecified", "warning", "silent-" + id);
    f.clauses = {id};
    f.message = "The text has no sentence for clause " + id + "; the model takes reading " + clause.silent_reading + ": " +
                (r && r->option(r->chosen) ? r->option(r->chosen)->says : "");
    for (int l : r ? r->lines : std::vector<int>{}) f.quotes.push_back({ed.id, id, ed.rulebook.name(), l, ed.rulebook.line(l)});
    out.push_back(std::move(f));
  }
}

// One root cause, one finding: every decision one option of reading `r`
// changes (`found`, in the diff's order), as one ambiguity that lists them and
// carries the first one's witness. Severity: the gravest of them.
Finding one_root_cause(const Edition& ed, const Reading& r, const std::string& option, const std::string& lines,
                       std::vector<Finding>& found) {
  Finding f = base(ed, "ambiguity", "info", r.id + "=" + option);
  std::string decisions;
  for (auto& c : found) {
    const std::string decision = c.id.substr(c.id.rfind(':') + 1);
    decisions += (decisions.empty() ? "" : ", ") + decision;
    if (c.severity == "error" || (c.severity == "warning" && f.severity == "info")) f.severity = c.severity;
    for (auto& cl : c.clauses)
      if (std::find(f.clauses.begin(), f.clauses.end(), cl) == f.clauses.end()) f.clauses.push_back(cl);
    for (auto& q : c.quotes)
      if (std::none_of(f.quotes.begin(), f.quotes.end(), [&](const Quote& x) { return x.clause == q.clause && x.line == q.line; }))
        f.quotes.push_back(q);
    f.consequences.push_back(decision + ": " + c.message);
  }
  f.message = "Reading " + r.id + " (lines " + lines + "), option " + option + ": " +
              (found.size() == 1 ? found[0].message
                                 : std::to_string(found.size()) + " decisions come out otherwise than under '" + r.chosen +
                                       "' (" + decisions + "); the witness shows the first.");
  if (found.size() == 1) f.consequences.clear();
  f.witness = found[0].witness;
  f.replayed = found[0].replayed;
  return f;
}

// A reading whose options change outcomes: for each other option, the
// editions as read and read otherwise are diffed (Z3 where an encoding reads
// the setting, differential play where none does), and what differs is one
// ambiguity (its root cause is the option) listing every decision it
// changes, with a replayed witness. Where every decision is proven alike, the
// reading does not matter in this edition and only an `info` line says so.
void check_reading(const Edition& ed, const Reading& r, const EditionCatalog& catalog, const SolveOptions& options,
                   std::vector<Finding>& out) {
  std::string lines;
  for (int l : r.lines) lines += (lines.empty() ? "" : ", ") + std::to_string(l);
  auto cite = [&](Finding& f) {
    for (int l : r.lines) f.quotes.push_back({ed.id, r.id, ed.rulebook.name(), l, ed.rulebook.line(l)});
  };
  if (r.options.size() < 2) {
    Finding f = base(ed, "underspecified", "warning", "reading-" + r.id);
    f.clauses = r.clauses;
    std::string silent;
    for (const auto& c : r.clauses)
      if (const Clause* cl = ed.clause(c); cl && cl->silent_reading == r.id) silent += (silent.empty() ? "" : ", ") + c;
    f.message = "Reading " + r.id + ": " + r.says + (silent.empty() ? "" : " The text has no sentence for clause " + silent + ".") +
                " The model takes '" + r.chosen + "', the only option it knows.";
    cite(f);
    out.push_back(std::move(f));
    return;
  }
  bool differs = false;
  std::string moot;
  for (const auto& o : r.options) {
    Edition other = ed;
    if (o.name == r.chosen || !other.choose(r.id, o.name).empty()) continue;
    DiffResult d = diff_editions(ed, other, catalog, options, "ambiguity", ed.id + " read as " + r.id + "=" + o.name);
    std::vector<Finding> found;
    bool open = false;
    for (auto& f : d.findings) {
      if (f.kind == "ambiguity") found.push_back(std::move(f));
      if (f.kind != "inconclusive") continue;
      f.id = f.kind + ":" + ed.id + ":" + r.id + "=" + o.name + ":" + f.id.substr(f.id.rfind(':') + 1);
      f.message = "Reading " + r.id + " (lines " + lines + "), option " + o.name + ": " + f.message;
      cite(f);
      open = true;
      out.push_back(std::move(f));
    }
    if (!found.empty()) {
      Finding f = one_root_cause(ed, r, o.name, lines, found);
      cite(f);
      open = open || f.severity != "info";
      out.push_back(std::move(f));
    }
    differs = differs || open;
    if (!open) moot += (moot.empty() ? "" : ", ") + o.name;
  }
  if (differs || moot.empty()) return;
  Finding f = base(ed, "reading-moot", "info", "reading-" + r.id);
  f.clauses = r.clauses;
  f.message = "Reading " + r.id + " (lines " + lines + "): the option taken, '" + r.chosen + "', and " + moot +
              " decide every situation alike in this edition (Z3: unsat within the encodings' bounds, or identical rule "
              "data), so the gap in the text does not matter here.";
  cite(f);
  out.push_back(std::move(f));
}

}  // namespace

std::vector<std::function<std::vector<Finding>()>> check_tasks(const Edition& ed, const EditionCatalog& catalog,
                                                               const SolveOptions& options) {
  std::vector<std::function<std::vector<Finding>()>> tasks;
  tasks.push_back([&ed, &catalog, options] {
    const TaskBudget budget(options.task_rlimit);
    std::vector<Finding> out;
    check_card_totals(ed, out);
    check_token_supply(ed, catalog, options, out);
    check_other_claims(ed, catalog, options, out);
    check_dead_clauses(ed, out);
    check_silent_clauses(ed, out);
    return out;
  });
  for (const auto& r : ed.readings)
    tasks.push_back([&ed, &r, &catalog, options] {
      const TaskBudget budget(options.task_rlimit);
      std::vector<Finding> out;
      check_reading(ed, r, catalog, options, out);
      return out;
    });
  return tasks;
}

std::vector<Finding> check_edition(const Edition& ed, const EditionCatalog& catalog, const SolveOptions& options) {
  std::vector<Finding> out;
  for (const auto& task : check_tasks(ed, catalog, options)) {
    auto part = task();
    out.insert(out.end(), part.begin(), part.end());
  }
  return out;
}

}  // namespace errata::smt
