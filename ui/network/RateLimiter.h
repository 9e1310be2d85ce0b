#pragma once
// A token bucket per client address: BURST requests at once, then RATE a second. Old clients
// are forgotten, so a crowd of addresses cannot grow it without bound. Thread-safe.

#include <chrono>
#include <cstddef>
#include <mutex>
#include <string>
#include <unordered_map>

namespace kaimen::net {

class RateLimiter {
public:
    using Clock = std::chrono::steady_clock;
    RateLimiter(double perSecond, double burst, size_t maxClients = 4096);
    // Whether CLIENT may make a request at NOW (and counts it when so).
    bool allow(const std::string &client, Clock::time_point now = Clock::now());
    // Seconds until CLIENT's next request would be allowed, rounded up (at least 1).
    int retryAfterSeconds() const;

private:
    struct Bucket {
        double tokens;
        Clock::time_point last;
    };
    double m_perSecond, m_burst;
    size_t m_maxClients;
    std::mutex m_mutex;  // guards m_buckets
    std::unordered_map<std::string, Bucket> m_buckets;
};

} // namespace kaimen::net
