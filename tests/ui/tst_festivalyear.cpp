// The title over the gate: the coming Spring Festival's year, from ICU's Chinese calendar.
#include "ClockCheck.h"
#include "FestivalYear.h"
#include "KioskSettings.h"

#include <QTest>

class TestFestivalYear : public QObject {
    Q_OBJECT

private slots:
    void namesTheComingFestivalsYear_data()
    {
        QTest::addColumn<QDate>("day");
        QTest::addColumn<QString>("title");
        // 2026's festival is on 02-17 (丙午, horse); 2027's on 02-06 (丁未, goat).
        QTest::newRow("late 2026 looks ahead") << QDate(2026, 11, 30) << QString("丁未羊年");
        QTest::newRow("the week before 2026's festival") << QDate(2026, 2, 10) << QString("丙午马年");
        QTest::newRow("2026's festival day") << QDate(2026, 2, 17) << QString("丙午马年");
        QTest::newRow("2026's 元宵") << QDate(2026, 3, 3) << QString("丙午马年");
        QTest::newRow("after 元宵 2026, next year") << QDate(2026, 3, 10) << QString("丁未羊年");
        QTest::newRow("summer 2024") << QDate(2024, 7, 1) << QString("乙巳蛇年");
        QTest::newRow("the cycle wraps: 2043 is 癸亥, 2044 甲子") << QDate(2043, 6, 1) << QString("甲子鼠年");
    }
    void namesTheComingFestivalsYear()
    {
        QFETCH(QDate, day);
        QFETCH(QString, title);
        QCOMPARE(comingFestivalYear(day).title(), title);
    }

    // An offline PC whose clock battery died boots in 2000: the panel must be able to tell.
    void aClockBeforeTheBuildIsCaught()
    {
        const QDate built = kaimenBuildDate();
        QVERIFY2(built.isValid() && built <= QDate::currentDate().addDays(1), qPrintable(built.toString(Qt::ISODate)));
        QVERIFY(clockIsBehindTheBuild(QDate(2000, 1, 1)));
        QVERIFY(clockIsBehindTheBuild(built.addDays(-2)));
        QVERIFY(!clockIsBehindTheBuild(built.addDays(-1)));  // UTC's day against a zone west of it
        QVERIFY(!clockIsBehindTheBuild(built));
        QVERIFY(!clockIsBehindTheBuild(QDate::currentDate()));
        FestivalYear year;
        QVERIFY(!year.clockBehind());
        QCOMPARE(year.clockDay(), QDate::currentDate().toString(Qt::ISODate));
        QCOMPARE(year.buildDay(), built.toString(Qt::ISODate));
    }

    // A Spring Festival booth's 主题 couplets name the coming year's animal; the operator's title
    // names another when it holds one; other booths name their trade.
    void theBoothsOccasionFollowsTheYear()
    {
        KioskSettings s;
        const QDate lateIn2026(2026, 12, 1);
        QCOMPARE(QString::fromStdString(boothOccasion(s, lateIn2026)), QString("羊年春联"));
        QCOMPARE(QString::fromStdString(boothOccasion(s, QDate(2026, 2, 20))), QString("马年春联"));
        s.yearTitle = "乙巳蛇年";
        QCOMPARE(QString::fromStdString(boothOccasion(s, lateIn2026)), QString("蛇年春联"));
        s.yearTitle = "甲辰龍年";  // typed by a Traditional Chinese operator
        QCOMPARE(QString::fromStdString(boothOccasion(s, lateIn2026)), QString("龙年春联"));
        s.yearTitle = "龙腾盛世";  // names no year: the calendar's
        QCOMPARE(QString::fromStdString(boothOccasion(s, lateIn2026)), QString("羊年春联"));
        // Last season's booth retitled as people write a year: the couplets follow the title,
        // not the calendar (until session 48 each of these wrote the sheep's).
        for (const char *snake : {"乙巳年", "2025年新春", "二〇二五年"}) {
            s.yearTitle = QString::fromUtf8(snake);
            QCOMPARE(QString::fromStdString(boothOccasion(s, lateIn2026)), QString("蛇年春联"));
        }
        s.yearAnimal = false;
        QCOMPARE(QString::fromStdString(boothOccasion(s, lateIn2026)), QString("春联"));
        s.boothTheme = "trade";
        s.yearAnimal = true;
        QCOMPARE(QString::fromStdString(boothOccasion(s, lateIn2026)), QString("商贸春联"));
    }

    void anOverrideReplacesTheTitleUntilCleared()
    {
        FestivalYear year;
        const QString computed = year.title();
        QVERIFY(computed.endsWith("年"));
        QCOMPARE(computed.size(), 4);
        year.setOverride("  龙腾盛世 ");
        QCOMPARE(year.title(), QString("龙腾盛世"));
        QCOMPARE(year.zodiac(), comingFestivalYear(QDate::currentDate()).zodiac);
        year.setOverride("甲辰龙年");
        QCOMPARE(year.zodiac(), QString("龙"));
        year.setOverride("甲辰年");  // what the admin panel shows as 春节主题写龙年
        QCOMPARE(year.zodiac(), QString("龙"));
        // Typed in Traditional characters: held in Simplified ones, as the calendar's title is
        // (each screen shows it in its reader's script).
        year.setOverride("甲辰龍年");
        QCOMPARE(year.title(), QString("甲辰龙年"));
        QCOMPARE(year.zodiac(), QString("龙"));
        year.setOverride("");
        QCOMPARE(year.title(), computed);
    }
};

QTEST_GUILESS_MAIN(TestFestivalYear)
#include "tst_festivalyear.moc"
