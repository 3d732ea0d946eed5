#include "file_skeleton.h"

#include <yaml-cpp/yaml.h>

#include <regex>
#include <sstream>
#include <string_view>

#include "quote_proposal.h"
#include "text_alignment.h"

namespace errata {
namespace {

// The base's heading "La Princesse" names its character "Princesse": its first
// word is an article the name leaves out. A proposed heading of several words
// drops its first word likewise ("The Princess" -> "Princess").
std::string name_as_the_base_names(const std::string& proposed, const std::string& base_heading, const std::string& base_name) {
  const size_t space = base_heading.find(' ');
  const bool article = space != std::string::npos && base_heading.substr(space + 1) == base_name;
  const size_t mine = proposed.find(' ');
  return article && mine != std::string::npos ? trimmed(proposed.substr(mine + 1)) : proposed;
}

class FileSkeleton {
 public:
  FileSkeleton(const FileSkeletonOf& base, const Rulebook& text, const std::string& name)
      : base_(base), text_(text), name_(name), lines_(*base.base_book, text) {}

  // Line `i` of the base's file, rewritten; a block-form citation (`line: N`
  // then `quote: "..."`) is rewritten whole, and `i` moved past it.
  std::string line(const std::vector<std::string>& file, size_t& i, const std::string& id) {
    static const std::regex header(R"(^(id|title|rulebook):.*$)");
    const std::string& l = file[i];
    std::smatch m;
    if (std::regex_match(l, m, header)) {
      const std::string key = m[1];
      if (key == "id") return "id: " + id;
      if (key == "title") return "title: " + quoted(id + " (" + name_ + ")") + "   # your title";
      return "rulebook: " + quoted(name_);
    }
    if (i + 1 < file.size())
      if (std::string both = block_citation(l, file[i + 1]); !both.empty()) return ++i, both;
    return says(single_lines(named(l, citations(l))));
  }
  int todos() const { return todos_; }

 private:
  // The proposal for the base's `quote` on line `n`, as `line: M, quote: "..."`
  // (`sep` between the two), and the comment that says what to review.
  std::pair<std::string, std::string> proposal(int n, const std::string& quote, const std::string& sep) {
    const std::string note = base_.base_id + " line " + std::to_string(n) + ": « " + quote + " »;";
    const auto p = propose(*base_.base_book, text_, lines_, n, quote);
    if (!p) {
      ++todos_;
      return {"line: TODO" + sep + "quote: TODO", note + " TODO: no line of " + name_ + " was aligned with it"};
    }
    std::string review = " proposed: review";
    if (p->too_short) {
      ++todos_;
      review = " TODO: the proposal is too short to state the clause: give the words of your text that state it";
    }
    return {"line: " + std::to_string(p->line) + sep + "quote: " + quoted(p->quote), note + review};
  }

  // `line: N, quote: "..."`: the aligned line and words, the base's as a comment.
  std::string citations(const std::string& l) {
    static const std::regex cite(R"re(line: (\d+), quote: ("(?:[^"\\]|\\.)*"))re");
    std::string out, notes;
    auto from = l.cbegin();
    for (std::sregex_iterator it(l.begin(), l.end(), cite), end; it != end; ++it) {
      out.append(from, (*it)[0].first);
      from = (*it)[0].second;
      const auto [cite_text, note] = proposal(std::stoi((*it)[1]), YAML::Load((*it)[2].str()).as<std::string>(), ", ");
      out += cite_text;
      notes += " " + note;
    }
    out.append(from, l.cend());
    return notes.empty() ? out : out + "   #" + notes;
  }

  // `line: N` alone on its line, then `quote: "..."` at the same indent (a
  // clause's citation in block form): both re-aimed, the base's as a comment.
  std::string block_citation(const std::string& l, const std::string& next) {
    static const std::regex line_only(R"(^(\s*)line: (\d+)\s*$)"), quote_only(R"re(^(\s*)quote: ("(?:[^"\\]|\\.)*")\s*$)re");
    std::smatch a, b;
    if (!std::regex_match(l, a, line_only) || !std::regex_match(next, b, quote_only) || a[1] != b[1]) return "";
    const std::string indent = a[1];
    const auto [cite_text, note] = proposal(std::stoi(a[2]), YAML::Load(b[2].str()).as<std::string>(), "\n" + indent);
    return indent + "# " + note + "\n" + indent + cite_text;
  }

  // A character's printed name (`name: X` beside `line: N`, its heading):
  // the name as the aligned line prints it, proposed for review (every game,
  // as Love Letter's skeleton proposes card names).
  std::string named(const std::string& original, const std::string& l) {
    static const std::regex name(R"re(\bname: ("(?:[^"\\]|\\.)*"|[^,}]+?)(\s*[,}]))re"), heading(R"(\bline: (\d+)\s*\})");
    std::smatch n, h;
    if (!std::regex_search(original, h, heading) || !std::regex_search(l, n, name)) return l;
    const int heading_line = std::stoi(h[1]);
    const LineMatch m = lines_.match(heading_line);
    std::string theirs = trimmed(n[1]);
    if (theirs.size() >= 2 && theirs.front() == '"') theirs = YAML::Load(theirs).as<std::string>();
    const std::string mine = m.line ? name_as_the_base_names(proposed_name(text_.line(m.line)), proposed_name(base_.base_book->line(heading_line)), theirs) : "";
    if (mine.empty()) {
      ++todos_;
      return n.prefix().str() + "name: TODO" + n[2].str() + n.suffix().str() + "   # TODO: the printed name in your text (" +
             base_.base_id + ": " + theirs + ")";
    }
    return n.prefix().str() + "name: " + quoted(mine) + n[2].str() + n.suffix().str() + "   # name proposed from line " +
           std::to_string(m.line) + " (" + base_.base_id + ": " + theirs + "): review";
  }

  // A reading's (or an option's) `says:`: the base's words, to say of the new text.
  std::string says(const std::string& l) {
    static const std::regex said(R"(\bsays: ")");
    if (!std::regex_search(l, said) || l.find(" # ") != std::string::npos) return l;
    return l + "   # " + base_.base_id + "'s words and lines: review, say it of your text";
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

std::string proposed_name(const std::string& line) {
  size_t start = 0;
  while (start < line.size() && std::string_view("#*_-–—.:()[] \t0123456789").find(line[start]) != std::string_view::npos) ++start;
  const size_t end = line.find_first_of("(:,.*_[0123456789", start);
  return trimmed(line.substr(start, end == std::string::npos ? std::string::npos : end - start));
}

bool holds_todo(const std::string& line) { return line.find(": TODO") != std::string::npos || line.find("TODO:") != std::string::npos; }

std::string with_errors_as_todos(const std::string& text, const std::vector<InputError>& errors) {
  std::vector<std::string> lines;
  std::stringstream in(text);
  for (std::string l; std::getline(in, l);) lines.push_back(l);
  while (!lines.empty() && (lines.back().empty() || (lines.back().rfind("# ", 0) == 0 && lines.back().find(" left.") != std::string::npos)))
    lines.pop_back();
  std::string unplaced;
  size_t todos = 0;
  for (const auto& e : errors) {
    const int n = e.mark().line;
    if (n >= 1 && static_cast<size_t>(n) <= lines.size()) {
      if (!holds_todo(lines[static_cast<size_t>(n) - 1])) lines[static_cast<size_t>(n) - 1] += "   # TODO: " + e.message();
    } else {
      unplaced += "# TODO: " + e.message() + "\n";
      ++todos;
    }
  }
  std::string out;
  for (const auto& l : lines) {
    out += l + "\n";
    todos += holds_todo(l);
  }
  return out + unplaced + "\n# " + std::to_string(todos) + " TODO" + (todos == 1 ? "" : "s") + " left" +
         (errors.empty() ? "" : " (the loader refuses " + std::to_string(errors.size()) + " things in the file as it stands)") + ".\n";
}

std::string file_skeleton(const FileSkeletonOf& base, const Rulebook& text, const std::string& rulebook_name, const std::string& id) {
  FileSkeleton sk(base, text, rulebook_name);
  std::vector<std::string> file;
  std::stringstream in(base.base_file);
  for (std::string l; std::getline(in, l);) file.push_back(l);
  std::string body;
  for (size_t i = 0; i < file.size(); ++i) body += sk.line(file, i, id) + "\n";
  return "# A new edition of " + base.game + ", written by `errata edition new --from " + base.base_id + " --rulebook " +
         rulebook_name + "`:\n# " + base.base_id + "'s edition file, every citation re-aimed at the line of " + rulebook_name +
         " aligned with it\n# (by order, length and numbers: review each; the base's words stand in the comment), each\n"
         "# character's name proposed from its aligned heading. The settings and the readings' words are " + base.base_id +
         "'s:\n# check each against your text. A TODO marks what nothing matched, or what the file's loader refused:\n"
         "# the file loads once no TODO is left (errata editions --edition-file THIS lists every error at once).\n" +
         body + "\n# " + std::to_string(sk.todos()) + " TODO" + (sk.todos() == 1 ? "" : "s") + " left.\n";
}

}  // namespace errata
