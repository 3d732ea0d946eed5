#pragma once
// Reports are written whole or not at all: into a temporary beside the
// target (created exclusively, under an unpredictable name), then renamed
// over it. Only a regular file is ever replaced (never a device node, a
// symlink or a folder), and an interruption (Ctrl-C) waits for a write under
// way to finish or never sees it begin (see hold_writes).
#include <map>
#include <mutex>
#include <string>

namespace errata {

// Writes `content` to `path` atomically; returns "" or an error message.
// Never over a file this command read (model/core/user_file.h): an output
// never replaces an input; nor a folder holding one.
std::string write_file_atomically(const std::string& path, const std::string& content);

// Writes a whole folder at once: each file (path relative to `dir` -> content)
// into a temporary folder beside `dir`, then swapped in for `dir` (whose old
// contents are then removed). Returns "" or an error message; on an error
// `dir` is left as it was. The folder is marked (kFolderMark lists what was
// written) and only a folder errata may replace is replaced.
std::string write_folder_atomically(const std::string& dir, const std::map<std::string, std::string>& files);

// "" when write_file_atomically could write `path` now: it names a regular
// file or nothing, in a folder that exists (or can be made) and is writable;
// else why not. Commands ask it before working.
std::string file_writable(const std::string& path);

// The mark of a folder errata wrote: a file listing the files it wrote.
inline constexpr const char* kFolderMark = ".errata-out";

// "" when write_folder_atomically may replace `dir`: it does not exist, is an
// empty folder, or is a folder errata wrote that holds only what its mark
// lists; else why not (naming a file errata did not write). Commands ask it
// before working, so a refusal costs nothing.
std::string folder_replaceable(const std::string& dir);

// Held while a report is written and renamed into place. The interrupt
// handler takes it before leaving the program, so that nothing is left half
// written; it is recursive so that a folder's writer can hold it across its files.
std::unique_lock<std::recursive_mutex> hold_writes();

}  // namespace errata
