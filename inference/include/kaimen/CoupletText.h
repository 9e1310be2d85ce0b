#pragma once
// Validation and normalisation of what a visitor types, shared by the kiosk and the tools.

#include <string>
#include <string_view>

namespace kaimen {

// True for a CJK unified ideograph (the basic block and extension A).
bool isChineseCharacter(std::string_view utf8Char);
// True for the punctuation a couplet line may hold inside it: ， ；、：！？
bool isCoupletPunctuation(std::string_view utf8Char);

// Trims white space, makes ASCII ,;:?! full-width and strips trailing 。；，！？ , as the
// training corpus was normalised.
std::string normalizeCoupletText(std::string_view text);

// Returns "" when TEXT (already normalised) is a valid wish word: exactly two Chinese
// characters. Otherwise one sentence saying what is wrong and what is expected.
std::string validateWishWord(const std::string &text);

// Returns "" when TEXT (already normalised) is a valid 上联: 4 to 16 Chinese characters,
// with ，or ；inside but not at either end. Otherwise one sentence saying what is wrong.
std::string validateUpperLine(const std::string &text);

// Number of code points in UTF-8 TEXT.
size_t characterCount(std::string_view text);

} // namespace kaimen
