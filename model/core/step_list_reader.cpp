#include "step_list_reader.h"

#include "suggest.h"

namespace errata {

namespace {

int kind_of(const YamlReader& in, const YAML::Node& step, const StepListShape& shape) {
  const YAML::Node kind = in.required(step, shape.kind_key, shape.what + " step");
  const std::string word = in.text(kind, shape.what + "." + shape.kind_key);
  for (size_t i = 0; i < shape.kinds.size(); ++i)
    if (shape.kinds[i] == word) return static_cast<int>(i);
  std::string list;
  for (const auto& k : shape.kinds) list += (list.empty() ? "" : ", ") + k;
  in.fail(kind, shape.what + ": unknown step '" + word + "'" + did_you_mean(word, shape.kinds) + "; a step is one of: " + list);
}

}  // namespace

void read_step_list(const YamlReader& in, const YAML::Node& list, const StepListShape& shape,
                    const std::function<void(const YAML::Node& step, int kind)>& read) {
  in.expect_list(list, shape.what);
  int n = 0;
  for (const auto& step : list) {
    if (++n > shape.most)
      in.fail(step, shape.what + ": more than " + std::to_string(shape.most) + " steps (docs/security.md)");
    if (!step.IsMap()) in.fail(step, shape.what + ": a step is a map, got " + describe(step));
    read(step, kind_of(in, step, shape));
  }
}

}  // namespace errata
