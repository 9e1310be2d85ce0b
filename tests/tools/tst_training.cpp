// kaimen-train's data path and the BLEU it reports.
#include "Bleu.h"
#include "TrainingData.h"

#include <QTemporaryDir>
#include <QTest>

#include <fstream>
#include <set>

using namespace kaimen;

namespace {

void writeShard(const std::string &path, const std::vector<train::Example> &examples, size_t cutBytes = 0)
{
    std::string bytes = "KMS1";
    auto put16 = [&](uint16_t v) { bytes.append(reinterpret_cast<const char *>(&v), 2); };
    const uint32_t count = uint32_t(examples.size());
    bytes.append(reinterpret_cast<const char *>(&count), 4);
    for (const auto &e : examples) {
        put16(uint16_t(e.source.size()));
        put16(uint16_t(e.target.size()));
        for (int id : e.source)
            put16(uint16_t(id));
        for (int id : e.target)
            put16(uint16_t(id));
    }
    bytes.resize(bytes.size() - cutBytes);
    std::ofstream(path, std::ios::binary) << bytes;
}

} // namespace

class TestTraining : public QObject {
    Q_OBJECT
    QTemporaryDir m_dir;

private slots:
    void bleuOfIdenticalAndDisjointOutputs()
    {
        const std::vector<std::vector<int>> refs{{1, 2, 3, 4, 5, 6, 7}, {8, 9, 10, 11, 12}};
        QCOMPARE(bleu4(refs, refs), 100.0);
        QCOMPARE(bleu4({{20, 21, 22, 23, 24, 25, 26}, {27, 28, 29, 30, 31}}, refs), 0.0);
        const double partial = bleu4({{1, 2, 3, 4, 9, 9, 9}, {8, 9, 10, 11, 0}}, refs);
        QVERIFY(partial > 0.0 && partial < 100.0);
        // Too short an output is penalised.
        QVERIFY(bleu4({{1, 2, 3, 4}, {8, 9, 10, 11}}, refs) < bleu4({{1, 2, 3, 4, 5, 6, 7}, {8, 9, 10, 11, 0}}, refs));
    }

    void shardsRoundTrip()
    {
        const std::vector<train::Example> examples{{{2, 10, 11, 3}, {12, 13}}, {{2, 14, 3}, {15, 4, 16}}};
        const auto path = m_dir.filePath("a.bin").toStdString();
        writeShard(path, examples);
        const auto read = train::readShard(path);
        QCOMPARE(read.size(), size_t(2));
        QCOMPARE(read[1].source, examples[1].source);
        QCOMPARE(read[1].target, examples[1].target);
    }

    void truncatedOrForeignShardsAreNamed()
    {
        const auto path = m_dir.filePath("cut.bin").toStdString();
        writeShard(path, {{{2, 10, 3}, {12, 13}}}, 3);
        try {
            train::readShard(path);
            QFAIL("a truncated shard must be rejected");
        } catch (const std::runtime_error &e) {
            QVERIFY2(QString(e.what()).contains("truncated") && QString(e.what()).contains("cut.bin"), e.what());
        }
        std::ofstream(m_dir.filePath("foreign.bin").toStdString()) << "PK\x03\x04 not a shard";
        QVERIFY_THROWS_EXCEPTION(std::runtime_error, train::readShard(m_dir.filePath("foreign.bin").toStdString()));
    }

    void batchesRespectTheTokenBudgetAndCoverEveryExample()
    {
        std::vector<train::Example> examples;
        for (int i = 0; i < 500; ++i)
            examples.push_back({std::vector<int>(size_t(3 + i % 17), 5), std::vector<int>(size_t(2 + i % 11), 6)});
        std::mt19937_64 rng(7);
        const auto batches = train::makeBatches(examples, 400, rng);
        std::vector<int> seen(examples.size(), 0);
        for (const auto &batch : batches) {
            size_t longestSource = 0, longestTarget = 0;
            for (auto i : batch) {
                ++seen[i];
                longestSource = std::max(longestSource, examples[i].source.size());
                longestTarget = std::max(longestTarget, examples[i].target.size() + 1);
            }
            QVERIFY(batch.size() == 1 || batch.size() * (longestSource + longestTarget) <= 400);
        }
        QVERIFY(std::all_of(seen.begin(), seen.end(), [](int n) { return n == 1; }));
        std::mt19937_64 same(7);
        QCOMPARE(train::makeBatches(examples, 400, same), batches);  // a resumed run sees the same batches
    }

    void everyStepOfEveryEpochGetsARealBatch()
    {
        // Epochs cut anew pack into different numbers of batches; the trainer indexed every epoch
        // with the first one's count and read past the end of a shorter one (a crash at step 5,152).
        std::vector<train::Example> examples;
        // More than makeBatches' sorting window (8,192), so each epoch's windows hold other examples.
        for (int i = 0; i < 20000; ++i)
            examples.push_back({std::vector<int>(size_t(3 + (i * 7) % 23), 5), std::vector<int>(size_t(2 + (i * 5) % 19), 6)});
        std::set<size_t> counts;
        std::mt19937_64 rng(11);
        for (int e = 0; e < 6; ++e)
            counts.insert(train::makeBatches(examples, 2000, rng).size());
        QVERIFY2(counts.size() > 1, "the examples should pack into different batch counts across epochs");

        train::BatchSchedule schedule(examples, 2000, 11);
        std::mt19937_64 same(11);
        int64_t step = 0;
        for (int e = 0; e < 6; ++e) {
            const auto epoch = train::makeBatches(examples, 2000, same);
            std::vector<int> seen(examples.size(), 0);
            for (const auto &expected : epoch) {
                QCOMPARE(schedule.epochAt(step), int64_t(e));
                const auto &batch = schedule.batchAt(step++);
                QCOMPARE(batch, expected);
                for (auto i : batch)
                    ++seen[i];
            }
            QVERIFY(std::all_of(seen.begin(), seen.end(), [](int n) { return n == 1; }));
        }
        // A run resumed at a step sees the batch the uninterrupted run saw there.
        train::BatchSchedule resumed(examples, 2000, 11);
        train::BatchSchedule straight(examples, 2000, 11);
        for (int64_t s = 0; s < step - 3; ++s)
            straight.batchAt(s);
        QCOMPARE(resumed.batchAt(step - 3), straight.batchAt(step - 3));
        QVERIFY_THROWS_EXCEPTION(std::logic_error, resumed.batchAt(0));
    }
};

QTEST_APPLESS_MAIN(TestTraining)
#include "tst_training.moc"
