#pragma once
// The engine's insides, shared by its two sides: Engine.cpp (what the callers' threads do, and
// the bookkeeping done under the lock) and InferenceThread.cpp (the one thread that owns the
// model). Private to serving/.

#include "BatchQueue.h"
#include "EngineCache.h"
#include "EngineCounters.h"
#include "ProcessMemory.h"
#include "RecentAnswers.h"
#include "kaimen/ContentSafety.h"
#include "kaimen/Engine.h"

#include <condition_variable>
#include <mutex>
#include <thread>

namespace kaimen {

inline constexpr const char *kShuttingDown = "The couplet engine is shutting down.";
inline constexpr const char *kCancelled = "The request was cancelled.";
inline constexpr const char *kTooLate = "The couplet was not ready in time.";

// What the model wrote for one batch, or why it wrote nothing.
struct BatchOutput {
    std::vector<GenerationResult> results;
    std::string failure;
    double seconds = 0;
    int64_t deviceMemory = -1;
};

// Every field is in one of four groups, and only touched as its group says.
struct Engine::Impl {
    explicit Impl(EngineOptions options);

    // ---- immutable after construction ----
    const BlockList blockList;
    const EngineOptions options;
    const std::string modelKey;  // modelIdentity + decodingKey: what every cache key starts with

    // ---- guarded by `mutex` ----
    mutable std::mutex mutex;
    mutable std::condition_variable wake;     // the inference thread waits on it
    mutable std::condition_variable settled;  // state changes and finished batches
    struct Guarded {
        BatchQueue queue;
        EngineCache cache;
        std::vector<PendingPtr> running;  // the batch being written
        EngineStatus status;
        std::function<void(const EngineStatus &)> listener;
        bool stopping = false;
        uint64_t nextId = 1;
        EngineCounters counters;
        RecentAnswers recent;  // the couplets visitors were shown last
    } guarded;

    // ---- the inference thread's alone ----
    std::unique_ptr<CoupletGenerator> generator;
    uint64_t variantRound = 0;
    FreedMemoryReturner freedMemory;

    // ---- started by the constructor, joined once ----
    std::thread thread;
    std::once_flag joined;

    // ======== with `mutex` held ========
    void answer(Pending &p, Outcome outcome, std::string error, Couplet couplet = {}, bool fromCache = false);
    void enqueue(PendingPtr p);
    PendingPtr makePending(const CoupletRequest &request, SubmitOptions submitOptions);
    // Background work that brings KEY's couplets up to the cache's count, one at a time.
    void refill(const Pending &from);
    // Queues a background generation of REQUEST whose answer only fills the cache under KEY:
    // searched when KEY has nothing yet, sampled ("another one") when it has.
    void queueCacheWork(const CoupletRequest &request, const std::string &key);
    // P's input as the cache files it, also where P is not cached.
    std::string inputKey(const Pending &p) const;
    // How COUPLET, as the answer to input KEY (inputKey), would read beside the answers shown
    // lately for other inputs (a repeated line, a line ending alike, none).
    int clashWithOthers(const std::string &key, const Couplet &couplet) const;
    // Answers P from the cache if it can; otherwise marks whether it is written afresh or sampled.
    bool answeredFromCache(const PendingPtr &p);
    // The model's answer R for P: shown and cached, or written again when it holds a blocked word.
    void settle(const PendingPtr &p, const GenerationResult &r, Clock::time_point now);
    // Pre-warming is queued with the change to Ready, so that waiting for idle includes it.
    void queuePrewarming();
    void failQueued(const std::string &reason);

    // ======== without `mutex` held (each takes it) ========
    // Publishes STATE; UNDERLOCK runs in the same critical section, so that no request slips
    // between the change and what it implies.
    void setState(EngineState state, std::string detail, const std::function<void()> &underLock = {});
    void warn(std::string warning);
    void saveCache(bool force);

    // ======== the inference thread ========
    void run();
    void serve();
    // Waits for work, then for the batch window, and takes the next batch (marked running);
    // empty when stopping or when only expired requests were waiting.
    std::vector<PendingPtr> nextBatch();
    void runBatch(const std::vector<PendingPtr> &batch);
    // BATCH's search: sampled for "another one", otherwise searched with every finished beam kept
    // as a couplet "another one" can serve at once.
    DecodingOptions decodingFor(const std::vector<PendingPtr> &batch);
    BatchOutput generate(const std::vector<PendingPtr> &batch);
};

} // namespace kaimen
