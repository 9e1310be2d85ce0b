#include "WorkerPool.h"

#include <chrono>

namespace kaimen::cpu {
namespace {

using Clock = std::chrono::steady_clock;

// How long a worker looks for the next task, and the caller for the other parts, before sleeping.
constexpr auto kWorkerWait = std::chrono::microseconds(200);
constexpr auto kCallerWait = std::chrono::microseconds(50);

inline void relax()
{
#if defined(__x86_64__) || defined(__i386__)
    for (int i = 0; i < 32; ++i)
        __builtin_ia32_pause();
#endif
}

// True once DONE() holds, checking until WAIT has passed.
template <class Done>
bool awaitBriefly(Clock::duration wait, Done done)
{
    const auto until = Clock::now() + wait;
    while (!done()) {
        if (Clock::now() >= until)
            return false;
        relax();
    }
    return true;
}

} // namespace

WorkerPool::WorkerPool(int threads)
{
    for (int part = 1; part < threads; ++part)
        m_workers.emplace_back([this, part] { work(part); });
}

WorkerPool::~WorkerPool()
{
    {
        std::lock_guard lock(m_mutex);
        m_stopping = true;
    }
    m_wake.notify_all();
    for (auto &worker : m_workers)
        worker.join();
}

void WorkerPool::work(int part)
{
    uint64_t seen = 0;
    for (;;) {
        auto arrived = [&] { return m_stopping.load() || m_ticket.load() != seen; };
        if (!awaitBriefly(kWorkerWait, arrived)) {
            std::unique_lock lock(m_mutex);
            ++m_sleepingWorkers;
            m_wake.wait(lock, arrived);
            --m_sleepingWorkers;
        }
        if (m_stopping)
            return;
        seen = m_ticket.load();
        if (part >= int(seen & 0xffffffffu))
            continue;
        std::exception_ptr error;
        try {
            (*m_task)(part);
        } catch (...) {
            error = std::current_exception();
        }
        finishPart(std::move(error));
    }
}

void WorkerPool::finishPart(std::exception_ptr error)
{
    if (error) {
        std::lock_guard lock(m_errorMutex);
        if (!m_error)
            m_error = std::move(error);
        // Let go of it before the part counts as done: the caller rethrows it and may drop the
        // last reference at once, so it is freed on the caller's thread, never under a reader
        // (ThreadSanitizer cannot see the count inside libstdc++ that orders the two).
        error = nullptr;
    }
    if (m_pending.fetch_sub(1) == 1 && m_callerSleeping.load()) {
        // Through the mutex once: the caller is then asleep or has seen the count. Notifying
        // after, not under it, spares the caller waking into a held mutex.
        { std::lock_guard lock(m_mutex); }
        m_done.notify_one();
    }
}

void WorkerPool::run(int parts, const std::function<void(int)> &task)
{
    parts = std::max(1, std::min(parts, threads()));
    if (parts == 1)
        return task(0);
    m_task = &task;
    m_error = nullptr;
    m_pending.store(parts - 1);
    const uint64_t number = (m_ticket.load() >> 32) + 1;
    m_ticket.store(number << 32 | uint64_t(parts));
    if (m_sleepingWorkers.load() > 0) {
        { std::lock_guard lock(m_mutex); }  // a worker between its last look and its sleep is asleep after this
        m_wake.notify_all();
    }
    std::exception_ptr error;
    try {
        task(0);
    } catch (...) {
        error = std::current_exception();
    }
    auto allDone = [&] { return m_pending.load() == 0; };
    if (!awaitBriefly(kCallerWait, allDone)) {
        std::unique_lock lock(m_mutex);
        m_callerSleeping = true;
        m_done.wait(lock, allDone);
        m_callerSleeping = false;
    }
    m_task = nullptr;
    if (!error) {
        std::lock_guard lock(m_errorMutex);
        error = m_error;
    }
    if (error)
        std::rethrow_exception(error);
}

} // namespace kaimen::cpu
