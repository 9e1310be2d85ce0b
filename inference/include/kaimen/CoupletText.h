#pragma once
// Validation and normalisation of what a visitor types, shared by the kiosk and the tools.

#include <string>
#include <string_view>

namespace kaimen {

// True for a CJK unified ideograph (the basic block and extension A) and for 〇, the zero of years.
bool isChineseCharacter(std::string_view utf8Char);
// True for a Chinese character outside those: the extensions beyond the first (𠀾) and the
// compatibility ideographs, which neither the model's vocabulary nor the brush's strokes hold.
bool isRareChineseCharacter(std::string_view utf8Char);
// True for the punctuation a couplet line may hold inside it: ， ；、：！？
bool isCoupletPunctuation(std::string_view utf8Char);

// Drops white space, makes ASCII ,;:?! and the small forms ﹐﹑﹔﹕﹖﹗ full-width and strips
// trailing 。；，！？——… , as the training corpus was normalised; reads a space between phrases of
// three characters or more as ， (春回大地 福满人间); and drops what wraps a line quoted or posed
// as a challenge: a label before it (上联：, 对下联：), a request after it (，求下联; （上联）), quotes
// around it (“…”, 《…》).
std::string normalizeCoupletText(std::string_view text);

// Whether a wish word or a 上联 is usable: kaimen/TextProblem.h.

// Number of code points in UTF-8 TEXT.
size_t characterCount(std::string_view text);

} // namespace kaimen
