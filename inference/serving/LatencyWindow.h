#pragma once

#include "kaimen/EngineMetrics.h"

#include <cstddef>
#include <vector>

namespace kaimen {

// Latencies of the most recent answers (percentiles over a sliding window, so that a week-long
// run reports today's speed) and an all-time histogram.
class LatencyWindow {
public:
    explicit LatencyWindow(size_t capacity = 4096);
    void add(double ms);
    LatencySummary summary() const;
    static const std::vector<double> &histogramBoundsMs();
    const std::vector<uint64_t> &histogramCounts() const { return m_histogram; }
    double sumMs() const { return m_sumMs; }  // of every answer since the start

private:
    std::vector<double> m_samples;  // ring buffer
    size_t m_next = 0;
    uint64_t m_count = 0;
    double m_sumMs = 0;
    std::vector<uint64_t> m_histogram;
};

} // namespace kaimen
