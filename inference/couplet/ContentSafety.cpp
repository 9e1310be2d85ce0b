#include "kaimen/ContentSafety.h"

#include "kaimen/CoupletText.h"

#include <algorithm>

namespace kaimen {

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

} // namespace kaimen
