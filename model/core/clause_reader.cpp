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
      in.fail(n["quote"], what + ": the quote is not found verbatim on line " + std::to_string(c.line) + " of " + book.name() +
                              ": " + book.why_not_quoted(c.line, c.quote));
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

std::set<std::string> read_clauses(const YamlReader& in, const YAML::Node& node, const Rulebook& book,
                                   std::map<std::string, Clause>& clauses, ErrorList& errors) {
  in.expect_map(node, "clauses");
  std::set<std::string> unread;
  for (const auto& kv : node) {
    std::string id = kv.first.IsScalar() ? kv.first.Scalar() : "";
    const bool read = errors.attempt([&] {
      id = in.clause_id(kv.first, "clauses");
      if (kv.second.IsMap() && kv.second["silent"]) {
        in.expect_map(kv.second, "clause '" + id + "'", {"silent"});
        clauses[id] = Clause{id, {}, in.text(kv.second["silent"], "silent")};
      } else {
        clauses[id] = Clause{id, read_citations(in, kv.second, book, "clause '" + id + "'"), ""};
      }
    });
    if (!read) unread.insert(id);
  }
  return unread;
}

}  // namespace errata
