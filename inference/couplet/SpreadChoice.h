#pragma once
// Choosing among ranked candidates so that the chosen are not all alike: which of a wish's 上联
// get a 下联 of their own, and which couplets a repeated wish (换一副) is answered with.

#include <cstddef>
#include <utility>
#include <vector>

namespace kaimen {

// The indices of the best COUNT candidates, given each one's KEY (best first), taking at most
// PER_KEY candidates with equal keys while candidates with other keys are left; the rest of COUNT
// is then filled in rank order. In the order taken: the best first, and 换一副 shows next what
// reads otherwise. A wish's best 上联 often share their opening (吉羊开泰 …) and its best couplets
// their 上联, and would hide a couplet that reads otherwise.
std::vector<size_t> chooseSpread(const std::vector<std::vector<int>> &keys, size_t count, size_t perKey);

// The indices, in the order taken, of the best COUNT couplets, given each one's LINES (上联 and 下联 as
// tokens, best first; an empty line is compared with none), taking a couplet only while neither
// of its lines is alike the same line of one taken (the same, one token changed at one place, or
// the same last beat) and, where KEYS are given, fewer than PER_KEY taken share its key, while
// such are left; then those whose lines are unlike; then those neither of whose lines is the same
// as one taken's; then the best of the rest. The searched couplets 换一副 showed shared a 下联 or changed one
// character (迎岁梅花香满院 then 迎喜梅花香满院 over 春风杨柳绿盈门) for a fifth of the wishes.
std::vector<size_t> chooseUnlike(const std::vector<std::pair<std::vector<int>, std::vector<int>>> &lines, size_t count,
                                 const std::vector<std::vector<int>> &keys = {}, size_t perKey = 0);

// The first N tokens of TOKENS (all of them when fewer).
std::vector<int> leadingTokens(const std::vector<int> &tokens, size_t n);

} // namespace kaimen
