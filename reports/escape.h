#pragma once
// Text made safe for the formats the reports write.
#include <string>
#include <vector>

namespace errata::report {

// A JSON string literal, quotes included.
std::string json_string(const std::string& s);
// A JSON array of strings.
std::string json_list(const std::vector<std::string>& xs);
// Text for XML or HTML content and attribute values (control characters but
// newline and tab become spaces).
std::string xml_escape(const std::string& s);

}  // namespace errata::report
