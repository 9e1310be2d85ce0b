#pragma once
// Numbers a visitor or a client types in digits, written as a couplet writes them.

#include <string>
#include <string_view>

namespace kaimen {

// TEXT (UTF-8) with each run of one to four digits (0-9, or the full-width ０-９ of a Chinese
// keyboard) written in characters: four, or a run that begins with 0, digit by digit as a year is
// read (2027 → 二〇二七, 08 → 〇八); one to three as the number they say (3 → 三, 12 → 十二, 105 →
// 一百零五; ICU's Chinese spell-out). A longer run (a telephone number, 100000) stays in digits, for
// the text checks to refuse by its first digit: whether it is a count or a code, no reading is
// sure. Everything else is left as it is. Thread-safe.
std::string withNumbersInCharacters(std::string_view text);

// The digit the character C stands for as typed (0-9, ０-９), or with WRITTEN also as a year is
// written in characters (〇 or 零, 一 … 九); -1 for any other.
int digitValue(std::string_view c, bool written = false);

// A wish word TEXT as withNumbersInCharacters writes it, except a wish typed as a number of two
// digits, neither 0, whose reading is not two characters: that one digit by digit, as lucky
// numbers are said (66 → 六六 as in 六六大顺, 88 → 八八, where 六十六 and 八十八 are three characters
// and no wish). 12 stays 十二 and 20 二十: said as numbers, they are two already.
std::string wishWithNumbersInCharacters(std::string_view text);

} // namespace kaimen
