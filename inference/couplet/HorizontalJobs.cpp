// The 横批 of a request's couplets: which curated phrases each may take, the searches that
// choose among them, and which phrase each couplet gets.
#include "CoupletJobs.h"

#include "OccasionPhrases.h"
#include "Prompts.h"
#include "kaimen/CoupletText.h"

#include <algorithm>
#include <array>
#include <map>
#include <set>

namespace kaimen {
namespace {

// Whether WISH (two characters) is one of the two words of PHRASE (four): 如意 in 吉祥如意, not 光明
// across 春光|明媚.
bool holdsAsAWord(const std::vector<std::string> &phrase, const std::vector<std::string> &wish)
{
    if (phrase.size() != 4 || wish.size() != 2)
        return false;
    return (phrase[0] == wish[0] && phrase[1] == wish[1]) || (phrase[2] == wish[0] && phrase[3] == wish[1]);
}

// Whether one of the two words of PHRASE (four characters) stands in LINES: 大展宏图 over 展宏图.
bool repeatsAWord(const std::vector<std::string> &phrase, const std::string &lines)
{
    return phrase.size() == 4
        && (lines.find(phrase[0] + phrase[1]) != std::string::npos || lines.find(phrase[2] + phrase[3]) != std::string::npos);
}

} // namespace

// The curated 横批 the model may choose from for COUPLET: those that suit the request's occasion (a
// wedding's phrases at a wedding's booth or over lines that speak of one) and do not stand word for
// word in a line (the model ranked the phrase the 上联 opens with first: 吉星高照 over 吉星高照平安日),
// of the best tier there is:
//   0. it holds the visitor's wish as one of its words, or is the booth's occasion's own (百年好合
//      at a wedding's), and repeats no word of the lines: left to choose, the model gave 喜迎新春 or
//      盛世中华 to 96 of 349 藏头 couplets, 金榜's too (金榜题名 was there to take), and a wedding's
//      own phrases to 20 of 349 主题 couplets at a wedding's booth (喜迎新春 to 42);
//   1. it repeats no word of the lines: the model's 横批 did for 214 of 349 藏头 couplets (大展宏图
//      over …展宏图, 瑞雪丰年 over 瑞雪兆丰年), a human one for 15 of 227 (spring_with_hengpi.tsv and
//      spring_extra.tsv), since a 横批 says something of its own;
//   2. any other.
// Never one holding a blocked word (a tier of them alone would leave the 横批 empty: 岁岁平安 for
// a wish 平安 whose word the search may not write). All of them when none suits.
std::vector<std::vector<int>> CoupletJobs::phrasesFor(const Couplet &couplet, const CoupletRequest &request,
                                                      const std::vector<std::vector<int>> &blocked) const
{
    const auto wish = request.mode == CoupletMode::Keyword ? splitUtf8(request.keyword) : std::vector<std::string>{};
    const std::string lines = couplet.upper + "|" + couplet.lower;
    std::array<std::vector<std::vector<int>>, 3> tiers;
    for (size_t i = 0; i < m_phrases.size(); ++i) {
        const auto &text = m_phraseTexts[i];
        if (lines.find(text) != std::string::npos || holdsASequence(m_phrases[i], blocked)
            || !phraseSuitsOccasion(text, request.occasion, couplet.upper, couplet.lower))
            continue;
        const auto chars = splitUtf8(text);
        const bool own = holdsAsAWord(chars, wish) || phraseOfOccasion(text, request.occasion);
        const size_t tier = repeatsAWord(chars, lines) ? 2 : own ? 0 : 1;
        tiers[tier].push_back(m_phrases[i]);
    }
    for (const auto &tier : tiers)
        if (!tier.empty())
            return tier;
    return m_phrases;
}

void CoupletJobs::addHorizontalJobs(const Job &lines, GenerationResult &result, const std::vector<std::vector<int>> &blocked,
                                    HorizontalJobs &out) const
{
    const auto &asked = lines.asked;
    std::vector<Couplet *> couplets{&result.couplet};
    for (auto &alternative : result.alternatives)
        couplets.push_back(&alternative);
    for (Couplet *couplet : couplets)
        if (auto prompt = horizontalPromptFor(m_manifest, couplet->upper, couplet->lower, asked.occasion);
            !prompt.empty()) {
            Job job;
            job.request = lines.request;
            job.asked = asked;
            job.source = encodeSource(prompt);
            job.spec.task = ConstraintSpec::Task::Horizontal;
            job.spec.phrases = phrasesFor(*couplet, asked, blocked);
            job.spec.blocked = blocked;
            out.jobs.push_back(std::move(job));
            out.couplets.push_back(couplet);
        }
}

// 换一副 rotates through a request's couplets, and each took the best phrase of its own search:
// the same 横批 over all four for 80 of 349 藏头 wishes (喜迎新春 over four other couplets).
void CoupletJobs::fillHorizontals(const HorizontalJobs &horizontal, const std::vector<std::vector<Hypothesis>> &found) const
{
    std::map<size_t, std::set<std::string>> taken;  // per request, the 横批 its earlier couplets got
    for (size_t j = 0; j < horizontal.jobs.size(); ++j) {
        if (found[j].empty())
            continue;
        auto &mine = taken[horizontal.jobs[j].request];
        std::vector<std::string> texts;  // what the search found, best first
        for (const auto &h : found[j])
            texts.push_back(decode(h.tokens));
        const auto firstFound = [&](const auto &fits) {
            const auto it = std::find_if(texts.begin(), texts.end(), fits);
            return it == texts.end() ? std::string() : *it;
        };
        const auto untaken = [&](const std::string &text) { return !mine.count(text); };
        std::string phrase = firstFound(untaken);
        if (phrase.empty())
            phrase = texts.front();
        // The next one, for friends who were just shown this one: untaken too where there is one.
        const auto other = [&](const std::string &text) { return text != phrase; };
        std::string spare = firstFound([&](const std::string &text) { return other(text) && untaken(text); });
        if (spare.empty())
            spare = firstFound(other);
        mine.insert(phrase);
        horizontal.couplets[j]->horizontal = std::move(phrase);
        horizontal.couplets[j]->spareHorizontal = std::move(spare);
    }
}

} // namespace kaimen
