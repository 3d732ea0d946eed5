#include "expectations.h"

#include "model/core/input_error.h"
#include "model/core/user_file.h"
#include "model/core/yaml_reader.h"

namespace errata::conform {

std::vector<Expectation> read_expectations(const std::string& text, const std::string& path) {
  const YamlReader in(path);
  const auto docs = load_yaml_documents(text, path);
  std::vector<Expectation> out;
  if (docs.empty() || docs[0].IsNull()) return out;
  if (docs.size() > 1) in.fail(docs[1], "an expectations file is one YAML list");
  in.expect_list(docs[0], "expectations");
  for (const auto& item : docs[0]) {
    in.expect_map(item, "expectation", {"id", "scenario", "edition", "reason"});
    Expectation e;
    e.mark = in.mark(item);
    if (item["id"]) e.id = in.text(item["id"], "id");
    if (item["scenario"]) e.scenario = in.text(item["scenario"], "scenario");
    if (item["edition"]) e.edition = in.text(item["edition"], "edition");
    e.reason = in.text(in.required(item, "reason", "expectation"), "reason");
    if (e.id.empty() == e.scenario.empty()) in.fail(item, "an expectation names either an 'id' or a 'scenario'");
    if (!e.id.empty() && e.id.rfind("deviation:", 0) != 0)
      in.fail(item["id"], "a deviation id reads deviation:EDITION:CLAUSE, as errata conform prints it; got '" + e.id + "'");
    if (e.reason.empty()) in.fail(item["reason"], "say why this deviation is accepted");
    out.push_back(std::move(e));
  }
  return out;
}

std::vector<Expectation> load_expectations(const std::string& path) {
  return read_expectations(read_user_file(path, "expectations file"), path);
}

const Expectation* accepting(const std::vector<Expectation>& entries, const Run& run, const Deviation& d) {
  for (const auto& e : entries) {
    if (!e.id.empty() && e.id == run.deviation_id(d)) return &e;
    if (!e.scenario.empty() && e.scenario == run.scenario && (e.edition.empty() || e.edition == run.edition)) return &e;
  }
  return nullptr;
}

}  // namespace errata::conform
