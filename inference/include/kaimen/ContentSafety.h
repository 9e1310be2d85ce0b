#pragma once
// Words a fair visitor must not read, checked on what comes in and what goes out.

#include "kaimen/CoupletRequest.h"

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

// The senses a couplet at a door should not carry, as classes (inference/data/unwished_senses.txt,
// compiled in): quarrel, loss, shame, illness, sorrow, misfortune, opposites; each with its
// marks, characters or words.
struct UnwishedSense {
    std::string name;
    std::vector<std::string> marks;
};
const std::vector<UnwishedSense> &unwishedSenses();

// The unwished sense a visitor's wish word speaks of, and the mark found in it; an empty name when
// none: a word of a class (是非), a character of misfortune (哀乐), or marks only (病痛, 悲伤), not
// one character of a class beside a good one (痛快, 疾驰, 慈悲). A couplet made on such a wish
// wishes no door well, so it is declined as a blocked word is (a visitor's own 上联 is not: it is
// theirs).
struct SenseFound {
    std::string name, mark;
};
SenseFound unwishedSenseOf(const std::string &wish);

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

// Why REQUEST (normalised) is declined before any model sees it: a word of BLOCKED anywhere in it,
// or a wish word that speaks of an unwished sense; "" when it may be written. The engine answers
// it as Outcome::Blocked, kaimen-cli generate prints it as the request's error.
std::string declineReason(const CoupletRequest &request, const BlockList &blocked);

} // namespace kaimen
