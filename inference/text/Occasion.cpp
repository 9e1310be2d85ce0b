#include "kaimen/Occasion.h"

#include "kaimen/CoupletText.h"
#include "kaimen/Tokenizer.h"

#include <algorithm>

namespace kaimen {

namespace {
constexpr size_t kMostOccasionCharacters = 8;
// A literal, not a std::string: boothThemes() is called while other files' statics are made
// (settings_limits::boothThemes), before this file's own would be.
constexpr const char *kPlain = "春联";
} // namespace

const std::vector<BoothTheme> &boothThemes()
{
    // The trades with the most labelled couplets in themes.tsv (商贸 293 examples, 农家 628,
    // 教育 413, 工厂 357) and the family occasions a booth is hired for (婚联 1,913, 寿联 1,546,
    // 乔迁联 599).
    static const std::vector<BoothTheme> themes{
        {"spring", "春节", kPlain},        {"trade", "商贸", "商贸春联"},   {"farm", "农家", "农家春联"},
        {"school", "教育", "教育春联"},     {"factory", "工厂", "工厂春联"}, {"wedding", "婚嫁", "婚联"},
        {"longevity", "贺寿", "寿联"},      {"newhome", "乔迁", "乔迁联"},
    };
    return themes;
}

const BoothTheme *findBoothTheme(const std::string &key)
{
    const auto &themes = boothThemes();
    auto it = std::find_if(themes.begin(), themes.end(), [&](const BoothTheme &t) { return t.key == key; });
    return it == themes.end() ? nullptr : &*it;
}

const std::vector<std::string> &zodiacAnimals()
{
    static const std::vector<std::string> animals{"鼠", "牛", "虎", "兔", "龙", "蛇", "马", "羊", "猴", "鸡", "狗", "猪"};
    return animals;
}

bool isZodiacAnimal(const std::string &character)
{
    const auto &animals = zodiacAnimals();
    return std::find(animals.begin(), animals.end(), character) != animals.end();
}

std::string yearAnimal(const std::string &occasion)
{
    for (const auto &animal : zodiacAnimals())
        if (occasion.find(animal + "年") != std::string::npos)
            return animal;
    return {};
}

namespace {

// The animal STEPS years from the one OCCASION names, round the cycle; "" when it names none.
std::string yearAnimalAfter(const std::string &occasion, size_t steps)
{
    const auto &animals = zodiacAnimals();
    const auto year = std::find(animals.begin(), animals.end(), yearAnimal(occasion));
    return year == animals.end() ? std::string() : animals[size_t(year - animals.begin() + steps) % animals.size()];
}

} // namespace

std::string followingYearAnimal(const std::string &occasion)
{
    return yearAnimalAfter(occasion, 1);
}

std::string precedingYearAnimal(const std::string &occasion)
{
    return yearAnimalAfter(occasion, zodiacAnimals().size() - 1);
}

std::string occasionFor(const std::string &key, const std::string &zodiac)
{
    const BoothTheme *theme = findBoothTheme(key);
    if (theme && theme->occasion != std::string(kPlain))
        return theme->occasion;
    if (isZodiacAnimal(zodiac))
        return zodiac + "年" + kPlain;
    return kPlain;
}

std::string occasionProblem(const std::string &occasion)
{
    const auto characters = splitUtf8(occasion);
    const bool chinese = std::all_of(characters.begin(), characters.end(),
                                     [](const std::string &c) { return isChineseCharacter(c); });
    if (!chinese || characters.size() > kMostOccasionCharacters)
        return "The occasion \"" + occasion + "\" is not a name of at most " + std::to_string(kMostOccasionCharacters)
               + " Chinese characters (such as 商贸春联 or 羊年春联).";
    return {};
}

} // namespace kaimen
