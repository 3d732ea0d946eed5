#pragma once
// Text made safe for the formats the reports write.
#include <string>
#include <vector>

namespace errata::report {

// A JSON string literal, quotes included (ill-formed UTF-8 becomes U+FFFD).
std::string json_string(const std::string& s);
// A JSON array of strings.
std::string json_list(const std::vector<std::string>& xs);
// Text for XML or HTML content and attribute values (control characters but
// newline and tab become spaces, ill-formed UTF-8 becomes U+FFFD: XML 1.0
// allows neither).
std::string xml_escape(const std::string& s);

// JSON embedded in an HTML <script> element: every '<', '>' and '&' written
// as \u003c, \u003e, \u0026 (JSON allows them only inside strings, where the
// escapes mean the same), so no "</script>" or "<!--" can end or bend the element.
std::string json_in_html(const std::string& json);

// User text inert in Markdown as GitHub renders it (CommonMark and GFM):
// every ASCII punctuation character backslash-escaped, so it starts no HTML,
// link, emphasis, code span or table cell; '@' in a code span of its own
// (GFM links e-mail addresses through escapes); line breaks and control
// characters become spaces, so it starts no block.
std::string markdown_text(const std::string& s);
// User text as one inline code span: fenced by a run of backticks longer
// than any inside it (CommonMark), line breaks as spaces. Nothing in a code
// span is live: no HTML, no link, no emphasis. Not for table cells ('|').
std::string markdown_code(const std::string& s);

}  // namespace errata::report
