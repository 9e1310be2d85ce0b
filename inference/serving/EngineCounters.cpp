#include "EngineCounters.h"

#include "ProcessMemory.h"
#include "kaimen/CoupletText.h"

namespace kaimen {

void EngineCounters::answered(const EngineResult &result, Priority priority)
{
    auto &c = m_counts;
    switch (result.outcome) {
    case Outcome::Ok:
        if (priority == Priority::Interactive)
            (result.fromCache ? m_hitLatency : m_latency).add(result.latencyMs);
        break;
    case Outcome::Invalid: ++c.invalid; break;
    case Outcome::Blocked: ++c.blockedInputs; break;
    case Outcome::Cancelled: ++c.cancelled; break;
    case Outcome::DeadlineExceeded: ++c.deadlineExceeded; break;
    case Outcome::Unavailable: ++c.unavailable; break;
    case Outcome::Failed: ++c.failed; break;
    }
}

void EngineCounters::written(const Couplet &couplet)
{
    ++m_counts.generated;
    m_characters += characterCount(couplet.upper) + characterCount(couplet.lower) + characterCount(couplet.horizontal);
}

void EngineCounters::batch(size_t size, double seconds, int64_t deviceMemory)
{
    m_counts.modelSeconds += seconds;
    m_counts.deviceMemoryBytes = deviceMemory;
    ++m_counts.batchSizes[int(size)];
}

MetricsSnapshot EngineCounters::snapshot() const
{
    MetricsSnapshot s = m_counts;
    s.latency = m_latency.summary();
    s.cacheHitLatency = m_hitLatency.summary();
    s.histogramBoundsMs = LatencyWindow::histogramBoundsMs();
    s.histogramCounts = m_latency.histogramCounts();
    const auto &hits = m_hitLatency.histogramCounts();
    for (size_t i = 0; i < hits.size(); ++i)
        s.histogramCounts[i] += hits[i];
    s.histogramSumMs = m_latency.sumMs() + m_hitLatency.sumMs();
    s.tokensPerSecond = m_counts.modelSeconds > 0 ? double(m_characters) / m_counts.modelSeconds : 0.0;
    s.rssBytes = residentBytes();
    s.peakRssBytes = peakResidentBytes();
    return s;
}

} // namespace kaimen
