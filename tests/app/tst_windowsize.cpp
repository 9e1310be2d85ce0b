// --size as the kiosk and the visitor robot read it: WIDTHxHEIGHT, no smaller than the scenes are
// laid out for; anything else is no size (each program then says so in its own words).
#include "WindowSize.h"

#include <QTest>

class TestWindowSize : public QObject {
    Q_OBJECT
private slots:
    void portraitAndLandscapeScreensAreRead()
    {
        QCOMPARE(parseWindowSize("1080x1920"), std::optional<QSize>(QSize(1080, 1920)));
        QCOMPARE(parseWindowSize("3840x2160"), std::optional<QSize>(QSize(3840, 2160)));
        QCOMPARE(parseWindowSize("640x480"), std::optional<QSize>(kSmallestWindow));
        QCOMPARE(parseWindowSize("1080 x 1920"), std::optional<QSize>(QSize(1080, 1920)));  // as people type it
    }
    void anythingElseIsNoSize()
    {
        for (const char *text : {"", "1080", "1080x", "x1920", "1080*1920", "1080x1920x2", "wide x high", "-1080x1920",
                                 "639x480", "640x479", "10x10"})
            QVERIFY2(!parseWindowSize(text), text);
    }
};

QTEST_GUILESS_MAIN(TestWindowSize)
#include "tst_windowsize.moc"
