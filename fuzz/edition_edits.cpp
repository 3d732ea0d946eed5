// The structure-aware edition target: the input picks a bundled edition file
// and a list of edits to its YAML tree (set a value to a boundary number or to
// another value of the file, remove an entry, repeat or drop a list item).
// The edited tree is written back as YAML and loaded as a user's edition file,
// so most inputs are well-formed editions that differ from a real one in a
// few places: they reach the loader's every check, and the engine.
#include <yaml-cpp/yaml.h>

#include <array>
#include <cstdio>
#include <string>
#include <vector>

#include "exercise.h"
#include "model/core/bundled_files.h"
#include "targets.h"

namespace errata::fuzz {
namespace {

// Numbers at the edges of what the model holds (8 players, 32 cards, 8-bit counts).
constexpr std::array<const char*, 20> kNumbers{"0",  "1",  "2",   "3",   "4",   "5",   "6",    "7",       "8",  "9",
                                               "16", "31", "32",  "33",  "64",  "127", "200",  "1000000", "-1", "255"};

struct Original {
  YAML::Node root;
  std::vector<std::string> values;  // every scalar of the file, to move elsewhere
};

void collect_values(const YAML::Node& n, std::vector<std::string>& out) {
  if (n.IsScalar()) out.push_back(n.Scalar());
  if (n.IsSequence())
    for (const auto& item : n) collect_values(item, out);
  if (n.IsMap())
    for (const auto& kv : n) collect_values(kv.first, out), collect_values(kv.second, out);
}

// The bundled edition files of every game, parsed once.
const std::vector<Original>& originals() {
  static const std::vector<Original> files = [] {
    std::vector<Original> out;
    for (const auto& f : bundled_files()) {
      if (f.path.find("/editions/") == std::string_view::npos) continue;
      Original o{YAML::Load(std::string(f.text)), {}};
      collect_values(o.root, o.values);
      out.push_back(std::move(o));
    }
    return out;
  }();
  return files;
}

struct Places {
  std::vector<YAML::Node> scalars, lists, maps;
};

void collect_places(YAML::Node n, Places& p) {
  if (n.IsScalar()) p.scalars.push_back(n);
  if (n.IsSequence()) {
    p.lists.push_back(n);
    for (auto item : n) collect_places(item, p);
  }
  if (n.IsMap()) {
    p.maps.push_back(n);
    for (auto kv : n) collect_places(kv.second, p);
  }
}

template <typename T>
T& pick(std::vector<T>& v, unsigned i) { return v[i % v.size()]; }

void edit(const Original& o, Places& p, uint8_t op, unsigned at) {
  switch (op % 6) {
    case 0: if (!p.scalars.empty()) pick(p.scalars, at) = kNumbers[at / 7 % kNumbers.size()]; break;
    case 1: if (!p.scalars.empty()) pick(p.scalars, at) = o.values[(at / 7) % o.values.size()]; break;
    case 2: {
      if (p.maps.empty()) break;
      YAML::Node m = pick(p.maps, at);
      if (m.size() == 0) break;
      auto it = m.begin();
      for (unsigned k = (at / 7) % m.size(); k > 0; --k) ++it;
      m.remove(it->first);
      break;
    }
    case 3: {
      if (p.lists.empty()) break;
      YAML::Node l = pick(p.lists, at);
      if (l.size() > 0) l.push_back(YAML::Clone(l[(at / 7) % l.size()]));
      break;
    }
    case 4: {
      if (p.lists.empty()) break;
      YAML::Node l = pick(p.lists, at);
      if (l.size() > 0) l.remove((at / 7) % l.size());
      break;
    }
    default: if (!p.scalars.empty()) pick(p.scalars, at) = pick(p.scalars, at).Scalar() + "x"; break;
  }
}

long loaded = 0, tried = 0;

}  // namespace

void edition_edits(const uint8_t* data, size_t size) {
  if (size == 0) return;
  const Original& o = originals()[data[0] % originals().size()];
  YAML::Node doc = YAML::Clone(o.root);
  Places places;
  collect_places(doc, places);
  uint64_t seed = size;
  for (size_t i = 1; i + 2 < size && i < 1 + 3 * 8; i += 3) {  // at most 8 edits: a few differences, not a new file
    const unsigned at = data[i + 1] | (unsigned{data[i + 2]} << 8);
    edit(o, places, data[i], at);
    seed = seed * 31 + at;
  }
  YAML::Emitter out;
  out << doc;
  ++tried;
  if (exercise_edition_text(out.c_str(), seed)) ++loaded;
}

void print_edition_edits_stats() {
  if (tried) std::fprintf(stderr, "edition-edits: %ld of %ld edited editions loaded\n", loaded, tried);
}

}  // namespace errata::fuzz
