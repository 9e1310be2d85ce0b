#pragma once
// The couplets the kiosk showed its last visitors, each under its input's key. A booth's visitors
// stand together and compare: two wishes answered with the same line read as a formula (骏业腾飞处处春
// as the 下联 of eleven 主题 wishes at the sheep's booth, 幸福 and 兴旺 among them), though each
// couplet alone is fine; so do two lines of friends' couplets that end alike (…歌盛世 beside …歌盛世)
// or open alike (羊年… beside 羊年…).
// Not thread-safe: the engine guards it with its lock.

#include "kaimen/CoupletGenerator.h"

#include <cstddef>
#include <deque>
#include <string>

namespace kaimen {

// How a couplet would read beside the latest answers to other inputs, least noticed first.
enum class Clash {
    None,
    Opening,   // a line opens with the first two characters of the same line of one
    LastBeat,  // a line ends on the last beat (three characters) of the same line of one
    Line,      // a line (上联 or 下联) is one of theirs
};

class RecentAnswers {
public:
    // Remembers nothing, so nothing clashes.
    RecentAnswers() = default;
    // Compares whole lines with the last LINESAPART answers, and last beats and openings with the
    // last BEATSAPART of them (at most LINESAPART).
    RecentAnswers(size_t linesApart, size_t beatsApart) : m_kept(linesApart), m_beatsApart(beatsApart) {}

    // How COUPLET clashes with the remembered answers to inputs other than KEY: the same input's
    // answers are not counted, so a popular wish comes back as it was.
    Clash clash(const std::string &key, const Couplet &couplet) const;
    // COUPLET, as the answer to KEY, with its spare 横批 in place of its own where its own was over
    // one of the last BEATSAPART answers to other inputs and the spare over none of them.
    Couplet withHorizontalApart(const std::string &key, Couplet couplet) const;
    // COUPLET was shown as the answer to KEY.
    void shown(const std::string &key, const Couplet &couplet);

private:
    struct Answer {
        std::string key;
        std::string upper;
        std::string lower;
        std::string horizontal;
    };
    // Whether HORIZONTAL is the 横批 of one of the last BEATSAPART answers to inputs other than KEY.
    bool horizontalShownLately(const std::string &key, const std::string &horizontal) const;
    size_t m_kept = 0;
    size_t m_beatsApart = 0;
    std::deque<Answer> m_answers;  // oldest first
};

} // namespace kaimen
