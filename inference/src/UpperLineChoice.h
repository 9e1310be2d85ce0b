#pragma once
// Which of a wish's finished 上联 get a 下联 of their own (PalmCoupletGenerator::answerUpperLines).

#include <cstddef>
#include <vector>

namespace kaimen {

// The indices (ascending) of the best COUNT of LINES (token ids, best first), taking at most
// PER_OPENING of those that open on the same two tokens while lines with other openings are left;
// the rest of COUNT is then filled in order. A wish's best 上联 often share their opening (吉羊开泰 …)
// and would hide a better couplet that opens otherwise.
std::vector<size_t> chooseUpperLines(const std::vector<std::vector<int>> &lines, size_t count, size_t perOpening);

} // namespace kaimen
