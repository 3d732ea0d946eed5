#pragma once
// The path rule for a path that comes from a file someone else wrote (an
// edition file's `rulebook:`, the paths a shard file names): a plain relative
// path inside one folder, never a way out of it (docs/security.md). Checked
// twice: on the text (no absolute start, no '..', no hidden or empty part, no
// control character) and on the disk (symbolic links resolved, the real path
// still inside the folder).
#include <string>

namespace errata {

// "" when `path` is a relative path of plain parts, else why not; `folder`
// says which folder it must stay in ("the edition file's folder").
std::string relative_path_problem(const std::string& path, const std::string& folder);

// The real path of `path` (every symbolic link resolved), or "" when it does not exist.
std::string real_path(const std::string& path);

// Whether `path`, resolved as far as it exists (the rest taken as written),
// lies inside the real folder `folder` (or is it, with `itself`).
bool resolves_inside(const std::string& path, const std::string& folder, bool itself = false);

}  // namespace errata
