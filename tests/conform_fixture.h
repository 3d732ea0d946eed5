#pragma once
// errata conform as a user runs it, for the conformance tests
// (conform_test.cpp, conform_adapter_test.cpp, conform_seeded_test.cpp):
// the command from the project's root, its JSON report read strictly, the
// deliberately wrong engine tests/conform/wrong_engine.py and its seeded
// deviations (tests/conform/expected-deviations.yaml).
#include <gtest/gtest.h>
#include <yaml-cpp/yaml.h>

#include <filesystem>
#include <fstream>
#include <nlohmann/json.hpp>
#include <set>
#include <sstream>
#include <string>
#include <vector>

#include "cli_fixture.h"
#include "json_reader.h"

namespace errata::test {

inline const std::string kSource = ERRATA_SOURCE_DIR;
inline const std::string kConformEdition = "love-letter-2019";

inline std::string wrong_engine(const std::string& flags = "") {
  return "'python3 tests/conform/wrong_engine.py" + (flags.empty() ? "" : " " + flags) + "'";
}

// The rulebook line the edition file cites for a clause (its first citation).
inline int clause_line(const std::string& clause) {
  static const YAML::Node clauses =
      YAML::LoadFile(kSource + "/model/love_letter/editions/" + kConformEdition + ".yaml")["clauses"];
  const YAML::Node c = clauses[clause];
  return (c.IsSequence() ? c[0] : c)["line"].as<int>(0);
}

// One deviation of the wrong engine, and what errata conform must report for it.
struct SeededDeviation {
  std::string name, clause, card, kind;
  std::set<std::string> allowed;  // the clause and those other situations of it break
  std::set<std::string> kinds;    // kinds allowed under any clause
};

inline void PrintTo(const SeededDeviation& d, std::ostream* os) { *os << d.name << " (" << d.clause << ")"; }

inline std::vector<SeededDeviation> seeded_deviations() {
  std::vector<SeededDeviation> out;
  const YAML::Node doc = YAML::LoadFile(kSource + "/tests/conform/expected-deviations.yaml");
  for (const auto& d : doc["deviations"]) {
    SeededDeviation s{d["name"].as<std::string>(), d["clause"].as<std::string>(), d["card"].as<std::string>(),
                      d["kind"].as<std::string>(), {d["clause"].as<std::string>()}, {}};
    for (const auto& a : d["also"]) s.allowed.insert(a.as<std::string>());
    for (const auto& k : d["also_kinds"]) s.kinds.insert(k.as<std::string>());
    out.push_back(std::move(s));
  }
  return out;
}

class Conform : public Cli {
 protected:
  // errata conform ARGS from the project's root (the bundled scenarios by default).
  Output conform(const std::string& args) {
    return shell("cd '" + kSource + "' && '" + std::string(ERRATA_BINARY) + "' conform " + args);
  }
  // The same with --format json, read strictly: the report (stdout), and the exit code and stderr in `out`.
  nlohmann::json report_of(const std::string& args, Output* out = nullptr) {
    const std::string file = (dir / "conform.json").string();
    const Output o = conform(args + " --format json > '" + file + "'");
    if (out) *out = o;
    return json_of(slurp(file), "the report of conform " + args + " --format json (which said: " + o.text.substr(0, 500) + ")");
  }
  // The clauses of every deviation of every run.
  static std::set<std::string> clauses_of(const nlohmann::json& report) {
    std::set<std::string> out;
    for (const auto& r : report.value("runs", nlohmann::json::array()))
      for (const auto& d : r.at("deviations")) out.insert(d.at("clause").get<std::string>());
    return out;
  }
  static std::string text_of(const nlohmann::json& j, const char* key) { return j.value(key, std::string()); }
};

}  // namespace errata::test
