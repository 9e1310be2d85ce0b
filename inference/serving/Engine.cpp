// The engine as its callers' threads see it (submit, cancel, snapshots) and the bookkeeping
// both sides do under its lock; the inference thread itself is in InferenceThread.cpp.
#include "kaimen/Engine.h"

#include "CacheKeys.h"
#include "CheapestCouplet.h"
#include "EngineImpl.h"
#include "kaimen/AtomicFile.h"

#include <algorithm>

namespace kaimen {

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

constexpr size_t kMaxWarnings = 20;
constexpr int kRepeatRewrites = 3;

// Of RESULT's couplets that FIT, the best (its first, then its alternatives in order) of those
// that COST least; null when none fits.
template <typename Fits, typename Cost>
const Couplet *cheapestCouplet(const GenerationResult &result, const Fits &fits, const Cost &cost)
{
    CheapestCouplet cheapest;
    const auto offer = [&](const Couplet &c) {
        if (fits(c))
            cheapest.offer(c, cost(c));
    };
    offer(result.couplet);
    for (const auto &alternative : result.alternatives)
        offer(alternative);
    return cheapest.best();
}

// OPTIONS as the engine runs them: every word it never writes forbidden in the search itself, a
// loader, a batch of at least one.
EngineOptions completed(EngineOptions o, const BlockList &blocked)
{
    o.decoding.blockedWords.insert(o.decoding.blockedWords.end(), blocked.neverWritten().begin(),
                                  blocked.neverWritten().end());
    if (!o.loader)
        o.loader = [](const std::string &dir, const RuntimeOptions &rt) { return CoupletGenerator::load(dir, rt); };
    o.maxBatch = std::max(1, o.maxBatch);
    return o;
}

} // namespace

Engine::Impl::Impl(EngineOptions o)
    : blockList(o.extraBlockedWords), options(completed(std::move(o), blockList)),
      modelKey(modelIdentity(options.modelDirectory) + "|" + decodingKey(options.decoding)),
      guarded{BatchQueue(options.maxBatch, options.maxBackgroundBatch),
              EngineCache(options.cacheCapacity, options.coupletsPerInput, options.cacheFile, options.cacheSaveInterval)}
{
    guarded.recent = RecentAnswers(options.answersApart, std::min(options.endingsApart, options.answersApart));
    if (auto warning = guarded.cache.load(); !warning.empty())
        guarded.status.warnings.push_back(warning);
}

void Engine::Impl::answer(Pending &p, Outcome outcome, std::string error, Couplet couplet, bool fromCache)
{
    if (p.answered)
        return;
    p.answered = true;
    if (p.refill)
        guarded.cache.refilled(p.cacheKey);
    // Only what a visitor saw: pre-warming and refills fill the cache unseen. Friends at the booth
    // see a 横批 of their own where the couplet has a spare one.
    if (outcome == Outcome::Ok && p.options.priority == Priority::Interactive) {
        const auto key = inputKey(p);
        couplet = guarded.recent.withHorizontalApart(key, std::move(couplet));
        guarded.recent.shown(key, couplet);
    }
    EngineResult result{p.id, outcome, std::move(error), std::move(couplet), fromCache,
                        std::chrono::duration<double, std::milli>(Clock::now() - p.submitted).count()};
    guarded.counters.answered(result, p.options.priority);
    if (p.options.onDone)
        p.options.onDone(result);
    p.promise.set_value(std::move(result));
}

void Engine::Impl::enqueue(PendingPtr p)
{
    guarded.queue.push(std::move(p));
    guarded.counters.queueDepth(guarded.queue.maxDepth());
    wake.notify_all();
}

PendingPtr Engine::Impl::makePending(const CoupletRequest &request, SubmitOptions submitOptions)
{
    auto p = std::make_shared<Pending>();
    p->id = guarded.nextId++;
    p->request = request;
    p->options = std::move(submitOptions);
    p->submitted = Clock::now();
    return p;
}

void Engine::Impl::refill(const Pending &from)
{
    if (!guarded.cache.wantsRefill(from.cacheKey) || guarded.status.state == EngineState::Failed || guarded.stopping)
        return;
    queueCacheWork(from.request, from.cacheKey);
}

void Engine::Impl::queueCacheWork(const CoupletRequest &request, const std::string &key)
{
    SubmitOptions background;
    background.priority = Priority::Background;
    auto p = makePending(request, background);
    p->cacheKey = key;
    p->variant = guarded.cache.count(key) > 0;
    p->refill = true;
    guarded.cache.refilling(key);
    enqueue(std::move(p));
}

std::string Engine::Impl::inputKey(const Pending &p) const
{
    return p.cacheKey.empty() ? requestKey(modelKey, p.request) : p.cacheKey;
}

int Engine::Impl::clashWithOthers(const std::string &key, const Couplet &couplet) const
{
    return int(guarded.recent.clash(key, couplet));
}

bool Engine::Impl::answeredFromCache(const PendingPtr &p)
{
    if (!p->options.useCache || !guarded.cache.enabled()) {
        p->variant = !p->options.seen.empty();
        return false;
    }
    p->cacheKey = requestKey(modelKey, p->request);
    if (auto hit = guarded.cache.find(p->cacheKey, p->options.seen,
                                      [&](const Couplet &c) { return clashWithOthers(p->cacheKey, c); })) {
        guarded.counters.cacheHit();
        answer(*p, Outcome::Ok, "", *hit, true);
        // The next "another one" should be ready before it is asked for.
        refill(*p);
        return true;
    }
    // A wish the cache does not hold is searched first, whatever the caller says it has seen
    // (a phone's 换一副 after the kiosk restarted, or a "seen" from elsewhere): sampled
    // couplets stored first would be every later visitor's answer to it.
    p->variant = guarded.cache.count(p->cacheKey) > 0;
    return false;
}

void Engine::Impl::settle(const PendingPtr &p, const GenerationResult &r, Clock::time_point now)
{
    if (p->cancelled || guarded.stopping)
        return answer(*p, Outcome::Cancelled, guarded.stopping ? kShuttingDown : kCancelled);
    if (p->expired(now))
        return answer(*p, Outcome::DeadlineExceeded, kTooLate);
    if (!r.ok)
        return answer(*p, Outcome::Invalid, r.error);
    if (!blockList.firstUnwrittenIn(writtenText(p->request, r.couplet)).empty()) {
        // Never shown, never cached: written again, sampled, a few times at most.
        guarded.counters.blockedOutput();
        if (++p->rewrites > options.blockedRetries)
            return answer(*p, Outcome::Failed, "Every couplet written for this request held a blocked word.");
        p->variant = true;
        return enqueue(p);
    }
    // What was written is kept for the next visitor, whether this one has seen it or not.
    const bool grew = !p->cacheKey.empty() && guarded.cache.add(p->cacheKey, r);
    // The best couplet written that the visitor has not seen, and of those the best that clashes
    // least with what was shown lately for other inputs (no line of theirs, then no line ending
    // as one of the latest few does). When all were seen, "another one" is sampled again,
    // a few times at most (where the model knows one 下联 alone for a 上联, a seen one is shown
    // once those are spent).
    const auto &seen = p->options.seen;
    const auto showable = [&](const Couplet &c) {
        return std::find(seen.begin(), seen.end(), shownAs(c)) == seen.end()
            && blockList.firstUnwrittenIn(writtenText(p->request, c)).empty();
    };
    const auto key = inputKey(*p);
    const Couplet *unseen = cheapestCouplet(r, showable, [&](const Couplet &c) { return clashWithOthers(key, c); });
    if (!unseen && ++p->repeats <= kRepeatRewrites) {
        p->variant = true;
        return enqueue(p);
    }
    const Couplet &shown = unseen ? *unseen : r.couplet;
    guarded.counters.written(shown);
    answer(*p, Outcome::Ok, "", shown);
    // Fill the input's other couplets in the background, one at a time; a sample that only
    // repeated a known couplet ends the chain.
    if (grew)
        refill(*p);
}

void Engine::Impl::queuePrewarming()
{
    for (const auto &wish : options.prewarm) {
        const auto request = normalizedRequest(wish);
        const auto key = requestKey(modelKey, request);
        if (guarded.cache.count(key) == 0 && !guarded.cache.isRefilling(key))
            queueCacheWork(request, key);
    }
}

void Engine::Impl::failQueued(const std::string &reason)
{
    // Cache hits are still answered by submit(); whatever waits for the model cannot be.
    for (auto &p : guarded.queue.takeAll())
        answer(*p, Outcome::Unavailable, "The couplet model is not available: " + reason);
    guarded.cache.forgetRefills();
}

void Engine::Impl::setState(EngineState state, std::string detail, const std::function<void()> &underLock)
{
    std::function<void(const EngineStatus &)> notify;
    EngineStatus copy;
    {
        std::lock_guard lock(mutex);
        guarded.status.state = state;
        guarded.status.detail = std::move(detail);
        if (underLock)
            underLock();
        copy = guarded.status;
        notify = guarded.listener;
    }
    settled.notify_all();
    if (notify)
        notify(copy);
}

void Engine::Impl::warn(std::string warning)
{
    std::lock_guard lock(mutex);
    auto &warnings = guarded.status.warnings;
    warnings.push_back(std::move(warning));
    if (warnings.size() > kMaxWarnings)
        warnings.erase(warnings.begin());
}

void Engine::Impl::saveCache(bool force)
{
    std::optional<std::string> text;
    {
        std::lock_guard lock(mutex);
        text = guarded.cache.dueForSaving(force);
    }
    if (!text)
        return;
    try {
        writeFileAtomically(options.cacheFile, *text);
    } catch (const std::exception &e) {
        warn(std::string("The couplet cache could not be saved: ") + e.what());
        std::lock_guard lock(mutex);
        guarded.cache.saveFailed();
    }
}


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
        m_impl->guarded.stopping = true;
    }
    m_impl->wake.notify_all();
    std::call_once(m_impl->joined, [&] { m_impl->thread.join(); });
}

std::string Engine::declineReason(const CoupletRequest &request) const
{
    return kaimen::declineReason(normalizedRequest(request), m_impl->blockList);
}

Engine::Ticket Engine::submit(const CoupletRequest &request, SubmitOptions options)
{
    auto &d = *m_impl;
    std::lock_guard lock(d.mutex);
    auto p = d.makePending(normalizedRequest(request), std::move(options));
    Ticket ticket{p->id, p->promise.get_future()};
    d.guarded.counters.submitted();
    if (const auto problem = checkRequest(p->request)) {
        d.answer(*p, Outcome::Invalid, describeProblem(problem));
    } else if (const auto reason = kaimen::declineReason(p->request, d.blockList); !reason.empty()) {
        d.answer(*p, Outcome::Blocked, reason);
    } else if (d.guarded.stopping) {
        d.answer(*p, Outcome::Cancelled, kShuttingDown);
    } else if (d.answeredFromCache(p)) {
        // answered
    } else if (d.guarded.status.state == EngineState::Failed) {
        d.answer(*p, Outcome::Unavailable, "The couplet model is not available: " + d.guarded.status.detail);
    } else {
        d.enqueue(std::move(p));
    }
    return ticket;
}

bool Engine::cancel(uint64_t id)
{
    auto &d = *m_impl;
    std::lock_guard lock(d.mutex);
    if (auto p = d.guarded.queue.remove(id)) {
        d.answer(*p, Outcome::Cancelled, kCancelled);
        d.settled.notify_all();
        return true;
    }
    for (auto &p : d.guarded.running)
        if (p->id == id && !p->answered && !p->cancelled) {
            p->cancelled = true;
            return true;
        }
    return false;
}

EngineStatus Engine::status() const
{
    std::lock_guard lock(m_impl->mutex);
    return m_impl->guarded.status;
}

MetricsSnapshot Engine::metrics() const
{
    auto &d = *m_impl;
    std::lock_guard lock(d.mutex);
    MetricsSnapshot s = d.guarded.counters.snapshot();
    s.queueDepth = d.guarded.queue.size();
    s.cacheEntries = d.guarded.cache.size();
    return s;
}

EngineState Engine::waitUntilSettled(std::chrono::milliseconds timeout) const
{
    auto &d = *m_impl;
    std::unique_lock lock(d.mutex);
    d.settled.wait_for(lock, timeout, [&] {
        const auto state = d.guarded.status.state;
        return state == EngineState::Ready || state == EngineState::Failed || state == EngineState::Stopped;
    });
    return d.guarded.status.state;
}

bool Engine::waitUntilIdle(std::chrono::milliseconds timeout) const
{
    auto &d = *m_impl;
    std::unique_lock lock(d.mutex);
    return d.settled.wait_for(lock, timeout, [&] {
        const auto state = d.guarded.status.state;
        const bool busyState = state == EngineState::Loading || state == EngineState::Warming;
        return !busyState && d.guarded.queue.empty() && d.guarded.running.empty();
    });
}

void Engine::setStatusListener(std::function<void(const EngineStatus &)> listener)
{
    std::lock_guard lock(m_impl->mutex);
    m_impl->guarded.listener = std::move(listener);
}

} // namespace kaimen
