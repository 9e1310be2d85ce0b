#pragma once
// What a 主题 couplet is written for, in the words the model's prompts use: 以关键词“如意”写一副
// 商贸春联, and its 横批 为羊年春联“…，…”写横批. tools/corpus_themes.py names the training
// examples with the same words; the two lists must agree.

#include <string>
#include <vector>

namespace kaimen {

struct BoothTheme {
    std::string key;       // the settings' and kaimen-cli's value: spring, trade …
    std::string name;      // what the operator reads: 春节, 商贸 …
    std::string occasion;  // what the prompt names: 春联, 商贸春联 …
};

// The booth themes, the plain Spring Festival one ("spring", 春联) first.
const std::vector<BoothTheme> &boothThemes();
// The theme whose key is KEY, or nullptr.
const BoothTheme *findBoothTheme(const std::string &key);

// The twelve animals of the zodiac, 鼠 first.
const std::vector<std::string> &zodiacAnimals();
// Whether CHARACTER is one of them.
bool isZodiacAnimal(const std::string &character);

// The animal of the year OCCASION names (羊年春联 → 羊), "" when it names none.
std::string yearAnimal(const std::string &occasion);

// The animal of the year after the one OCCASION names (羊年春联 → 猴), "" when it names none.
// The corpus's couplets for the monkey's year see the sheep off (羊年辞旧 / 猴岁迎新), so a model
// asked for the sheep's year writes the monkey's; the sheep's own couplets name the monkey in 5
// of 358, the horse they see off in 207.
std::string followingYearAnimal(const std::string &occasion);
// The animal of the year before it (羊年春联 → 马: the year a spring couplet sees off), "" when it
// names none.
std::string precedingYearAnimal(const std::string &occasion);

// The occasion for a booth of theme KEY in the year of ZODIAC (羊; "" when the year is not to be
// named): a Spring Festival booth names the year's animal (羊年春联), any other booth its trade
// (商贸春联): no couplet in the corpus is written for both. The plain 春联 for an unknown key.
std::string occasionFor(const std::string &key, const std::string &zodiac);

// Why OCCASION cannot stand in a prompt ("" when it can): at most 8 Chinese characters.
std::string occasionProblem(const std::string &occasion);

} // namespace kaimen
