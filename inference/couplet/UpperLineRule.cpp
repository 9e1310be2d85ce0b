// The 上联's next character: the wish's characters placed (藏头, 嵌字, the 主题 word whole), where
// the line may break, which characters may stand again, a word at the forced head.
#include "LineRules.h"
#include "WordRules.h"

namespace kaimen {
namespace {

bool holdsSequence(const std::vector<int> &line, const std::vector<int> &word)
{
    return std::search(line.begin(), line.end(), word.begin(), word.end()) != line.end();
}

// A 主题 上联 holds the wish word whole (the small model wrote 骏马奔腾辞旧岁 / 灵羊献瑞贺新春 for
// seven wishes of ten at a sheep-year booth). A character stands in a line once, so a wish
// character written alone could never be joined by the rest: once the word has begun it is
// finished, and its other characters wait for their turn. It begins on a beat of the line's
// rhythm, an even place of its phrase, where a line's two-character words begin (花开|富贵|春光好),
// and by the line's second beat (kThemeWordLatestStart), so that the line is about the wish and
// not a stock opening with the wish put off behind it (骏马奔腾辞旧余庆 when it could begin
// anywhere, 骏马奔腾欢喜讯 by the third beat).
// True when RULE forces the next character.
bool placeThemeWord(const ConstraintSpec &spec, const TokenClasses &c, const std::vector<int> &upper, StepRule &rule)
{
    const auto &word = spec.themeWord;
    const int k = int(upper.size());
    for (size_t begun = std::min(word.size() - 1, upper.size()); begun >= 1; --begun)
        if (std::equal(word.begin(), word.begin() + long(begun), upper.end() - long(begun))) {
            rule.forced = word[begun];
            return true;
        }
    const int place = placeInPhrase(c, upper);
    const int latestStart = std::min(spec.maxLine - 1 - int(word.size()), spec.themeWordLatest);
    if (k >= latestStart) {
        rule.forced = word.front();
        return true;
    }
    for (auto it = word.begin() + 1; it != word.end(); ++it)
        if (*it != word.front())
            rule.banned.push_back(*it);
    // The wish comes next whatever stands here, forced past every ban: what would make a blocked
    // sequence with its first character is kept out now (羊角 before 健康, keepAnimalNounsFromTheWish).
    if (k + 1 >= latestStart)
        banBeforeForced(spec, upper, word.front(), rule);
    if (place % 2 != 0 || k < spec.themeWordEarliest)
        rule.banned.push_back(word.front());
    return false;
}

// Where the 上联 may break: its end (the separator) after enough characters, on a 仄 character
// (tones on), not doubled and with the 嵌字 placed; a phrase break (，；) with three characters or
// more on each side (商量三江，四海 ended a shop's 上联; 0.2% of human lines end on a shorter phrase).
void allowUpperBreaks(const ConstraintSpec &spec, const TokenClasses &c, const std::vector<int> &upper, bool needsEmbed,
                      StepRule &rule)
{
    const int k = int(upper.size()), phrase = placeInPhrase(c, upper);
    const bool lastIsHanzi = k > 0 && c.hanzi[size_t(upper.back())];
    // A line does not end on a doubled character (明媚媚, 艳阳阳 read as stammering).
    const bool endsDoubled = k >= 2 && upper[size_t(k - 1)] == upper[size_t(k - 2)];
    if (k >= spec.minLine && lastIsHanzi && !needsEmbed && !endsDoubled && (phrase == k || phrase >= 3)
        && (!spec.tones || !std::binary_search(c.notZeIds.begin(), c.notZeIds.end(), upper.back())))
        rule.allowedNonHanzi.push_back(c.separator);
    if (lastIsHanzi && phrase >= 3 && k + 4 <= spec.maxLine)
        for (size_t id = 0; id < c.punctuation.size(); ++id)
            if (c.punctuation[id])
                rule.allowedNonHanzi.push_back(int(id));
}

// The seventh character of a wish's line (UPPER holds six) either ends it (仄) or goes on to two
// phrases of four (keepALongLineInTwoPhrases): a 平 one that could do neither left the line only a
// character stuck on (励志同心创业绩伟, 绩 read jī). The 仄 ones stay, so the line always has a way on.
void keepASeventhThatEndsOrGoesOn(const ConstraintSpec &spec, const TokenClasses &c, const std::vector<int> &upper,
                                  StepRule &rule)
{
    if (!spec.tones || upper[4] < 0 || upper[5] < 0)
        return;
    if (!c.follower(upper[4], upper[5])) {
        rule.requireZe = true;
        return;
    }
    // A 平 seventh goes on only where it opens a word ending on 仄 and makes none with the sixth
    // (5-6-7 must not read as 5 + a word).
    rule.banned.insert(rule.banned.end(), c.notZeOpeningNoZeIds.begin(), c.notZeOpeningNoZeIds.end());
    if (size_t(upper[5]) < c.followers.size())
        for (const auto &word : c.followers[size_t(upper[5])])
            if (std::binary_search(c.notZeIds.begin(), c.notZeIds.end(), word.id))
                rule.banned.push_back(word.id);
}

// A line of seven characters at least (a wish's couplet) that goes on to eight (六畜兴旺|三羊开泰,
// 清明磊落|千秋|事业) is two four-character phrases: the fifth and sixth characters a word, the seventh
// and eighth one. Past seven, the small model stuck a character on a finished line instead
// (万古千秋歌盛世界, 红梅朵朵迎春到早, 励志同心创伟业兴, 羊岁齐天开泰运转); and it wrote no longer line that
// read (励志同心创伟业业事). Nor does the seventh double the sixth (创业业): such a line cannot end there,
// and an eighth would split the doubling across the phrases. Where the line cannot end at seven
// (its seventh character is not 仄) and no such eighth character is left, the line goes on as
// before: a rule never leaves a line no way on.
void keepALongLineInTwoPhrases(const ConstraintSpec &spec, const TokenClasses &c, const std::vector<int> &upper,
                               StepRule &rule)
{
    constexpr size_t kSeven = 7;
    const size_t k = upper.size();
    if (spec.minLine != int(kSeven) || placeInPhrase(c, upper) != int(k) || rule.forced >= 0 || !rule.only.empty())
        return;
    if (k == kSeven - 1) {
        rule.banned.push_back(upper.back());
        keepASeventhThatEndsOrGoesOn(spec, c, upper, rule);
    }
    if (k != kSeven)
        return;
    // The seven written end on a beat of three that is one character and a word (开|泰运, 迎|新岁,
    // 辞|旧岁): they are a finished line, whatever word an eighth would make (开泰运转, 迎新岁月).
    const bool twoWordsAhead = upper[4] >= 0 && upper[5] >= 0 && upper[6] >= 0 && c.follower(upper[4], upper[5])
                               && !c.follower(upper[5], upper[6]);
    if (twoWordsAhead)
        makeAWord(c.followers, upper[6], rule);  // the unbanned words the seventh opens
    const bool anEighthIsLeft = std::any_of(rule.only.begin(), rule.only.end(), [&](int id) {
        return !rule.requireZe || !std::binary_search(c.notZeIds.begin(), c.notZeIds.end(), id);
    });
    if (!anEighthIsLeft) {
        rule.only.clear();
        rule.onlyBonus.clear();
        if (containsId(rule.allowedNonHanzi, c.separator))
            for (size_t id = 0; id < c.hanzi.size(); ++id)
                if (c.hanzi[id])
                    rule.banned.push_back(int(id));
        return;
    }
    for (int id : rule.allowedNonHanzi) {  // the line may still end at seven
        rule.only.push_back(id);
        rule.onlyBonus.push_back(0.0f);
    }
}

} // namespace

StepRule upperLineRule(const ConstraintSpec &spec, const TokenClasses &c, const std::vector<int> &upper)
{
    StepRule rule;
    const int k = int(upper.size());
    if (k == 0 && (spec.upperFirst >= 0 || spec.upperOpening >= 0)) {
        rule.forced = spec.upperFirst >= 0 ? spec.upperFirst : spec.upperOpening;
        return rule;
    }
    if (k == 1 && spec.upperSecond >= 0) {
        rule.forced = spec.upperSecond;
        return rule;
    }
    // 嵌字 places the word no later than the third character (鸢肩格), which leaves the
    // line's end free to fall on the right tone; second where it stands second on its beat.
    const bool needsEmbed = spec.embedUpper >= 0 && !containsId(upper, spec.embedUpper);
    if (needsEmbed && (k >= 2 || (k == 1 && spec.embedBeatPlace > 0))) {
        rule.forced = spec.embedUpper;
        return rule;
    }
    if (needsEmbed && k == 1)
        banBeforeForced(spec, upper, spec.embedUpper, rule);
    if (k >= spec.maxLine) {
        rule.forced = c.separator;
        return rule;
    }
    const bool needsThemeWord = !spec.themeWord.empty() && !holdsSequence(upper, spec.themeWord);
    if (needsThemeWord && placeThemeWord(spec, c, upper, rule))
        return rule;
    allowUpperBreaks(spec, c, upper, needsEmbed || needsThemeWord, rule);
    // A character stands in a line once, or doubled in place (叠字 年年, 处处) but not tripled,
    // and only one that human couplets double as a habit: a small model otherwise stammers
    // (奔腾腾盛世, 争鸣鸣) or brings a character back to fill the length (美酒千杯酒, 顺风调雨顺).
    // The 下联 mirrors what the 上联 has.
    const bool mayDouble = k >= 1 && c.doubling[size_t(upper.back())] && (k < 2 || upper[size_t(k - 2)] != upper.back());
    for (int id : upper)
        if (c.hanzi[size_t(id)] && !(mayDouble && id == upper.back()))
            rule.banned.push_back(id);
    // No doubling of the wish word's own character (富富民强): it stands once, as given; nor a
    // doubled last character where the line must end.
    if (k >= 1 && (upper.back() == spec.upperFirst || upper.back() == spec.embedUpper || containsId(spec.themeWord, upper.back())))
        rule.banned.push_back(upper.back());
    if (k >= 1 && k == spec.maxLine - 1)
        rule.banned.push_back(upper.back());
    // The 下联's own characters are kept for the 下联.
    if (spec.lowerFirst >= 0)
        rule.banned.push_back(spec.lowerFirst);
    if (spec.embedLower >= 0 && spec.embedLower != spec.embedUpper)
        rule.banned.push_back(spec.embedLower);
    // The last possible character of the 上联 must end it on a 仄 tone.
    rule.requireZe = spec.tones && k == spec.maxLine - 1;
    keepBoundTailsWithTheirHeads(c, upper, rule);
    keepALongLineInTwoPhrases(spec, c, upper, rule);
    if (k == 1 && spec.upperFirst >= 0 && spec.themeWord.empty())
        openWithAWordAsTheModelLikes(c, spec.upperFirst, rule);
    keepTheEmbedOnItsBeat(spec, c, upper, needsEmbed, rule);
    return rule;
}

} // namespace kaimen
