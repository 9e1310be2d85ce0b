#include "BatchQueue.h"

#include <algorithm>
#include <utility>

namespace kaimen {

BatchQueue::BatchQueue(int maxBatch, int maxBackgroundBatch)
    : m_maxBatch(std::max(1, maxBatch)), m_maxBackgroundBatch(std::max(1, std::min(m_maxBatch, maxBackgroundBatch)))
{
}

void BatchQueue::push(PendingPtr pending)
{
    m_queue.push_back(std::move(pending));
    m_maxDepth = std::max(m_maxDepth, m_queue.size());
}

Clock::time_point BatchQueue::oldestSubmitted() const
{
    const auto oldest = std::min_element(m_queue.begin(), m_queue.end(), [](const PendingPtr &a, const PendingPtr &b) {
        return a->submitted < b->submitted;
    });
    return (*oldest)->submitted;
}

int BatchQueue::limitFor(Priority priority) const
{
    return priority == Priority::Interactive ? m_maxBatch : m_maxBackgroundBatch;
}

BatchQueue::Taken BatchQueue::take(Clock::time_point now)
{
    // Ten pre-warmed wishes in one batch held a visitor for seconds: visitors first, background
    // work in small batches of its own.
    std::stable_sort(m_queue.begin(), m_queue.end(), [](const PendingPtr &a, const PendingPtr &b) {
        return a->options.priority == Priority::Interactive && b->options.priority != Priority::Interactive;
    });
    Taken taken;
    std::deque<PendingPtr> rest;
    for (auto &p : m_queue) {
        auto &batch = taken.batch;
        if (p->expired(now))
            taken.expired.push_back(p);
        else if (batch.empty()
                 || (int(batch.size()) < limitFor(batch.front()->options.priority)
                     && batch.front()->variant == p->variant
                     && batch.front()->options.priority == p->options.priority))
            batch.push_back(p);
        else
            rest.push_back(p);
    }
    m_queue = std::move(rest);
    return taken;
}

PendingPtr BatchQueue::remove(uint64_t id)
{
    const auto it = std::find_if(m_queue.begin(), m_queue.end(), [&](const PendingPtr &p) { return p->id == id; });
    if (it == m_queue.end())
        return nullptr;
    auto pending = *it;
    m_queue.erase(it);
    return pending;
}

std::deque<PendingPtr> BatchQueue::takeAll()
{
    return std::exchange(m_queue, {});
}

} // namespace kaimen
