#pragma once
// Everything a Love Letter edition hands the engine, setting by setting: the
// variant at every variation point of `Rules`, each card's copies, value,
// presence in the card table and effect where it is written as data, the player range, the tokens table and the
// set-aside cards. Two editions with no setting apart have identical rule
// data: the engine cannot tell them apart (printed names, quotes and titles
// are not rule data). The list is derived from the data structures, never
// typed by hand, so a new setting cannot be left out of a comparison.
#include <string>
#include <vector>

#include "model/love_letter/edition.h"

namespace errata::smt {

// One setting: a stable id ("rule:round.deck-empty", "copies:guard",
// "value:princess", "listed:spy", "effect:baron", "players:min", "tokens-to-win:4",
// "set-aside:face-down", ...), and how to read and copy it.
struct Setting {
  std::string id;
  std::string value_a, value_b;  // as the two editions have it (for messages)
};

// Every setting id the engine reads of an edition like these two.
std::vector<std::string> setting_ids(const love_letter::Edition& a, const love_letter::Edition& b);
// The setting's value in `e`, as text.
std::string setting_value(const love_letter::Edition& e, const std::string& id);
// `e` with setting `id` taken from `from` (everything else kept).
love_letter::Edition with_setting(const love_letter::Edition& e, const std::string& id, const love_letter::Edition& from);
// The settings on which the two editions differ, in a fixed order.
std::vector<Setting> rule_data_differences(const love_letter::Edition& a, const love_letter::Edition& b);
// Whether no situation both editions can be in involves the setting: a
// variant or a value of a card neither deck holds, a token count for a player
// count not both editions seat, the face-up cards of a 2-player round where
// not both seat two. The engine never reads such a setting in a game both
// editions can play (a player count only one seats is told apart by the
// player range).
bool moot(const love_letter::Edition& a, const love_letter::Edition& b, const std::string& id);

// The clauses behind a setting in `e` (for quotes); may be empty.
std::vector<std::string> setting_clauses(const love_letter::Edition& e, const std::string& id);

}  // namespace errata::smt
