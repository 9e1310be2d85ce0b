// The GUI thread never waits for the model: while couplets are written on the engine's thread,
// the event loop keeps answering within 20 ms.
#include "CoupletService.h"
#include "Fixtures.h"

#include <QElapsedTimer>
#include <QSignalSpy>
#include <QTest>
#include <QTimer>

class TestResponsiveness : public QObject {
    Q_OBJECT

private slots:
    void theEventLoopStaysResponsiveWhileWriting()
    {
        // The shipped model: a couplet takes tens of milliseconds, long enough to notice a stall.
        CoupletService service(EngineClient::Settings{QString::fromStdString(shippedModel())});
        QVERIFY(QTest::qWaitFor([&] { return service.state() == CoupletService::State::Ready; }, 60000));

        constexpr int kTickMs = 5;
        QElapsedTimer sinceTick;
        qint64 worstLateness = 0;
        QTimer ticker;
        ticker.setTimerType(Qt::PreciseTimer);
        ticker.setInterval(kTickMs);
        QObject::connect(&ticker, &QTimer::timeout, [&] {
            worstLateness = std::max(worstLateness, sinceTick.restart() - kTickMs);
        });

        QSignalSpy ready(&service, &CoupletService::coupletReady);
        const QStringList words{"如意", "平安", "吉祥", "飞跃", "安康", "兴旺"};
        sinceTick.start();
        ticker.start();
        for (const auto &word : words) {
            service.writeFromWish(word, "theme");
            QVERIFY(ready.wait(30000));
        }
        ticker.stop();
        QCOMPARE(ready.size(), int(words.size()));
        qInfo("worst event-loop lateness while writing %d couplets: %lld ms", int(words.size()), worstLateness);
        QVERIFY2(worstLateness < 20, qPrintable(QString("the event loop stalled for %1 ms").arg(worstLateness)));
    }
};

QTEST_GUILESS_MAIN(TestResponsiveness)
#include "tst_responsiveness.moc"
