#include "WorkerPool.h"

namespace kaimen::cpu {

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
    unsigned seen = 0;
    for (;;) {
        const std::function<void(int)> *task = nullptr;
        {
            std::unique_lock lock(m_mutex);
            m_wake.wait(lock, [&] { return m_stopping || m_generation != seen; });
            if (m_stopping)
                return;
            seen = m_generation;
            if (part < m_parts)
                task = m_task;
        }
        if (!task)
            continue;
        std::exception_ptr error;
        try {
            (*task)(part);
        } catch (...) {
            error = std::current_exception();
        }
        std::lock_guard lock(m_mutex);
        if (error && !m_error)
            m_error = error;
        if (--m_pending == 0)
            m_done.notify_one();
    }
}

void WorkerPool::run(int parts, const std::function<void(int)> &task)
{
    parts = std::max(1, std::min(parts, threads()));
    if (parts == 1)
        return task(0);
    {
        std::lock_guard lock(m_mutex);
        m_task = &task;
        m_parts = parts;
        m_pending = parts - 1;
        m_error = nullptr;
        ++m_generation;
    }
    m_wake.notify_all();
    std::exception_ptr error;
    try {
        task(0);
    } catch (...) {
        error = std::current_exception();
    }
    std::unique_lock lock(m_mutex);
    m_done.wait(lock, [&] { return m_pending == 0; });
    m_task = nullptr;
    if (!error)
        error = m_error;
    lock.unlock();
    if (error)
        std::rethrow_exception(error);
}

} // namespace kaimen::cpu
