#include "CoupletConstraints.h"
#include "LineRules.h"

#include <algorithm>
#include <limits>

namespace kaimen {
namespace {

constexpr float kBanned = -std::numeric_limits<float>::infinity();

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

void banBeforeForced(const ConstraintSpec &spec, const std::vector<int> &prefix, int forced, StepRule &rule)
{
    for (const auto &seq : spec.blocked) {
        if (seq.size() < 2 || seq.back() != forced || seq.size() - 2 > prefix.size())
            continue;
        if (std::equal(seq.begin(), seq.end() - 2, prefix.end() - long(seq.size() - 2)))
            rule.banned.push_back(seq[seq.size() - 2]);
    }
}

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
                && !containsId(rule.only, phrase[prefix.size()]))
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
        if (id < vocabSize && !containsId(rule.allowedNonHanzi, id))
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
