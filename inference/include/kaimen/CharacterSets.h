#pragma once
// The national character sets a text is checked against: GB2312 holds the 6,763 characters of
// everyday Simplified Chinese, Big5 the 13,053 of everyday Traditional Chinese (Taiwan's; ICU's
// table adds a few vendors' extensions).

#include <string_view>

namespace kaimen {

// Whether CHARACTER (one character, UTF-8) is in GB2312 (ICU's converter). False for an empty or
// longer text, and where ICU has no GB2312 converter. Thread-safe.
bool inGb2312(std::string_view character);
// The same for Big5.
bool inBig5(std::string_view character);

} // namespace kaimen
