#pragma once
// Text made safe for the formats the reports write.
#include <string>

namespace errata {

// Text for XML or HTML content and attribute values (control characters but
// newline and tab become spaces, ill-formed UTF-8 becomes U+FFFD: XML 1.0
// allows neither).
std::string xml_escape(const std::string& s);

// JSON embedded in an HTML <script> element: every '<', '>' and '&' written
// as \u003c, \u003e, \u0026 (JSON allows them only inside strings, where the
// escapes mean the same), so no "</script>" or "<!--" can end or bend the element.
std::string json_in_html(const std::string& json);

// User text inert in Markdown as GitHub renders it (CommonMark and GFM),
// escaping only what could act, so that a raw comment stays readable
// ("[love-letter-2019] expected hands.Bo = guard"): the characters that open
// HTML, entities, emphasis, code spans, strikethrough, math and table cells
// (\ ` * _ < > & | ~ $) always; a ']' that would close a link or image
// ("](", "][", "]:"), the ':' of "://" and the '.' of "www." (GFM's
// autolinks), a '#' before a digit (an issue reference); the first character
// when it is punctuation or ends a leading number ("1." a list), so the text
// starts no block or link definition; '@' in a code span of its own (GFM
// links e-mail addresses through escapes); line breaks and control
// characters become spaces.
std::string markdown_text(const std::string& s);
// User text as one inline code span: fenced by a run of backticks longer
// than any inside it (CommonMark), line breaks as spaces. Nothing in a code
// span is live: no HTML, no link, no emphasis. Not for table cells ('|').
std::string markdown_code(const std::string& s);

}  // namespace errata
