#include "report_mark.h"

#include <fcntl.h>
#include <sys/stat.h>
#include <unistd.h>

#include <cerrno>
#include <cstring>

namespace errata::report {
namespace {

// Where each kind's mark stands: the text the file starts with, and a text
// within its first kHead bytes.
struct Mark {
  const char* starts;
  const char* within;
  const char* what;
};

constexpr size_t kHead = 4096;

Mark mark_of(ReportKind kind) {
  switch (kind) {
    case ReportKind::sarif:
      return {"{\n  \"$schema\": \"https://json.schemastore.org/sarif-2.1.0.json\"", "\"driver\": {\"name\": \"errata\"", "SARIF report"};
    case ReportKind::html:
      return {"<!DOCTYPE html>", kHtmlMark, "HTML report"};
    case ReportKind::markdown:
      return {kMarkdownMark, kMarkdownMark, "Markdown report"};
    case ReportKind::junit:
      return {"<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n<testsuites name=\"errata\"", "<testsuites name=\"errata\"", "JUnit report"};
    case ReportKind::baseline:
      return {kBaselineMark, kBaselineMark, "baseline"};
  }
  return {"", "", ""};
}

}  // namespace

std::string replaceable_report(const std::string& path, ReportKind kind) {
  const Mark m = mark_of(kind);
  const int fd = ::open(path.c_str(), O_RDONLY | O_CLOEXEC | O_NONBLOCK | O_NOFOLLOW);
  if (fd < 0) {
    if (errno == ENOENT) return "";
    return "will not replace " + path + ": " + (errno == ELOOP ? std::string("it is a symbolic link") : std::strerror(errno));
  }
  struct stat st {};
  std::string head(kHead, '\0');
  ssize_t n = -1;
  if (::fstat(fd, &st) == 0 && S_ISREG(st.st_mode)) n = ::read(fd, head.data(), head.size());
  ::close(fd);
  if (n < 0) return "will not replace " + path + ": it is not a regular file errata can read";
  head.resize(static_cast<size_t>(n));
  if (head.rfind(m.starts, 0) == 0 && head.find(m.within) != std::string::npos) return "";
  return "will not replace " + path + ": it is not a " + m.what + " errata wrote (errata's reports start with their mark, docs/security.md)";
}

}  // namespace errata::report
