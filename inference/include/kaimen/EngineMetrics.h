#pragma once
// What the engine has done since it started, as the admin panel and kaimen-bench read it.

#include <cstddef>
#include <cstdint>
#include <map>
#include <vector>

namespace kaimen {

struct LatencySummary {
    uint64_t count = 0;
    double p50Ms = 0, p95Ms = 0, p99Ms = 0, maxMs = 0;
};

struct MetricsSnapshot {
    uint64_t requests = 0;        // submitted
    uint64_t cacheHits = 0;       // answered from the cache
    uint64_t generated = 0;       // couplets written by the model
    uint64_t invalid = 0, cancelled = 0, deadlineExceeded = 0, unavailable = 0, failed = 0;
    uint64_t blockedInputs = 0;   // requests refused for a blocked word
    uint64_t blockedOutputs = 0;  // couplets written with a blocked word, thrown away and rewritten
    LatencySummary latency;       // interactive answers, over the most recent ones
    LatencySummary cacheHitLatency;
    // Upper bounds of the latency histogram's buckets in ms (the last counts everything above).
    std::vector<double> histogramBoundsMs;
    std::vector<uint64_t> histogramCounts;  // one more than the bounds
    double histogramSumMs = 0;            // of every latency the histogram counts
    size_t queueDepth = 0;        // waiting now
    size_t maxQueueDepth = 0;
    std::map<int, uint64_t> batchSizes;  // batch size -> batches run
    double tokensPerSecond = 0;   // generated characters per second of model time
    double modelSeconds = 0;      // time spent inside the model
    size_t cacheEntries = 0;      // inputs cached
    int64_t rssBytes = 0;         // the process's resident memory now
    int64_t peakRssBytes = 0;     // its high-water mark
    int64_t deviceMemoryBytes = -1;  // on the GPU; -1 on the CPU

    double cacheHitRate() const { return requests ? double(cacheHits) / double(requests) : 0.0; }
};

} // namespace kaimen
