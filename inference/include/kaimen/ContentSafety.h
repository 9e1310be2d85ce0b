#pragma once
// Words a fair visitor must not read, checked on what comes in and what goes out.

#include "kaimen/CoupletRequest.h"

#include <string>
#include <vector>

namespace kaimen {

// Kaimen's own list (inference/data/blocked_words.txt, compiled in): what no one at the booth may
// read on its screen (mourning, leaders' names, hatred, obscenity). Not the crude training list.
const std::vector<std::string> &builtInBlockedWords();

// Words the kiosk reads but never writes (inference/data/unwritten_words.txt, compiled in): death
// in its literary senses, politics, the modern register, crime. A visitor's 上联 may hold them
// (千古, 网, 英雄); no line the kiosk writes does, and a wish holding one is declined, unless it
// is one of hideableWords() and the couplet writes the wish apart.
const std::vector<std::string> &unwrittenWords();

// The unwritten words a wish may be where its couplet writes it apart, one character a line (藏头,
// 嵌字): given names (建国, 国庆) and wishes of their register (小康, 英雄)
// (inference/data/hideable_words.txt, compiled in).
const std::vector<std::string> &hideableWords();

// Words that hold an unwritten word and are written all the same (inference/data/writable_words.txt,
// compiled in): 无穷, without end, where 穷 alone is poverty.
const std::vector<std::string> &writableWords();

// Words a couplet written for a wish never says: sadness, loss, misfortune
// (inference/data/unwished_words.txt, compiled in). Kept out of generated lines only; a
// visitor's own 上联 may hold them.
const std::vector<std::string> &unwishedWords();

// The senses a couplet at a door should not carry, as classes (inference/data/unwished_senses.txt,
// compiled in): quarrel, loss, shame, illness, sorrow, coldness, fear, misfortune, calamity,
// opposites; each with its marks, characters or words.
struct UnwishedSense {
    std::string name;
    std::vector<std::string> marks;
    // Kept out of a wish's couplet only: a 下联 answering a visitor's 上联 may face its 有情 with 无情.
    bool wishesOnly = false;
    // Whether the class binds what the kiosk writes for a wish (FORAWISH) or as a visitor's 下联.
    bool binds(bool forAWish) const { return forAWish || !wishesOnly; }
};
const std::vector<UnwishedSense> &unwishedSenses();
// Whether TEXT holds one of SENSE's marks.
bool touchesSense(const UnwishedSense &sense, const std::string &text);

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
    // Kaimen's own blocked words and EXTRA (the operator's: a visitor's 上联 holding one is refused
    // too), and the unwritten words, normalised; empty entries are dropped.
    explicit BlockList(const std::vector<std::string> &extra = {});
    // The first word inside TEXT that no one may read there, or "" when there is none.
    std::string firstIn(const std::string &text) const;
    // The first word inside TEXT that the kiosk may not write: blocked, or unwritten outside a
    // writable word (穷 but not 无穷).
    std::string firstUnwrittenIn(const std::string &text) const;
    // Every word the kiosk never writes, for the decoder to keep out of its search (which lets
    // an unwritten one through inside a writable word).
    const std::vector<std::string> &neverWritten() const { return m_neverWritten; }

private:
    std::vector<std::string> m_refused;
    std::vector<std::string> m_unwritten;
    std::vector<std::string> m_neverWritten;
};

// Why REQUEST (normalised) is declined before any model sees it: a blocked word anywhere in it, a
// wish word the kiosk would have to write and may not (an unwritten word; a hideable one only in a
// 主题 couplet, which writes its wish whole), or a wish word that
// speaks of an unwished sense; "" when it may be written. A visitor's 上联 is declined for a blocked
// word only. The engine answers it as Outcome::Blocked, kaimen-cli generate prints it as the
// request's error.
std::string declineReason(const CoupletRequest &request, const BlockList &blocked);

// What the kiosk itself wrote of COUPLET for REQUEST, each line apart: the 下联 and 横批, and the 上联
// too unless it is the visitor's own. What it shows must hold no word of BlockList::neverWritten.
std::string writtenText(const CoupletRequest &request, const Couplet &couplet);

} // namespace kaimen
