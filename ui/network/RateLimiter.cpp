#include "RateLimiter.h"

#include <algorithm>
#include <cmath>

namespace kaimen::net {

RateLimiter::RateLimiter(double perSecond, double burst, size_t maxClients)
    : m_perSecond(perSecond), m_burst(burst), m_maxClients(maxClients)
{
}

bool RateLimiter::allow(const std::string &client, Clock::time_point now)
{
    std::lock_guard lock(m_mutex);
    auto it = m_buckets.find(client);
    if (it == m_buckets.end()) {
        if (m_buckets.size() >= m_maxClients) {
            // Forget the buckets that have refilled: they hold nothing a new request would not get.
            for (auto b = m_buckets.begin(); b != m_buckets.end();)
                b = std::chrono::duration<double>(now - b->second.last).count() * m_perSecond + b->second.tokens >= m_burst
                        ? m_buckets.erase(b)
                        : std::next(b);
            if (m_buckets.size() >= m_maxClients)
                return false;  // that many clients all busy: refuse newcomers rather than grow
        }
        it = m_buckets.emplace(client, Bucket{m_burst, now}).first;
    }
    auto &bucket = it->second;
    const double elapsed = std::max(0.0, std::chrono::duration<double>(now - bucket.last).count());
    bucket.tokens = std::min(m_burst, bucket.tokens + elapsed * m_perSecond);
    bucket.last = now;
    if (bucket.tokens < 1.0)
        return false;
    bucket.tokens -= 1.0;
    return true;
}

int RateLimiter::retryAfterSeconds() const
{
    return std::max(1, int(std::ceil(1.0 / m_perSecond)));
}

} // namespace kaimen::net
