// How waiting requests become batches: visitors before background work, one kind of search per
// batch, small background batches, expired requests answered rather than written, cancel by id.
#include "serving/BatchQueue.h"

#include <QTest>

using namespace kaimen;

namespace {

PendingPtr pending(uint64_t id, Priority priority = Priority::Interactive, bool variant = false)
{
    auto p = std::make_shared<Pending>();
    p->id = id;
    p->options.priority = priority;
    p->variant = variant;
    p->submitted = Clock::now() + std::chrono::milliseconds(id);
    return p;
}

std::vector<uint64_t> ids(const std::vector<PendingPtr> &batch)
{
    std::vector<uint64_t> out;
    for (const auto &p : batch)
        out.push_back(p->id);
    return out;
}

} // namespace

class TestBatchQueue : public QObject {
    Q_OBJECT
private slots:
    void aVisitorGoesBeforeBackgroundWorkQueuedEarlier()
    {
        BatchQueue queue(8, 4);
        queue.push(pending(1, Priority::Background));
        queue.push(pending(2, Priority::Background));
        queue.push(pending(3));
        QCOMPARE(ids(queue.take(Clock::now()).batch), std::vector<uint64_t>{3});
        QCOMPARE(ids(queue.take(Clock::now()).batch), (std::vector<uint64_t>{1, 2}));
        QVERIFY(queue.empty());
    }
    void backgroundWorkRunsInSmallBatches()
    {
        BatchQueue queue(8, 2);
        for (uint64_t id = 1; id <= 5; ++id)
            queue.push(pending(id, Priority::Background));
        QCOMPARE(ids(queue.take(Clock::now()).batch), (std::vector<uint64_t>{1, 2}));
        QCOMPARE(queue.size(), size_t(3));
        QCOMPARE(queue.maxDepth(), size_t(5));
    }
    void searchedAndSampledRequestsNeverShareABatch()
    {
        BatchQueue queue(8, 4);
        queue.push(pending(1));
        queue.push(pending(2, Priority::Interactive, true));
        queue.push(pending(3));
        QCOMPARE(ids(queue.take(Clock::now()).batch), (std::vector<uint64_t>{1, 3}));
        QCOMPARE(ids(queue.take(Clock::now()).batch), std::vector<uint64_t>{2});
    }
    void aBatchHoldsAtMostTheLimit()
    {
        BatchQueue queue(2, 1);
        for (uint64_t id = 1; id <= 3; ++id)
            queue.push(pending(id));
        QVERIFY(queue.full());
        QCOMPARE(ids(queue.take(Clock::now()).batch), (std::vector<uint64_t>{1, 2}));
        QVERIFY(!queue.full());
    }
    void expiredRequestsAreHandedBackNotBatched()
    {
        BatchQueue queue(8, 4);
        auto late = pending(1);
        late->options.deadline = Clock::now() - std::chrono::seconds(1);
        queue.push(late);
        queue.push(pending(2));
        const auto taken = queue.take(Clock::now());
        QCOMPARE(ids(taken.expired), std::vector<uint64_t>{1});
        QCOMPARE(ids(taken.batch), std::vector<uint64_t>{2});
    }
    void theOldestRequestSetsTheBatchWindow()
    {
        BatchQueue queue(8, 4);
        auto second = pending(2);
        auto first = pending(1);
        queue.push(second);
        queue.push(first);
        QCOMPARE(queue.oldestSubmitted(), first->submitted);
    }
    void cancelFindsAQueuedRequestById()
    {
        BatchQueue queue(8, 4);
        queue.push(pending(1));
        queue.push(pending(2));
        QCOMPARE(queue.remove(2)->id, uint64_t(2));
        QVERIFY(!queue.remove(2));
        QCOMPARE(queue.size(), size_t(1));
        QCOMPARE(queue.takeAll().size(), size_t(1));
        QVERIFY(queue.empty());
    }
};

QTEST_APPLESS_MAIN(TestBatchQueue)
#include "tst_batchqueue.moc"
