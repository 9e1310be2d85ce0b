// The operator's settings file: every default shipped, every bad value named and replaced,
// saves that a power cut cannot corrupt.
#include "Fixtures.h"
#include "SettingsFile.h"

#include <QFile>
#include <QTemporaryDir>
#include <QTest>

namespace {

const QString kDefaults = sourceFile("assets/settings/defaults.yaml");

QString write(const QTemporaryDir &dir, const QByteArray &yaml)
{
    const QString path = dir.filePath("settings.yaml");
    QFile f(path);
    if (!f.open(QIODevice::WriteOnly | QIODevice::Truncate))
        qFatal("cannot write the test settings");
    f.write(yaml);
    return path;
}

} // namespace

class TestSettings : public QObject {
    Q_OBJECT

private slots:
    void theShippedDefaultsAreCompleteAndMatchTheBuiltIns()
    {
        QStringList warnings;
        const auto loaded = loadSettings(kDefaults, {}, &warnings);
        QVERIFY2(warnings.isEmpty(), qPrintable(warnings.join('\n')));
        // Every setting in the file, with the same value the code falls back to.
        QCOMPARE(settingsToYaml(loaded), settingsToYaml(KioskSettings{}));
    }

    void aRoundTripKeepsEveryValue()
    {
        QTemporaryDir dir;
        KioskSettings s;
        s.modelDirectory = "/opt/palm";
        s.device = "cuda";
        s.beams = 6;
        s.sampling = true;
        s.temperature = 1.25;
        s.presetWishes = {"福满", "春晖"};
        s.idleSeconds = 120;
        s.language = "zh_TW";
        s.yearTitle = "龙腾盛世";
        s.hangingOrder = "upper-left";
        s.extraBlockedWords = {"坏词"};
        s.printer = "pdf";
        s.paper = "Letter";
        s.ink = "black";
        const QString path = dir.filePath("settings.yaml");
        QCOMPARE(saveSettings(s, path), QString());
        QCOMPARE(QFile::permissions(path) & (QFile::ReadGroup | QFile::ReadOther), QFile::Permissions{});
        QStringList warnings;
        const auto back = loadSettings(kDefaults, path, &warnings);
        QVERIFY2(warnings.isEmpty(), qPrintable(warnings.join('\n')));
        QCOMPARE(settingsToYaml(back), settingsToYaml(s));
    }

    // A Traditional Chinese operator's file: its words held as the model reads them, and 飛躍
    // beside 飞跃 one tile.
    void wordsTypedInTraditionalAreHeldInSimplified()
    {
        QTemporaryDir dir;
        const QString path = write(dir, "wishes:\n  presets: [飛躍, 如意, 飞跃, 團圓]\nsafety:\n  extra_blocked_words: [網紅]\n");
        QStringList warnings;
        const auto loaded = loadSettings(kDefaults, path, &warnings);
        QVERIFY2(warnings.isEmpty(), qPrintable(warnings.join('\n')));
        QCOMPARE(loaded.presetWishes, QStringList({"飞跃", "如意", "团圆"}));
        QCOMPARE(loaded.extraBlockedWords, QStringList{"网红"});
    }

    void badValuesAreNamedAndReplacedByTheDefault_data()
    {
        QTest::addColumn<QByteArray>("yaml");
        QTest::addColumn<QString>("expected");  // in the one warning
        QTest::newRow("out of range") << QByteArray("decoding:\n  beams: 99\n") << "decoding.beams: found \"99\", expected a whole number from 1 to 8; using 4";
        QTest::newRow("wrong type") << QByteArray("kiosk:\n  idle_seconds: soon\n") << "kiosk.idle_seconds: found \"soon\", expected a whole number from 15 to 3600; using 90";
        QTest::newRow("not a choice") << QByteArray("model:\n  device: tpu\n") << "model.device: found \"tpu\", expected one of auto, cpu, cuda; using \"auto\"";
        QTest::newRow("list expected") << QByteArray("wishes:\n  presets: 如意\n") << "wishes.presets: found \"如意\", expected a list";
        QTest::newRow("not a wish word") << QByteArray("wishes:\n  presets: [如意, 恭喜发财]\n") << "(\"恭喜发财\" is not)";
        QTest::newRow("boolean") << QByteArray("decoding:\n  sampling: maybe\n") << "decoding.sampling: found \"maybe\", expected true or false; using false";
        QTest::newRow("number") << QByteArray("decoding:\n  top_p: 3\n") << "decoding.top_p: found \"3\", expected a number from 0.1 to 1; using 0.9";
        QTest::newRow("ink") << QByteArray("printing:\n  ink: purple\n") << "printing.ink: found \"purple\", expected one of gold, black; using \"gold\"";
        // The admin panel's own checks: a hand-edited file gets no weaker key or Wi-Fi than it.
        QTest::newRow("short API key") << QByteArray("network:\n  api_key: secret\n")
                                       << "network.api_key: found \"secret\", expected \"\" (the API on this PC only) or a key of at least 16 characters without spaces; using \"\"";
        QTest::newRow("API key with a space") << QByteArray("network:\n  api_key: \"booth seven secret key\"\n") << "network.api_key: found";
        QTest::newRow("short WPA password") << QByteArray("network:\n  wifi_password: \"1234\"\n")
                                            << "expected \"\" (an open network) or a WPA password of 8 to 63 characters";
        QTest::newRow("long Wi-Fi name") << QByteArray("network:\n  wifi_name: " + QByteArray(33, 'w') + "\n") << "at most 32 bytes";
        QTest::newRow("a sentence for a year title") << QByteArray("kiosk:\n  year_title: 丁未羊年新春快乐万事如意阖家幸福吉祥\n")
                                                     << "kiosk.year_title: found \"丁未羊年新春快乐万事如意阖家幸福吉祥\", expected \"\" (from the Chinese calendar) or a title of at most 16 characters; using \"\"";
        QTest::newRow("not an interface") << QByteArray("network:\n  interface: \"eth 0!\"\n") << "a network interface's name";
        QTest::newRow("unknown key") << QByteArray("kiosk:\n  idle_minutes: 3\n") << "kiosk.idle_minutes: unknown setting; ignored";
        QTest::newRow("unknown section") << QByteArray("lights:\n  brightness: 3\n") << "lights: unknown section; ignored";
        QTest::newRow("sound") << QByteArray("sound:\n  effect: trumpet\n") << "sound.effect: found \"trumpet\", expected one of off, firecrackers, gong; using \"off\"";
        QTest::newRow("volume") << QByteArray("sound:\n  volume: 150\n") << "sound.volume: found \"150\", expected";
        QTest::newRow("broken YAML") << QByteArray("kiosk: [idle_seconds: 3\n") << "not readable as YAML";
        QTest::newRow("not a map") << QByteArray("- just\n- a list\n") << "expected sections";
        QTest::newRow("section not a map") << QByteArray("kiosk: 5\n") << "kiosk: expected keys under it; ignored";
        // Typing slips YAML's parser reports obscurely ("illegal map value"): the line is named.
        QTest::newRow("tab indent") << QByteArray("kiosk:\n\tidle_seconds: 30\n") << "not readable as YAML: line 2 is indented with a tab, where YAML indents with spaces (yaml-cpp: ";
        QTest::newRow("full-width colon") << QByteArray("kiosk:\n  year_title\xef\xbc\x9a\xe4\xb8\x81\xe6\x9c\xaa\xe5\xb9\xb4\n  idle_seconds: 60\n")
                                          << "line 2 has a full-width colon (：) after its key, where YAML needs \": \"";
        QTest::newRow("full-width colon alone") << QByteArray("kiosk:\n  idle_seconds\xef\xbc\x9a 60\n")
                                                << "kiosk: expected keys under it (line 2 has a full-width colon";
        QTest::newRow("full-width space indent") << QByteArray("kiosk:\n  idle_seconds: 90\n\xe3\x80\x80\xe3\x80\x80language: en\n")
                                                 << "unknown section (line 3 is indented with a full-width space (\xe3\x80\x80), where YAML indents with spaces)";
        QTest::newRow("neither UTF-8 nor GBK") << QByteArray("kiosk:\n  idle_seconds: 60\n  year_title: \xff\xff\n")
                                               << "line 3 is not UTF-8 text, nor is the file GBK; save the file as UTF-8; every setting in it is ignored";
    }
    void badValuesAreNamedAndReplacedByTheDefault()
    {
        QFETCH(QByteArray, yaml);
        QFETCH(QString, expected);
        QTemporaryDir dir;
        const QString path = write(dir, yaml);
        QStringList warnings;
        const auto s = loadSettings(kDefaults, path, &warnings);
        QCOMPARE(warnings.size(), 1);
        QVERIFY2(warnings[0].contains(expected), qPrintable(warnings[0]));
        QVERIFY2(warnings[0].startsWith(path), "the warning names the file");
        QCOMPARE(settingsToYaml(s), settingsToYaml(KioskSettings{}));  // nothing else changed
    }

    void aFileSavedAsGbkIsReadAndTheOperatorToldToSaveUtf8()
    {
        // Notepad's "ANSI" on a Chinese Windows PC: 丁未年 and the tiles as GBK bytes.
        const QByteArray gbk = "wishes:\n  presets: [\xc8\xe7\xd2\xe2, \xb7\xa2\xb2\xc6]\n"
                               "kiosk:\n  year_title: \xb6\xa1\xce\xb4\xc4\xea\n";
        QTemporaryDir dir;
        QStringList warnings;
        const auto s = loadSettings(kDefaults, write(dir, gbk), &warnings);
        QCOMPARE(s.yearTitle, QString("丁未年"));
        QCOMPARE(s.presetWishes, QStringList({"如意", "发财"}));
        QCOMPARE(warnings.size(), 1);
        QVERIFY2(warnings[0].contains("not UTF-8 text; read as GBK (GB18030)") && warnings[0].contains("Save the file as UTF-8"),
                 qPrintable(warnings[0]));
    }

    void anUnreadableFileIsNamedAndTheDefaultsStand()
    {
        QTemporaryDir dir;
        const QString path = write(dir, "kiosk:\n  idle_seconds: 30\n");
        QFile::setPermissions(path, QFile::WriteOwner);
        QStringList warnings;
        const auto s = loadSettings(kDefaults, path, &warnings);
        if (s.idleSeconds == 30)
            QSKIP("running as root: the file's permissions do not stop the read");
        QCOMPARE(warnings.size(), 1);
        QVERIFY2(warnings[0].startsWith(path + ": cannot be read ("), qPrintable(warnings[0]));
        QCOMPARE(s.idleSeconds, 90);
    }

    void goodValuesBesideBadOnesStillApply()
    {
        QTemporaryDir dir;
        const QString path = write(dir, "decoding:\n  beams: 0\n  temperature: 1.5\nkiosk:\n  idle_seconds: 30\n");
        QStringList warnings;
        const auto s = loadSettings(kDefaults, path, &warnings);
        QCOMPARE(warnings.size(), 1);
        QCOMPARE(s.beams, 4);
        QCOMPARE(s.temperature, 1.5);
        QCOMPARE(s.idleSeconds, 30);
    }

    void aMissingMachineFileIsFineAMissingDefaultsFileIsReported()
    {
        QStringList warnings;
        loadSettings(kDefaults, "/nonexistent/settings.yaml", &warnings);
        QVERIFY(warnings.isEmpty());
        const auto s = loadSettings("/nonexistent/defaults.yaml", {}, &warnings);
        QCOMPARE(warnings.size(), 1);
        QVERIFY(warnings[0].contains("missing"));
        QCOMPARE(s.beams, 4);
    }

    void aFailedSaveLeavesTheOldFile()
    {
        QTemporaryDir dir;
        const QString path = write(dir, "kiosk:\n  idle_seconds: 30\n");
        QFile::setPermissions(dir.path(), QFile::ReadOwner | QFile::ExeOwner);  // no new files here
        KioskSettings s;
        s.idleSeconds = 45;
        const QString error = saveSettings(s, path);
        QFile::setPermissions(dir.path(), QFile::ReadOwner | QFile::WriteOwner | QFile::ExeOwner);
        if (error.isEmpty())
            QSKIP("running as root: the directory's permissions do not stop the save");
        QVERIFY(error.contains(path));
        QStringList warnings;
        QCOMPARE(loadSettings(kDefaults, path, &warnings).idleSeconds, 30);
    }
};

QTEST_GUILESS_MAIN(TestSettings)
#include "tst_settings.moc"
