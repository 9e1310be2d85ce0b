// kaimen-train --autocast bf16 (tools/train/MixedPrecision.cpp): the forward pass's products in
// bfloat16 inside the guard, float32 again after it, nothing changed when it is off.
#include "MixedPrecision.h"

#include <QTest>

class TestAutocast : public QObject {
    Q_OBJECT

private slots:
    void productsAreBfloat16OnlyInsideAnEngagedGuard()
    {
        const auto a = at::ones({4, 8}), b = at::ones({8, 4});
        QVERIFY(autocastProductType(at::kCPU) == at::kBFloat16);
        {
            const Bf16Autocast off(at::kCPU, false);
            QVERIFY(at::matmul(a, b).scalar_type() == at::kFloat);
        }
        {
            const Bf16Autocast on(at::kCPU, true);
            const auto product = at::matmul(a, b);
            QVERIFY(product.scalar_type() == at::kBFloat16);
            QCOMPARE(product.to(at::kFloat)[0][0].item<float>(), 8.0f);
        }
        // The guard leaves autocast off: the loss and the optimizer after it work in float32.
        QVERIFY(at::matmul(a, b).scalar_type() == at::kFloat);
    }
};

QTEST_APPLESS_MAIN(TestAutocast)
#include "tst_autocast.moc"
