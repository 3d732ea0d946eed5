#include "baseline.h"

#include "model/core/ids.h"
#include "model/core/input_error.h"
#include "model/core/user_file.h"
#include "model/core/yaml_reader.h"
#include "model/core/suggest.h"
#include "core/finding_kinds.h"

namespace errata {

Baseline load_baseline(const std::string& path) { return read_baseline(read_user_file(path, "baseline file"), path); }

Baseline read_baseline(const std::string& text, const std::string& path) {
  YamlReader in(path);
  const auto docs = load_yaml_documents(text, path);
  Baseline b;
  if (docs.size() > 1)
    throw InputError(SourceMark{path, 1, 1}, "a baseline file holds one YAML document; this one holds " + std::to_string(docs.size()) +
                                                  " (a stray '---'?)");
  if (docs.empty() || docs[0].IsNull()) return b;
  in.expect_document(docs[0], "baseline", {"accepted"});
  const YAML::Node list = docs[0]["accepted"];
  if (!list) return b;
  in.expect_list(list, "accepted");
  for (const auto& n : list) {
    in.expect_map(n, "accepted finding", {"id", "reason"});
    const YAML::Node id_node = in.required(n, "id", "accepted finding");
    const std::string id = in.text(id_node, "id");
    if (std::string why = finding_id_problem(id); !why.empty()) in.fail(id_node, "id: " + why + ", got '" + id + "'");
    if (const std::string kind = id.substr(0, id.find(':')); !errata::finding_kind(kind)) {
      std::vector<std::string> kinds;
      for (const auto& k : errata::finding_kinds()) kinds.push_back(k.id);
      in.fail(id_node, "id: unknown finding kind '" + kind + "'" + did_you_mean(kind, kinds) + " (errata help kinds lists them)");
    }
    const std::string reason = in.text(in.required(n, "reason", "accepted finding"), "reason");
    if (b.accepted.count(id)) in.fail(n["id"], "finding '" + id + "' is accepted twice");
    b.accepted[id] = reason;
  }
  return b;
}

}  // namespace errata
