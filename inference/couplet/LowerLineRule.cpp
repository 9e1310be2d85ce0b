// The 下联's next character against its 上联: mirrored punctuation and 叠字, no character of the
// 上联, the 藏头 and 嵌字 characters in their places, a word at the forced head.
#include "LineRules.h"
#include "WordRules.h"

namespace kaimen {
namespace {

// Where the 上联 doubles a character human couplets double as a habit (年年, 处处, 双双), the
// 下联 answers with one of those too (IDS: TokenClasses::doublingIds), which its next place
// mirrors. Left free, the small model doubled whatever fitted the place (花开并并莲, 万里里关山);
// human 下联 answer such a 叠字 with a listed character 72% of the time. Where the 上联 doubles a
// character human lines double only at times (常常, 皓皓), the 下联 answers with one of those
// (IDS: reduplicatingIds): free, it stammered in 12 of the 44 such answers to 2,000 dev 上联
// (物外常常蕴哲理 / 人间尽尽是神仙, 是是非非 / 无无处处). Not where the 上联's doubling is one word
// ending where the next begins (远山|山水, 真如|如今): human 下联 answer those with any character
// (西亭东廊廊亭烟), and so did the model, well (临风细雨雨风声). A 上联 character never doubled
// elsewhere (霜霜怕日) leaves the 下联 free too. No rule when every such character is banned here.
void answerDoubling(const TokenClasses &c, const std::vector<int> &ids, StepRule &rule)
{
    for (int id : ids)
        if (!containsId(rule.banned, id)
            && !(rule.requirePing && std::binary_search(c.notPingIds.begin(), c.notPingIds.end(), id)))
            rule.only.push_back(id);
}

// Where the 下联's 嵌字 character stands against its position K.
struct LowerEmbed {
    bool here = false, next = false, later = false;  // at K, at K + 1, after that
    bool wordAfter = false;   // it stood at K - 1, and the 上联's opened a word with what follows it
    bool wordBefore = false;  // it stands at K + 1, and the 上联's ends a word there and opens none
};

LowerEmbed lowerEmbed(const ConstraintSpec &spec, const TokenClasses &c, const std::vector<int> &upper, size_t k)
{
    LowerEmbed e;
    const auto first = std::find(upper.begin(), upper.end(), spec.embedUpper);
    if (spec.embedUpper < 0 || spec.embedLower < 0 || first == upper.end())
        return e;
    const size_t at = size_t(first - upper.begin());
    e.here = at == k;
    e.next = at == k + 1;
    e.later = at > k + 1;
    // The word of the 上联's 嵌字 character's beat (keepTheEmbedOnItsBeat) has its like in the 下联:
    // where it opens one (美意: 美满), the 下联's does too (意事 was none); where it ends one, second in
    // the line (国富), the 下联's ends one too (家贵 was none, 好色 one of another sense).
    e.wordAfter = at + 1 == k && at % 2 == 0 && c.follower(spec.embedUpper, upper[k]);
    e.wordBefore = e.next && at % 2 == 1 && c.follower(upper[k], spec.embedUpper);
    return e;
}

} // namespace

// The 下联 position K against the 上联 UPPER; LOWER holds the 下联 so far.
StepRule lowerLineRule(const ConstraintSpec &spec, const TokenClasses &c, const std::vector<int> &upper,
                       const std::vector<int> &lower)
{
    StepRule rule;
    const size_t k = lower.size();
    if (k >= upper.size()) {
        rule.forced = c.eos;
        return rule;
    }
    const int u = upper[k];
    const bool unseen = u < 0;  // a Chinese character outside the vocabulary (unseenCharacterId)
    if (!unseen && (c.punctuation[size_t(u)] || !c.hanzi[size_t(u)])) {
        rule.forced = u;  // punctuation stands where the 上联 has it
        return rule;
    }
    if (k == 0 && (spec.lowerFirst >= 0 || spec.lowerOpening >= 0)) {
        rule.forced = spec.lowerFirst >= 0 ? spec.lowerFirst : spec.lowerOpening;
        return rule;
    }
    const auto embed = lowerEmbed(spec, c, upper, k);
    if (embed.here) {
        rule.forced = spec.embedLower;
        return rule;
    }
    // Forced next past every ban: what would make a blocked sequence with it is kept out now.
    if (embed.next)
        banBeforeForced(spec, lower, spec.embedLower, rule);
    for (size_t j = 0; j < k; ++j)
        if (upper[j] == u) {  // 叠字 or a repeated character: mirror it
            rule.forced = lower[j];
            return rule;
        }
    // No character of the 上联 in the 下联, and no repeat the 上联 does not have.
    rule.banned.insert(rule.banned.end(), upper.begin(), upper.end());
    rule.banned.insert(rule.banned.end(), lower.begin(), lower.end());
    for (const auto &[above, below] : spec.notFacing)
        if (above == u)
            rule.banned.push_back(below);
    if (spec.lowerFirst >= 0)
        rule.banned.push_back(spec.lowerFirst);
    // The 嵌字 character stands once, where it is placed (not 兔腾腾盛 before its place).
    if (embed.next || embed.later)
        rule.banned.push_back(spec.embedLower);
    // The 下联 ends on a 平 tone; a character the last position will mirror must be 平 as well.
    rule.requirePing = spec.tones && (k + 1 == upper.size() || u == upper.back());
    keepBoundTailsWithTheirHeads(c, lower, rule);
    if (k == 1 && spec.lowerFirst >= 0)
        openWithAWord(c, spec.lowerFirst, rule);
    else if (embed.wordAfter)
        openWithAWord(c, spec.embedLower, rule);
    else if (embed.wordBefore)
        makeAWord(c.leaders, spec.embedLower, rule);
    const bool upperDoublesHere = !unseen && k + 1 < upper.size() && upper[k + 1] == u;
    if (upperDoublesHere && rule.only.empty() && (c.doubling[size_t(u)] || containsId(spec.themeWord, u)))
        answerDoubling(c, c.doublingIds, rule);
    else if (upperDoublesHere && rule.only.empty() && c.reduplicating[size_t(u)]
             && !(k >= 1 && upper[k - 1] >= 0 && c.follower(upper[k - 1], u)))
        answerDoubling(c, c.reduplicatingIds, rule);
    return rule;
}

} // namespace kaimen
