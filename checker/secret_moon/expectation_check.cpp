#include "expectation_check.h"

#include <algorithm>

#include "model/core/input_error.h"

namespace errata::secret_moon {
namespace {

void check_set(const std::optional<NamedList>& want, FigureSet got, const char* key, const Names& n,
               std::vector<Failure>& out) {
  if (!want) return;
  const FigureSet w = n.figures_or_fail(*want, std::string("expect.") + key);
  if (w != got) out.push_back({want->mark, std::string("expected ") + key + " = " + n.show(w) + ", got " + n.show(got)});
}

void check_flag(const Flag& want, bool got, const char* key, std::vector<Failure>& out) {
  if (!want || want->first == got) return;
  out.push_back({want->second, std::string("expected ") + key + " = " + (want->first ? "true" : "false") + ", got " +
                                   (got ? "true" : "false")});
}

void check_name(const MaybeName& want, const std::string& got, const SourceMark& mark, const char* key,
                const std::vector<std::string>& allowed, std::vector<Failure>& out) {
  if (!want) return;
  const std::string w = *want ? (*want)->text : "null";
  if (*want && std::find(allowed.begin(), allowed.end(), w) == allowed.end()) {
    std::string list;
    for (const auto& a : allowed) list += (list.empty() ? "" : ", ") + a;
    throw InputError(mark, std::string("expect.") + key + ": expected one of " + list + " or null, got '" + w + "'");
  }
  if (w != got) out.push_back({mark, std::string("expected ") + key + " = " + w + ", got " + got});
}

void check_counts(const std::optional<std::vector<Entry<NamedInt>>>& want, const char* key, const Names& n,
                  const std::vector<std::string>& keys, auto value, std::vector<Failure>& out) {
  if (!want) return;
  for (const auto& [who, v] : *want) {
    int got = 0;
    if (keys.empty()) {
      got = value(n.player_or_fail(who, std::string("expect.") + key));
    } else {
      auto it = std::find(keys.begin(), keys.end(), who.text);
      if (it == keys.end()) throw InputError(who.mark, std::string("expect.") + key + ": expected princess or minister");
      got = value(static_cast<int>(it - keys.begin()));
    }
    if (got != v.value)
      out.push_back({who.mark, std::string("expected ") + key + "." + who.text + " = " + std::to_string(v.value) +
                                   ", got " + std::to_string(got)});
  }
}

}  // namespace

void check_expectation(const Expectation& e, const State& s, const Engine& engine, const Names& n,
                       std::vector<Failure>& out) {
  check_set(e.revealed, s.revealed, "revealed", n, out);
  check_set(e.captured, s.captured, "captured", n, out);
  check_set(e.protected_players, s.protected_players, "protected", n, out);
  check_set(e.interrupted, s.interrupted, "interrupted", n, out);
  check_set(e.winners, engine.winners(s), "winners", n, out);
  if (e.still_to_play) {
    std::vector<int> want, got;
    for (const auto& p : e.still_to_play->items) want.push_back(n.player_or_fail(p, "expect.still_to_play"));
    for (int p = 0; p < s.players; ++p)
      if (has(s.waiting, p)) got.push_back(p);
    std::sort(got.begin(), got.end(), [&](int a, int b) { return s.turn_card[a] < s.turn_card[b]; });
    auto show = [&](const std::vector<int>& v) {
      std::string o;
      for (int p : v) o += (o.empty() ? "" : ", ") + n.names()[p];
      return "[" + o + "]";
    };
    if (want != got)
      out.push_back({e.still_to_play->mark, "expected still_to_play = " + show(want) + " (in turn order), got " + show(got)});
  }
  check_name(e.winning_team, s.game_over ? std::string(team_id(s.winner)) : "null", e.winning_team_mark, "winning_team",
             {"princess", "minister"}, out);
  const int mover = s.game_over || s.round_over ? kNobody : engine.to_move(s);
  std::vector<std::string> players(n.names().begin(), n.names().begin() + n.players());
  check_name(e.to_move, mover == kNobody ? "null" : n.names()[mover], e.to_move_mark, "to_move", players, out);
  check_name(e.reply, s.reply == Reply::none ? "null" : std::string(reply_id(s.reply)), e.reply_mark, "reply",
             {"silence", "minister", "just-me", "wrong"}, out);
  check_flag(e.round_over, s.round_over, "round_over", out);
  check_flag(e.game_over, s.game_over, "game_over", out);
  if (e.round && e.round->value != s.round)
    out.push_back({e.round->mark, "expected round = " + std::to_string(e.round->value) + ", got " + std::to_string(s.round)});
  if (e.knows) {
    for (const auto& [who, list] : *e.knows) {
      const int p = n.player_or_fail(who, "expect.knows");
      const FigureSet want = n.figures_or_fail(list, "expect.knows");
      if (want != s.knows[p])
        out.push_back({who.mark, "expected knows." + who.text + " = " + n.show(want) + ", got " + n.show(s.knows[p])});
    }
  }
  if (e.marked) {
    for (const auto& [what, list] : *e.marked) {
      const int f = n.figure_or_fail(what, "expect.marked");
      std::vector<int> want, got;
      for (const auto& p : list.items) want.push_back(n.player_or_fail(p, "expect.marked"));
      for (int p = 0; p < s.players; ++p)
        for (int k = 0; k < s.placed[f][p]; ++k) got.push_back(p);
      std::sort(want.begin(), want.end());
      auto show = [&](const std::vector<int>& v) {
        std::string o;
        for (int p : v) o += (o.empty() ? "" : ", ") + n.names()[p];
        return "[" + o + "]";
      };
      if (want != got)
        out.push_back({what.mark, "expected marked." + what.text + " = " + show(want) + " (whose markers lie on it), got " + show(got)});
    }
  }
  check_counts(e.markers, "markers", n, {}, [&](int p) { return int{s.colour_markers[p]}; }, out);
  check_counts(e.princess_markers, "princess_markers", n, {}, [&](int p) { return int{s.princess_markers[p]}; }, out);
  check_counts(e.minister_markers, "minister_markers", n, {}, [&](int p) { return int{s.minister_markers[p]}; }, out);
  check_counts(e.supply, "supply", n, {"princess", "minister"},
               [&](int k) { return int{k == 0 ? s.princess_supply : s.minister_supply}; }, out);
  check_counts(e.markers_lacking, "markers_lacking", n, {"princess", "minister"},
               [&](int k) { return int{k == 0 ? s.princess_lacking : s.minister_lacking}; }, out);
}

}  // namespace errata::secret_moon
