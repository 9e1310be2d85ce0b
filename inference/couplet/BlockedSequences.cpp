#include "BlockedSequences.h"

#include "kaimen/ContentSafety.h"
#include "kaimen/CoupletText.h"
#include "kaimen/Errors.h"

#include <algorithm>
#include <fstream>

namespace kaimen {

std::vector<int> knownIds(const Tokenizer &tokenizer, const std::string &text)
{
    auto ids = tokenizer.encode(text);
    if (std::find(ids.begin(), ids.end(), tokenizer.unkId()) != ids.end())
        ids.clear();
    return ids;
}

BlockedSequences::BlockedSequences(const Tokenizer &tokenizer, const std::string &modelFile) : m_tokenizer(tokenizer)
{
    std::vector<std::string> words;
    if (!modelFile.empty()) {
        std::ifstream in(modelFile);
        if (!in)
            throw ModelLoadError("cannot read the model's blocked words " + modelFile);
        for (std::string line; std::getline(in, line);)
            if (line = normalizeCoupletText(line); !line.empty() && line[0] != '#')
                words.push_back(line);
    }
    for (const auto *list : {&builtInBlockedWords(), &unwrittenWords(), &unwishedWords()})
        for (const auto &word : *list)
            words.push_back(normalizeCoupletText(word));
    // A word with a character outside the vocabulary can never be written anyway.
    for (const auto &word : words)
        if (auto ids = knownIds(m_tokenizer, word); !ids.empty())
            m_model.push_back(std::move(ids));
}

const std::vector<std::vector<int>> &BlockedSequences::with(const std::vector<std::string> &words)
{
    if (m_for && *m_for == words)
        return m_with;
    m_with = m_model;
    for (const auto &word : words)
        if (auto ids = m_tokenizer.encode(normalizeCoupletText(word)); !ids.empty())
            m_with.push_back(std::move(ids));
    // Kaimen's own lists are in the shipped model's file too: each word is checked for every
    // hypothesis at every step, so once is enough.
    std::sort(m_with.begin(), m_with.end());
    m_with.erase(std::unique(m_with.begin(), m_with.end()), m_with.end());
    m_for = words;
    return m_with;
}

} // namespace kaimen
