#pragma once
// The couplets the kiosk showed its last visitors, each under its input's key. A booth's visitors
// stand together and compare: two wishes answered with the same line read as a formula (骏业腾飞处处春
// as the 下联 of eleven 主题 wishes at the sheep's booth, 幸福 and 兴旺 among them), though each
// couplet alone is fine. Not thread-safe: the engine guards it with its lock.

#include "kaimen/CoupletGenerator.h"

#include <cstddef>
#include <deque>
#include <string>

namespace kaimen {

class RecentAnswers {
public:
    // Remembers the last KEPT answers (0, or none given: nothing, so nothing repeats).
    RecentAnswers() = default;
    explicit RecentAnswers(size_t kept) : m_kept(kept) {}

    // Whether COUPLET has a line (上联 or 下联) of one of the remembered answers to an input other
    // than KEY. The same input's answers are not counted: a popular wish comes back as it was.
    bool repeatsAnother(const std::string &key, const Couplet &couplet) const;
    // COUPLET was shown as the answer to KEY.
    void shown(const std::string &key, const Couplet &couplet);

private:
    struct Answer {
        std::string key;
        std::string upper;
        std::string lower;
    };
    size_t m_kept = 0;
    std::deque<Answer> m_answers;  // oldest first
};

} // namespace kaimen
