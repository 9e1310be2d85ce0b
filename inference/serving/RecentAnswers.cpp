#include "RecentAnswers.h"

#include "kaimen/Tokenizer.h"

#include <algorithm>
#include <functional>

namespace kaimen {
namespace {

// A line's last beat: its last three characters (春光好, 歌盛世), as people hear a 七言 line end.
constexpr size_t kBeatCharacters = 3;
// A line's opening: its first two characters, its first word (羊年, 骏业).
constexpr size_t kOpeningCharacters = 2;

bool endsAlike(const std::string &a, const std::string &b)
{
    const auto x = splitUtf8(a), y = splitUtf8(b);
    return x.size() >= kBeatCharacters && y.size() >= kBeatCharacters
        && std::equal(x.end() - long(kBeatCharacters), x.end(), y.end() - long(kBeatCharacters));
}

bool opensAlike(const std::string &a, const std::string &b)
{
    const auto x = splitUtf8(a), y = splitUtf8(b);
    return x.size() >= kOpeningCharacters && y.size() >= kOpeningCharacters
        && std::equal(x.begin(), x.begin() + long(kOpeningCharacters), y.begin());
}

} // namespace

Clash RecentAnswers::clash(const std::string &key, const Couplet &couplet) const
{
    Clash worst = Clash::None;
    for (size_t i = 0; i < m_answers.size(); ++i) {
        const auto &a = m_answers[i];
        if (a.key == key)
            continue;
        // Whether ALIKE holds for either line and the same line of A (a couplet with no 上联 of
        // its own compares its 下联 alone).
        const auto eitherLine = [&](auto alike) {
            return (!couplet.upper.empty() && alike(a.upper, couplet.upper)) || alike(a.lower, couplet.lower);
        };
        if (eitherLine(std::equal_to<std::string>()))
            return Clash::Line;
        if (m_answers.size() - i > m_beatsApart)
            continue;
        const Clash here = eitherLine(endsAlike) ? Clash::LastBeat : eitherLine(opensAlike) ? Clash::Opening : Clash::None;
        worst = std::max(worst, here);
    }
    return worst;
}

bool RecentAnswers::horizontalShownLately(const std::string &key, const std::string &horizontal) const
{
    const size_t latest = std::min(m_beatsApart, m_answers.size());
    return std::any_of(m_answers.end() - long(latest), m_answers.end(),
                       [&](const Answer &a) { return a.key != key && a.horizontal == horizontal; });
}

Couplet RecentAnswers::withHorizontalApart(const std::string &key, Couplet couplet) const
{
    if (!couplet.spareHorizontal.empty() && horizontalShownLately(key, couplet.horizontal)
        && !horizontalShownLately(key, couplet.spareHorizontal))
        std::swap(couplet.horizontal, couplet.spareHorizontal);
    return couplet;
}

void RecentAnswers::shown(const std::string &key, const Couplet &couplet)
{
    if (m_kept == 0)
        return;
    m_answers.push_back({key, couplet.upper, couplet.lower, couplet.horizontal});
    if (m_answers.size() > m_kept)
        m_answers.pop_front();
}

} // namespace kaimen
