#pragma once
// One setting of an edition file, compared by play, for the games whose
// engines read an edition only through its settings (Loser, Secret Moon).
// Where two editions differ in several settings, play between them shows the
// first difference it meets, and one setting hides the others. So each
// setting is searched on its own: each edition is played beside itself with
// that setting alone taken from the other edition (every other setting its
// own), and a step they decide differently is that setting's doing. It is
// kept only where the two editions themselves decide that step so: its
// witness replays under both. The finding is filed under the clauses that
// state the setting, and names the reading when a reading is the setting.
#include <functional>
#include <string>
#include <vector>

#include "model/core/reading.h"
#include "search_apart.h"

namespace errata::smt {

template <typename Edition>
struct EditionSetting {
  std::string key;                   // what the finding's id ends with: "removal", "answer-guard", "inquire.marker"
  std::string what;                  // in words: "the card removed at 5 players"
  std::vector<std::string> clauses;  // the clauses stating it; the first locates the finding
  std::function<bool(const Edition&, const Edition&)> differs;
  std::function<void(Edition& into, const Edition& from)> take;  // `into` with this setting as `from` has it
  std::string reading;               // the reading that is this setting, or ""
};

// The readings of a (`ra`) and b (`rb`) with options that a finding stated
// by `clauses` rests on (a reading about one of them): " (resting on
// readings: A READING=OPTION, B READING=OPTION)", or "".
std::string resting_on(const std::string& a, const std::vector<Reading>& ra, const std::string& b, const std::vector<Reading>& rb,
                       const std::vector<std::string>& clauses);

// The search for one setting: `beside_a` plays a beside a with the setting
// from b, `beside_b` b with the setting from a beside b (each returns only
// divergences whose witness replays under a and b); its shortest divergence
// filed as a divergence `key` under `clauses`, its message ending with
// `readings` (" (resting on readings: ...)" or ""); else an inconclusive
// warning saying what was searched.
void file_setting_search(SettingsDiff& diff, const std::string& key, const std::string& what, const std::vector<std::string>& clauses,
                         const std::string& readings, int lo, int hi, const PlayApart& beside_a, const PlayApart& beside_b,
                         const std::function<void(Finding&)>& quote);

// Searches the setting `s` in which a and b differ (`play`: the game's
// play_apart(a, b, players, seed)).
template <typename Edition, typename Play>
void search_setting(SettingsDiff& diff, const Edition& a, const Edition& b, const EditionSetting<Edition>& s, Play play,
                    const std::string& readings, const std::function<void(Finding&)>& quote) {
  Edition a_with = a, b_with = b;  // each named as the edition it stands for
  s.take(a_with, b);
  a_with.id = b.id;
  s.take(b_with, a);
  b_with.id = a.id;
  const auto shown = [&](std::optional<PlayedApart> d) {
    if (d && !diff.shows(d->body_a, d->body_b, s.clauses)) d.reset();
    return d;
  };
  const PlayApart apart_a = both_ways(a, a_with, play), apart_b = both_ways(b_with, b, play);
  file_setting_search(diff, s.key, s.what, s.clauses, readings, std::max(a.min_players, b.min_players),
                      std::min(a.max_players, b.max_players),
                      [&](int n, uint64_t seed, bool lead) { return shown(apart_a(n, seed, lead)); },
                      [&](int n, uint64_t seed, bool lead) { return shown(apart_b(n, seed, lead)); }, quote);
}

}  // namespace errata::smt
