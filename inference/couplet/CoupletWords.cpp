#include "kaimen/CoupletWords.h"

#include "CoupletConstraints.h"

#include <unordered_map>

namespace kaimen {

int coupletWordUses(const std::string &word)
{
    static const std::unordered_map<std::string, int> uses = [] {
        std::unordered_map<std::string, int> read;
        for (const auto &text : openingWords()) {
            const auto line = parseOpeningLine(text);
            for (const auto &follower : line.followers)
                read[line.head + follower.next] = int(follower.uses);
        }
        return read;
    }();
    const auto it = uses.find(word);
    return it == uses.end() ? 0 : it->second;
}

} // namespace kaimen
