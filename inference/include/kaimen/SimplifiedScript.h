#pragma once
// The model reads and writes simplified characters; a visitor or a client may type traditional ones.

#include <string>
#include <string_view>

namespace kaimen {

// TEXT (UTF-8) with every character outside GB2312, the simplified standard's set, that ICU's
// Traditional-Simplified transliteration changes written in its simplified form (飛躍 → 飞跃,
// 春風得意馬蹄疾 → 春风得意马蹄疾), and so are GB2312's own few traditional forms (後, 於). Any other
// character of GB2312 stays as it is even where ICU would change it: 藉 (慰藉), 乾 (乾坤), 俱 (俱全)
// and 徵 (宫商角徵羽) are simplified characters too. Thread-safe.
std::string toSimplifiedScript(std::string_view text);

// TYPED as the model reads it: normalised as couplet text (normalizeCoupletText), its numbers
// written in characters (withNumbersInCharacters: 2027年 → 二〇二七年) and in simplified
// characters — a wish word, a 上联 or a word of the booth's lists, typed in either script
// (" 飛躍 " → 飞跃). "" when nothing is left of it.
std::string asTheModelReads(std::string_view typed);
// A wish word TYPED as the model reads it: as asTheModelReads, its numbers written as a wish says
// them (wishWithNumbersInCharacters: 88 → 八八).
std::string asTheModelReadsAWish(std::string_view typed);

} // namespace kaimen
