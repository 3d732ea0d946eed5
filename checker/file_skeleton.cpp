#include "file_skeleton.h"

#include <yaml-cpp/yaml.h>

#include <regex>
#include <sstream>

#include "quote_proposal.h"
#include "text_alignment.h"

namespace errata {
namespace {

class FileSkeleton {
 public:
  FileSkeleton(const FileSkeletonOf& base, const Rulebook& text, const std::string& name)
      : base_(base), text_(text), name_(name), lines_(*base.base_book, text) {}

  // One line of the base's file, rewritten.
  std::string line(const std::string& l, const std::string& id) {
    static const std::regex header(R"(^(id|title|rulebook):.*$)");
    std::smatch m;
    if (std::regex_match(l, m, header)) {
      const std::string key = m[1];
      if (key == "id") return "id: " + id;
      if (key == "title") return "title: " + quoted(id + " (" + name_ + ")") + "   # your title";
      return "rulebook: " + quoted(name_);
    }
    std::string out = citations(l);
    return single_lines(out);
  }
  int todos() const { return todos_; }

 private:
  // `line: N, quote: "..."`: the aligned line and words, the base's as a comment.
  std::string citations(const std::string& l) {
    static const std::regex cite(R"re(line: (\d+), quote: ("(?:[^"\\]|\\.)*"))re");
    std::string out, notes;
    auto from = l.cbegin();
    for (std::sregex_iterator it(l.begin(), l.end(), cite), end; it != end; ++it) {
      const int n = std::stoi((*it)[1]);
      const std::string quote = YAML::Load((*it)[2].str()).as<std::string>();
      out.append(from, (*it)[0].first);
      from = (*it)[0].second;
      notes += " " + base_.base_id + " line " + std::to_string(n) + ": « " + quote + " »;";
      if (auto p = propose(*base_.base_book, text_, lines_, n, quote)) {
        out += "line: " + std::to_string(p->line) + ", quote: " + quoted(p->quote);
      } else {
        ++todos_;
        out += "line: TODO, quote: TODO";
      }
    }
    out.append(from, l.cend());
    return notes.empty() ? out : out + "   #" + notes + " proposed: review";
  }

  // `line: N` without a quote and `lines: [a, b]`: the aligned lines.
  std::string single_lines(const std::string& l) {
    static const std::regex one(R"(\bline: (\d+)( \}|\s*$))"), many(R"(\blines: \[([0-9, ]+)\])");
    std::smatch m;
    if (std::regex_search(l, m, one)) return m.prefix().str() + "line: " + aligned(std::stoi(m[1])) + m[2].str() + m.suffix().str();
    if (std::regex_search(l, m, many)) {
      std::string list;
      std::stringstream in(m[1].str());
      for (std::string n; std::getline(in, n, ',');) list += (list.empty() ? "" : ", ") + aligned(std::stoi(n));
      return m.prefix().str() + "lines: [" + list + "]" + m.suffix().str();
    }
    return l;
  }
  std::string aligned(int n) {
    if (const LineMatch m = lines_.match(n); m.line) return std::to_string(m.line);
    ++todos_;
    return "TODO";
  }

  const FileSkeletonOf& base_;
  const Rulebook& text_;
  std::string name_;
  TextAlignment lines_;
  int todos_ = 0;
};

}  // namespace

std::string file_skeleton(const FileSkeletonOf& base, const Rulebook& text, const std::string& rulebook_name, const std::string& id) {
  FileSkeleton sk(base, text, rulebook_name);
  std::string body;
  std::stringstream in(base.base_file);
  for (std::string l; std::getline(in, l);) body += sk.line(l, id) + "\n";
  return "# A new edition of " + base.game + ", written by `errata edition new --from " + base.base_id + " --rulebook " +
         rulebook_name + "`:\n# " + base.base_id + "'s edition file, every citation re-aimed at the line of " + rulebook_name +
         " aligned with it\n# (by order, length and numbers: review each; the base's words stand in the comment). The settings\n"
         "# are " + base.base_id + "'s: check each against your text. A TODO marks what nothing matched: the file loads\n"
         "# once no TODO is left (errata editions --edition-file THIS lists every error at once).\n" +
         body + "\n# " + std::to_string(sk.todos()) + " TODO" + (sk.todos() == 1 ? "" : "s") + " left.\n";
}

}  // namespace errata
