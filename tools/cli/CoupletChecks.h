#pragma once
// What kaimen-cli eval measures on one couplet: the rules a Chinese reader checks first.

#include <string>
#include <unordered_set>
#include <vector>

namespace kaimen::cli {

struct CoupletChecks {
    bool equalLength = false;     // 下联 as long as 上联
    bool endsZePing = false;      // 上联 ends on 仄, 下联 on 平
    bool lowerEndsPing = false;   // 下联 ends on 平 (all a 对下联 answer can do for a 上联 ending on 平)
    bool repeatsMirrored = false; // repeated characters mirror each other; none shared at a position
    bool blocked = false;         // a blocked word stands in either line
    bool samePlace = false;       // a character stands at the same place in both lines
    bool opposed246 = false;      // 二四六分明: the 2nd, 4th and 6th characters of each phrase
                                  // oppose in tone between the lines (where both tones are known)
    bool unwishedUpper = false;   // an unwished word (loss, quarrel …) stands in the 上联
    bool unwishedLower = false;   // ... in the 下联
    bool senseUpper = false;      // a mark of an unwished sense (是非, 愁 …; unwishedSenses()) in the 上联
    bool senseLower = false;      // one in the 下联
    bool senseLowerAdds = false;  // one in the 下联 of a sense the 上联 does not touch, bar those for wishes only
    int wordWindows = 0;          // two-character windows of the lines (both Chinese)
    int wordHits = 0;             // ... that are words of the lexicon
};

// LEXICON: the words the word rate counts (none: no word rate).
CoupletChecks checkCouplet(const std::string &upper, const std::string &lower, const std::vector<std::string> &blockedWords,
                           const std::unordered_set<std::string> *lexicon = nullptr);

// The words of a lexicon file: the first column of each line (jieba's dict.txt: word, count, tag).
std::unordered_set<std::string> readLexicon(const std::string &file);

} // namespace kaimen::cli
