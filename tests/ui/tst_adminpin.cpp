// The operator's PIN: hashed with a salt, locked after five wrong tries, set on first start.
#include "AdminPin.h"

#include <QFile>
#include <QSignalSpy>
#include <QTemporaryDir>
#include <QTest>

class TestAdminPin : public QObject {
    Q_OBJECT
    QDateTime m_now = QDateTime(QDate(2027, 2, 6), QTime(10, 0), Qt::UTC);
    std::function<QDateTime()> clock() { return [this] { return m_now; }; }

private slots:
    void theFirstPinIsSetAndStoredHashed()
    {
        QTemporaryDir dir;
        const QString file = dir.filePath("admin-pin");
        AdminPin pin(file, clock());
        QVERIFY(!pin.isSet());
        QVERIFY(!pin.verify("1234"));  // nothing opens an unset pad
        QVERIFY(pin.change("", "12").contains("4 到 12 位数字"));
        QVERIFY(pin.change("", "12ab").contains("数字"));
        QCOMPARE(pin.change("", "2027"), QString());
        QVERIFY(pin.isSet());
        QFile f(file);
        QVERIFY(f.open(QIODevice::ReadOnly));
        const QByteArray stored = f.readAll();
        // Never in plain text: a 16-byte salt and a 32-byte hash, each in hex and nothing else. (The
        // file held "2027" by chance once in a CI run: 96 random hex digits hold a given four in
        // about one run of 700, so the PIN is looked for as a field, not as a substring.)
        const auto fields = stored.trimmed().split(':');
        QCOMPARE(fields.size(), 2);    // salt:hash
        QCOMPARE(fields[0].size(), 32);
        QCOMPARE(fields[1].size(), 64);
        for (const auto &field : fields) {
            QCOMPARE(QByteArray::fromHex(field).toHex(), field);
            QVERIFY(field != "2027");
        }
        QCOMPARE(QFile::permissions(file) & (QFile::ReadGroup | QFile::ReadOther), QFile::Permissions{});

        AdminPin reopened(file, clock());
        QVERIFY(reopened.verify("2027"));
        QVERIFY(!reopened.verify("2028"));
        // The same PIN set again gets a new salt, so the file differs.
        QCOMPARE(reopened.change("2027", "2027"), QString());
        f.seek(0);
        QFile again(file);
        QVERIFY(again.open(QIODevice::ReadOnly));
        QVERIFY(again.readAll() != stored);
    }

    void fiveWrongPinsLockThePadForAMinute()
    {
        QTemporaryDir dir;
        AdminPin pin(dir.filePath("admin-pin"), clock());
        QCOMPARE(pin.change("", "8888"), QString());
        for (int i = 0; i < AdminPin::kMaxAttempts; ++i)
            QVERIFY(!pin.verify("0000"));
        QCOMPARE(pin.secondsLocked(), 60);
        QVERIFY(!pin.verify("8888"));  // even the right PIN, while locked
        QVERIFY(pin.change("8888", "9999").contains("秒后再试"));
        m_now = m_now.addSecs(59);
        QVERIFY(!pin.verify("8888"));
        m_now = m_now.addSecs(2);
        QCOMPARE(pin.secondsLocked(), 0);
        QVERIFY(pin.verify("8888"));
        // Four wrong, one right: the count starts again.
        for (int i = 0; i < AdminPin::kMaxAttempts - 1; ++i)
            QVERIFY(!pin.verify("0000"));
        QVERIFY(pin.verify("8888"));
        QVERIFY(!pin.verify("0000"));
        QCOMPARE(pin.secondsLocked(), 0);
    }

    void changingWhileOpenNeedsARecentVerify()
    {
        QTemporaryDir dir;
        AdminPin pin(dir.filePath("admin-pin"), clock());
        QCOMPARE(pin.change("", "1357"), QString());
        QVERIFY(!pin.changeWhileOpen("2468").isEmpty());  // not verified yet
        QVERIFY(pin.verify("1357"));
        QCOMPARE(pin.changeWhileOpen("2468"), QString());
        QVERIFY(pin.verify("2468"));
        m_now = m_now.addSecs(601);
        QVERIFY(!pin.changeWhileOpen("1111").isEmpty());  // the panel was left long ago
        QVERIFY(pin.verify("2468"));
    }

    // The pad's flow: the first PIN is set, the panel opens to the right PIN alone, the open
    // panel can ask for a new one, and the pad counts a lockout down.
    void thePadAsksWhatTheStageNeeds()
    {
        QTemporaryDir dir;
        AdminPin pin(dir.filePath("admin-pin"), clock());
        using Stage = AdminPin::Stage;
        QCOMPARE(pin.stage(), Stage::SetPin);
        QVERIFY(pin.padTitle().contains("首次使用"));
        pin.enter("12");
        QCOMPARE(pin.stage(), Stage::SetPin);
        QVERIFY(pin.padNote().contains("4 到 12"));
        pin.enter("2027");
        QCOMPARE(pin.stage(), Stage::Open);
        QCOMPARE(pin.padNote(), QString("密码已保存"));

        pin.shut();
        QCOMPARE(pin.stage(), Stage::EnterPin);
        // 确定 touched with no digits, however often, is no try: nothing is counted or locked.
        for (int i = 0; i <= AdminPin::kMaxAttempts; ++i)
            pin.enter("");
        QCOMPARE(pin.stage(), Stage::EnterPin);
        QCOMPARE(pin.secondsLocked(), 0);
        pin.enter("9999");
        QCOMPARE(pin.stage(), Stage::EnterPin);
        QCOMPARE(pin.padNote(), QString("密码不对"));
        pin.enter("2027");
        QCOMPARE(pin.stage(), Stage::Open);

        pin.startChange();
        QCOMPARE(pin.stage(), Stage::ChangePin);
        pin.cancelChange();
        QCOMPARE(pin.stage(), Stage::Open);
        pin.startChange();
        pin.enter("4321");
        QCOMPARE(pin.stage(), Stage::Open);
        QVERIFY(pin.verify("4321"));

        pin.shut();
        for (int i = 0; i < AdminPin::kMaxAttempts; ++i)
            pin.enter("0000");
        QVERIFY(pin.padNote().contains("60 秒后再试"));
        // A forgotten PIN has a way back, and the pad names it.
        QVERIFY(pin.padNote().contains("sudo kaimen-reset-pin"));
        QSignalSpy ticks(&pin, &AdminPin::changed);
        m_now = m_now.addSecs(1);
        QVERIFY(ticks.wait(2000));  // the countdown moves on the pad by itself
        QVERIFY(pin.padNote().contains("59 秒后再试"));
        pin.enter("4321");
        QCOMPARE(pin.stage(), Stage::EnterPin);  // not while locked
    }

    void aDamagedFileOpensToNobody()
    {
        QTemporaryDir dir;
        const QString file = dir.filePath("admin-pin");
        QFile f(file);
        QVERIFY(f.open(QIODevice::WriteOnly));
        f.write("not a pin file");
        f.close();
        AdminPin pin(file, clock());
        QVERIFY(pin.isSet());
        QVERIFY(!pin.verify(""));
        QVERIFY(!pin.verify("0000"));
    }
};

QTEST_GUILESS_MAIN(TestAdminPin)
#include "tst_adminpin.moc"
