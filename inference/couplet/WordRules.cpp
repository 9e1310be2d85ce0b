// The rules that keep a line's words whole: an opening that is a word, a bound idiom's tail
// with its head.
#include "WordRules.h"

#include <algorithm>

namespace kaimen {

// The 下联's second character makes a word with its forced 藏头 character: left alone, the model
// picks it to mirror the 上联 (丰年 / 收岁, 如画 / 意诗, 兴家 / 旺户) and writes no word. Among the
// words, its choice leans towards those couplets use most: a fraction of the word's log share is
// added to its score, and kept from words of prose (its proseLog, weighed twice: 木头秋雨润红梅,
// 暖气万家送福来, 势力乾坤万里春 became 木秀有余气象新, 暖意万家送福来, 势如山河万里春). No rule when the
// character opens no known word or every one is banned here.
constexpr float kOpeningShareWeight = 0.25f;
constexpr float kProseWeight = 2.0f;

// The next character one of WORDS (a character's followers or leaders), those couplets use most first.
void makeAWord(const std::vector<std::vector<TokenClasses::Follower>> &words, int around, StepRule &rule)
{
    if (around < 0 || size_t(around) >= words.size())
        return;
    for (const auto &word : words[size_t(around)])
        if (std::find(rule.banned.begin(), rule.banned.end(), word.id) == rule.banned.end()) {
            rule.only.push_back(word.id);
            rule.onlyBonus.push_back(kOpeningShareWeight * (word.logShare + kProseWeight * word.proseLog));
        }
}

void openWithAWord(const TokenClasses &c, int head, StepRule &rule)
{
    makeAWord(c.followers, head, rule);
}

// The 藏头 上联 opens with a word too (致强, 普开, 恭岁, 济时 were none), and among the words the
// model's own liking decides: the share there turned 吉星高照 into 吉羊开泰.
void openWithAWordAsTheModelLikes(const TokenClasses &c, int head, StepRule &rule)
{
    openWithAWord(c, head, rule);
    rule.onlyBonus.clear();
}

// A tail human lines write only after its head (雨顺 after 风调, 丰登 after 五谷) is not written on
// a beat after anything else: 琴调雨顺千家乐, 华灯月异庆新春 and 谷雨丰登万户春 read as broken idioms.
// LINE is the line so far; its last character would open the beat's tail.
void keepBoundTailsWithTheirHeads(const TokenClasses &c, const std::vector<int> &line, StepRule &rule)
{
    const int place = placeInPhrase(c, line);  // of the character chosen now
    const int first = line.empty() ? -1 : line.back();
    if (place < 3 || place % 2 == 0 || first < 0 || size_t(first) >= c.boundTails.size())
        return;
    const size_t k = line.size();
    for (const auto &tail : c.boundTails[size_t(first)])
        if (line[k - 3] != tail.head0 || line[k - 2] != tail.head1)
            rule.banned.push_back(tail.second);
}

// A 嵌字 character stands in a beat's word, as the lines' two-character words begin on even places
// (花开|富贵|春光好): second in the line after a character it ends a word with (国富), first or third
// opening one (富贵). Elsewhere it made a word across the beats (雪冲霄汉, 山高水秀), which the 下联
// answered with a non-word on the beat (风天地人, 地人寿年). Where the spec says which part it takes
// (embedBeatPlace: the 下联's character nearly always ends, or opens, such words), it takes that one.
void keepTheEmbedOnItsBeat(const ConstraintSpec &spec, const TokenClasses &c, const std::vector<int> &upper,
                           bool needsEmbed, StepRule &rule)
{
    const size_t k = upper.size();
    if (spec.embedUpper < 0)
        return;
    if (needsEmbed && k == 0 && spec.embedBeatPlace > 0) {
        rule.banned.push_back(spec.embedUpper);  // a word's head first, then it, second
        makeAWord(c.leaders, spec.embedUpper, rule);
    } else if (needsEmbed && k == 1 && (spec.embedBeatPlace < 0 || !c.follower(upper[0], spec.embedUpper))) {
        rule.banned.push_back(spec.embedUpper);  // then it stands third, forced
    } else if (!needsEmbed && (k == 1 || k == 3) && upper[k - 1] == spec.embedUpper) {
        makeAWord(c.followers, spec.embedUpper, rule);
    }
}

} // namespace kaimen
