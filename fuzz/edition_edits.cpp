// The structure-aware edition target: the input picks a bundled edition file
// and up to three edits to its YAML tree (move a number a little or to a limit
// of the model, repeat or drop a list item, move a value elsewhere, remove an
// entry).
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

// Numbers at the edges of what the model holds (8 players, 64 cards, 8-bit counts).
constexpr std::array<const char*, 20> kNumbers{"0",  "1",  "2",   "3",   "4",   "5",   "6",    "7",       "8",  "9",
                                               "16", "32", "63",  "64",  "65",  "127", "200",  "1000000", "-1", "255"};

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
  std::vector<YAML::Node> scalars, numbers, lists, maps;  // numbers: the counts, values, players, tokens
};

bool is_number(const std::string& s) {
  const size_t digits = s.starts_with('-') ? 1 : 0;
  return s.size() > digits && s.size() < 8 && s.find_first_not_of("0123456789", digits) == std::string::npos;
}

// `key`: the map key the node stands under. A rulebook line number is left
// alone by the numeric edits: changing it only makes the quote not found.
void collect_places(YAML::Node n, const std::string& key, Places& p) {
  if (n.IsScalar()) {
    p.scalars.push_back(n);
    if (is_number(n.Scalar()) && key != "line" && key != "lines") p.numbers.push_back(n);
  }
  if (n.IsSequence()) {
    p.lists.push_back(n);
    for (auto item : n) collect_places(item, key, p);
  }
  if (n.IsMap()) {
    p.maps.push_back(n);
    for (auto kv : n) collect_places(kv.second, kv.first.Scalar(), p);
  }
}

template <typename T>
T& pick(std::vector<T>& v, unsigned i) { return v[i % v.size()]; }

// One edit; `op` chooses its kind, weighted towards those that keep the
// edition loadable (a number moved a little or to a limit of the model) over
// those that mostly break it (a value moved elsewhere, an entry removed).
void edit(const Original& o, Places& p, uint8_t op, unsigned at) {
  const unsigned k = at / 7;
  switch (op % 16) {
    case 0: case 1: case 2: case 3: case 4: case 5: case 6: case 7:
      if (!p.numbers.empty()) {
        YAML::Node n = pick(p.numbers, at);  // an earlier edit may have made it text
        if (is_number(n.Scalar())) n = std::to_string(std::stoi(n.Scalar()) + static_cast<int>(k % 5) - 2);
      }
      break;
    case 8:
      if (!p.numbers.empty()) pick(p.numbers, at) = kNumbers[k % kNumbers.size()];
      break;
    case 9: case 10:
      if (!p.lists.empty()) {
        YAML::Node l = pick(p.lists, at);
        if (l.size() > 0) l.push_back(YAML::Clone(l[k % l.size()]));
      }
      break;
    case 11:
      if (!p.lists.empty()) {
        YAML::Node l = pick(p.lists, at);
        if (l.size() > 0) l.remove(k % l.size());
      }
      break;
    case 12:
      if (!p.scalars.empty()) pick(p.scalars, at) = o.values[k % o.values.size()];
      break;
    case 13: {
      if (p.maps.empty()) break;
      YAML::Node m = pick(p.maps, at);
      if (m.size() == 0) break;
      auto it = m.begin();
      for (unsigned j = k % m.size(); j > 0; --j) ++it;
      m.remove(it->first);
      break;
    }
    case 14:
      if (!p.scalars.empty()) pick(p.scalars, at) = pick(p.scalars, at).Scalar() + "x";
      break;
    default:
      break;  // no edit: the bundled file itself, now and then
  }
}

long loaded = 0, tried = 0;

}  // namespace

void edition_edits(const uint8_t* data, size_t size) {
  if (size == 0) return;
  const Original& o = originals()[data[0] % originals().size()];
  YAML::Node doc = YAML::Clone(o.root);
  Places places;
  collect_places(doc, "", places);
  uint64_t seed = size;
  for (size_t i = 1; i + 2 < size && i < 1 + 3 * 3; i += 3) {  // at most 3 edits: a few differences, not a new file
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
