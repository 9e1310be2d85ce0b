#include "SpreadChoice.h"

#include <algorithm>

namespace kaimen {

namespace {

// A line's last beat: three characters end a line of five, seven or nine.
constexpr size_t kLastBeat = 3;

// Whether lines A and B are the same but for at most one token at one place, or end with the same
// last beat (an empty line is like none: a 上联 chosen alone). A visitor's 上联 got three 下联
// ending 绿如蓝 of four (冬来万树绿如蓝, 秋来千树绿如蓝, 日升万里绿如蓝): 换一副 read as the same line.
// Not more than that: half a 嵌字 or 主题 line's characters stand where the wish puts them.
bool alike(const std::vector<int> &a, const std::vector<int> &b)
{
    if (a.size() != b.size() || a.empty())
        return false;
    if (a.size() > kLastBeat && std::equal(a.end() - long(kLastBeat), a.end(), b.end() - long(kLastBeat)))
        return true;
    size_t differ = 0;
    for (size_t i = 0; i < a.size() && differ < 2; ++i)
        differ += a[i] != b[i];
    return differ < 2;
}

// Whether A and B are the same line (an empty line is the same as none).
bool sameLine(const std::vector<int> &a, const std::vector<int> &b)
{
    return !a.empty() && a == b;
}

} // namespace

std::vector<size_t> chooseUnlike(const std::vector<std::pair<std::vector<int>, std::vector<int>>> &lines, size_t count,
                                 const std::vector<std::vector<int>> &keys, size_t perKey)
{
    // Tier 0: neither line alike one taken, and fewer than PER_KEY taken with its key; 1: neither
    // line alike one taken; 2: neither line the same as one taken's; 3: any.
    const auto tierOf = [&](size_t h, const std::vector<size_t> &taken) {
        int tier = 0;
        size_t sameKey = 0;
        for (size_t t : taken) {
            if (sameLine(lines[t].first, lines[h].first) || sameLine(lines[t].second, lines[h].second))
                return 3;
            if (alike(lines[t].first, lines[h].first) || alike(lines[t].second, lines[h].second))
                tier = 2;
            sameKey += !keys.empty() && keys[t] == keys[h];
        }
        return std::max(tier, !keys.empty() && sameKey >= perKey ? 1 : 0);
    };
    std::vector<size_t> chosen;
    std::vector<bool> taken(lines.size(), false);
    for (int tier = 0; tier <= 3; ++tier)
        for (size_t h = 0; h < lines.size() && chosen.size() < count; ++h)
            if (!taken[h] && tierOf(h, chosen) <= tier) {
                chosen.push_back(h);
                taken[h] = true;
            }
    return chosen;
}

std::vector<size_t> chooseSpread(const std::vector<std::vector<int>> &keys, size_t count, size_t perKey)
{
    // Candidates without lines: only their keys tell them apart.
    return chooseUnlike(std::vector<std::pair<std::vector<int>, std::vector<int>>>(keys.size()), count, keys, perKey);
}

std::vector<int> leadingTokens(const std::vector<int> &tokens, size_t n)
{
    return {tokens.begin(), tokens.begin() + long(std::min(n, tokens.size()))};
}

} // namespace kaimen
