// The words of one occasion's couplets, kept out of a couplet written for another booth.
#include "CoupletJobs.h"

namespace kaimen {

void CoupletJobs::readOccasionWords()
{
    for (const auto &text : occasionWordLines()) {
        const auto line = splitKeyedLine(text, ':');
        if (line.key.empty())
            continue;
        auto &listed = m_occasionWords[line.key];
        for (const auto &word : line.entries) {
            listed.insert(word);
            if (auto ids = idsOf(word); !ids.empty())
                m_ownedWords.emplace(word, std::move(ids));
        }
    }
}

// A wedding's words (淑女, 洞房, 佳偶) and a birthday's (期颐, 称觞, 古稀) are written only at a
// booth whose occasion's couplets use them: at the Spring Festival's the small model wrote
// 回首梅花迎淑女 for 回春 and 称觞共饮丰收酒 for 称心. A wish that holds the word keeps it.
void CoupletJobs::keepOtherOccasionsWordsOut(const CoupletRequest &request, ConstraintSpec &spec) const
{
    const auto own = m_occasionWords.find(request.occasion);
    for (const auto &[word, ids] : m_ownedWords)
        if ((own == m_occasionWords.end() || !own->second.count(word)) && request.keyword.find(word) == std::string::npos)
            spec.blocked.push_back(ids);
}

} // namespace kaimen
