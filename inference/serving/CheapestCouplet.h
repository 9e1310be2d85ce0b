#pragma once
// The first of the couplets offered that costs least: how the engine picks, among a wish's
// couplets (cached, or just written), the one that clashes least with the latest answers.

#include "kaimen/CoupletRequest.h"

namespace kaimen {

class CheapestCouplet {
public:
    // COUPLET, which costs COST; it must outlive best().
    void offer(const Couplet &couplet, int cost)
    {
        if (!m_best || cost < m_cost) {
            m_best = &couplet;
            m_cost = cost;
        }
    }
    // The first offered of those that cost least; null when none was offered.
    const Couplet *best() const { return m_best; }

private:
    const Couplet *m_best = nullptr;
    int m_cost = 0;
};

} // namespace kaimen
