#include "kaimen/ContentSafety.h"

#include "couplet/UnwishedSenseLines.h"
#include "kaimen/CoupletText.h"
#include "kaimen/Tokenizer.h"

#include <algorithm>
#include <sstream>

namespace kaimen {

const std::vector<UnwishedSense> &unwishedSenses()
{
    static const std::vector<UnwishedSense> senses = [] {
        std::vector<UnwishedSense> read;
        for (const auto &line : unwishedSenseLines()) {
            const auto colon = line.find(':');
            if (colon == std::string::npos)
                continue;
            auto &sense = read.emplace_back();
            sense.name = line.substr(0, colon);
            std::istringstream marks(line.substr(colon + 1));
            for (std::string mark; marks >> mark;)
                sense.marks.push_back(mark);
        }
        return read;
    }();
    return senses;
}

SenseFound unwishedSenseOf(const std::string &wish)
{
    // A word of a class (是非, 争吵) or a character of misfortune (death, mourning, disaster: 哀乐,
    // 灾祸) is enough, and so is every character a mark (病痛, 悲伤); one character of another
    // class is not: 痛快, 疾驰 and 慈悲 are good wishes.
    const auto text = normalizeCoupletText(wish);
    const auto chars = splitUtf8(text);
    std::vector<SenseFound> perCharacter(chars.size());
    for (const auto &sense : unwishedSenses())
        for (const auto &mark : sense.marks) {
            if (text.find(mark) == std::string::npos)
                continue;
            if (splitUtf8(mark).size() > 1 || sense.name == "misfortune")
                return {sense.name, mark};
            for (size_t i = 0; i < chars.size(); ++i)
                if (chars[i] == mark && perCharacter[i].name.empty())
                    perCharacter[i] = {sense.name, mark};
        }
    const bool everyOne = !chars.empty() && std::all_of(perCharacter.begin(), perCharacter.end(),
                                                        [](const SenseFound &s) { return !s.name.empty(); });
    return everyOne ? SenseFound{perCharacter[0].name, text} : SenseFound{};
}

BlockList::BlockList(const std::vector<std::string> &extra)
{
    for (const auto *list : {&builtInBlockedWords(), &extra})
        for (const auto &word : *list)
            if (auto normalized = normalizeCoupletText(word); !normalized.empty())
                m_words.push_back(std::move(normalized));
    std::sort(m_words.begin(), m_words.end());
    m_words.erase(std::unique(m_words.begin(), m_words.end()), m_words.end());
}

std::string BlockList::firstIn(const std::string &text) const
{
    // A hundred-odd short words against a line of at most sixteen characters: a plain search.
    for (const auto &word : m_words)
        if (text.find(word) != std::string::npos)
            return word;
    return {};
}

std::string declineReason(const CoupletRequest &request, const BlockList &blocked)
{
    const bool wish = request.mode == CoupletMode::Keyword;
    if (const auto word = blocked.firstIn(wish ? request.keyword : request.upper); !word.empty())
        return "The request holds \"" + word + "\", which this kiosk does not write.";
    // A visitor's own 上联 is theirs: only a wish is asked what it speaks of.
    if (const auto sense = wish ? unwishedSenseOf(request.keyword) : SenseFound{}; !sense.name.empty())
        return "The wish word \"" + request.keyword + "\" speaks of " + sense.name + " (\"" + sense.mark
               + "\"), which no couplet at a door wishes for; choose another wish.";
    return {};
}

} // namespace kaimen
