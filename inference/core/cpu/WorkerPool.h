#pragma once
// The packed network's threads: the caller and THREADS - 1 workers. A task is split into parts
// by the caller; part 0 runs on the calling thread. Between tasks a worker checks for the next
// one for a bounded moment (kWorkerWait, about one step's bookkeeping in the search) and then
// sleeps on a condition variable; the caller, done with its part, does the same for the others.
// Never an unbounded spin, never sched_yield: OpenBLAS's pool yielding between small products
// was 14% of all CPU time in the kernel (issue 21), and sleeping at once on every hand-off was
// four futex calls a decode step, 6% of a 对下联 run's CPU in the kernel.

#include <algorithm>
#include <atomic>
#include <condition_variable>
#include <cstdint>
#include <exception>
#include <functional>
#include <mutex>
#include <thread>
#include <vector>

namespace kaimen::cpu {

class WorkerPool {
public:
    explicit WorkerPool(int threads);
    ~WorkerPool();
    WorkerPool(const WorkerPool &) = delete;
    WorkerPool &operator=(const WorkerPool &) = delete;

    int threads() const { return int(m_workers.size()) + 1; }
    // TASK(part) for every part in [0, PARTS) (at most threads()), returning when all are done;
    // the first exception a part threw is rethrown here.
    void run(int parts, const std::function<void(int)> &task);

private:
    void work(int part);
    void finishPart(std::exception_ptr error);

    std::vector<std::thread> m_workers;
    // A task is published by a new ticket (its number and its part count in one word) after
    // m_task and m_pending are set. A worker reads m_task only for a ticket it has a part in: the
    // caller waits for that part before it changes m_task again.
    const std::function<void(int)> *m_task = nullptr;
    std::atomic<int> m_pending{0};
    std::atomic<uint64_t> m_ticket{0};
    std::atomic<bool> m_stopping{false};
    // Sleepers announce themselves (seq_cst) before their last look at what they wait for, so a
    // waker that sees none can skip the mutex and the futex call, and one that sees any cannot
    // lose the wake-up.
    std::atomic<int> m_sleepingWorkers{0};
    std::atomic<bool> m_callerSleeping{false};
    std::mutex m_mutex;
    std::condition_variable m_wake, m_done;
    std::mutex m_errorMutex;
    std::exception_ptr m_error;
};

} // namespace kaimen::cpu
