#pragma once
// How errata knows a single report file is its own (docs/security.md): each
// kind of report it writes starts with its mark, in its first bytes. A path
// that comes from a file someone else wrote (a shard file's --sarif) may
// only replace nothing, or a report of that kind errata wrote; an --out
// folder has its own mark (atomic_file.h).
#include <string>

namespace errata::report {

enum class ReportKind { sarif, html, markdown, junit, baseline };

// The marks the writers put at the top of each report.
inline constexpr const char* kHtmlMark = "<meta name=\"generator\" content=\"errata\">";
inline constexpr const char* kMarkdownMark = "<!-- errata report: errata replaces this file on its next run -->";
inline constexpr const char* kBaselineMark =
    "# Known, accepted findings of every severity: errata verify --baseline fails only on error findings";

// "" when nothing is at `path` yet, or a regular file of that kind errata
// wrote (its mark at the top); else why errata will not replace it.
std::string replaceable_report(const std::string& path, ReportKind kind);

}  // namespace errata::report
