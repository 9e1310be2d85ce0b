#pragma once
// The packed network's threads: the caller and THREADS - 1 workers that sleep on a condition
// variable between tasks (nothing spins: OpenBLAS's pool spinning between small products was
// 14% of all CPU time in sched_yield, issue 21). A task is split into parts by the caller; part
// 0 runs on the calling thread.

#include <algorithm>
#include <condition_variable>
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

    std::vector<std::thread> m_workers;
    std::mutex m_mutex;
    std::condition_variable m_wake, m_done;
    const std::function<void(int)> *m_task = nullptr;
    int m_parts = 0;
    int m_pending = 0;
    unsigned m_generation = 0;
    bool m_stopping = false;
    std::exception_ptr m_error;
};

} // namespace kaimen::cpu
