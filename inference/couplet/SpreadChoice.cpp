#include "SpreadChoice.h"

#include <algorithm>
#include <map>

namespace kaimen {

std::vector<size_t> chooseSpread(const std::vector<std::vector<int>> &keys, size_t count, size_t perKey)
{
    std::vector<size_t> chosen, passed;
    std::map<std::vector<int>, size_t> taken;
    for (size_t h = 0; h < keys.size() && chosen.size() < count; ++h)
        (taken[keys[h]]++ < perKey ? chosen : passed).push_back(h);
    for (size_t h : passed)
        if (chosen.size() < count)
            chosen.push_back(h);
    std::sort(chosen.begin(), chosen.end());
    return chosen;
}

std::vector<int> leadingTokens(const std::vector<int> &tokens, size_t n)
{
    return {tokens.begin(), tokens.begin() + long(std::min(n, tokens.size()))};
}

} // namespace kaimen
