#pragma once
// The model writes simplified characters; a client that writes traditional ones reads its answer
// in them (kaimen-cli, the HTTP API), as the kiosk shows it in 繁體中文.

#include <string>
#include <string_view>

namespace kaimen {

// TEXT (UTF-8) in traditional characters, Taiwan's standard forms (OpenCC's s2tw: characters
// only, no phrase substitution — a couplet's words stay its own): 春风得意马蹄疾 → 春風得意馬蹄疾,
// as the kiosk shows a couplet in 繁體中文. TEXT unchanged where OpenCC or its dictionaries are
// missing. Thread-safe.
std::string toTraditionalScript(std::string_view text);

// toTraditionalScript, less any character whose traditional form toSimplifiedScript reads as
// another (着 not 著, 干 not 乾, 岳 not 嶽): a client's answer, which it may send back (换一副's
// couplets already shown) and which must then read as the couplet it was given.
std::string toTraditionalScriptReadingBack(std::string_view text);

// Whether TEXT holds a character that reads as another in simplified script (飛, 萬, 後): a
// request written in traditional characters.
bool writtenInTraditionalScript(std::string_view text);

// Whether TEXT holds a character written otherwise in traditional script (万, 飞): a request
// written in simplified characters, unless the above holds too (the caller asks that first).
// Neither this nor the above for 如意, the same in both.
bool writtenInSimplifiedScript(std::string_view text);

} // namespace kaimen
