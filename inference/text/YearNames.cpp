#include "kaimen/YearNames.h"

#include "kaimen/Occasion.h"
#include "kaimen/Tokenizer.h"
#include "kaimen/WrittenNumbers.h"

#include <algorithm>
#include <vector>

namespace kaimen {
namespace {

const char *const kStems[] = {"甲", "乙", "丙", "丁", "戊", "己", "庚", "辛", "壬", "癸"};
// In the order of the animals (zodiacAnimals()): 子 is the rat's, 未 the sheep's.
const char *const kBranches[] = {"子", "丑", "寅", "卯", "辰", "巳", "午", "未", "申", "酉", "戌", "亥"};
constexpr int kCycle = 12;
// 2020 was a rat's year (庚子): the Gregorian year's place in the cycle counts from it.
constexpr int kRatYear = 2020;
const std::string kYear = "年";

// Where WORD stands in LIST (of N), or -1.
template <size_t N>
int indexIn(const char *const (&list)[N], const std::string &word)
{
    const auto it = std::find(std::begin(list), std::end(list), word);
    return it == std::end(list) ? -1 : int(it - std::begin(list));
}

std::string animalAt(int index)
{
    return zodiacAnimals()[size_t(((index % kCycle) + kCycle) % kCycle)];
}

// The animal an English word of TEXT names (goat; the year of the goat), or "".
std::string englishNamed(const std::string &text)
{
    static const std::pair<const char *, const char *> english[] = {
        {"rat", "鼠"}, {"mouse", "鼠"}, {"ox", "牛"}, {"cow", "牛"}, {"tiger", "虎"}, {"rabbit", "兔"}, {"hare", "兔"},
        {"dragon", "龙"}, {"snake", "蛇"}, {"horse", "马"}, {"sheep", "羊"}, {"goat", "羊"}, {"ram", "羊"},
        {"monkey", "猴"}, {"rooster", "鸡"}, {"chicken", "鸡"}, {"dog", "狗"}, {"pig", "猪"}, {"boar", "猪"}};
    std::string word;
    for (size_t i = 0; i <= text.size(); ++i) {
        const char c = i < text.size() ? text[i] : ' ';
        if ((c >= 'a' && c <= 'z') || (c >= 'A' && c <= 'Z')) {
            word += char(c | 0x20);  // lower case
            continue;
        }
        for (const auto &[name, animal] : english)
            if (word == name)
                return animal;
        word.clear();
    }
    return {};
}

// The animal of the first four-digit Gregorian year in CHARACTERS: digits anywhere, a year in
// characters only before 年 (一二三四 alone is no year). "" when there is none.
std::string gregorianYearAnimal(const std::vector<std::string> &characters)
{
    for (bool inCharacters : {false, true}) {
        size_t i = 0;
        while (i < characters.size()) {
            size_t end = i;
            while (end < characters.size() && digitValue(characters[end], inCharacters) >= 0)
                ++end;
            const bool beforeYear = end < characters.size() && characters[end] == kYear;
            if (end - i == 4 && (beforeYear || !inCharacters)) {
                int year = 0;
                for (size_t d = i; d < end; ++d)
                    year = year * 10 + digitValue(characters[d], inCharacters);
                return animalAt(year - kRatYear);
            }
            i = std::max(end, i + 1);
        }
    }
    return {};
}

} // namespace

std::string zodiacOfYearName(const std::string &text)
{
    if (const auto animal = englishNamed(text); !animal.empty())
        return animal;
    const auto characters = splitUtf8(text);
    if (characters.size() == 1 && isZodiacAnimal(characters[0]))
        return characters[0];
    for (size_t i = 0; i + 1 < characters.size(); ++i)
        if (characters[i + 1] == kYear && isZodiacAnimal(characters[i]))
            return characters[i];
    // A stem and a branch of the same parity make one of the cycle's sixty years.
    for (size_t i = 0; i + 1 < characters.size(); ++i) {
        const int stem = indexIn(kStems, characters[i]), branch = indexIn(kBranches, characters[i + 1]);
        if (stem >= 0 && branch >= 0 && stem % 2 == branch % 2)
            return animalAt(branch);
    }
    for (size_t i = 0; i < characters.size(); ++i) {
        const bool alone = characters.size() == 1, beforeYear = i + 1 < characters.size() && characters[i + 1] == kYear;
        if ((alone || beforeYear) && indexIn(kBranches, characters[i]) >= 0)
            return animalAt(indexIn(kBranches, characters[i]));
    }
    return gregorianYearAnimal(characters);
}

std::string cycleYearName(int cycleYear)
{
    const int index = (((cycleYear - 1) % 60) + 60) % 60;
    return std::string(kStems[index % 10]) + kBranches[index % kCycle];
}

} // namespace kaimen
