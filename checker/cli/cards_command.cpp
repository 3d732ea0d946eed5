// errata cards: the translation table. One row per role, one column per
// edition: printed name, value and copies, so a translator sees the mapping
// at a glance. Text, Markdown or JSON.
#include <iostream>
#include <sstream>

#include "commands.h"

namespace errata::cli {
namespace {

using love_letter::Edition;
using love_letter::Role;

std::string copies_of(const Edition& ed, const love_letter::CardSpec& c) {
  const int model = ed.copies[static_cast<size_t>(c.role)];
  std::string s = c.count_stated ? "×" + std::to_string(c.count - c.removed) : "copies not stated";
  if (!c.count_stated || model != c.count - c.removed) s += ", model " + std::to_string(model);
  return s;
}

std::string json_string(const std::string& s) {
  std::string out = "\"";
  for (char c : s) {
    if (c == '"' || c == '\\') out += '\\';
    if (static_cast<unsigned char>(c) < 0x20) continue;
    out += c;
  }
  return out + "\"";
}

}  // namespace

int cards_command(const EditionCatalog& catalog, const std::string& format) {
  std::vector<const Edition*> editions;
  for (const auto& id : catalog.ids()) editions.push_back(catalog.find(id));
  std::vector<Role> roles;
  for (int i = 1; i < love_letter::kRoleCount; ++i) {
    const Role r = static_cast<Role>(i);
    for (const auto* ed : editions)
      if (ed->card(r)) {
        roles.push_back(r);
        break;
      }
  }

  if (format == "json") {
    std::cout << "{\n  \"editions\": [";
    for (size_t e = 0; e < editions.size(); ++e) std::cout << (e ? ", " : "") << json_string(editions[e]->id);
    std::cout << "],\n  \"roles\": [\n";
    for (size_t i = 0; i < roles.size(); ++i) {
      std::cout << "    {\"role\": " << json_string(std::string(love_letter::role_id(roles[i]))) << ", \"editions\": {";
      bool first = true;
      for (const auto* ed : editions) {
        const auto* c = ed->card(roles[i]);
        if (!c) continue;
        std::cout << (first ? "" : ", ") << json_string(ed->id) << ": {\"name\": " << json_string(c->name)
                  << ", \"value\": " << c->value << ", \"count\": "
                  << (c->count_stated ? std::to_string(c->count - c->removed) : "null")
                  << ", \"count_stated\": " << (c->count_stated ? "true" : "false")
                  << ", \"model_count\": " << int(ed->copies[static_cast<size_t>(roles[i])]) << "}";
        first = false;
      }
      std::cout << "}}" << (i + 1 < roles.size() ? "," : "") << "\n";
    }
    std::cout << "  ]\n}\n";
    return kExitOk;
  }

  const bool md = format == "md";
  if (!md && format != "text") {
    std::cerr << "error: --format: expected text, md or json, got '" << format << "'\n";
    return kExitBadInput;
  }
  std::ostringstream header, rule;
  header << (md ? "| role |" : "role");
  rule << "|---|";
  for (const auto* ed : editions) {
    header << (md ? " " : "\t") << ed->id << (md ? " |" : "");
    rule << "---|";
  }
  std::cout << header.str() << "\n";
  if (md) std::cout << rule.str() << "\n";
  for (Role r : roles) {
    std::cout << (md ? "| `" : "") << love_letter::role_id(r) << (md ? "` |" : "");
    for (const auto* ed : editions) {
      const auto* c = ed->card(r);
      std::cout << (md ? " " : "\t");
      if (c) std::cout << c->name << " (" << c->value << ", " << copies_of(*ed, *c) << ")";
      else std::cout << "—";
      std::cout << (md ? " |" : "");
    }
    std::cout << "\n";
  }
  return kExitOk;
}

}  // namespace errata::cli
