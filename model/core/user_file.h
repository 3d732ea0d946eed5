#pragma once
// Reading a file a user names (a scenario, an edition, a baseline): only a
// regular file is read, so a FIFO cannot block errata and a device is not
// taken for an empty file; each refusal says what the path is instead.
#include <string>

namespace errata {

// The whole text of the regular file at `path`, or an InputError at `path`
// that says why not ("no such file", "is a FIFO, not a regular file", larger
// than kMaxFileBytes, not UTF-8 or holding a NUL byte: at that byte).
// `what` names the file in messages ("scenario file", "edition file").
std::string read_user_file(const std::string& path, const std::string& what);

// What every file a user hands errata must be, whatever way it came in (read
// from the disk, or handed to a fuzz target): at most kMaxFileBytes, UTF-8
// without NUL. InputError at `path` (at the first bad byte) otherwise.
void require_user_text(const std::string& text, const std::string& path, const std::string& what);

// "" when `path` is a regular file, else why it cannot be read as one.
std::string not_a_regular_file(const std::string& path);

// Every file read_user_file read in this process is an input of the
// command: no output replaces one (docs/security.md). Whether `path` (links
// followed) is one of them, by device and inode; and the first of them
// inside the folder `dir` (links resolved), or "".
bool is_input_read(const std::string& path);
std::string input_read_inside(const std::string& dir);

}  // namespace errata
