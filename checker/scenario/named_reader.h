#pragma once
// Reading the names of a scenario (players, cards, characters, potions) with
// their source marks, the same for every game's scenario reader: a name, a
// list, a name or a list, and maps of them (and an `expect`'s one map or list
// of maps), each failing with the file, line and column and what was expected.
#include <optional>
#include <set>
#include <string>
#include <vector>

#include "model/core/input_error.h"
#include "model/core/input_limits.h"
#include "model/core/yaml_reader.h"
#include "scenario.h"

namespace errata {

class NamedReader {
 public:
  explicit NamedReader(const std::string& file) : in_(file) {}

  Named name(const YAML::Node& n, const std::string& what) const {
    if (n.IsNull()) in_.fail(n, what + ": expected a name, got nothing");
    Named out{in_.text(n, what), in_.mark(n)};
    if (out.text.size() > kMaxNameBytes)
      in_.fail(n, what + ": expected a name of at most " + std::to_string(kMaxNameBytes) + " bytes, got " +
                      std::to_string(out.text.size()) + " (docs/security.md)");
    return out;
  }

  std::optional<Named> optional_name(const YAML::Node& n, const std::string& what) const {
    if (n.IsNull()) return std::nullopt;
    return name(n, what);
  }

  // A list proper (a set of players, a pile of cards); nothing is empty.
  NamedList list(const YAML::Node& n, const std::string& what) const {
    NamedList out{{}, in_.mark(n)};
    if (n.IsNull()) return out;
    if (!n.IsSequence()) in_.fail(n, what + ": expected a list, got " + describe(n));
    for (const auto& item : n) out.items.push_back(name(item, what));
    return out;
  }

  // The players seated at the table: at least `least`, none seated twice.
  NamedList players(const YAML::Node& n, const std::string& what, size_t least) const {
    NamedList out = list(n, what);
    if (out.items.size() < least) in_.fail(n, what + ": expected at least one player");
    std::set<std::string> seated;
    for (const auto& p : out.items)
      if (!seated.insert(p.text).second) throw InputError(p.mark, what + ": '" + p.text + "' is seated twice");
    return out;
  }

  // A name or a list of names (a hand may be one card), as a list.
  NamedList names(const YAML::Node& n, const std::string& what) const {
    if (n.IsScalar()) return NamedList{{name(n, what)}, in_.mark(n)};
    if (!n.IsSequence() && !n.IsNull()) in_.fail(n, what + ": expected a name or a list of names, got " + describe(n));
    return list(n, what);
  }

  // name -> a name or a list of names.
  std::vector<Entry<NamedList>> list_map(const YAML::Node& n, const std::string& what) const {
    in_.expect_map(n, what);
    std::vector<Entry<NamedList>> out;
    for (const auto& kv : n) out.push_back({name(kv.first, what), names(kv.second, what + "." + kv.first.Scalar())});
    return out;
  }

  // name -> name.
  std::vector<Entry<Named>> name_map(const YAML::Node& n, const std::string& what) const {
    in_.expect_map(n, what);
    std::vector<Entry<Named>> out;
    for (const auto& kv : n) out.push_back({name(kv.first, what), name(kv.second, what + "." + kv.first.Scalar())});
    return out;
  }

  // A count (a pile's size, a round number): a whole number, at least `least`.
  NamedInt count(const YAML::Node& n, const std::string& what, int least = 0) const {
    const int v = in_.integer(n, what);
    if (v < least) in_.fail(n, what + ": expected a number from " + std::to_string(least) + " up, got " + std::to_string(v));
    return NamedInt{v, in_.mark(n)};
  }

  // One map or a list of maps (an `expect`), each read by `one`.
  template <typename One>
  auto maps(const YAML::Node& n, const std::string& what, One one) const {
    std::vector<decltype(one(n))> out;
    if (n.IsMap()) out.push_back(one(n));
    else if (n.IsSequence())
      for (const auto& item : n) out.push_back(one(item));
    else in_.fail(n, what + ": expected a map or a list of maps, got " + describe(n));
    return out;
  }

  // name -> a number from 0 to `most`.
  std::vector<Entry<NamedInt>> int_map(const YAML::Node& n, const std::string& what, int most) const {
    in_.expect_map(n, what);
    std::vector<Entry<NamedInt>> out;
    for (const auto& kv : n) {
      const int v = in_.integer(kv.second, what + "." + kv.first.Scalar());
      if (v < 0 || v > most) in_.fail(kv.second, what + ": expected a number from 0 to " + std::to_string(most));
      out.push_back({name(kv.first, what), NamedInt{v, in_.mark(kv.second)}});
    }
    return out;
  }

 protected:
  YamlReader in_;
};

}  // namespace errata
