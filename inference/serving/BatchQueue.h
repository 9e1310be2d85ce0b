#pragma once
// The requests waiting for the model and how they are cut into batches. It has no thread and no
// lock of its own: the engine calls it under its mutex, and tests call it directly.

#include "kaimen/Engine.h"

#include <chrono>
#include <cstdint>
#include <deque>
#include <future>
#include <memory>
#include <string>
#include <vector>

namespace kaimen {

using Clock = std::chrono::steady_clock;

// One request from submit() to its answer.
struct Pending {
    uint64_t id = 0;
    CoupletRequest request;  // normalised
    SubmitOptions options;
    std::string cacheKey;    // "" = not cached
    bool variant = false;    // sampled "another one", added to the cache beside the first
    bool refill = false;     // background work the engine gave itself for cacheKey
    int rewrites = 0;        // times a couplet was thrown away for a blocked word
    int repeats = 0;         // times "another one" wrote a couplet the visitor had seen
    Clock::time_point submitted;
    std::promise<EngineResult> promise;
    bool answered = false;
    bool cancelled = false;

    bool expired(Clock::time_point now) const { return options.deadline && now >= *options.deadline; }
};
using PendingPtr = std::shared_ptr<Pending>;

class BatchQueue {
public:
    // MAXBATCH requests at most in a batch; background work in batches of at most
    // MAXBACKGROUNDBATCH (and never with a visitor's request), so that a visitor waits for one
    // small batch at most.
    BatchQueue(int maxBatch, int maxBackgroundBatch);

    void push(PendingPtr pending);
    bool empty() const { return m_queue.empty(); }
    size_t size() const { return m_queue.size(); }
    size_t maxDepth() const { return m_maxDepth; }
    // Enough waiting to fill the largest batch: no point waiting for company.
    bool full() const { return int(m_queue.size()) >= m_maxBatch; }
    // When the longest-waiting request was submitted (the queue must not be empty).
    Clock::time_point oldestSubmitted() const;

    struct Taken {
        std::vector<PendingPtr> batch;    // to run now
        std::vector<PendingPtr> expired;  // past their deadline, to be answered so
    };
    // The next batch: interactive requests first, then background work, each oldest first; one
    // priority and one kind of search (searched, or sampled for "another one") per batch.
    Taken take(Clock::time_point now);

    // Withdraws request ID; null when it is not queued.
    PendingPtr remove(uint64_t id);
    // Everything queued, oldest first; the queue is empty after.
    std::deque<PendingPtr> takeAll();

private:
    int limitFor(Priority priority) const;

    int m_maxBatch;
    int m_maxBackgroundBatch;
    std::deque<PendingPtr> m_queue;
    size_t m_maxDepth = 0;
};

} // namespace kaimen
