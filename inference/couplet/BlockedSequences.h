#pragma once
// The words no model writes, as the token sequences the decoder keeps out of every line.

#include "kaimen/Tokenizer.h"

#include <optional>
#include <string>
#include <vector>

namespace kaimen {

// The ids of TEXT, or none when a character of it is outside TOKENIZER's vocabulary.
std::vector<int> knownIds(const Tokenizer &tokenizer, const std::string &text);

class BlockedSequences {
public:
    // The model folder's list (MODEL_FILE, "" for none; throws ModelLoadError when it cannot be
    // read) and Kaimen's own blocked, unwritten and unwished words, whatever that list holds (a
    // user's PALM folder has none). Keeps a reference: TOKENIZER must outlive it.
    BlockedSequences(const Tokenizer &tokenizer, const std::string &modelFile);

    // Those and WORDS. The engine passes the same list with every batch: it is encoded once and
    // kept until the list changes.
    const std::vector<std::vector<int>> &with(const std::vector<std::string> &words);

private:
    const Tokenizer &m_tokenizer;
    std::vector<std::vector<int>> m_model;
    std::optional<std::vector<std::string>> m_for;  // the words m_with was made for
    std::vector<std::vector<int>> m_with;
};

} // namespace kaimen
