#include "CoupletConstraints.h"
#include "WordRules.h"

#include <algorithm>
#include <limits>

namespace kaimen {
namespace {

constexpr float kBanned = -std::numeric_limits<float>::infinity();

bool contains(const std::vector<int> &v, int x)
{
    return std::find(v.begin(), v.end(), x) != v.end();
}

// Where the line being written starts in PREFIX: after the separator, or at its start (a 上联, or
// a reply's 下联).
std::vector<int>::const_iterator lineBeingWritten(const TokenClasses &c, const std::vector<int> &prefix)
{
    return std::find(prefix.rbegin(), prefix.rend(), c.separator).base();
}

// Whether SEQ, written next after PREFIX, would end one of SPEC's writable words (穷 after 无).
bool completesAWritableWord(const ConstraintSpec &spec, const std::vector<int> &seq, const std::vector<int> &prefix)
{
    return std::any_of(spec.writable.begin(), spec.writable.end(), [&](const std::vector<int> &word) {
        return word.size() > seq.size() && word.size() - 1 <= prefix.size()
            && std::equal(seq.begin(), seq.end(), word.end() - long(seq.size()))
            && std::equal(word.begin(), word.end() - 1, prefix.end() - long(word.size() - 1));
    });
}

// Bans the last token of every blocked sequence whose other tokens end PREFIX, unless it ends a
// writable word there.
void banBlockedContinuations(const ConstraintSpec &spec, const std::vector<int> &prefix, StepRule &rule)
{
    for (const auto &seq : spec.blocked) {
        if (seq.empty() || seq.size() - 1 > prefix.size())
            continue;
        if (std::equal(seq.begin(), seq.end() - 1, prefix.end() - long(seq.size() - 1))
            && !completesAWritableWord(spec, seq, prefix))
            rule.banned.push_back(seq.back());
    }
}

// Bans the next token where a blocked sequence would end with FORCED right after it: FORCED comes
// whatever the next token is, so this is the last step at which the sequence can be avoided.
void banBeforeForced(const ConstraintSpec &spec, const std::vector<int> &prefix, int forced, StepRule &rule)
{
    for (const auto &seq : spec.blocked) {
        if (seq.size() < 2 || seq.back() != forced || seq.size() - 2 > prefix.size())
            continue;
        if (std::equal(seq.begin(), seq.end() - 2, prefix.end() - long(seq.size() - 2)))
            rule.banned.push_back(seq[seq.size() - 2]);
    }
}

// Where the 上联 doubles a character human couplets double as a habit (年年, 处处, 双双), the
// 下联 answers with one of those too, which its next place mirrors. Left free, the small model
// doubled whatever fitted the place (花开并并莲, 万里里关山, 人间尽尽是神仙); human 下联 answer such a
// 叠字 with a listed character 72% of the time, an unlisted 上联 character (霜霜怕日, a word
// ending where the next begins) 31%, so that one stays free. No rule when every listed
// character is banned here.
void answerDoubling(const TokenClasses &c, StepRule &rule)
{
    for (int id : c.doublingIds)
        if (!contains(rule.banned, id)
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
    if (upperDoublesHere && rule.only.empty() && (c.doubling[size_t(u)] || contains(spec.themeWord, u)))
        answerDoubling(c, rule);
    return rule;
}

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

StepRule upperLineRule(const ConstraintSpec &spec, const TokenClasses &c, const std::vector<int> &upper)
{
    StepRule rule;
    const int k = int(upper.size());
    if (k == 0 && spec.upperFirst >= 0) {
        rule.forced = spec.upperFirst;
        return rule;
    }
    if (k == 1 && spec.upperSecond >= 0) {
        rule.forced = spec.upperSecond;
        return rule;
    }
    // 嵌字 places the word no later than the third character (鸢肩格), which leaves the
    // line's end free to fall on the right tone.
    const bool needsEmbed = spec.embedUpper >= 0 && !contains(upper, spec.embedUpper);
    if (needsEmbed && k >= 2) {
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
    if (k >= 1 && (upper.back() == spec.upperFirst || upper.back() == spec.embedUpper || contains(spec.themeWord, upper.back())))
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
    if (k == 1 && spec.upperFirst >= 0 && spec.themeWord.empty())
        openWithAWordAsTheModelLikes(c, spec.upperFirst, rule);
    keepTheEmbedOnItsBeat(spec, c, upper, needsEmbed, rule);
    return rule;
}

// 年 or 岁 second in a line makes a year of its head (羊年, 百岁): facing 羊岁 the model wrote years
// that never were (燕年如意报平安 for 吉祥), so only a head human lines or the dictionary open such a
// word with takes one (opening_words.txt: 98% of human lines' years there). A 横批 is a set phrase.
void keepYearsReal(const ConstraintSpec &spec, const TokenClasses &c, const std::vector<int> &prefix, StepRule &rule)
{
    const auto line = lineBeingWritten(c, prefix);
    if (spec.task == ConstraintSpec::Task::Horizontal || prefix.end() - line != 1 || *line < 0 || !c.hanzi[size_t(*line)])
        return;
    for (int year : c.yearIds)
        if (!c.follower(*line, year))
            rule.banned.push_back(year);
}

} // namespace

bool holdsABlockedSequence(const ConstraintSpec &spec, const std::vector<int> &ids)
{
    for (const auto &seq : spec.blocked) {
        if (seq.empty())
            continue;
        for (auto at = std::search(ids.begin(), ids.end(), seq.begin(), seq.end()); at != ids.end();
             at = std::search(at + 1, ids.end(), seq.begin(), seq.end())) {
            const std::vector<int> before(ids.begin(), at + long(seq.size()) - 1);
            if (!completesAWritableWord(spec, seq, before))
                return true;
        }
    }
    return false;
}

StepRule nextStepRule(const ConstraintSpec &spec, const TokenClasses &c, const std::vector<int> &prefix)
{
    StepRule rule;
    switch (spec.task) {
    case ConstraintSpec::Task::Horizontal:
        if (prefix.size() >= size_t(spec.horizontalLength))
            rule.forced = c.eos;
        for (const auto &phrase : spec.phrases)
            if (phrase.size() > prefix.size() && std::equal(prefix.begin(), prefix.end(), phrase.begin())
                && !contains(rule.only, phrase[prefix.size()]))
                rule.only.push_back(phrase[prefix.size()]);
        break;
    case ConstraintSpec::Task::LowerOnly:
        rule = lowerLineRule(spec, c, spec.givenUpper, prefix);
        break;
    case ConstraintSpec::Task::WholeCouplet: {
        auto sep = std::find(prefix.begin(), prefix.end(), c.separator);
        if (sep == prefix.end() || c.separator < 0) {
            rule = upperLineRule(spec, c, prefix);
        } else if (spec.upperOnly) {
            rule.forced = c.eos;
            rule.forcedIsFree = true;
        } else {
            rule = lowerLineRule(spec, c, std::vector<int>(prefix.begin(), sep), std::vector<int>(sep + 1, prefix.end()));
        }
        break;
    }
    }
    if (rule.forced < 0) {
        banBlockedContinuations(spec, prefix, rule);
        if (!spec.notAfterInLine.empty()) {
            const auto line = lineBeingWritten(c, prefix);
            for (const auto &[first, later] : spec.notAfterInLine)
                if (std::find(line, prefix.end(), first) != prefix.end())
                    rule.banned.push_back(later);
        }
        keepYearsReal(spec, c, prefix, rule);
        if (!spec.lean.empty() && occasionCharactersInLine(spec, c, prefix) < kOccasionCharactersPerLine)
            rule.lean = &spec.lean;
    }
    return rule;
}

int placeInPhrase(const TokenClasses &c, const std::vector<int> &line)
{
    int place = 0;
    for (auto it = line.rbegin(); it != line.rend() && !(*it >= 0 && c.punctuation[size_t(*it)]); ++it)
        ++place;
    return place;
}

int occasionCharactersInLine(const ConstraintSpec &spec, const TokenClasses &c, const std::vector<int> &prefix)
{
    int count = 0;
    for (auto it = lineBeingWritten(c, prefix); it != prefix.end(); ++it)
        count += std::any_of(spec.lean.begin(), spec.lean.end(), [&](const auto &lean) { return lean.first == *it; });
    return count;
}

void applyStepRule(const StepRule &rule, const TokenClasses &c, float *row, int64_t vocabSize)
{
    if (rule.forced >= 0 && rule.forced < vocabSize) {
        const float kept = rule.forcedIsFree ? 0.0f : row[rule.forced];
        std::fill(row, row + vocabSize, kBanned);
        row[rule.forced] = kept;
        return;
    }
    if (!rule.only.empty()) {
        std::vector<float> kept;
        for (int id : rule.only)
            kept.push_back(id >= 0 && id < vocabSize ? row[id] : kBanned);
        std::fill(row, row + vocabSize, kBanned);
        for (size_t i = 0; i < kept.size(); ++i)
            if (rule.only[i] >= 0 && rule.only[i] < vocabSize)
                row[rule.only[i]] = kept[i] + (i < rule.onlyBonus.size() ? rule.onlyBonus[i] : 0.0f);
    }
    for (int64_t id = int64_t(c.hanzi.size()); id < vocabSize; ++id)
        row[id] = kBanned;  // model rows the tokenizer has no piece for
    for (int id : c.nonHanziIds)
        if (id < vocabSize && !contains(rule.allowedNonHanzi, id))
            row[id] = kBanned;
    for (int id : rule.banned)
        if (id >= 0 && id < vocabSize)
            row[id] = kBanned;
    if (rule.requireZe)
        for (int id : c.notZeIds)
            row[id] = kBanned;
    if (rule.requirePing)
        for (int id : c.notPingIds)
            row[id] = kBanned;
    if (rule.lean)
        for (const auto &[id, add] : *rule.lean)
            if (id >= 0 && id < vocabSize && row[id] != kBanned)
                row[id] += add;
}

} // namespace kaimen
