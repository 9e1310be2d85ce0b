#include "RecentAnswers.h"

#include <algorithm>

namespace kaimen {

bool RecentAnswers::repeatsAnother(const std::string &key, const Couplet &couplet) const
{
    return std::any_of(m_answers.begin(), m_answers.end(), [&](const Answer &a) {
        return a.key != key && ((!couplet.upper.empty() && a.upper == couplet.upper) || a.lower == couplet.lower);
    });
}

void RecentAnswers::shown(const std::string &key, const Couplet &couplet)
{
    if (m_kept == 0)
        return;
    m_answers.push_back({key, couplet.upper, couplet.lower});
    if (m_answers.size() > m_kept)
        m_answers.pop_front();
}

} // namespace kaimen
