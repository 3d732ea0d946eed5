#include "clause_reader.h"


namespace errata {

std::vector<Citation> read_citations(const YamlReader& in, const YAML::Node& node, const Rulebook& book,
                                     const std::string& what) {
  std::vector<Citation> out;
  auto one = [&](const YAML::Node& n) {
    in.expect_map(n, what, {"line", "quote"});
    Citation c{book.name(), in.integer(in.required(n, "line", what), what + ".line"),
               in.text(in.required(n, "quote", what), what + ".quote")};
    if (c.line < 1 || c.line > book.line_count())
      in.fail(n["line"], what + ": line " + std::to_string(c.line) + " is outside " + book.name() + " (" +
                             std::to_string(book.line_count()) + " lines)");
    if (!book.quotes(c.line, c.quote))
      in.fail(n["quote"], what + ": the quote is not found verbatim on line " + std::to_string(c.line) + " of " +
                              book.name() + ", which reads: " + book.line(c.line));
    out.push_back(std::move(c));
  };
  if (node.IsSequence()) {
    for (const auto& n : node) one(n);
    if (out.empty()) in.fail(node, what + ": expected at least one citation");
  } else {
    one(node);
  }
  return out;
}

void read_clauses(const YamlReader& in, const YAML::Node& node, const Rulebook& book,
                  std::map<std::string, Clause>& clauses) {
  in.expect_map(node, "clauses");
  for (const auto& kv : node) {
    const std::string id = in.clause_id(kv.first, "clauses");
    if (kv.second.IsMap() && kv.second["silent"]) {
      in.expect_map(kv.second, "clause '" + id + "'", {"silent"});
      clauses[id] = Clause{id, {}, in.text(kv.second["silent"], "silent")};
    } else {
      clauses[id] = Clause{id, read_citations(in, kv.second, book, "clause '" + id + "'"), ""};
    }
  }
}

}  // namespace errata
