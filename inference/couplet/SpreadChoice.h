#pragma once
// Choosing among ranked candidates so that the chosen are not all alike: which of a wish's 上联
// get a 下联 of their own, and which couplets a repeated wish (换一副) is answered with.

#include <cstddef>
#include <vector>

namespace kaimen {

// The indices (ascending) of the best COUNT candidates, given each one's KEY (best first), taking
// at most PER_KEY candidates with equal keys while candidates with other keys are left; the rest
// of COUNT is then filled in rank order. A wish's best 上联 often share their opening (吉羊开泰 …)
// and its best couplets their 上联, and would hide a couplet that reads otherwise.
std::vector<size_t> chooseSpread(const std::vector<std::vector<int>> &keys, size_t count, size_t perKey);

// The first N tokens of TOKENS (all of them when fewer).
std::vector<int> leadingTokens(const std::vector<int> &tokens, size_t n);

} // namespace kaimen
