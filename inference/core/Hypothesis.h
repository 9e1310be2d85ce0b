#pragma once
// What a search finds: the ids of one finished line or couplet and its score. Plain C++, so that
// the couplet recipe's bookkeeping (couplet/CoupletJobs) compiles without libtorch.

#include <algorithm>
#include <vector>

namespace kaimen {

struct Hypothesis {
    std::vector<int> tokens;  // generated ids, BOS and EOS excluded
    double score = 0.0;       // log-probability / ((5 + len) / 6)^alpha (beam) or sum / len (sampling)
};

// Orders the hypotheses of [FIRST, LAST) best first (stable: equal scores keep their order).
inline void sortBestFirst(std::vector<Hypothesis>::iterator first, std::vector<Hypothesis>::iterator last)
{
    std::stable_sort(first, last, [](const Hypothesis &a, const Hypothesis &b) { return a.score > b.score; });
}

inline void sortBestFirst(std::vector<Hypothesis> &hypotheses)
{
    sortBestFirst(hypotheses.begin(), hypotheses.end());
}

} // namespace kaimen
