#pragma once
// Words a fair visitor must not read, checked on what comes in and what goes out.

#include <string>
#include <vector>

namespace kaimen {

// Kaimen's own list (inference/data/blocked_words.txt, compiled in): funeral, political and
// satirical words. Not the crude training list.
const std::vector<std::string> &builtInBlockedWords();

// Words a couplet written for a wish never says: sadness, loss, misfortune
// (inference/data/unwished_words.txt, compiled in). Kept out of generated lines only; a
// visitor's own 上联 may hold them.
const std::vector<std::string> &unwishedWords();

class BlockList {
public:
    // Kaimen's own words and EXTRA (the operator's), normalised; empty entries are dropped.
    explicit BlockList(const std::vector<std::string> &extra = {});
    // The first listed word inside TEXT, or "" when TEXT is clean.
    std::string firstIn(const std::string &text) const;
    const std::vector<std::string> &words() const { return m_words; }

private:
    std::vector<std::string> m_words;
};

} // namespace kaimen
