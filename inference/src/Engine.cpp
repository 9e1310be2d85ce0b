#include "kaimen/Engine.h"

#include "kaimen/AtomicFile.h"
#include "LatencyWindow.h"
#include "ProcessMemory.h"
#include "kaimen/ContentSafety.h"
#include "kaimen/CoupletText.h"
#include "kaimen/Manifest.h"
#include "kaimen/ResultCache.h"

#include <algorithm>
#ifdef __GLIBC__
#include <malloc.h>
#endif
#include <condition_variable>
#include <deque>
#include <filesystem>
#include <mutex>
#include <set>
#include <sstream>
#include <thread>

namespace kaimen {

using Clock = std::chrono::steady_clock;

const char *engineStateName(EngineState state)
{
    switch (state) {
    case EngineState::Loading: return "loading";
    case EngineState::Warming: return "warming";
    case EngineState::Ready: return "ready";
    case EngineState::Failed: return "failed";
    case EngineState::Stopped: return "stopped";
    }
    return "unknown";
}

const char *outcomeName(Outcome outcome)
{
    switch (outcome) {
    case Outcome::Ok: return "ok";
    case Outcome::Invalid: return "invalid";
    case Outcome::Blocked: return "blocked";
    case Outcome::Cancelled: return "cancelled";
    case Outcome::DeadlineExceeded: return "deadline-exceeded";
    case Outcome::Unavailable: return "unavailable";
    case Outcome::Failed: return "failed";
    }
    return "unknown";
}

namespace {

// "Another one" samples instead of searching, so that the same wish gives a different couplet.
constexpr double kVariantTemperature = 0.9;
constexpr double kVariantTopP = 0.9;
constexpr size_t kMaxWarnings = 20;

struct Pending {
    uint64_t id = 0;
    CoupletRequest request;
    SubmitOptions options;
    std::string cacheKey;
    bool variant = false;   // sampled "another one", added to the cache beside the first
    bool refill = false;    // background work the engine gave itself for CACHEKEY
    int rewrites = 0;       // times a couplet was thrown away for a blocked word
    Clock::time_point submitted;
    std::promise<EngineResult> promise;
    bool answered = false;
    bool cancelled = false;

    bool expired(Clock::time_point now) const { return options.deadline && now >= *options.deadline; }
};
using PendingPtr = std::shared_ptr<Pending>;

std::string decodingKey(const DecodingOptions &d)
{
    std::ostringstream key;
    key << "b" << d.beams << "/lp" << d.lengthPenalty << "/c" << d.couplingConstraints;
    if (d.sample)
        key << "/s" << d.temperature << "," << d.topK << "," << d.topP << "," << d.seed;
    // The blocked words change what may be written: a changed list starts a fresh cache.
    std::string words;
    for (const auto &word : d.blockedWords)
        words += word + "\n";
    key << "/x" << std::hash<std::string>{}(words);
    return key.str();
}

// The options with the block list's words forbidden in the search itself.
EngineOptions withBlockList(EngineOptions o, const BlockList &blocked)
{
    o.decoding.blockedWords.insert(o.decoding.blockedWords.end(), blocked.words().begin(), blocked.words().end());
    return o;
}

// Raised whenever the couplet rules or the search change what a model writes for the same
// request, so that a kiosk updated in place does not keep answering with the old couplets.
constexpr int kCoupletRulesRevision = 4;  // 2: the 下联 as the 上联's answer, habitual 叠字, no unwished words;
                                          // 3: 藏头 下联 open with a word, a wider 上联 search, no temple deities,
                                          //    换一副 couplets of other 上联, no 横批 repeating a line;
                                          // 4: more funeral words blocked (收殓, 寿衣, 圆寂 …), none among the openings,
                                          //    藏头 上联 searched per opening, each 换一副 couplet its own 横批

// What identifies the model in cache keys: its folder, and the size and modification time of
// the weights file its manifest names (a retrained model of the same architecture has the same
// size), so that new weights at the same path do not answer with the old one's couplets.
std::string modelIdentity(const std::string &directory)
{
    namespace fs = std::filesystem;
    std::error_code error;
    std::string identity = fs::weakly_canonical(directory, error).string();
    std::string weights;
    try {
        weights = loadManifest(directory).weightsFile;
    } catch (const std::exception &) {
        // No readable manifest: the model cannot load, and no entry a loaded model wrote matches.
        identity += "#no-manifest";
    }
    if (!weights.empty()) {
        if (auto size = fs::file_size(weights, error); !error)
            identity += "#" + std::to_string(size);
        if (auto written = fs::last_write_time(weights, error); !error)
            identity += "@" + std::to_string(written.time_since_epoch().count());
    }
    return identity + "|rules " + std::to_string(kCoupletRulesRevision);
}

} // namespace

struct Engine::Impl {
    explicit Impl(EngineOptions o)
        : blockList(o.extraBlockedWords), options(withBlockList(std::move(o), blockList)), cache(options.coupletsPerInput > 0 ? options.cacheCapacity : 0, options.coupletsPerInput),
          modelKey(modelIdentity(options.modelDirectory) + "|" + decodingKey(options.decoding))
    {
        if (!options.loader)
            options.loader = [](const std::string &dir, const RuntimeOptions &rt) { return CoupletGenerator::load(dir, rt); };
        options.maxBatch = std::max(1, options.maxBatch);
        if (!options.cacheFile.empty())
            if (auto warning = cache.load(options.cacheFile); !warning.empty())
                status.warnings.push_back(warning);
        lastSave = Clock::now();
    }

    // ---- called with MUTEX held ----

    std::string keyFor(const CoupletRequest &r) const
    {
        if (r.mode == CoupletMode::Duilian)
            return modelKey + "|duilian|" + r.upper;
        return modelKey + "|" + coupletKindName(r.kind) + "|" + r.keyword;
    }

    void answer(Pending &p, Outcome outcome, std::string error, Couplet couplet = {}, bool fromCache = false)
    {
        if (p.answered)
            return;
        p.answered = true;
        EngineResult result;
        result.id = p.id;
        result.outcome = outcome;
        result.error = std::move(error);
        result.couplet = std::move(couplet);
        result.fromCache = fromCache;
        result.latencyMs = std::chrono::duration<double, std::milli>(Clock::now() - p.submitted).count();
        switch (outcome) {
        case Outcome::Ok:
            if (p.options.priority == Priority::Interactive)
                (fromCache ? hitLatency : latency).add(result.latencyMs);
            break;
        case Outcome::Invalid: ++counters.invalid; break;
        case Outcome::Blocked: ++counters.blockedInputs; break;
        case Outcome::Cancelled: ++counters.cancelled; break;
        case Outcome::DeadlineExceeded: ++counters.deadlineExceeded; break;
        case Outcome::Unavailable: ++counters.unavailable; break;
        case Outcome::Failed: ++counters.failed; break;
        }
        p.promise.set_value(std::move(result));
    }

    void enqueue(PendingPtr p)
    {
        queue.push_back(std::move(p));
        counters.maxQueueDepth = std::max(counters.maxQueueDepth, queue.size());
        wake.notify_all();
    }

    PendingPtr makePending(const CoupletRequest &request, SubmitOptions submitOptions)
    {
        auto p = std::make_shared<Pending>();
        p->id = nextId++;
        p->request = request;
        p->options = std::move(submitOptions);
        p->submitted = Clock::now();
        return p;
    }

    // Background work that brings KEY's couplets up to the cache's count, one at a time.
    void refill(const PendingPtr &from)
    {
        if (cache.count(from->cacheKey) >= size_t(cache.perInput()) || refilling.count(from->cacheKey)
            || status.state == EngineState::Failed || stopping)
            return;
        queueCacheWork(from->request, from->cacheKey);
    }

    // Queues a background generation of REQUEST whose answer only fills the cache under KEY:
    // searched when KEY has nothing yet, sampled ("another one") when it has.
    void queueCacheWork(const CoupletRequest &request, const std::string &key)
    {
        SubmitOptions background;
        background.priority = Priority::Background;
        auto p = makePending(request, background);
        p->cacheKey = key;
        p->variant = cache.count(key) > 0;
        p->refill = true;
        refilling.insert(key);
        enqueue(std::move(p));
    }

    // Publishes STATE; UNDERLOCK runs in the same critical section, so that no request slips
    // between the change and what it implies.
    void setState(EngineState state, std::string detail, const std::function<void()> &underLock = {})
    {
        std::function<void(const EngineStatus &)> notify;
        EngineStatus copy;
        {
            std::lock_guard lock(mutex);
            status.state = state;
            status.detail = std::move(detail);
            if (underLock)
                underLock();
            copy = status;
            notify = listener;
        }
        settled.notify_all();
        if (notify)
            notify(copy);
    }

    void warn(std::string warning)
    {
        std::lock_guard lock(mutex);
        status.warnings.push_back(std::move(warning));
        if (status.warnings.size() > kMaxWarnings)
            status.warnings.erase(status.warnings.begin());
    }

    // ---- the inference thread ----

    void run()
    {
        setState(EngineState::Loading, "");
        try {
            generator = options.loader(options.modelDirectory, options.runtime);
            setState(EngineState::Warming, generator->deviceDescription());
            if (options.warmUp) {
                CoupletRequest warmUp;
                warmUp.keyword = "如意";
                warmUp.kind = CoupletKind::Cangtou;
                generator->generate({warmUp}, options.decoding);
            }
        } catch (const std::exception &e) {
            generator.reset();
            const std::string reason = e.what();
            setState(EngineState::Failed, reason, [&] {
                // Cache hits are still answered by submit(); whatever waits for the model cannot be.
                for (auto &p : queue)
                    answer(*p, Outcome::Unavailable, "The couplet model is not available: " + reason);
                queue.clear();
                refilling.clear();
            });
            waitForStop();
            setState(EngineState::Stopped, reason);
            return;
        }
        // Pre-warming is queued with the change to Ready, so that waiting for idle includes it.
        const auto &name = generator->manifest().name;
        setState(EngineState::Ready, (name.empty() ? "" : name + " on ") + generator->deviceDescription(), [&] {
            for (auto request : options.prewarm) {
                request.keyword = normalizeCoupletText(request.keyword);
                request.upper = normalizeCoupletText(request.upper);
                const auto key = keyFor(request);
                if (cache.count(key) == 0 && !refilling.count(key))
                    queueCacheWork(request, key);
            }
        });
        serve();
        saveCache(true);
        setState(EngineState::Stopped, "");
    }

    void waitForStop()
    {
        std::unique_lock lock(mutex);
        wake.wait(lock, [&] { return stopping; });
    }

    void serve()
    {
        for (;;) {
            std::vector<PendingPtr> batch;
            {
                std::unique_lock lock(mutex);
                wake.wait_for(lock, options.cacheSaveInterval, [&] { return stopping || !queue.empty(); });
                if (stopping)
                    break;
                if (queue.empty()) {
                    lock.unlock();
                    saveCache(false);
                    continue;
                }
                // The oldest request waits up to the window for others to share its batch.
                const auto oldest = std::min_element(queue.begin(), queue.end(), [](auto &a, auto &b) {
                    return a->submitted < b->submitted;
                });
                wake.wait_until(lock, (*oldest)->submitted + options.batchWindow,
                                [&] { return stopping || int(queue.size()) >= options.maxBatch; });
                if (stopping)
                    break;
                batch = takeBatch();
                running = batch;
            }
            if (!batch.empty()) {
                try {
                    runBatch(batch);
                } catch (...) {
                    // Whatever escaped the batch besides the model's own errors (which runBatch
                    // answers): its requests get an error, and this thread goes on with the next.
                    std::lock_guard lock(mutex);
                    for (auto &p : batch) {
                        if (p->refill)
                            refilling.erase(p->cacheKey);
                        answer(*p, Outcome::Failed, "The couplet engine failed on this request; it goes on with the next.");
                    }
                }
            }
            returnFreedMemory();
            {
                std::lock_guard lock(mutex);
                running.clear();
            }
            settled.notify_all();
            saveCache(false);
        }
        std::lock_guard lock(mutex);
        for (auto &p : queue)
            answer(*p, Outcome::Cancelled, "The couplet engine is shutting down.");
        queue.clear();
        settled.notify_all();
    }

    // Interactive requests first, then background work, each oldest first; one kind of search
    // (searched, or sampled for "another one") and one priority per batch, background work in
    // small batches: ten pre-warmed wishes in one batch held a visitor for seconds.
    std::vector<PendingPtr> takeBatch()
    {
        std::stable_sort(queue.begin(), queue.end(), [](const PendingPtr &a, const PendingPtr &b) {
            return a->options.priority == Priority::Interactive && b->options.priority != Priority::Interactive;
        });
        const auto now = Clock::now();
        std::vector<PendingPtr> batch;
        std::deque<PendingPtr> rest;
        for (auto &p : queue) {
            if (p->expired(now)) {
                answer(*p, Outcome::DeadlineExceeded, "The couplet was not ready in time.");
                if (p->refill)
                    refilling.erase(p->cacheKey);
            } else if (batch.empty()
                       || (int(batch.size()) < batchLimit(batch.front()->options.priority)
                           && batch.front()->variant == p->variant
                           && batch.front()->options.priority == p->options.priority)) {
                batch.push_back(p);
            } else {
                rest.push_back(p);
            }
        }
        queue = std::move(rest);
        return batch;
    }

    int batchLimit(Priority priority) const
    {
        return std::max(1, priority == Priority::Interactive ? options.maxBatch
                                                             : std::min(options.maxBatch, options.maxBackgroundBatch));
    }

    // A week of visitors frees and reallocates decode buffers of every size on several threads;
    // glibc keeps what is freed in its arenas, and the process would slowly grow. Handing the
    // free pages back (about a millisecond) when the queue runs dry, and every two seconds under
    // steady load, keeps it flat.
    void returnFreedMemory()
    {
#ifdef __GLIBC__
        const auto now = std::chrono::steady_clock::now();
        bool idle = false;
        {
            std::lock_guard lock(mutex);
            idle = queue.empty();
        }
        if (now - lastTrim < (idle ? std::chrono::milliseconds(250) : std::chrono::milliseconds(2000)))
            return;
        lastTrim = now;
        ::malloc_trim(0);
#endif
    }
    std::chrono::steady_clock::time_point lastTrim;

    void runBatch(const std::vector<PendingPtr> &batch)
    {
        const bool variant = batch.front()->variant;
        DecodingOptions decoding = options.decoding;
        if (variant) {
            decoding.sample = true;
            decoding.temperature = kVariantTemperature;
            decoding.topP = kVariantTopP;
            decoding.seed = batch.front()->id * 0x9E3779B97F4A7C15ull + variantRound++;
            decoding.nBest = 1;
        } else {
            // Every finished beam is a couplet "another one" can serve at once.
            decoding.nBest = std::max(decoding.nBest, std::min(decoding.beams, cache.perInput()));
        }
        std::vector<CoupletRequest> requests;
        for (const auto &p : batch)
            requests.push_back(p->request);
        GenerationHooks hooks;
        hooks.abandoned = [&](size_t i) {
            std::lock_guard lock(mutex);
            return batch[i]->cancelled || stopping || batch[i]->expired(Clock::now());
        };
        // Partial lines are decoded at every step only when someone listens.
        if (std::any_of(batch.begin(), batch.end(), [](const PendingPtr &p) { return bool(p->options.onPartial); }))
            hooks.onProgress = [&](size_t i, const Couplet &partial) {
                if (batch[i]->options.onPartial)
                    batch[i]->options.onPartial(batch[i]->id, partial);
            };

        std::vector<GenerationResult> results;
        std::string failure;
        const auto start = Clock::now();
        try {
            results = generator->generate(requests, decoding, hooks);
        } catch (const std::exception &e) {
            failure = std::string("The couplet model failed while writing: ") + e.what();
        } catch (...) {
            failure = "The couplet model failed while writing (an unknown error).";
        }
        const double seconds = std::chrono::duration<double>(Clock::now() - start).count();
        const int64_t deviceMemory = generator->deviceMemoryBytes();

        std::lock_guard lock(mutex);
        counters.modelSeconds += seconds;
        counters.deviceMemoryBytes = deviceMemory;
        ++counters.batchSizes[int(batch.size())];
        const auto now = Clock::now();
        for (size_t i = 0; i < batch.size(); ++i) {
            auto &p = *batch[i];
            if (p.refill)
                refilling.erase(p.cacheKey);
            if (!failure.empty()) {
                answer(p, Outcome::Failed, failure);
                continue;
            }
            const auto &r = results[i];
            if (p.cancelled || stopping) {
                answer(p, Outcome::Cancelled, stopping ? "The couplet engine is shutting down." : "The request was cancelled.");
            } else if (p.expired(now)) {
                answer(p, Outcome::DeadlineExceeded, "The couplet was not ready in time.");
            } else if (!r.ok) {
                answer(p, Outcome::Invalid, r.error);
            } else if (const auto word = blockList.firstIn(r.couplet.upper + "|" + r.couplet.lower + "|" + r.couplet.horizontal);
                       !word.empty()) {
                // Never shown, never cached: written again, sampled, a few times at most.
                ++counters.blockedOutputs;
                if (++p.rewrites > options.blockedRetries) {
                    answer(p, Outcome::Failed, "Every couplet written for this request held a blocked word.");
                } else {
                    p.variant = true;
                    enqueue(batch[i]);
                }
            } else {
                ++counters.generated;
                generatedCharacters += characterCount(r.couplet.upper) + characterCount(r.couplet.lower)
                    + characterCount(r.couplet.horizontal);
                bool grew = false;
                if (!p.cacheKey.empty()) {
                    grew = cache.add(p.cacheKey, r.couplet);
                    for (const auto &alternative : r.alternatives)
                        grew = cache.add(p.cacheKey, alternative) || grew;
                }
                cacheDirty = cacheDirty || grew;
                answer(p, Outcome::Ok, "", r.couplet);
                // Fill the input's other couplets in the background, one at a time; a sample that
                // only repeated a known couplet ends the chain.
                if (grew)
                    refill(batch[i]);
            }
        }
    }

    void saveCache(bool force)
    {
        std::string text;
        {
            std::lock_guard lock(mutex);
            if (options.cacheFile.empty() || !cacheDirty || (!force && Clock::now() - lastSave < options.cacheSaveInterval))
                return;
            text = cache.serialize();
            cacheDirty = false;
            lastSave = Clock::now();
        }
        try {
            writeFileAtomically(options.cacheFile, text);
        } catch (const std::exception &e) {
            warn(std::string("The couplet cache could not be saved: ") + e.what());
            std::lock_guard lock(mutex);
            cacheDirty = true;
        }
    }

    const BlockList blockList;
    EngineOptions options;
    mutable std::mutex mutex;
    mutable std::condition_variable wake;     // the inference thread waits on it
    mutable std::condition_variable settled;  // state changes and finished batches
    std::deque<PendingPtr> queue;
    std::vector<PendingPtr> running;
    std::set<std::string> refilling;          // cache keys with background work queued
    EngineStatus status;
    std::function<void(const EngineStatus &)> listener;
    ResultCache cache;
    const std::string modelKey;
    bool cacheDirty = false;
    Clock::time_point lastSave;
    bool stopping = false;
    uint64_t nextId = 1;
    uint64_t variantRound = 0;
    MetricsSnapshot counters;
    LatencyWindow latency, hitLatency;
    uint64_t generatedCharacters = 0;
    std::unique_ptr<CoupletGenerator> generator;  // the inference thread's alone
    std::thread thread;
    std::once_flag joined;
};

Engine::Engine(EngineOptions options) : m_impl(std::make_unique<Impl>(std::move(options)))
{
    m_impl->thread = std::thread([impl = m_impl.get()] { impl->run(); });
}

Engine::~Engine()
{
    shutdown();
}

void Engine::shutdown()
{
    {
        std::lock_guard lock(m_impl->mutex);
        m_impl->stopping = true;
    }
    m_impl->wake.notify_all();
    std::call_once(m_impl->joined, [&] { m_impl->thread.join(); });
}

Engine::Ticket Engine::submit(const CoupletRequest &request, SubmitOptions options)
{
    auto &d = *m_impl;
    std::lock_guard lock(d.mutex);
    auto p = d.makePending(request, std::move(options));
    Ticket ticket{p->id, p->promise.get_future()};
    ++d.counters.requests;

    std::string problem;
    if (request.mode == CoupletMode::Duilian) {
        p->request.upper = normalizeCoupletText(request.upper);
        problem = validateUpperLine(p->request.upper);
    } else {
        p->request.keyword = normalizeCoupletText(request.keyword);
        problem = validateWishWord(p->request.keyword);
    }
    if (!problem.empty()) {
        d.answer(*p, Outcome::Invalid, problem);
        return ticket;
    }
    const auto &text = request.mode == CoupletMode::Duilian ? p->request.upper : p->request.keyword;
    if (const auto word = d.blockList.firstIn(text); !word.empty()) {
        d.answer(*p, Outcome::Blocked, "The request holds \"" + word + "\", which this kiosk does not write.");
        return ticket;
    }
    if (d.stopping) {
        d.answer(*p, Outcome::Cancelled, "The couplet engine is shutting down.");
        return ticket;
    }
    if (p->options.useCache && d.options.coupletsPerInput > 0 && d.options.cacheCapacity > 0) {
        p->cacheKey = d.keyFor(p->request);
        if (auto hit = d.cache.find(p->cacheKey, p->options.seen)) {
            ++d.counters.cacheHits;
            d.answer(*p, Outcome::Ok, "", *hit, true);
            // The next "another one" should be ready before it is asked for.
            d.refill(p);
            return ticket;
        }
        p->variant = d.cache.count(p->cacheKey) > 0 || !p->options.seen.empty();
    } else {
        p->variant = !p->options.seen.empty();
    }
    if (d.status.state == EngineState::Failed) {
        d.answer(*p, Outcome::Unavailable, "The couplet model is not available: " + d.status.detail);
        return ticket;
    }
    d.enqueue(std::move(p));
    return ticket;
}

bool Engine::cancel(uint64_t id)
{
    auto &d = *m_impl;
    std::lock_guard lock(d.mutex);
    for (auto it = d.queue.begin(); it != d.queue.end(); ++it)
        if ((*it)->id == id) {
            auto p = *it;
            d.queue.erase(it);
            if (p->refill)
                d.refilling.erase(p->cacheKey);
            d.answer(*p, Outcome::Cancelled, "The request was cancelled.");
            d.settled.notify_all();
            return true;
        }
    for (auto &p : d.running)
        if (p->id == id && !p->answered && !p->cancelled) {
            p->cancelled = true;
            return true;
        }
    return false;
}

EngineStatus Engine::status() const
{
    std::lock_guard lock(m_impl->mutex);
    return m_impl->status;
}

MetricsSnapshot Engine::metrics() const
{
    auto &d = *m_impl;
    std::lock_guard lock(d.mutex);
    MetricsSnapshot s = d.counters;
    s.latency = d.latency.summary();
    s.cacheHitLatency = d.hitLatency.summary();
    s.histogramBoundsMs = LatencyWindow::histogramBoundsMs();
    s.histogramCounts = d.latency.histogramCounts();
    const auto &hits = d.hitLatency.histogramCounts();
    for (size_t i = 0; i < hits.size(); ++i)
        s.histogramCounts[i] += hits[i];
    s.queueDepth = d.queue.size();
    s.tokensPerSecond = d.counters.modelSeconds > 0 ? double(d.generatedCharacters) / d.counters.modelSeconds : 0.0;
    s.cacheEntries = d.cache.size();
    s.rssBytes = residentBytes();
    s.peakRssBytes = peakResidentBytes();
    return s;
}

EngineState Engine::waitUntilSettled(std::chrono::milliseconds timeout) const
{
    auto &d = *m_impl;
    std::unique_lock lock(d.mutex);
    d.settled.wait_for(lock, timeout, [&] {
        return d.status.state == EngineState::Ready || d.status.state == EngineState::Failed
            || d.status.state == EngineState::Stopped;
    });
    return d.status.state;
}

bool Engine::waitUntilIdle(std::chrono::milliseconds timeout) const
{
    auto &d = *m_impl;
    std::unique_lock lock(d.mutex);
    return d.settled.wait_for(lock, timeout, [&] {
        const bool busyState = d.status.state == EngineState::Loading || d.status.state == EngineState::Warming;
        return !busyState && d.queue.empty() && d.running.empty();
    });
}

void Engine::setStatusListener(std::function<void(const EngineStatus &)> listener)
{
    std::lock_guard lock(m_impl->mutex);
    m_impl->listener = std::move(listener);
}

} // namespace kaimen
