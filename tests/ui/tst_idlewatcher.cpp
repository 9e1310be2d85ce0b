// An abandoned kiosk goes back to its attract loop; a visitor's touch keeps it where it is.
#include "IdleWatcher.h"

#include <QKeyEvent>
#include <QMouseEvent>
#include <QTouchEvent>
#include <QSignalSpy>
#include <QTest>

class TestIdleWatcher : public QObject {
    Q_OBJECT

private slots:
    void countsDownThenTimesOut()
    {
        IdleWatcher idle;
        idle.setTimeoutSeconds(2);
        idle.setWarningSeconds(1);
        QSignalSpy timedOut(&idle, &IdleWatcher::timedOut);
        QVERIFY(!idle.warning());
        idle.setActive(true);
        QCOMPARE(idle.secondsLeft(), 2);
        QVERIFY(!idle.warning());
        QTRY_VERIFY_WITH_TIMEOUT(idle.warning(), 3000);  // the countdown shows in the last second
        QVERIFY(timedOut.wait(3000));
        QCOMPARE(timedOut.size(), 1);
        QVERIFY(!idle.active());  // and stays quiet until a new visitor starts
        QTest::qWait(1200);
        QCOMPARE(timedOut.size(), 1);
    }

    void anyTouchOrKeyStartsTheClockAgain()
    {
        IdleWatcher idle;
        idle.setTimeoutSeconds(2);
        QSignalSpy timedOut(&idle, &IdleWatcher::timedOut);
        idle.setActive(true);
        QObject somewhere;  // the filter sits on the application: any receiver counts
        for (int i = 0; i < 4; ++i) {
            QTest::qWait(700);
            QKeyEvent key(QEvent::KeyPress, Qt::Key_A, Qt::NoModifier);
            QCoreApplication::sendEvent(&somewhere, &key);
        }
        QCOMPARE(timedOut.size(), 0);  // 2.8 s went by, never 2 s without a key
        QVERIFY(idle.secondsLeft() >= 1);
        QVERIFY(timedOut.wait(3000));
    }

    // A finger held on the screen and then lifted: the lift is a visitor still there (the visitor
    // robot found the clock counting from the press alone, through a slow language switch done on
    // the release).
    void aFingerLiftedStartsTheClockAgain()
    {
        IdleWatcher idle;
        idle.setTimeoutSeconds(2);
        QSignalSpy timedOut(&idle, &IdleWatcher::timedOut);
        idle.setActive(true);
        QObject somewhere;
        QTouchEvent press(QEvent::TouchBegin);
        QCoreApplication::sendEvent(&somewhere, &press);
        QTest::qWait(1500);
        QTouchEvent lift(QEvent::TouchEnd);
        QCoreApplication::sendEvent(&somewhere, &lift);
        QTest::qWait(1000);
        QCOMPARE(timedOut.size(), 0);  // 2.5 s after the press, 1 s after the lift
        QMouseEvent release(QEvent::MouseButtonRelease, QPointF(1, 1), QPointF(1, 1), Qt::LeftButton, Qt::NoButton,
                            Qt::NoModifier);
        QCoreApplication::sendEvent(&somewhere, &release);
        QTest::qWait(1500);
        QCOMPARE(timedOut.size(), 0);  // 2.5 s after the lift, 1.5 s after the mouse let go
        QVERIFY(timedOut.wait(3000));
    }

    void inactiveNeverTimesOut()
    {
        IdleWatcher idle;
        idle.setTimeoutSeconds(1);
        QSignalSpy timedOut(&idle, &IdleWatcher::timedOut);
        QTest::qWait(1500);
        QCOMPARE(timedOut.size(), 0);
    }
};

QTEST_GUILESS_MAIN(TestIdleWatcher)
#include "tst_idlewatcher.moc"
