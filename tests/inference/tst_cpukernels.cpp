// The packed network's kernels on every instruction-set path this CPU has, against a plain
// double-precision product of the same stored weights; the binary16 conversions; the pool.
#include "core/cpu/Kernels.h"
#include "core/cpu/WorkerPool.h"

#include <QTest>

#include <algorithm>
#include <atomic>
#include <chrono>
#include <cmath>
#include <random>
#include <stdexcept>
#include <thread>

using namespace kaimen::cpu;

namespace {

// W [outs, cols] stored as TYPE, and the values the kernels must multiply by (after storage).
struct Stored {
    PackedMatrix matrix;
    std::vector<double> values;
};

Stored makeMatrix(int64_t outs, int64_t cols, WeightType type, std::mt19937 &random)
{
    std::normal_distribution<float> normal(0.0f, 0.5f);
    Stored s;
    auto &m = s.matrix;
    m.rows = outs;
    m.cols = cols;
    m.type = type;
    for (int64_t o = 0; o < outs; ++o)
        m.bias.push_back(normal(random));
    for (int64_t o = 0; o < outs; ++o) {
        const float scale = 0.01f * float(o + 1);
        if (type == WeightType::I8)
            m.scale.push_back(scale);
        for (int64_t i = 0; i < cols; ++i) {
            const float w = normal(random);
            if (type == WeightType::F32) {
                m.f32.push_back(w);
                s.values.push_back(w);
            } else if (type == WeightType::F16) {
                m.f16.push_back(toHalf(w));
                s.values.push_back(fromHalf(m.f16.back()));
            } else {
                const auto q = int8_t(std::lround(std::clamp(w / scale * 0.5f, -127.0f, 127.0f)));
                m.i8.push_back(q);
                s.values.push_back(double(q) * scale);
            }
        }
    }
    if (type == WeightType::I8)
        packForVnni(m);
    return s;
}

// One of the 255 x 255 steps between a row's smallest and largest value.
double levelOf(const float *row, int64_t count)
{
    const auto [lo, hi] = std::minmax_element(row, row + count);
    return (double(*hi) - double(*lo)) / (255.0 * 255.0);
}

uint16_t bitsOf(float value)
{
    return toHalf(value);
}

} // namespace

class TestCpuKernels : public QObject {
    Q_OBJECT

private slots:
    void everyPathMatchesThePlainProduct_data()
    {
        QTest::addColumn<QString>("path");
        QTest::addColumn<int>("type");
        for (const auto &path : availableKernels())
            for (int type : {0, 1, 2})
                QTest::newRow((path + (type == 0 ? " fp32" : type == 1 ? " fp16" : " int8")).c_str())
                    << QString::fromStdString(path) << type;
    }
    void everyPathMatchesThePlainProduct()
    {
        QFETCH(QString, path);
        QFETCH(int, type);
        QVERIFY(useKernels(path.toStdString()));
        const bool quantizesActivations = path == "avx512vnni" && WeightType(type) == WeightType::I8;
        std::mt19937 random(21);
        // Rows 1-9 (every row block and its tail), inputs that are and are not whole vectors,
        // outputs that are and are not whole blocks.
        for (int64_t rows : {1, 2, 3, 4, 5, 9})
            for (int64_t cols : {7, 40, 100, 256})
                for (int64_t outs : {1, 5, 37}) {
                    const auto s = makeMatrix(outs, cols, WeightType(type), random);
                    std::normal_distribution<float> normal(0.0f, 1.0f);
                    std::vector<float> x(size_t(rows * cols)), y(size_t(rows * outs), -999.0f);
                    for (auto &v : x)
                        v = normal(random);
                    // A sub-range of outputs: the others must stay untouched.
                    const int64_t begin = outs > 1 ? 1 : 0, end = outs;
                    linear(x.data(), rows, s.matrix, y.data(), begin, end);
                    for (int64_t r = 0; r < rows; ++r)
                        for (int64_t o = 0; o < outs; ++o) {
                            const float got = y[size_t(r * outs + o)];
                            if (o < begin) {
                                QCOMPARE(got, -999.0f);
                                continue;
                            }
                            double want = s.matrix.bias[size_t(o)], weightMass = 0.0;
                            for (int64_t i = 0; i < cols; ++i) {
                                want += double(x[size_t(r * cols + i)]) * s.values[size_t(o * cols + i)];
                                weightMass += std::abs(s.values[size_t(o * cols + i)]);
                            }
                            // VNNI quantizes each row of X to 255 x 255 steps over its range:
                            // each value is off by at most half a step.
                            const double allowed = 1e-4 * (1.0 + std::abs(want))
                                + (quantizesActivations ? levelOf(x.data() + r * cols, cols) / 2 * weightMass : 0.0);
                            QVERIFY2(std::abs(got - want) <= allowed,
                                     qPrintable(QString("%1x%2->%3 row %4 out %5: %6, want %7")
                                                    .arg(rows).arg(cols).arg(outs).arg(r).arg(o).arg(got).arg(want)));
                        }
                }
        QVERIFY(useKernels(availableKernels().front()));
    }

    // The vectorised GELUs and log-softmax against libm, on every path, over the range a
    // network's activations take (and past it, where exp must saturate, not overflow).
    void elementWisePartsMatchLibm_data()
    {
        QTest::addColumn<QString>("path");
        for (const auto &path : availableKernels())
            QTest::newRow(path.c_str()) << QString::fromStdString(path);
    }
    void elementWisePartsMatchLibm()
    {
        QFETCH(QString, path);
        QVERIFY(useKernels(path.toStdString()));
        std::vector<float> x;
        for (float v = -30.0f; v <= 30.0f; v += 0.013f)
            x.push_back(v);
        auto tanhGelu = x, erfGelu = x;
        geluTanh(tanhGelu.data(), int64_t(x.size()));
        geluErf(erfGelu.data(), int64_t(x.size()));
        for (size_t i = 0; i < x.size(); ++i) {
            const double v = x[i];
            const double wantTanh = 0.5 * v * (1.0 + std::tanh(0.7978845608028654 * (v + 0.044715 * v * v * v)));
            const double wantErf = 0.5 * v * (1.0 + std::erf(v / std::sqrt(2.0)));
            QVERIFY2(std::abs(tanhGelu[i] - wantTanh) < 2e-6 * (1.0 + std::abs(wantTanh)), qPrintable(QString::number(v)));
            QVERIFY2(std::abs(erfGelu[i] - wantErf) < 2e-6 * (1.0 + std::abs(wantErf)), qPrintable(QString::number(v)));
        }
        // A vocabulary-sized row with one dominant entry and entries far below it.
        std::vector<float> logits(7710);
        for (size_t i = 0; i < logits.size(); ++i)
            logits[i] = float(std::sin(double(i)) * 12.0 - (i % 97 == 0 ? 200.0 : 0.0));
        logits[4321] = 40.0f;
        auto got = logits;
        logSoftmax(got.data(), int64_t(got.size()));
        double top = *std::max_element(logits.begin(), logits.end()), sum = 0.0;
        for (float v : logits)
            sum += std::exp(double(v) - top);
        for (size_t i = 0; i < logits.size(); ++i)
            QVERIFY2(std::abs(got[i] - (logits[i] - top - std::log(sum))) < 1e-5, qPrintable(QString::number(i)));
        QVERIFY(useKernels(availableKernels().front()));
    }

    void theBestPathIsChosenAndOthersRefused()
    {
        QVERIFY(!availableKernels().empty());
        QCOMPARE(availableKernels().back(), std::string("plain"));
        QVERIFY(!useKernels("avx1024"));
        QCOMPARE(kernelsInUse(), availableKernels().front());
    }

    void halfPrecisionRoundsToNearestEven()
    {
        QCOMPARE(bitsOf(1.0f), uint16_t(0x3c00));
        QCOMPARE(bitsOf(-2.0f), uint16_t(0xc000));
        QCOMPARE(bitsOf(65504.0f), uint16_t(0x7bff));                // the largest half
        QCOMPARE(bitsOf(65520.0f), uint16_t(0x7c00));                // rounds past it: infinity
        QCOMPARE(bitsOf(1.0f + std::ldexp(1.0f, -11)), uint16_t(0x3c00));      // a tie: to even
        QCOMPARE(bitsOf(1.0f + 3 * std::ldexp(1.0f, -11)), uint16_t(0x3c02));  // a tie: to even, up
        QCOMPARE(bitsOf(std::ldexp(1.0f, -24)), uint16_t(0x0001));   // the smallest subnormal
        QCOMPARE(bitsOf(std::ldexp(1.0f, -26)), uint16_t(0x0000));   // below half of it: zero
        QCOMPARE(bitsOf(INFINITY), uint16_t(0x7c00));
        QVERIFY(std::isnan(fromHalf(bitsOf(NAN))));
        for (uint32_t bits = 0; bits < 0x7c00; ++bits)  // every finite half comes back as itself
            QCOMPARE(toHalf(fromHalf(uint16_t(bits))), uint16_t(bits));
        QCOMPARE(fromHalf(0x3555), 0.333251953125f);
    }

    void thePoolRunsEveryPartOnceAndPassesErrorsOn()
    {
        WorkerPool pool(3);
        QCOMPARE(pool.threads(), 3);
        for (int round = 0; round < 2000; ++round) {
            std::atomic<int> ran[3] = {0, 0, 0};
            const int parts = 1 + round % 3;
            // Now and then the workers fall asleep between tasks, or the caller waits long for
            // a part: both hand-offs, the brief wait and the sleep, are taken.
            if (round % 100 == 0)
                std::this_thread::sleep_for(std::chrono::milliseconds(2));
            pool.run(parts, [&](int part) {
                if (round % 100 == 50 && part == parts - 1)
                    std::this_thread::sleep_for(std::chrono::milliseconds(2));
                ran[part]++;
            });
            for (int p = 0; p < 3; ++p)
                QCOMPARE(ran[p].load(), p < parts ? 1 : 0);
        }
        bool thrown = false;
        try {
            pool.run(3, [](int part) {
                if (part == 2)
                    throw std::runtime_error("part 2 failed");
            });
        } catch (const std::runtime_error &e) {
            thrown = QString(e.what()) == "part 2 failed";
        }
        QVERIFY(thrown);
        std::atomic<int> after{0};
        pool.run(3, [&](int) { after++; });  // the pool goes on after an error
        QCOMPARE(after.load(), 3);
    }
};

QTEST_APPLESS_MAIN(TestCpuKernels)
#include "tst_cpukernels.moc"
