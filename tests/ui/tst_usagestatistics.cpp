// The operator's statistics: counted, kept across restarts, exported, never corrupted.
#include "UsageStatistics.h"

#include <QFile>
#include <QTemporaryDir>
#include <QTest>

class TestUsageStatistics : public QObject {
    Q_OBJECT
    const QDateTime m_nine = QDateTime(QDate(2027, 2, 6), QTime(9, 15), Qt::UTC);

    void fill(UsageStatistics &s)
    {
        using A = UsageStatistics::Answer;
        for (int i = 0; i < 10; ++i)
            s.record("如意", A::Written, 40 + i, i >= 5, m_nine.addSecs(i * 60));
        s.record("平安", A::Written, 100, false, m_nine.addSecs(3600));
        s.record("平安", A::Written, 0.5, true, m_nine.addSecs(3700));
        s.record("鬼子", A::Blocked, 0, false, m_nine);
        s.record("如意", A::Error, 0, false, m_nine.addSecs(3600));
    }

private slots:
    void countsWhatHappened()
    {
        UsageStatistics s;
        fill(s);
        QCOMPARE(s.generations(), 12);
        QCOMPARE(s.cacheHitRate(), 6.0 / 12.0);
        QCOMPARE(s.errors(), 1);
        QCOMPARE(s.blocked(), 1);
        QCOMPARE(s.topWishes(), QStringList({"如意 (10)", "平安 (2)"}));
        const auto hours = s.hourly();
        QCOMPARE(hours.size(), 2);
        QCOMPARE(hours[0].toMap()["count"].toInt(), 10);
        QCOMPARE(hours[0].toMap()["p50"].toDouble(), 44.0);
        QCOMPARE(hours[0].toMap()["p95"].toDouble(), 49.0);
    }

    void survivesARestartAndExportsCsv()
    {
        QTemporaryDir dir;
        UsageStatistics before;
        fill(before);
        QCOMPARE(before.save(dir.filePath("stats.json")), QString());
        QCOMPARE(QFile::permissions(dir.filePath("stats.json")) & (QFile::ReadGroup | QFile::ReadOther), QFile::Permissions{});
        UsageStatistics after;
        QCOMPARE(after.load(dir.filePath("stats.json")), QString());
        QCOMPARE(after.generations(), 12);
        QCOMPARE(after.topWishes(), before.topWishes());
        QCOMPARE(after.hourly(), before.hourly());

        QCOMPARE(after.exportCsv(dir.filePath("stats.csv")), QString());
        QFile csv(dir.filePath("stats.csv"));
        QVERIFY(csv.open(QIODevice::ReadOnly));
        const auto lines = csv.readAll().trimmed().split('\n');
        QCOMPARE(lines.size(), 3);
        QCOMPARE(lines[0], QByteArray("hour,couplets,cache_hits,errors,p50_ms,p95_ms"));
        QCOMPARE(lines[1], QByteArray("2027-02-06T09:00:00Z,10,5,0,44.0,49.0"));
        QCOMPARE(lines[2], QByteArray("2027-02-06T10:00:00Z,2,1,1,0.5,100.0"));
    }

    void aCorruptFileIsSetAsideNotBelieved_data()
    {
        QTest::addColumn<QByteArray>("contents");
        QTest::newRow("truncated") << QByteArray("{\"format\":\"kaimen-statistics\",\"version\":1,\"gen");
        QTest::newRow("foreign") << QByteArray("{\"format\":\"something else\"}");
        QTest::newRow("bad hour") << QByteArray("{\"format\":\"kaimen-statistics\",\"version\":1,\"wishes\":{},\"hours\":[{\"hour\":\"yesterday\"}]}");
    }
    void aCorruptFileIsSetAsideNotBelieved()
    {
        QFETCH(QByteArray, contents);
        QTemporaryDir dir;
        QFile f(dir.filePath("stats.json"));
        QVERIFY(f.open(QIODevice::WriteOnly));
        f.write(contents);
        f.close();
        UsageStatistics s;
        fill(s);
        const QString warning = s.load(f.fileName());
        QVERIFY(warning.contains("start empty"));
        QCOMPARE(s.generations(), 12);  // what it held is untouched
    }
};

QTEST_GUILESS_MAIN(TestUsageStatistics)
#include "tst_usagestatistics.moc"
