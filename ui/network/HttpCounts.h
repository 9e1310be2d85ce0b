#pragma once
// The HTTP service's own counts, for /metrics: answers by route and status. Thread-safe.

#include <cstdint>
#include <map>
#include <mutex>
#include <string>
#include <utility>

namespace kaimen::net {

class HttpCounts {
public:
    void count(const std::string &route, int status)
    {
        std::lock_guard lock(m_mutex);
        ++m_counts[{route, status}];
    }
    std::map<std::pair<std::string, int>, uint64_t> snapshot() const
    {
        std::lock_guard lock(m_mutex);
        return m_counts;
    }

private:
    mutable std::mutex m_mutex;  // guards m_counts
    std::map<std::pair<std::string, int>, uint64_t> m_counts;
};

} // namespace kaimen::net
