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

const std::vector<std::string> &coupletWordFollowers(const std::string &character)
{
    // opening_words.txt lists each head's followers commonest first.
    static const std::unordered_map<std::string, std::vector<std::string>> followers = [] {
        std::unordered_map<std::string, std::vector<std::string>> read;
        for (const auto &text : openingWords()) {
            const auto line = parseOpeningLine(text);
            auto &next = read[line.head];
            for (const auto &follower : line.followers)
                next.push_back(follower.next);
        }
        return read;
    }();
    static const std::vector<std::string> none;
    const auto it = followers.find(character);
    return it == followers.end() ? none : it->second;
}

} // namespace kaimen
