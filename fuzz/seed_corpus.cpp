#include "seed_corpus.h"

#include <algorithm>
#include <filesystem>
#include <fstream>
#include <iterator>
#include <regex>
#include <set>
#include <sstream>

#include "adapter_replies.h"

namespace errata::fuzz {

namespace fs = std::filesystem;

namespace {

std::string read(const fs::path& p) {
  std::ifstream f(p, std::ios::binary);
  return {std::istreambuf_iterator<char>(f), std::istreambuf_iterator<char>()};
}

std::vector<fs::path> yaml_files(const fs::path& dir) {
  std::vector<fs::path> out;
  for (const auto& e : fs::recursive_directory_iterator(dir))
    if (e.is_regular_file() && e.path().extension() == ".yaml") out.push_back(e.path());
  std::sort(out.begin(), out.end());
  return out;
}

std::vector<fs::path> edition_files(const fs::path& src) {
  std::vector<fs::path> out;
  for (const auto& game : fs::directory_iterator(src / "model"))
    if (fs::is_directory(game.path() / "editions"))
      for (const auto& f : yaml_files(game.path() / "editions")) out.push_back(f);
  std::sort(out.begin(), out.end());
  return out;
}

// Edition files whose cards are written as data (docs/editions.md, "Cards as data").
std::vector<fs::path> data_card_editions(const fs::path& src) {
  std::vector<fs::path> out = yaml_files(src / "tests" / "data_cards" / "twins");
  return out;
}

// One seed per YAML document (lines of `---` separate them).
void split_documents(const std::string& text, std::vector<std::string>& out) {
  std::istringstream in(text);
  std::string line, doc;
  while (std::getline(in, line)) {
    if (line.rfind("---", 0) == 0) {
      if (!doc.empty()) out.push_back(doc);
      doc.clear();
      continue;
    }
    doc += line + "\n";
  }
  if (!doc.empty()) out.push_back(doc);
}

}  // namespace

std::vector<std::string> seed_inputs(const std::string& source_dir, const std::string& target) {
  const fs::path src(source_dir);
  std::vector<std::string> out;
  if (target == "scenario")
    for (const auto& f : yaml_files(src / "scenarios")) split_documents(read(f), out);
  if (target == "edition")
    for (const auto& f : edition_files(src)) out.push_back(read(f));
  if (target == "edition")
    for (const auto& f : data_card_editions(src)) out.push_back(read(f));
  if (target == "edition-edits")  // the first byte picks a bundled edition file, the rest are edits
    for (size_t i = 0; i < edition_files(src).size(); ++i) out.push_back(std::string(1, static_cast<char>(i)));
  if (target == "baseline") out.push_back(read(src / "checker" / "baseline.yaml"));
  if (target == "shard")  // shard files of small runs of each verb (fuzz/seeds/shard/README.md says how they were made)
    for (const auto& e : fs::directory_iterator(src / "fuzz" / "seeds" / "shard"))
      if (e.path().extension() == ".json") out.push_back(read(e.path()));
  if (target == "shard") std::sort(out.begin(), out.end());
  if (target == "adapter") out = adapter_transcripts();  // errata's own engine's replies, recorded
  return out;
}

std::vector<std::string> yaml_dictionary(const std::string& source_dir) {
  const fs::path src(source_dir);
  std::vector<fs::path> files = yaml_files(src / "scenarios");
  for (const auto& f : edition_files(src)) files.push_back(f);
  files.push_back(src / "checker" / "baseline.yaml");
  std::set<std::string> keys = {"---", "- ", "{", "}", "[", "]", ", ", ": ", "&a ", "*a", "!!str ", "|", ">", "\"", "'", "#", "..."};
  static const std::regex key("[A-Za-z_][A-Za-z0-9_.-]*:");
  for (const auto& f : files) {
    const std::string text = read(f);
    for (auto it = std::sregex_iterator(text.begin(), text.end(), key); it != std::sregex_iterator(); ++it) keys.insert(it->str());
  }
  return {keys.begin(), keys.end()};
}

}  // namespace errata::fuzz
