// errata edition new --from BASE --rulebook TEXT [--id ID] [--out FILE]: the
// edition file a translator starts from (Game::edition_skeleton), written
// beside its rulebook so that it loads under the path rule.
#include <cctype>
#include <filesystem>
#include <iostream>
#include <sstream>

#include "checker/translation/file_skeleton.h"
#include "checker/game/game.h"
#include "checker/translation/text_alignment.h"
#include "commands.h"
#include "checker/scenario/scenario_runs.h"
#include "model/core/error_list.h"
#include "model/core/ids.h"
#include "model/core/input_error.h"
#include "model/core/rulebook_file.h"
#include "model/core/user_file.h"
#include "core/atomic_file.h"

namespace errata::cli {
namespace {

namespace fs = std::filesystem;

// "My Rules.en.md" -> "my-rules-en": an edition id from the text's file name.
std::string id_from(const std::string& rulebook) {
  std::string stem = fs::path(rulebook).stem().string(), out;
  for (char c : stem) {
    const auto u = static_cast<unsigned char>(c);
    if (std::isalnum(u) && u < 0x80) out += static_cast<char>(std::tolower(u));
    else if (!out.empty() && out.back() != '-') out += '-';
  }
  while (!out.empty() && out.back() == '-') out.pop_back();
  return out.size() > kMaxIdBytes ? out.substr(0, kMaxIdBytes) : out;
}

// The rulebook as the new edition file names it: a path relative to the
// folder the file is written to, which must hold it (the path rule).
std::string rulebook_name(const std::string& rulebook, const std::optional<std::string>& out) {
  std::error_code ec;
  const fs::path folder = fs::weakly_canonical(out ? fs::absolute(*out).parent_path() : fs::current_path(), ec);
  const fs::path text = fs::weakly_canonical(fs::absolute(rulebook), ec);  // absolute: a text not there stays a path in the folder
  const std::string name = text.lexically_relative(folder).string();
  if (name.empty() || *fs::path(name).begin() == "..")
    throw InputError(SourceMark{"--rulebook", 0, 0},
                     "the rulebook " + rulebook + " is not inside the folder the edition file goes to (" + folder.string() +
                         "): an edition reads only its own folder (docs/security.md); put the edition file beside its text");
  if (std::string why = rulebook_name_problem(name); !why.empty())
    throw InputError(SourceMark{"--rulebook", 0, 0}, "the rulebook " + rulebook + " cannot be an edition file's rulebook: " + why +
                                                         " (docs/security.md); rename it");
  return name;
}

// The skeleton as its game's loader reads it (as `errata editions
// --edition-file` will): each error a TODO (file_skeleton.h). `file`: where
// the file is (or would be) written, whose folder holds the rulebook.
std::string loaded_as_written(const Game& game, const std::string& text, const std::string& file) {
  std::vector<InputError> errors;
  try {
    game.load_edition(text, file);
  } catch (const InputErrors& e) {
    errors = e.errors();
  } catch (const InputError& e) {
    errors = {e};
  }
  return with_errors_as_todos(text, errors);
}

}  // namespace

int edition_new_command(const EditionNewOptions& o) {
  const Game* game = game_of_edition(o.from);
  if (!game) throw InputError(SourceMark{"--from", 0, 0}, unknown_edition(o.from));
  const std::string name = rulebook_name(o.rulebook, o.out);
  const Rulebook book(name, read_user_file(o.rulebook, "rulebook"));
  const std::string id = o.id.value_or(id_from(o.rulebook));
  if (std::string why = edition_id_problem(id); !why.empty())
    throw InputError(SourceMark{"--id", 0, 0}, "'" + id + "': " + why + (o.id ? "" : " (from the text's file name: give --id)"));
  if (known_edition(id)) throw InputError(SourceMark{"--id", 0, 0}, "'" + id + "' is already an edition's id: give another with --id");
  if (o.out)
    if (std::string why = file_writable(*o.out); !why.empty()) throw InputError(SourceMark{"--out", 0, 0}, why);
  const fs::path folder = o.out ? fs::absolute(*o.out).parent_path() : fs::current_path();
  std::string skeleton;
  try {
    skeleton = game->edition_skeleton(o.from, book, name, id);
  } catch (const TooLongToAlign& n) {
    throw InputError(SourceMark{o.rulebook, 0, 0}, "the text has " + std::to_string(n.text_lines) + " lines with text; aligning it with " +
                                                       o.from + "'s " + std::to_string(n.base_lines) + " would weigh more than " +
                                                       std::to_string(kMostAlignedPairs) + " line pairs, the most errata edition new "
                                                       "aligns (docs/security.md): is it the rulebook?");
  }
  const std::string text = loaded_as_written(*game, skeleton, o.out ? fs::absolute(*o.out).string() : (folder / (id + ".yaml")).string());
  size_t todos = 0;
  std::stringstream lines(text);
  for (std::string l; std::getline(lines, l);) todos += holds_todo(l);
  if (!o.out) {
    std::cout << text;
  } else if (std::string err = write_file_atomically(*o.out, text); !err.empty()) {
    throw InputError(SourceMark{"--out", 0, 0}, err);
  }
  std::cerr << (o.out ? "wrote " + *o.out : std::string("the edition file above")) << ": edition '" << id << "' from " << o.from
            << ", every proposal to review, " << todos << " TODO" << (todos == 1 ? "" : "s")
            << " to fill; then errata editions --edition-file " << o.out.value_or("FILE") << " lists every error left at once\n";
  return kExitOk;
}

}  // namespace errata::cli
