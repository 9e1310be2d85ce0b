#pragma once
// The year a booth celebrates, as an operator titles it (丁未羊年, 2027年) or a client names it.

#include <string>

namespace kaimen {

// The zodiac animal of the year TEXT names (in simplified characters; Latin letters in either
// case), "" when it names none:
//  - the animal alone or before 年 anywhere (羊, 羊年, 丁未羊年), or its English name (sheep, goat,
//    the year of the goat);
//  - the year in the sixty-year cycle (丁未, 丁未年): the animal of its branch (未 → 羊); a branch
//    alone or before 年 (未年);
//  - the Gregorian year of its Spring Festival: four digits, ASCII or full-width (2027, 2027年),
//    or four characters before 年 (二〇二七年, 二零二七年). The festival of 2027 opens the sheep's
//    year, which is what a booth titled 2027 celebrates.
// Where a title names the animal and another reading disagrees (丁未龙年), the animal wins: it
// is what the visitor reads over the gate. Words that merely hold an animal (龙腾盛世, 马到成功)
// name no year.
std::string zodiacOfYearName(const std::string &text);

// Year CYCLE_YEAR of the sixty-year cycle by its stem and branch: 1 is 甲子, 44 丁未 (2027).
std::string cycleYearName(int cycleYear);

} // namespace kaimen
