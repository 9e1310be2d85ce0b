#include "LatencyWindow.h"

#include <algorithm>
#include <cmath>

namespace kaimen {

LatencyWindow::LatencyWindow(size_t capacity) : m_histogram(histogramBoundsMs().size() + 1, 0)
{
    m_samples.reserve(capacity);
}

const std::vector<double> &LatencyWindow::histogramBoundsMs()
{
    static const std::vector<double> bounds{1, 2, 5, 10, 20, 50, 100, 200, 500, 1000, 2000, 5000};
    return bounds;
}

void LatencyWindow::add(double ms)
{
    const auto &bounds = histogramBoundsMs();
    ++m_histogram[size_t(std::lower_bound(bounds.begin(), bounds.end(), ms) - bounds.begin())];
    ++m_count;
    m_sumMs += ms;
    if (m_samples.size() < m_samples.capacity()) {
        m_samples.push_back(ms);
        return;
    }
    m_samples[m_next] = ms;
    m_next = (m_next + 1) % m_samples.size();
}

LatencySummary LatencyWindow::summary() const
{
    LatencySummary s;
    s.count = m_count;
    if (m_samples.empty())
        return s;
    auto sorted = m_samples;
    std::sort(sorted.begin(), sorted.end());
    // Nearest rank: the smallest sample with at least P of the samples at or below it.
    const auto rank = [&](double p) {
        const auto n = size_t(std::ceil(p * double(sorted.size())));
        return sorted[std::min(sorted.size(), std::max<size_t>(1, n)) - 1];
    };
    s.p50Ms = rank(0.50);
    s.p95Ms = rank(0.95);
    s.p99Ms = rank(0.99);
    s.maxMs = sorted.back();
    return s;
}

} // namespace kaimen
