#pragma once
// What the engine counts as it answers: outcomes, latencies, batches, characters written. Not
// thread-safe: the engine guards it with its mutex.

#include "LatencyWindow.h"
#include "kaimen/Engine.h"
#include "kaimen/EngineMetrics.h"

namespace kaimen {

class EngineCounters {
public:
    void submitted() { ++m_counts.requests; }
    void cacheHit() { ++m_counts.cacheHits; }
    void blockedOutput() { ++m_counts.blockedOutputs; }
    void queueDepth(size_t maxDepth) { m_counts.maxQueueDepth = maxDepth; }
    // An answer: its outcome, and for a visitor's couplet how long it took.
    void answered(const EngineResult &result, Priority priority);
    // A couplet the model wrote and the visitor is shown.
    void written(const Couplet &couplet);
    // A batch of SIZE that kept the model busy SECONDS, with DEVICEMEMORY bytes on the GPU (-1: CPU).
    void batch(size_t size, double seconds, int64_t deviceMemory);

    // Everything counted, with the process's memory; queue and cache sizes are the caller's.
    MetricsSnapshot snapshot() const;

private:
    MetricsSnapshot m_counts;
    LatencyWindow m_latency, m_hitLatency;
    uint64_t m_characters = 0;  // generated, for tokensPerSecond
};

} // namespace kaimen
