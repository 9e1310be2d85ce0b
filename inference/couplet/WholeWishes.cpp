#include "WholeWishes.h"

#include <unordered_set>

namespace kaimen {

bool opensLinesWhole(const std::string &wish)
{
    static const std::unordered_set<std::string> words = [] {
        std::unordered_set<std::string> out;
        for (const auto &line : wholeWishesLines())
            out.insert(line.substr(0, line.find(' ')));
        return out;
    }();
    return words.count(wish) > 0;
}

} // namespace kaimen
