// The inference thread: it loads the model, warms it up, and then takes batch after batch from
// the queue until the engine shuts down. Only this thread touches the generator.
#include "EngineImpl.h"

#include <algorithm>
#include <cerrno>

#include <sys/resource.h>
#include <sys/syscall.h>
#include <unistd.h>

namespace kaimen {
namespace {

// The engine's threads yield to the rest of the process: the kiosk's GUI thread (the brush, the
// gate) and the booth service's HTTP thread. The packed network keeps every core busy while it
// writes; at the same priority the GUI's event loop waited its turn (23 ms under a flood of bad
// HTTP with the sanitizers). Linux's nice is per thread; the decoding pool's workers, started
// by this thread when it loads the model, inherit it.
constexpr int kEngineNice = 10;

void yieldToTheProcess()
{
    const auto tid = id_t(::syscall(SYS_gettid));
    errno = 0;
    const int current = ::getpriority(PRIO_PROCESS, tid);
    if (errno == 0)
        ::setpriority(PRIO_PROCESS, tid, std::min(19, current + kEngineNice));
}

// "Another one" samples instead of searching, so that the same wish gives a different couplet:
// several draws, ranked as the search's couplets are (the model's score and the reranking), and
// the best one the visitor has not seen is shown (Engine::Impl::settle). One draw at a time
// showed a visitor's fifth 换一副 couplets no one would choose: 如画梅花夜夜了鶒 / 意中春色暮暮回觞.
constexpr double kVariantTemperature = 0.9;
constexpr double kVariantTopP = 0.9;
constexpr int kVariantDraws = 4;

} // namespace

void Engine::Impl::run()
{
    yieldToTheProcess();
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
        setState(EngineState::Failed, reason, [&] { failQueued(reason); });
        std::unique_lock lock(mutex);
        wake.wait(lock, [&] { return guarded.stopping; });
        lock.unlock();
        setState(EngineState::Stopped, reason);
        return;
    }
    const auto &name = generator->manifest().name;
    setState(EngineState::Ready, (name.empty() ? "" : name + " on ") + generator->deviceDescription(), [&] {
        guarded.status.modelName = name;
        guarded.status.runningOn = generator->runningOn();
        queuePrewarming();
    });
    serve();
    saveCache(true);
    setState(EngineState::Stopped, "");
}

void Engine::Impl::serve()
{
    for (;;) {
        std::vector<PendingPtr> batch = nextBatch();
        if (batch.empty()) {
            std::lock_guard lock(mutex);
            if (guarded.stopping)
                break;
        } else {
            runBatch(batch);
        }
        bool idle = false;
        {
            std::lock_guard lock(mutex);
            guarded.running.clear();
            idle = guarded.queue.empty();
        }
        freedMemory.returnIfDue(idle);
        settled.notify_all();
        saveCache(false);
    }
    std::lock_guard lock(mutex);
    for (auto &p : guarded.queue.takeAll())
        answer(*p, Outcome::Cancelled, kShuttingDown);
    settled.notify_all();
}

std::vector<PendingPtr> Engine::Impl::nextBatch()
{
    std::unique_lock lock(mutex);
    const auto readyOrStopping = [&] { return guarded.stopping || !guarded.queue.empty(); };
    while (!wake.wait_for(lock, options.cacheSaveInterval, readyOrStopping)) {
        lock.unlock();
        saveCache(false);
        lock.lock();
    }
    if (guarded.stopping)
        return {};
    // The oldest request waits up to the window for others to share its batch.
    wake.wait_until(lock, guarded.queue.oldestSubmitted() + options.batchWindow,
                    [&] { return guarded.stopping || guarded.queue.full(); });
    if (guarded.stopping)
        return {};
    auto taken = guarded.queue.take(Clock::now());
    for (auto &p : taken.expired)
        answer(*p, Outcome::DeadlineExceeded, kTooLate);
    guarded.running = taken.batch;
    return taken.batch;
}

void Engine::Impl::runBatch(const std::vector<PendingPtr> &batch)
{
    try {
        auto output = generate(batch);
        std::lock_guard lock(mutex);
        guarded.counters.batch(batch.size(), output.seconds, output.deviceMemory);
        const auto now = Clock::now();
        for (size_t i = 0; i < batch.size(); ++i)
            if (output.failure.empty())
                settle(batch[i], output.results[i], now);
            else
                answer(*batch[i], Outcome::Failed, output.failure);
    } catch (...) {
        // Whatever escaped besides the model's own errors (which generate() answers): the
        // batch's requests get an error, and this thread goes on with the next.
        std::lock_guard lock(mutex);
        for (auto &p : batch)
            answer(*p, Outcome::Failed, "The couplet engine failed on this request; it goes on with the next.");
    }
}

DecodingOptions Engine::Impl::decodingFor(const std::vector<PendingPtr> &batch)
{
    DecodingOptions decoding = options.decoding;
    if (batch.front()->variant) {
        decoding.sample = true;
        decoding.temperature = kVariantTemperature;
        decoding.topP = kVariantTopP;
        decoding.seed = batch.front()->id * 0x9E3779B97F4A7C15ull + variantRound++;
        decoding.nBest = kVariantDraws;
    } else {
        decoding.nBest = std::max(decoding.nBest, std::min(decoding.beams, std::max(1, options.coupletsPerInput)));
    }
    return decoding;
}

BatchOutput Engine::Impl::generate(const std::vector<PendingPtr> &batch)
{
    std::vector<CoupletRequest> requests;
    for (const auto &p : batch)
        requests.push_back(p->request);
    GenerationHooks hooks;
    hooks.abandoned = [&](size_t i) {
        std::lock_guard lock(mutex);
        return batch[i]->cancelled || guarded.stopping || batch[i]->expired(Clock::now());
    };
    // Partial lines are decoded at every step only when someone listens.
    if (std::any_of(batch.begin(), batch.end(), [](const PendingPtr &p) { return bool(p->options.onPartial); }))
        hooks.onProgress = [&](size_t i, const Couplet &partial) {
            if (batch[i]->options.onPartial)
                batch[i]->options.onPartial(batch[i]->id, partial);
        };
    BatchOutput output;
    const auto start = Clock::now();
    try {
        output.results = generator->generate(requests, decodingFor(batch), hooks);
    } catch (const std::exception &e) {
        output.failure = std::string("The couplet model failed while writing: ") + e.what();
    } catch (...) {
        output.failure = "The couplet model failed while writing (an unknown error).";
    }
    output.seconds = std::chrono::duration<double>(Clock::now() - start).count();
    output.deviceMemory = generator->deviceMemoryBytes();
    return output;
}

} // namespace kaimen
