// The kiosk's stage machine: a wish goes from the gate to the couplet in the doorway, 换一副 writes
// another, a failure goes back to the wish screen, an idle kiosk forgets the visitor.
#include "KioskStage.h"
#include "UiFakes.h"

using namespace kaimen::testing;
using Stage = KioskStage::Stage;

class TestKioskStage : public QObject {
    Q_OBJECT
private slots:
    void aWishGoesFromTheGateToTheCouplet()
    {
        auto control = std::make_shared<FakeGenerator::Control>();
        CoupletService service(fakeEngine(control));
        QVERIFY(settles(service, CoupletService::State::Ready));
        KioskStage kiosk;
        kiosk.setService(&service);
        QCOMPARE(kiosk.stage(), Stage::Attract);
        kiosk.begin();
        QCOMPARE(kiosk.stage(), Stage::Input);
        QStringList shown;  // every couplet the scrolls were given
        connect(&kiosk, &KioskStage::coupletChanged, &kiosk, [&] { shown << kiosk.upper(); });
        kiosk.writing();
        service.writeFromWish("如意", "cangtou");
        QCOMPARE(kiosk.stage(), Stage::Writing);
        QVERIFY(QTest::qWaitFor([&] { return kiosk.stage() == Stage::Result; }, 10000));
        QCOMPARE(kiosk.upper(), QString("如意上"));
        QCOMPARE(kiosk.lower(), QString("如意下"));
        QCOMPARE(kiosk.horizontal(), QString("四字横批"));
        // The brush writes the finished couplet only, never a provisional line of the search.
        QCOMPARE(shown.filter(QRegularExpression(".")), QStringList{"如意上"});

        kiosk.another();
        QCOMPARE(kiosk.stage(), Stage::Writing);
        QVERIFY(QTest::qWaitFor([&] { return kiosk.stage() == Stage::Result; }, 10000));
        QVERIFY2(kiosk.upper() != "如意上", qPrintable(kiosk.upper()));  // 换一副: another couplet

        kiosk.idle();
        QCOMPARE(kiosk.stage(), Stage::Attract);
        QVERIFY(kiosk.upper().isEmpty());
    }

    void aFailureGoesBackToTheWishScreen()
    {
        CoupletService service(brokenEngine());
        QVERIFY(settles(service, CoupletService::State::Failed));
        KioskStage kiosk;
        kiosk.setService(&service);
        kiosk.begin();
        kiosk.writing();
        service.writeFromWish("如意", "cangtou");
        QVERIFY(QTest::qWaitFor([&] { return kiosk.stage() == Stage::Input; }, 10000));
    }

    void aTouchOnlyStartsFromTheGate()
    {
        KioskStage kiosk;
        kiosk.show(Stage::Result, "上", "下");
        kiosk.begin();
        QCOMPARE(kiosk.stage(), Stage::Result);
        kiosk.another();  // no service: nothing to ask
        QCOMPARE(kiosk.stage(), Stage::Result);
        kiosk.restart();
        QCOMPARE(kiosk.stage(), Stage::Input);
    }
};

QTEST_GUILESS_MAIN(TestKioskStage)
#include "tst_kioskstage.moc"
