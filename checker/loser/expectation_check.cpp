#include "expectation_check.h"

#include <algorithm>

#include "model/core/input_error.h"
#include "model/core/suggest.h"
#include "model/loser/action.h"

namespace errata::loser {
namespace {

using Values = std::vector<int>;

template <int N>
Values values(const List<N>& l) {
  return Values(l.begin(), l.end());
}

std::string show(const Values& v, bool spells) {
  std::string out;
  for (int x : v) out += (out.empty() ? "" : ", ") + (spells ? spell_name(x) : std::to_string(x));
  return "[" + out + "]";
}

Values potions(const NamedList& l, const Names& names, const std::string& what) {
  Values out;
  for (const auto& n : l.items) out.push_back(names.number(n, what));
  return out;
}

Values spells(const NamedList& l, const Names& names) {
  Values out;
  for (const auto& n : l.items) {
    auto s = names.spell(n);
    if (!s) throw InputError(n.mark, names.unknown_card(n, "spell"));
    out.push_back(*s);
  }
  return out;
}

// Compares two lists, as sets when `as_set`.
void compare(Values want, Values got, bool as_set, bool spell_cards, const std::string& key, const SourceMark& mark,
             std::vector<Failure>& out) {
  Values a = want, b = got;
  if (as_set) {
    std::sort(a.begin(), a.end());
    std::sort(b.begin(), b.end());
  }
  if (a != b)
    out.push_back({mark, "expected " + key + " = " + show(want, spell_cards) + (as_set ? "" : " (in order)") + ", got " +
                             show(got, spell_cards)});
}

void compare_name(const std::optional<std::optional<Named>>& want, const std::string& got, const SourceMark& mark,
                  const std::string& key, std::vector<Failure>& out) {
  if (!want) return;
  const std::string w = *want ? (*want)->text : "null";
  if (w != got) out.push_back({mark, "expected " + key + " = " + w + ", got " + got});
}

}  // namespace

std::string phase_name(Phase p) {
  switch (p) {
    case Phase::potions: return "potions";
    case Phase::vote: return "vote";
    case Phase::spells: return "spells";
    case Phase::deal: return "deal";
    case Phase::over: return "over";
  }
  return "?";
}

std::string rule_name(LoserRule r) {
  switch (r) {
    case LoserRule::highest_down: return "highest-down";
    case LoserRule::highest_alone_up: return "highest-alone-up";
    case LoserRule::highest_up_with_others: return "highest-up-with-others";
    case LoserRule::tie: return "tie";
    case LoserRule::none: break;
  }
  return "null";
}

void check_expectation(const Expectation& e, const State& s, const Names& names, std::vector<Failure>& out) {
  auto per_player = [&](const std::optional<std::vector<Entry<NamedList>>>& want, const char* key, bool as_set, auto got_of) {
    if (!want) return;
    for (const auto& [who, list] : *want) {
      const int p = names.seat_or_fail(who, std::string("expect.") + key);
      got_of(p, list, std::string(key) + "." + who.text, who.mark);
    }
    (void)as_set;
  };
  per_player(e.hands, "hands", true, [&](int p, const NamedList& l, const std::string& k, const SourceMark& m) {
    compare(potions(l, names, k), values(s.hand[static_cast<size_t>(p)]), true, false, k, m, out);
  });
  per_player(e.played, "played", false, [&](int p, const NamedList& l, const std::string& k, const SourceMark& m) {
    compare(potions(l, names, k), values(s.played[static_cast<size_t>(p)]), false, false, k, m, out);
  });
  per_player(e.spells, "spells", true, [&](int p, const NamedList& l, const std::string& k, const SourceMark& m) {
    compare(spells(l, names), values(s.spells[static_cast<size_t>(p)]), true, true, k, m, out);
  });
  per_player(e.characters, "characters", true, [&](int p, const NamedList& l, const std::string& k, const SourceMark& m) {
    Values want, got;
    for (const auto& n : l.items) want.push_back(names.frog_side_or_fail(n));
    for (int c = 0; c < kCharacterCards; ++c) got.push_back(s.frog(p, c));
    std::sort(want.begin(), want.end());
    std::sort(got.begin(), got.end());
    auto sides = [](const Values& v) {
      std::string o;
      for (int x : v) o += (o.empty() ? "" : ", ") + std::string(x ? "frog" : "human");
      return "[" + o + "]";
    };
    if (want != got) out.push_back({m, "expected " + k + " = " + sides(want) + ", got " + sides(got)});
  });
  if (e.face_up) compare(potions(*e.face_up, names, "face_up"), values(s.face_up), true, false, "face_up", e.face_up->mark, out);
  if (e.face_down)
    compare(potions(*e.face_down, names, "face_down"), values(s.face_down), true, false, "face_down", e.face_down->mark, out);
  if (e.spell_pile) compare(spells(*e.spell_pile, names), values(s.spell_pile), false, true, "spell_pile", e.spell_pile->mark, out);
  if (e.spell_discard)
    compare(spells(*e.spell_discard, names), values(s.spell_discard), false, true, "spell_discard", e.spell_discard->mark, out);
  if (e.drawn) compare(spells(*e.drawn, names), values(s.drawn), true, true, "drawn", e.drawn->mark, out);
  if (e.spell_pile_size && e.spell_pile_size->value != s.spell_pile.size)
    out.push_back({e.spell_pile_size->mark, "expected spell_pile_size = " + std::to_string(e.spell_pile_size->value) +
                                                ", got " + std::to_string(s.spell_pile.size)});
  if (e.round && e.round->value != s.round)
    out.push_back({e.round->mark, "expected round = " + std::to_string(e.round->value) + ", got " + std::to_string(s.round)});
  if (e.actions) {
    std::vector<std::string> want, got;
    for (const auto& n : e.actions->items) {
      auto a = names.action(n);
      if (!a) throw InputError(n.mark, names.unknown_card(n, "action"));
      want.push_back(action_name(a->first, a->second));
    }
    for (int c = 0; c < kActionCards; ++c) got.push_back(action_name(c, s.action_face[static_cast<size_t>(c)]));
    std::sort(want.begin(), want.end());
    if (want != got) {
      auto join = [](const std::vector<std::string>& v) {
        std::string o;
        for (const auto& x : v) o += (o.empty() ? "" : ", ") + x;
        return "[" + o + "]";
      };
      out.push_back({e.actions->mark, "expected actions = " + join(want) + ", got " + join(got)});
    }
  }
  if (e.phase) {
    const std::vector<std::string> phases{"potions", "vote", "spells", "deal", "over"};
    if (std::find(phases.begin(), phases.end(), e.phase->text) == phases.end())
      throw InputError(e.phase->mark, "phase: expected potions, vote, spells, deal or over, got '" + e.phase->text + "'" +
                                          did_you_mean(e.phase->text, phases));
    if (e.phase->text != phase_name(s.phase))
      out.push_back({e.phase->mark, "expected phase = " + e.phase->text + ", got " + phase_name(s.phase)});
  }
  auto player_or_null = [&](int p) { return p < 0 ? std::string("null") : names.player(p); };
  auto check_player = [&](const std::optional<std::optional<Named>>& want, int got, const SourceMark& mark, const char* key) {
    if (want && *want) names.seat_or_fail(**want, std::string("expect.") + key);
    std::optional<std::optional<Named>> canon = want;
    if (want && *want) canon = std::optional<Named>{Named{names.player(*names.seat((*want)->text)), (*want)->mark}};
    compare_name(canon, player_or_null(got), mark, key, out);
  };
  check_player(e.to_move, s.phase == Phase::potions ? s.to_move : kNoPlayer, e.to_move_mark, "to_move");
  const bool decided = s.phase == Phase::spells || s.phase == Phase::deal || s.phase == Phase::over;
  check_player(e.round_loser, decided ? s.loser : kNoPlayer, e.round_loser_mark, "round_loser");
  check_player(e.next_first, s.next_first, e.next_first_mark, "next_first");
  check_player(e.game_loser, s.phase == Phase::over ? s.loser : kNoPlayer, e.game_loser_mark, "game_loser");
  if (e.loser_rule) {
    const std::vector<std::string> rules{"highest-down", "highest-alone-up", "highest-up-with-others", "tie"};
    if (*e.loser_rule && std::find(rules.begin(), rules.end(), (*e.loser_rule)->text) == rules.end())
      throw InputError((*e.loser_rule)->mark, "loser_rule: expected highest-down, highest-alone-up, highest-up-with-others, tie or null" +
                                                  did_you_mean((*e.loser_rule)->text, rules));
    compare_name(e.loser_rule, rule_name(decided ? s.rule : LoserRule::none), e.loser_rule_mark, "loser_rule", out);
  }
  if (e.game_over && e.game_over->first != s.game_over())
    out.push_back({e.game_over->second, std::string("expected game_over = ") + (e.game_over->first ? "true" : "false") +
                                            ", got " + (s.game_over() ? "true" : "false")});
}

}  // namespace errata::loser
