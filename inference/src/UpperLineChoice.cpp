#include "UpperLineChoice.h"

#include <algorithm>
#include <map>

namespace kaimen {

std::vector<size_t> chooseUpperLines(const std::vector<std::vector<int>> &lines, size_t count, size_t perOpening)
{
    std::vector<size_t> chosen, passed;
    std::map<std::vector<int>, size_t> openings;
    for (size_t h = 0; h < lines.size() && chosen.size() < count; ++h) {
        const auto &t = lines[h];
        auto &taken = openings[std::vector<int>(t.begin(), t.begin() + long(std::min<size_t>(2, t.size())))];
        (taken++ < perOpening ? chosen : passed).push_back(h);
    }
    for (size_t h : passed)
        if (chosen.size() < count)
            chosen.push_back(h);
    std::sort(chosen.begin(), chosen.end());
    return chosen;
}

} // namespace kaimen
