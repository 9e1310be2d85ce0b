#include "Reranker.h"

#include "LineModel.h"
#include "couplet/CoupletConstraints.h"
#include "kaimen/ContentSafety.h"
#include "kaimen/Occasion.h"
#include "kaimen/Tokenizer.h"
#include "kaimen/Tones.h"

#include <algorithm>

namespace kaimen {

namespace {

// The 2nd, 4th and 6th places (二四六分明), counted from 0.
constexpr size_t kTonePlaces[] = {1, 3, 5};

int count(const std::string &text, const std::string &mark)
{
    int n = 0;
    for (size_t at = text.find(mark); at != std::string::npos; at = text.find(mark, at + mark.size()))
        ++n;
    return n;
}

// The zodiac animals the couplet is about: the wish's own and the year's (羊年春联).
std::vector<std::string> ownAnimals(const CoupletRequest &request)
{
    std::vector<std::string> own;
    const auto year = yearAnimal(request.occasion);
    for (const auto &animal : zodiacAnimals())
        if (request.keyword.find(animal) != std::string::npos || animal == year)
            own.push_back(animal);
    return own;
}

} // namespace

Reranker::Reranker(std::shared_ptr<const LineModel> lines) : m_lines(std::move(lines))
{
    for (const auto &text : openingWords()) {
        const auto line = parseOpeningLine(text);
        for (const auto &follower : line.followers)
            m_words.insert(line.head + follower.next);
    }
}

bool Reranker::isWord(const std::string &first, const std::string &second) const
{
    return m_words.count(first + second) > 0;
}

double Reranker::forcedWords(const CoupletRequest &request, const std::vector<std::string> &upper,
                             const std::vector<std::string> &lower) const
{
    const auto wish = splitUtf8(request.keyword);
    if (request.mode != CoupletMode::Keyword || wish.size() != 2 || request.kind == CoupletKind::Theme)
        return 1;
    // A doubled or bound wish stands whole in the 上联 (CoupletJobs): a word as written.
    if (std::search(upper.begin(), upper.end(), wish.begin(), wish.end()) != upper.end())
        return 1;
    // Where the wish's characters stand: the first place (藏头) or one place in both lines (嵌字).
    size_t at = 0;
    if (request.kind == CoupletKind::Qianzi)
        for (at = 1; at < std::min(upper.size(), lower.size()); ++at)
            if (upper[at] == wish[0] && lower[at] == wish[1])
                break;
    int words = 0;
    for (const auto *line : {&upper, &lower}) {
        const auto &l = *line;
        if (at >= l.size())
            continue;
        const bool before = at > 0 && isWord(l[at - 1], l[at]);
        const bool after = at + 1 < l.size() && isWord(l[at], l[at + 1]);
        words += before || after;
    }
    return words / 2.0;
}

RerankSignals Reranker::signalsFor(const CoupletRequest &request, const std::string &upper, const std::string &lower) const
{
    RerankSignals s;
    const auto up = splitUtf8(upper), low = splitUtf8(lower);
    if (m_lines)
        s.lineModel = (m_lines->meanLogProb(upper) + m_lines->meanLogProb(lower)) / 2;
    s.forcedWords = forcedWords(request, up, low);
    // A visitor's own 上联 is theirs: only what the model wrote is judged.
    const std::string written = request.mode == CoupletMode::Duilian ? lower : upper + "|" + lower;
    // By class, not by mark: 荣辱 is one unwished sense (opposites) and one shame, not three marks.
    for (const auto &sense : unwishedSenses())
        s.unwished -= sense.binds(request.mode == CoupletMode::Keyword) && touchesSense(sense, written);
    // The decoder keeps unwished words out, but a character forced to mirror the 上联 goes past
    // every ban: 客上天然居居然天上客 got 人间春色美美色春间人.
    s.unwished -= std::any_of(unwishedWords().begin(), unwishedWords().end(),
                              [&](const std::string &word) { return written.find(word) != std::string::npos; });
    int places = 0, opposed = 0;
    for (size_t p : kTonePlaces) {
        if (p >= up.size() || p >= low.size())
            break;
        const auto a = toneClassOf(up[p]), b = toneClassOf(low[p]);
        if (a == ToneClass::Unknown || b == ToneClass::Unknown)
            continue;
        ++places;
        opposed += a != b;
    }
    s.tones = places ? double(opposed) / places : 0;
    const auto endsStock = [](const std::string &line) {
        return std::any_of(stockEndings().begin(), stockEndings().end(), [&](const std::string &end) {
            return line.size() >= end.size() && line.compare(line.size() - end.size(), end.size(), end) == 0;
        });
    };
    // A visitor's 上联 is theirs here too: its ending is not the model's habit.
    s.stockEndings = -double(endsStock(lower) + (request.mode == CoupletMode::Keyword && endsStock(upper)));
    if (const auto own = ownAnimals(request); !own.empty())
        for (const auto &animal : zodiacAnimals())
            if (std::find(own.begin(), own.end(), animal) == own.end())
                s.lookAlike -= count(written, animal);
    return s;
}

double Reranker::weighed(const RerankSignals &s, const RerankWeights &w)
{
    return w.lineModel * s.lineModel + w.forcedWords * s.forcedWords + w.unwished * s.unwished + w.tones * s.tones
           + w.lookAlike * s.lookAlike + w.stockEndings * s.stockEndings;
}

} // namespace kaimen
