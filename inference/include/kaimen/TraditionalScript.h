#pragma once
// The model writes simplified characters; a client that writes traditional ones reads its answer
// in them (kaimen-cli, the HTTP API), as the kiosk shows it in 繁體中文.

#include <string>
#include <string_view>

namespace kaimen {

// TEXT (UTF-8) in traditional characters, Taiwan's standard forms (OpenCC's s2tw: characters
// only, no phrase substitution — a couplet's words stay its own): 春风得意马蹄疾 → 春風得意馬蹄疾.
// A character whose traditional form toSimplifiedScript would read as another stays as it is
// (着, 征, 岳), so that the answer reads back as the couplet it is. TEXT unchanged where OpenCC or
// its dictionaries are missing. Thread-safe.
std::string toTraditionalScript(std::string_view text);

// Whether TEXT holds a character that reads as another in simplified script (飛, 萬, 後): a
// request written in traditional characters.
bool writtenInTraditionalScript(std::string_view text);

} // namespace kaimen
