#pragma once

#include <string>
#include <string_view>

namespace kaimen {

// The 平仄 class of a character's modern tone: tones 1 and 2 are 平, tones 3 and 4 are 仄.
enum class ToneClass { Unknown, Ping, Ze };

// Tone class of one Chinese character, read from ICU's Han-Latin transliteration (its
// most common reading). Unknown for anything that is not a Chinese character.
// Thread safety: safe from any thread (the transliterator is created once, guarded).
ToneClass toneClassOf(std::string_view utf8Char);

// The pinyin ICU gives for one character ("rú"), for messages and tests.
std::string pinyinOf(std::string_view utf8Char);

} // namespace kaimen
