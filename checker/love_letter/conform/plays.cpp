#include "plays.h"

#include <algorithm>
#include <sstream>

namespace errata::love_letter {

std::string play_text(const Action& a, const Table& t) {
  std::string out(role_id(a.card));
  if (a.target2 >= 0) out += " targets=" + t.name(a.target) + "," + t.name(a.target2);
  else if (a.target >= 0) out += " target=" + t.name(a.target);
  if (a.guess != Role::none) out += " guess=" + std::string(role_id(a.guess));
  if (a.number >= 0) out += " number=" + std::to_string(a.number);
  if (a.redraw) out += " redraw";
  return out;
}

Action parse_play(const std::string& text, const Table& t) {
  std::istringstream in(text);
  std::string word;
  Action a;
  const std::string what = "legal: " + conform::quote_line(text);
  auto seat = [&](const std::string& name) { return static_cast<int8_t>(t.seat_named(name, what)); };
  auto card = [&](const std::string& id) { return card_named(id, what); };
  if (!(in >> word)) throw BadReply("legal: an empty play");
  a.card = card(word);
  while (in >> word) {
    const size_t eq = word.find('=');
    const std::string key = word.substr(0, eq), value = eq == std::string::npos ? "" : word.substr(eq + 1);
    if (key == "target") a.target = seat(value);
    else if (key == "targets" && value.find(',') != std::string::npos) {
      a.target = seat(value.substr(0, value.find(',')));
      a.target2 = seat(value.substr(value.find(',') + 1));
    } else if (key == "guess") a.guess = card(value);
    else if (key == "number" && !value.empty() && value.size() <= 2 && value.find_first_not_of("0123456789") == std::string::npos)
      a.number = static_cast<int8_t>(std::stoi(value));
    else if (key == "redraw" && eq == std::string::npos) a.redraw = true;
    else throw BadReply("legal: " + conform::quote_line(word) + " in " + conform::quote_line(text) + " is not part of a play (docs/conformance.md)");
  }
  return a;
}

std::vector<std::string> legal_play_texts(const Engine& engine, const State& drawn, const Table& t) {
  static thread_local Action plays[4096];
  const int n = engine.legal_plays(drawn, plays, 4096);
  std::vector<std::string> out;
  for (int i = 0; i < n; ++i) out.push_back(play_text(plays[i], t));
  std::sort(out.begin(), out.end());
  out.erase(std::unique(out.begin(), out.end()), out.end());
  return out;
}

conform::JsonObject apply_request(int player, const Action& a, const Table& t) {
  conform::JsonObject o;
  o.text("player", t.name(player)).text("card", std::string(role_id(a.card)));
  if (a.target2 >= 0) o.texts("targets", {t.name(a.target), t.name(a.target2)});
  else if (a.target >= 0) o.text("target", t.name(a.target));
  if (a.guess != Role::none) o.text("guess", std::string(role_id(a.guess)));
  if (a.number >= 0) o.number("number", a.number);
  if (a.redraw) o.boolean("redraw", true);
  return o;
}

conform::JsonObject choose_request(const Action& a) {
  conform::JsonObject o;
  if (a.keep != Role::none) o.text("keep", std::string(role_id(a.keep)));
  std::vector<std::string> bottom;
  for (int i = 0; i < a.bottom_count; ++i) bottom.emplace_back(role_id(a.bottom[static_cast<size_t>(i)]));
  return o.texts("bottom", bottom);
}

}  // namespace errata::love_letter
