#include "search_apart.h"

#include <cctype>
#include <filesystem>
#include <ostream>

#include "core/progress.h"
#include "model/core/input_error.h"
#include "core/atomic_file.h"

namespace errata::smt {

PlayedApart played_apart(const std::string& decision, const std::string& message, int players, int steps) {
  PlayedApart out;
  out.decision = decision;
  out.message = message + " (" + std::to_string(players) + " players).";
  out.clauses = {decision};
  out.players = players;
  out.steps = steps;
  return out;
}

SearchApart search_apart(int lo, int hi, uint64_t seed, long games, const PlayApart& play, const std::function<void()>& on_game,
                         long first) {
  SearchApart out;
  if (lo > hi) return out;
  const int counts = hi - lo + 1;
  for (long k = first; k < first + games; ++k) {
    const int players = lo + static_cast<int>(k % counts);
    ++out.games;
    if (auto apart = play(players, seed * 1000003u + static_cast<uint64_t>(k), k % 2 == 1)) {
      ++out.divergences[apart->decision];
      if (!out.first || apart->steps < out.first->steps) out.first = std::move(apart);
    }
    if (on_game) on_game();
  }
  return out;
}

std::string first_clause_apart(const love_letter::Trace& a, const love_letter::Trace& b, const std::string& otherwise) {
  const auto& ea = a.events;
  const auto& eb = b.events;
  size_t i = 0;
  while (i < ea.size() && i < eb.size() && ea[i].clause == eb[i].clause && ea[i].text == eb[i].text) ++i;
  auto later_in = [](const std::vector<love_letter::Event>& events, size_t from, const std::string& clause) {
    for (size_t k = from + 1; k < events.size(); ++k)
      if (events[k].clause == clause) return true;
    return false;
  };
  if (i < ea.size() && i < eb.size()) {  // one trace adds a decision the other makes later: the added one
    if (!eb[i].clause.empty() && !later_in(ea, i, eb[i].clause) && later_in(eb, i, ea[i].clause)) return eb[i].clause;
    if (!ea[i].clause.empty()) return ea[i].clause;
    if (!eb[i].clause.empty()) return eb[i].clause;
  }
  if (i < ea.size() && !ea[i].clause.empty()) return ea[i].clause;
  if (i < eb.size() && !eb[i].clause.empty()) return eb[i].clause;
  for (auto e = ea.rbegin(); e != ea.rend(); ++e)
    if (!e->clause.empty()) return e->clause;
  return otherwise;
}

std::optional<PlayedApart> swapped(std::optional<PlayedApart> apart) {
  if (apart) std::swap(apart->body_a, apart->body_b);
  return apart;
}

}  // namespace errata::smt

namespace errata::smt {

namespace {

std::string file_safe(std::string s) {
  for (char& c : s)
    if (!std::isalnum(static_cast<unsigned char>(c)) && c != '-' && c != '.') c = '_';
  return s;
}

}  // namespace

SearchPair search_pair(const std::string& game, const std::string& a, const std::string& b, int lo, int hi, uint64_t seed, long runs,
                       const PlayApart& play, const SettingsDiff::Replay& replay, const std::optional<std::string>& dir,
                       std::ostream& out) {
  SearchPair result;
  if (lo > hi) {
    out << "-- " << a << " vs " << b << ": no player count both allow, nothing to compare\n";
    return result;
  }
  Progress progress(a + " vs " + b, runs);
  const SearchApart s = search_apart(lo, hi, seed, runs, play, [&] { progress.step(); });
  progress.finish();
  result.games = s.games;
  std::string why, path;
  if (s.first) {
    const PlayedApart& d = *s.first;
    const std::string name = "differential play, " + std::to_string(d.steps) + " steps";
    const std::string da = witness_document(game, name, a, d.clauses, d.body_a), db = witness_document(game, name, b, d.clauses, d.body_b);
    why = replay(a, da) + replay(b, db);
    if (dir) {
      path = (std::filesystem::path(*dir) / (file_safe(a + "--" + b + "--" + d.decision) + ".yaml")).lexically_normal().string();
      if (std::string err = write_file_atomically(path, da + "---\n" + db); !err.empty()) throw InputError(SourceMark{path, 0, 0}, err);
    }
  }
  result.failed = !why.empty();
  out << (result.failed ? "FAILED " : "ok ") << a << " vs " << b << ":";
  if (s.divergences.empty()) out << " no divergence in " << runs << " games";
  for (const auto& [decision, n] : s.divergences) out << " " << decision << " x" << n;
  if (s.first && !result.failed) out << " (the shortest, " << s.first->steps << " steps, replayed under both)";
  out << "\n";
  if (result.failed) out << "  the divergence does not replay: " << why << "\n";
  if (!path.empty()) out << "  " << s.first->decision << ": " << path << "\n";
  return result;
}

}  // namespace errata::smt
