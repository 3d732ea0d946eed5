#include "runner.h"

#include <algorithm>

#include "checker/love_letter/script.h"
#include "expectation_check.h"
#include "model/core/name_key.h"
#include "model/core/suggest.h"
#include "model/love_letter/engine.h"
#include "model/love_letter/reachability.h"
#include "resolver.h"
#include "state_text.h"
#include "checker/scenario/run_protocol.h"

namespace errata {

using namespace love_letter;
namespace ll = love_letter_script;

namespace {

using StepOutcome = run_protocol::StepOutcome<Rejection>;

// Which step keys a card uses: anything else a step gives is an input error.
struct Uses {
  bool target = false, targets = false, guess = false, keep = false, redraw = false;
};
// A card written as data (docs/editions.md, "Cards as data") takes the keys
// its effect reads: a target when it chooses a player, a guess when it names,
// keep and bottom when it draws and returns.
Uses uses_of(const CardEffect& e) {
  Uses u;
  u.target = e.choice.who != Chooses::nobody;
  u.guess = e.naming.what != Names::nothing;
  u.keep = std::any_of(e.steps.begin(), e.steps.end(), [](const EffectStep& s) { return s.kind == StepKind::draw_and_return; });
  return u;
}

Uses uses_of(const Edition& ed, Role r) {
  if (const CardEffect* e = ed.effect(r)) return uses_of(*e);
  Uses u;
  switch (r) {
    case Role::guard: u.target = u.guess = true; break;
    case Role::bishop: u.target = u.guess = u.redraw = true; break;
    case Role::priest: case Role::baron: case Role::prince: case Role::king:
    case Role::jester: case Role::sycophant: case Role::dowager_queen: u.target = true; break;
    case Role::cardinal: u.targets = true; break;
    case Role::baroness: u.target = u.targets = true; break;
    case Role::chancellor: u.keep = true; break;
    default: break;
  }
  return u;
}

class ScenarioRun {
 public:
  // `as`: the edition the scenario was written for, when it runs under `ed`
  // instead (errata run --as): its names and its expectations are the ones read.
  ScenarioRun(const Scenario& sc, const Edition& ed, const EditionCatalog& catalog, RunResult& out, RunLog* log, const Edition* as)
      : script_(ll::script_of(sc)), ed_(ed), engine_(ed), names_(ed, script_.setup.players, editions_of(catalog), as), out_(out),
        log_(log), expected_of_(as ? as->id : ed.id), several_editions_(sc.editions && sc.editions->items.size() > 1) {
    trace_.names = names_.names();
  }

  void run() {
    run_protocol::run_script(
        script_, expected_of_, trace_, out_, [&] { return logged_setup(setup_problem_of([&] { return build_setup(); })); },
        [&] { begin(); },
        [&](const ll::Step& st) { return run_step(st); },
        [&](const ll::Expectation& e) { check_expectation(e, state_, names_, out_.failures); });
  }

 private:
  void begin() {
    warn_unreachable();
    trace_.add("setup.cards", "every card the setup names is one of the deck's " + std::to_string(ed_.deck_size()) +
                                  " cards, within its copies");
    engine_.begin(state_, &trace_);
    if (log_) log_->begun = state_;
    out_.steps.back().state = state_text(state_, names_.names());
  }

  std::optional<SetupProblem> logged_setup(std::optional<SetupProblem> problem) {
    if (!log_) return problem;
    log_->setup = state_;
    log_->setup_stated = setup_stated_;
    if (problem) log_->setup_problem = problem->message;
    return problem;
  }

  static std::vector<const Edition*> editions_of(const EditionCatalog& catalog) {
    std::vector<const Edition*> out;
    for (const auto& id : catalog.ids()) out.push_back(catalog.find(id));
    return out;
  }

  // A valid setup that no real play reaches (model/love_letter/reachability.h):
  // a warning per broken invariant, at the setup key it is about.
  // A setup the engine decides at once stands for the end of a turn, before
  // the round's end is decided: what holds only between turns is not asked.
  void warn_unreachable() {
    const ll::Setup& su = script_.setup;
    State decided = state_;
    engine_.begin(decided, nullptr);
    for (const ReachabilityInvariant* inv : broken_invariants(state_, ed_, decided.round_over)) {
      SourceMark at = su.mark;
      if (inv->about == "protected") at = su.protected_players.mark;
      if (inv->about == "eliminated") at = su.eliminated.mark;
      if (inv->about == "discards" && !su.discards.empty()) at = su.discards.front().key.mark;
      if (inv->about == "tokens" && !su.tokens.empty()) at = su.tokens.front().key.mark;
      out_.warnings.push_back({at, "no real play reaches this setup: it breaks " + std::string(inv->name) + " (" +
                                       std::string(inv->clause) + "): " + std::string(inv->says)});
    }
    // A whole deal (setup.completion) is judged as a witness is: its piles are ones turns produce.
    if (su.completion)
      if (auto why = piles_problem(state_, ed_))
        out_.warnings.push_back({su.discards.empty() ? su.mark : su.discards.front().key.mark,
                                 "no real play reaches this setup: " + *why + " (turn.order)"});
  }

  // A card named in a setup or a deal: a role of another edition (a card this
  // edition does not have) makes the setup impossible; any other unknown name
  // is bad input.
  Role setup_card(const Named& n) {
    if (auto r = names_.card(n.text)) return *r;
    if (auto r = other_edition_role(n.text))
      throw SetupRefused{{n.mark, ed_.id + "'s deck holds no " + std::string(role_id(*r)) + " (setup.cards)"}};
    return names_.card_or_fail(n);
  }

  // A role id of a card this edition does not have (another edition's card).
  static std::optional<Role> other_edition_role(const std::string& text) {
    for (int i = 1; i < kRoleCount; ++i) {
      const Role r = static_cast<Role>(i);
      if (name_key(role_id(r)) == name_key(text)) return r;
    }
    return std::nullopt;
  }

  std::optional<SetupProblem> build_setup() {
    const ll::Setup& su = script_.setup;
    State& s = state_;
    if (su.players.items.size() > static_cast<size_t>(kMaxPlayers))
      return SetupProblem{su.players.mark, "at most " + std::to_string(kMaxPlayers) + " players can be seated"};
    s.players = static_cast<uint8_t>(su.players.items.size());
    auto seat = [&](const Named& n, const char* what) -> std::optional<int> {
      auto p = names_.seat(n.text);
      if (!p) problem_ = SetupProblem{n.mark, std::string(what) + ": " + names_.unknown_player(n)};
      return p;
    };
    if (su.first) {
      auto p = seat(*su.first, "setup.first");
      if (!p) return problem_;
      s.to_move = static_cast<int8_t>(*p);
    }
    std::vector<bool> dealt(s.players, false);
    for (const auto& [who, cards] : su.cards.hands) {
      auto p = seat(who, "setup.hands");
      if (!p) return problem_;
      if (dealt[static_cast<size_t>(*p)]) return SetupProblem{who.mark, "setup.hands: " + who.text + " is given twice"};
      dealt[static_cast<size_t>(*p)] = true;
      if (cards.items.size() > 3) return SetupProblem{cards.mark, "setup.hands: " + who.text + " holds too many cards"};
      for (const auto& c : cards.items) s.hand[*p].add(setup_card(c));
    }
    for (const auto& [who, cards] : su.discards) {
      auto p = seat(who, "setup.discards");
      if (!p) return problem_;
      for (const auto& c : cards.items) {
        if (s.discards[*p].size >= kMaxCards) return SetupProblem{cards.mark, "setup.discards: too many cards"};
        s.discards[*p].add(setup_card(c));
      }
    }
    if (auto p = fill_round(su.cards, s)) return p;
    if (su.completion)
      if (auto p = complete(*su.completion, s)) return p;
    for (const auto& n : su.protected_players.items) {
      auto p = seat(n, "setup.protected");
      if (!p) return problem_;
      s.protected_players |= only(*p);
    }
    for (const auto& n : su.eliminated.items) {
      auto p = seat(n, "setup.eliminated");
      if (!p) return problem_;
      s.eliminated |= only(*p);
    }
    for (const auto& [who, n] : su.tokens) {
      auto p = seat(who, "setup.tokens");
      if (!p) return problem_;
      s.tokens[*p] = static_cast<uint8_t>(n.value);
    }
    if (su.sycophant_choice) {
      auto p = seat(*su.sycophant_choice, "setup.sycophant_choice");
      if (!p) return problem_;
      if (!ed_.has_card(Role::sycophant))
        return SetupProblem{su.sycophant_choice->mark, "setup.sycophant_choice: edition " + ed_.id + " has no Sycophant"};
      s.sycophant_choice = static_cast<int8_t>(*p);
    }
    if (su.jester_token)
      if (auto p = give_jester_token(*su.jester_token, s)) return p;
    setup_stated_ = true;
    if (auto why = engine_.setup_problem(s, &names_.names())) return SetupProblem{su.mark, *why};
    return std::nullopt;
  }

  // setup.completion: the entry for this edition places the cards the setup
  // does not name (discards older than the setup's own), and the deal is then whole.
  std::optional<SetupProblem> complete(const std::vector<ll::Completion>& entries, State& s) {
    return complete_as(entries, s, script_.setup.mark, "setup.completion");
  }

  // The completion of a setup or a new round (`where`), placed in `s`.
  std::optional<SetupProblem> complete_as(const std::vector<ll::Completion>& entries, State& s, const SourceMark& step,
                                          const std::string& where) {
    // This edition's entry; under `run --as BASE=MINE`, BASE's where none lists MINE.
    const ll::Completion* mine = nullptr;
    for (const std::string& id : {ed_.id, expected_of_})
      for (const auto& c : entries)
        for (const auto& e : c.editions.items)
          if (e.text == id && !mine) mine = &c;
    const SourceMark at = entries.empty() ? step : entries.front().mark;
    if (!mine) return SetupProblem{at, where + ": no entry lists edition " + ed_.id};
    if (mine->set_aside_given) {
      if (s.set_aside != Role::none) return SetupProblem{mine->mark, where + ": the deal already sets a card aside"};
      s.set_aside = mine->set_aside ? setup_card(*mine->set_aside) : Role::none;
    }
    if (s.face_up.size + mine->face_up.items.size() > 3) return SetupProblem{mine->face_up.mark, "face_up: at most 3 cards are set aside face up"};
    for (const auto& n : mine->face_up.items) s.face_up.add(setup_card(n));
    for (const auto& n : mine->deck.items) {
      if (s.deck.size >= kMaxCards) return SetupProblem{mine->deck.mark, where + ".deck: more cards than any edition has"};
      s.deck.put_under(setup_card(n));
    }
    for (const auto& [who, cards] : mine->discards) {
      const auto p = names_.seat(who.text);
      if (!p) return SetupProblem{who.mark, where + ".discards: " + names_.unknown_player(who)};
      Pile older;
      for (const auto& c : cards.items) older.add(setup_card(c));
      for (Role r : s.discards[*p]) {
        if (older.size >= kMaxCards) return SetupProblem{cards.mark, where + ".discards: too many cards"};
        older.add(r);
      }
      s.discards[*p] = older;
    }
    if (auto why = whole_deal_problem(s, ed_)) return SetupProblem{mine->mark, where + ": the deal is not whole under " + ed_.id + ": " + *why};
    return std::nullopt;
  }

  // setup.jester_token: the holder, given the token by the one other player
  // whose discards hold the Jester (jester.give).
  std::optional<SetupProblem> give_jester_token(const Named& holder, State& s) {
    const auto p = names_.seat(holder.text);
    if (!p) return SetupProblem{holder.mark, "setup.jester_token: " + names_.unknown_player(holder)};
    if (!ed_.has_card(Role::jester)) return SetupProblem{holder.mark, "setup.jester_token: edition " + ed_.id + " has no Jester"};
    int giver = -1;
    for (int q = 0; q < s.players; ++q) {
      if (q == *p || !s.discards[q].contains(Role::jester)) continue;
      if (giver >= 0) return SetupProblem{holder.mark, "setup.jester_token: several players discarded the Jester; the token's giver is unclear"};
      giver = q;
    }
    if (giver < 0)
      return SetupProblem{holder.mark, "setup.jester_token: no other player discarded the Jester, so nobody gave " + holder.text + " its token"};
    s.jester_holder = static_cast<int8_t>(*p);
    s.jester_owner = static_cast<int8_t>(giver);
    return std::nullopt;
  }

  // The deck, set-aside and face-up cards of a setup or a new round.
  std::optional<SetupProblem> fill_round(const ll::Cards& c, State& s) {
    for (const auto& n : c.deck.items) {
      if (s.deck.size >= kMaxCards) return SetupProblem{c.deck.mark, "deck: more cards than any edition has"};
      s.deck.put_under(setup_card(n));
    }
    if (c.set_aside) s.set_aside = setup_card(*c.set_aside);
    if (c.face_up.items.size() > 3) return SetupProblem{c.face_up.mark, "face_up: at most 3 cards are set aside face up"};
    for (const auto& n : c.face_up.items) s.face_up.add(setup_card(n));
    return std::nullopt;
  }

  StepOutcome unknown(Rejection r, const std::string& message, const SourceMark& mark) {
    return StepOutcome{r, message, mark};
  }

  // Resolves a turn's names into an Action; a name that does not resolve
  // becomes the rejection the format names for it.
  StepOutcome turn(const ll::Step& st, std::string& title) {
    auto player = names_.seat(st.player.text);
    if (!player) return unknown(Rejection::not_your_turn, names_.unknown_player(st.player), st.player.mark);
    auto card = names_.card(st.play->text);
    if (!card) return unknown(Rejection::unknown_card, names_.unknown_card(*st.play), st.play->mark);
    title = st.player.text + " plays " + ed_.card_name(*card);

    const Uses uses = uses_of(ed_, *card);
    // A key the card takes under none of the editions is an error of the
    // file; in a scenario of several editions, a key the card takes under
    // another (a card written differently there) goes to the engine, which
    // refuses the choice this edition's card does not offer (invalid-choice).
    auto unused = [&](const Named& n, const char* key) {
      if (several_editions_) return;
      throw InputError(n.mark, std::string("step key '") + key + "' is not used by " + ed_.card_name(*card) + " (" +
                                   std::string(role_id(*card)) + ")");
    };
    if (st.target && !uses.target) unused(*st.target, "target");
    if (st.targets && !uses.targets)
      unused(st.targets->items.empty() ? Named{"", st.targets->mark} : st.targets->items[0], "targets");
    if (st.redraw && !uses.redraw) unused(*st.redraw, "redraw");
    if (st.guess && !uses.guess) unused(*st.guess, "guess");
    if (st.keep && !uses.keep) unused(*st.keep, "keep");
    if (st.bottom && !uses.keep) unused(st.bottom->items.empty() ? Named{"", st.bottom->mark} : st.bottom->items[0], "bottom");

    Action a;
    a.card = *card;
    if (st.target) {
      auto t = names_.seat(st.target->text);
      if (!t) return unknown(Rejection::invalid_target, names_.unknown_player(*st.target), st.target->mark);
      a.target = static_cast<int8_t>(*t);
      title += " on " + st.target->text;
    }
    if (st.targets) {
      if (st.targets->items.size() > 2)
        throw InputError(st.targets->mark, "targets: " + ed_.card_name(*card) + " chooses one or two players");
      for (size_t i = 0; i < st.targets->items.size(); ++i) {
        const Named& n = st.targets->items[i];
        auto t = names_.seat(n.text);
        if (!t) return unknown(Rejection::invalid_target, names_.unknown_player(n), n.mark);
        (i == 0 ? a.target : a.target2) = static_cast<int8_t>(*t);
        title += (i == 0 ? " on " : " and ") + n.text;
      }
    }
    if (st.redraw) a.redraw = st.redraw->text == "true";
    // The Bishop announces a number; the Guard, or a card as data that names,
    // a character or a number (guard.names a-number-other-than-one: a
    // character stands for its value). Which it takes is the engine's to say.
    const bool number = st.guess && !st.guess->text.empty() && st.guess->text.find_first_not_of("0123456789") == std::string::npos;
    if (st.guess && (*card == Role::bishop || number)) {
      const std::string& g = st.guess->text;
      if (!number || g.size() > 2)
        throw InputError(st.guess->mark, "guess: " + (*card == Role::bishop ? std::string("the Bishop announces") : ed_.card_name(*card) + " names") +
                                             " a number from 0 to 99, got '" + g + "'");
      a.number = static_cast<int8_t>(std::stoi(g));
      title += ", announcing " + g;
    } else if (st.guess) {
      // Another edition's card, named by its role id, is the engine's to
      // refuse (after the target, as the rules check them); any other
      // unknown name is bad input.
      auto g = names_.card(st.guess->text);
      if (!g) g = other_edition_role(st.guess->text);
      if (!g) return unknown(Rejection::unknown_card, names_.unknown_card(*st.guess), st.guess->mark);
      a.guess = *g;
      title += ", naming " + (ed_.card(*g) ? ed_.card_name(*g) : std::string(role_id(*g)));
    }
    if (st.keep) {
      auto k = names_.card(st.keep->text);
      if (!k) return unknown(Rejection::unknown_card, names_.unknown_card(*st.keep), st.keep->mark);
      a.keep = *k;
      title += ", keeping " + ed_.card_name(*k);
    }
    if (st.bottom) {
      if (st.bottom->items.size() > 2) return StepOutcome{Rejection::invalid_choice, "", {}};
      for (const auto& n : st.bottom->items) {
        auto b = names_.card(n.text);
        if (!b) return unknown(Rejection::unknown_card, names_.unknown_card(n), n.mark);
        a.bottom[a.bottom_count++] = *b;
      }
    }
    logged_.action = a;
    logged_.player = *player;
    logged_.stated = true;
    const Rejection r = engine_.take_turn(state_, *player, a, &trace_);
    if (r == Rejection::card_not_in_hand) trace_.add("turn.play", st.player.text + " holds " + held_after_drawing(*player));
    return StepOutcome{r, "", {}};
  }

  // What `player` holds once she has drawn for her turn: her hand when a play
  // names a card she does not have.
  std::string held_after_drawing(int player) const {
    State s = state_;
    s.to_move = static_cast<int8_t>(player);
    engine_.start_turn(s, nullptr);
    std::string out;
    for (Role c : s.hand[static_cast<size_t>(player)]) out += (out.empty() ? "" : ", ") + std::string(role_id(c));
    return out.empty() ? "no card" : out;
  }

  StepOutcome new_round(const ll::Step& st, std::string& title) {
    title = "new round";
    Deal d;
    std::vector<bool> dealt(state_.players, false);
    for (const auto& [who, cards] : st.deal.hands) {
      auto p = names_.seat(who.text);
      if (!p) return unknown(Rejection::invalid_setup, "new_round.hands: " + names_.unknown_player(who), who.mark);
      if (cards.items.size() != 1 || dealt[static_cast<size_t>(*p)]) {
        trace_.add("setup.deal", "each player is dealt exactly one card");
        return StepOutcome{Rejection::invalid_setup, "", {}};
      }
      dealt[static_cast<size_t>(*p)] = true;
      try {
        d.hand[static_cast<size_t>(*p)] = setup_card(cards.items[0]);
      } catch (const SetupRefused& e) {
        trace_.add("setup.cards", e.problem.message);
        return StepOutcome{Rejection::invalid_setup, "", {}};
      }
    }
    State scratch;
    scratch.players = state_.players;  // the hands too, for a completion's whole deal
    for (int p = 0; p < state_.players; ++p)
      if (d.hand[static_cast<size_t>(p)] != Role::none) scratch.hand[static_cast<size_t>(p)].add(d.hand[static_cast<size_t>(p)]);
    if (auto p = setup_problem_of([&]() -> std::optional<SetupProblem> {
          if (auto q = fill_round(st.deal, scratch)) return q;
          if (st.completion) return complete_as(*st.completion, scratch, st.mark, "new_round.completion");
          return std::nullopt;
        })) {
      trace_.add("setup.cards", p->message);
      return StepOutcome{Rejection::invalid_setup, "", {}};
    }
    for (int i = 0; i < scratch.deck.size; ++i) d.deck.add(scratch.deck.at(i));
    d.set_aside = scratch.set_aside;
    d.face_up = scratch.face_up;
    std::optional<int> first;
    if (st.first) {
      first = names_.seat(st.first->text);
      if (!first) return unknown(Rejection::invalid_setup, "new_round.first: " + names_.unknown_player(*st.first), st.first->mark);
    }
    std::string why;
    logged_.deal = d;
    logged_.first = first;
    logged_.stated = true;
    Rejection r = engine_.new_round(state_, d, first, &trace_, &why);
    if (r == Rejection::invalid_setup) trace_.add("", "the deal is refused: " + why);
    return StepOutcome{r, "", {}};
  }

  // Runs one step and checks every expectation of it, those expecting an
  // error included (the state after a refused step is the state before it).
  bool run_step(const ll::Step& st) {
    const bool go_on = run_protocol::run_step<Rejection, kRejectionCount>(
        st, expected_of_, state_, trace_, out_,
        [&](std::string& title) {
          logged_ = RunLog::Step{};
          logged_.step = &st;
          logged_.before = state_;
          const StepOutcome o = st.new_round ? new_round(st, title) : turn(st, title);
          if (log_) {
            logged_.after = state_;
            logged_.rejection = o.rejection;
            logged_.events = trace_.events;
            log_->steps.push_back(std::move(logged_));
          }
          return o;
        },
        [&](const ll::Expectation& e) { check_expectation(e, state_, names_, out_.failures); });
    out_.steps.back().state = state_text(state_, names_.names());
    return go_on;
  }

  const ll::Script& script_;
  const Edition& ed_;
  Engine engine_;
  Resolver names_;
  RunResult& out_;
  State state_;
  Trace trace_;
  std::optional<SetupProblem> problem_;
  RunLog* log_;
  RunLog::Step logged_;  // the step being played
  bool setup_stated_ = false;
  std::string expected_of_;  // the edition whose expectations apply
  const bool several_editions_;  // the scenario names more than one edition
};

void check_edition_list(const NamedList& list, const EditionCatalog& catalog, const std::string& game) {
  for (const auto& n : list.items) {
    const Edition* e = catalog.find(n.text);
    if (!e) throw InputError(n.mark, catalog.unknown(n.text));
    if (e->game != game) throw InputError(n.mark, "edition '" + n.text + "' is an edition of " + e->game + ", not " + game);
  }
}

}  // namespace

RunResult run_scenario(const Scenario& sc, const Edition& edition, const EditionCatalog& catalog,
                       bool check_edition_ids, RunLog* log, const Edition* as) {
  return run_protocol::run_guarded(sc, edition.id, edition.clauses, [&](RunResult& out) {
    if (check_edition_ids) {
      const ll::Script& script = ll::script_of(sc);
      for (const auto& e : script.expect)
        if (e.editions) check_edition_list(*e.editions, catalog, sc.game.text);
      for (const auto& st : script.steps)
        for (const auto& e : st.expect)
          if (e.editions) check_edition_list(*e.editions, catalog, sc.game.text);
    }
    ScenarioRun(sc, edition, catalog, out, log, as).run();
  });
}

}  // namespace errata
