// The kiosk's own files survive a pulled plug and a full disk: each save leaves the old file or
// the new one, never a mix, and a failed save says so and keeps the old one.
#include "SettingsFile.h"
#include "UsageStatistics.h"
#include "kaimen/ResultCache.h"

#include <QFile>
#include <QProcess>
#include <QRandomGenerator>
#include <QTemporaryDir>
#include <QTest>

#include <csignal>
#include <fcntl.h>
#include <functional>
#include <sys/mount.h>
#include <sys/wait.h>
#include <unistd.h>

namespace {

kaimen::ResultCache bigCache(const char *mark, int entries)
{
    kaimen::ResultCache cache(size_t(entries), 4);
    for (int i = 0; i < entries; ++i)
        cache.add(std::string(mark) + std::to_string(i), {"春风得意马蹄疾", "旭日东升万象新", "吉祥如意", -1.0 * i});
    return cache;
}

QByteArray readAll(const QString &path)
{
    QFile f(path);
    return f.open(QIODevice::ReadOnly) ? f.readAll() : QByteArray();
}

// Saves A and B in turn in a child process, kills it with SIGKILL after a random moment, and
// returns what the file holds then. ROUNDS times.
void killDuringSaves(int rounds, const QString &path, const std::function<void(bool)> &save,
                     const QByteArray &a, const QByteArray &b)
{
    for (int round = 0; round < rounds; ++round) {
        const pid_t child = fork();
        if (child == 0) {
            for (bool first = true;; first = !first)
                save(first);
        }
        QVERIFY(child > 0);
        QThread::usleep(1000 + QRandomGenerator::global()->bounded(20000));
        ::kill(child, SIGKILL);
        int status = 0;
        ::waitpid(child, &status, 0);
        const QByteArray now = readAll(path);
        QVERIFY2(now == a || now == b, qPrintable(QString("round %1: the file is neither the old nor the new one (%2 bytes)")
                                                      .arg(round).arg(now.size())));
    }
}

} // namespace

class TestSaveFaults : public QObject {
    Q_OBJECT

private slots:
    void sigkillDuringACacheSaveLeavesOneWholeFile()
    {
        QTemporaryDir dir;
        const auto path = dir.filePath("couplets.json").toStdString();
        const auto a = bigCache("a", 3000), b = bigCache("b", 2000);
        a.save(path);
        killDuringSaves(25, QString::fromStdString(path), [&](bool first) { (first ? a : b).save(path); },
                        QByteArray::fromStdString(a.serialize()), QByteArray::fromStdString(b.serialize()));
    }

    void sigkillDuringASettingsSaveLeavesOneWholeFile()
    {
        QTemporaryDir dir;
        const QString path = dir.filePath("settings.yaml");
        KioskSettings a, b;
        b.idleSeconds = 300;
        for (int i = 0; i < 40; ++i)
            b.extraBlockedWords << QString("坏词%1").arg(i);
        QCOMPARE(saveSettings(a, path), QString());
        killDuringSaves(25, path, [&](bool first) { saveSettings(first ? a : b, path); },
                        settingsToYaml(a).toUtf8(), settingsToYaml(b).toUtf8());
    }

    void sigkillDuringAStatisticsSaveLeavesOneWholeFile()
    {
        QTemporaryDir dir;
        const QString path = dir.filePath("statistics.json");
        UsageStatistics a, b;
        const auto when = QDateTime(QDate(2027, 2, 6), QTime(9, 0), Qt::UTC);
        for (int i = 0; i < 3000; ++i)
            a.record(QString("愿%1").arg(i % 300), UsageStatistics::Answer::Written, i % 90, i % 3 == 0, when.addSecs(i * 60));
        b.record("如意", UsageStatistics::Answer::Written, 40, false, when);
        QCOMPARE(a.save(path), QString());
        const QByteArray aBytes = readAll(path);
        QCOMPARE(b.save(path), QString());
        const QByteArray bBytes = readAll(path);
        killDuringSaves(25, path, [&](bool first) { (first ? a : b).save(path); }, aBytes, bBytes);
    }

    void aFullDiskFailsTheSaveAndKeepsTheOldFile()
    {
        QTemporaryDir dir;
        const QString mountPoint = dir.filePath("small");
        QDir().mkpath(mountPoint);
        // A 64 KiB file system: the old files fit, the big new cache does not.
        if (::mount("tmpfs", mountPoint.toLocal8Bit().constData(), "tmpfs", 0, "size=64k") != 0)
            QSKIP("cannot mount a small tmpfs here (needs CAP_SYS_ADMIN); the full-disk case is not exercised");
        struct Unmount {
            QString at;
            ~Unmount() { ::umount(at.toLocal8Bit().constData()); }
        } unmount{mountPoint};

        const auto cachePath = (mountPoint + "/couplets.json").toStdString();
        const auto small = bigCache("s", 20);
        small.save(cachePath);
        const auto before = readAll(QString::fromStdString(cachePath));
        bool failed = false;
        try {
            bigCache("big", 3000).save(cachePath);
        } catch (const std::runtime_error &e) {
            failed = std::string(e.what()).find(cachePath) != std::string::npos;
        }
        QVERIFY2(failed, "a save onto a full disk must fail with the path in its message");
        QCOMPARE(readAll(QString::fromStdString(cachePath)), before);

        const QString settingsPath = mountPoint + "/settings.yaml";
        QCOMPARE(saveSettings(KioskSettings{}, settingsPath), QString());
        const auto settingsBefore = readAll(settingsPath);
        // Take every byte that is left, down to ENOSPC.
        const int fd = ::open((mountPoint + "/filler").toLocal8Bit().constData(), O_WRONLY | O_CREAT, 0600);
        QVERIFY(fd >= 0);
        const QByteArray page(4096, 'x');
        while (::write(fd, page.constData(), size_t(page.size())) > 0) {
        }
        while (::write(fd, "x", 1) > 0) {
        }
        ::close(fd);
        KioskSettings changed;
        changed.idleSeconds = 600;
        QVERIFY(!saveSettings(changed, settingsPath).isEmpty());
        QCOMPARE(readAll(settingsPath), settingsBefore);

        UsageStatistics stats;
        stats.record("如意", UsageStatistics::Answer::Written, 40, false, QDateTime::currentDateTimeUtc());
        QVERIFY(!stats.save(mountPoint + "/statistics.json").isEmpty());
        QVERIFY(!QFile::exists(mountPoint + "/statistics.json"));
    }
};

QTEST_GUILESS_MAIN(TestSaveFaults)
#include "tst_savefaults.moc"
