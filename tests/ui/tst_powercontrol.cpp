// The admin panel's 关闭电脑, against a stand-in for systemd-logind (python-dbusmock's logind
// template) on a private message bus: offered only where logind lets Kaimen switch the PC off
// without a password, the call logind gets, and what the operator reads when it cannot.
#include "PowerControl.h"

#include <QDBusConnectionInterface>
#include <QDBusMessage>
#include <QDBusReply>
#include <QProcess>
#include <QTest>

class TestPowerControl : public QObject {
    Q_OBJECT
    QProcess m_daemon, m_logind;
    QString m_address;

    QDBusConnection bus() { return QDBusConnection::connectToBus(m_address, QStringLiteral("kaimen-test")); }

    // The stand-in logind on the private bus (started once, by the first test that wants it).
    void startLogind()
    {
        if (m_logind.state() == QProcess::Running)
            return;
        QProcessEnvironment env = QProcessEnvironment::systemEnvironment();
        env.insert(QStringLiteral("DBUS_SESSION_BUS_ADDRESS"), m_address);
        m_logind.setProcessEnvironment(env);
        m_logind.setProcessChannelMode(QProcess::ForwardedErrorChannel);
        m_logind.start(QStringLiteral("/usr/bin/python3"), {"-m", "dbusmock", "--session", "--template", "logind"});
        QVERIFY2(m_logind.waitForStarted(), "python3 -m dbusmock (python3-dbusmock) did not start");
        QTRY_VERIFY_WITH_TIMEOUT(bus().interface()->isServiceRegistered(QStringLiteral("org.freedesktop.login1")), 30000);
    }

    // Replaces the stand-in's METHOD with Python CODE (dbusmock's AddMethod).
    void teachLogind(const QString &method, const QString &inSignature, const QString &outSignature, const QString &code)
    {
        QDBusMessage add = QDBusMessage::createMethodCall(QStringLiteral("org.freedesktop.login1"), QStringLiteral("/org/freedesktop/login1"),
                                                          QStringLiteral("org.freedesktop.DBus.Mock"), QStringLiteral("AddMethod"));
        add << QStringLiteral("org.freedesktop.login1.Manager") << method << inSignature << outSignature << code;
        const QDBusMessage reply = bus().call(add);
        QVERIFY2(reply.type() == QDBusMessage::ReplyMessage, qPrintable(reply.errorMessage()));
    }

    // The logind methods called so far, as "name(args)".
    QStringList logindCalls()
    {
        QDBusMessage get = QDBusMessage::createMethodCall(QStringLiteral("org.freedesktop.login1"), QStringLiteral("/org/freedesktop/login1"),
                                                          QStringLiteral("org.freedesktop.DBus.Mock"), QStringLiteral("GetMethodCalls"));
        get << QStringLiteral("PowerOff");
        const QDBusMessage reply = bus().call(get);
        QStringList calls;
        const QDBusArgument list = reply.arguments().value(0).value<QDBusArgument>();
        list.beginArray();
        while (!list.atEnd()) {
            qulonglong time = 0;
            QVariantList args;
            list.beginStructure();
            list >> time >> args;
            list.endStructure();
            QStringList shown;
            for (const QVariant &arg : args)
                shown << arg.toString();
            calls << QStringLiteral("PowerOff(%1)").arg(shown.join(','));
        }
        list.endArray();
        return calls;
    }

private slots:
    void initTestCase()
    {
        m_daemon.setProcessChannelMode(QProcess::ForwardedErrorChannel);
        m_daemon.start(QStringLiteral("dbus-daemon"), {"--session", "--nofork", "--print-address=1"});
        QVERIFY2(m_daemon.waitForStarted(), "dbus-daemon (package dbus-daemon) did not start");
        QVERIFY(m_daemon.waitForReadyRead(10000));
        m_address = QString::fromUtf8(m_daemon.readLine()).trimmed();
        QVERIFY(m_address.startsWith("unix:"));
    }

    void cleanupTestCase()
    {
        QDBusConnection::disconnectFromBus(QStringLiteral("kaimen-test"));
        for (QProcess *p : {&m_logind, &m_daemon}) {
            p->terminate();
            p->waitForFinished(5000);
        }
    }

    // A PC whose logind cannot be reached (no systemd, a broken bus): no button, and the way that
    // still works.
    void noLogindOffersNothingAndSaysWhy()
    {
        PowerControl power(bus());
        QTRY_VERIFY(power.note().contains("电源键"));
        QVERIFY(!power.canPowerOff());
        QVERIFY(power.note().contains("systemd-logind"));
        power.powerOff();  // the button is not there; called anyway, it does nothing
        QVERIFY(!power.poweringOff());
    }

    // The component tests' instance (no bus): no button, nothing said.
    void withoutABusNothingIsOffered()
    {
        PowerControl power(std::nullopt);
        QVERIFY(!power.canPowerOff());
        QCOMPARE(power.note(), QString());
    }

    void logindLetsItSwitchThePcOffWithoutAPassword()
    {
        startLogind();
        PowerControl power(bus());
        QTRY_VERIFY(power.canPowerOff());
        QCOMPARE(power.note(), QString());
        QVERIFY(logindCalls().isEmpty());
        power.powerOff();
        // Said at once; a second press while logind answers sends nothing.
        QVERIFY(power.poweringOff());
        QVERIFY(!power.canPowerOff());
        power.powerOff();
        // Not interactive: no one at a kiosk can answer a password prompt.
        QTRY_COMPARE(logindCalls(), QStringList{"PowerOff(false)"});
        QVERIFY(!power.canPowerOff());  // the button goes: the PC is already on its way off
        QVERIFY(power.note().contains("正在关闭电脑"));
        power.powerOff();
        QTest::qWait(200);
        QCOMPARE(logindCalls().size(), 1);
    }

    void aPasswordOrAPolicyAgainstItMeansThePowerButton()
    {
        startLogind();
        teachLogind("CanPowerOff", "", "s", "ret = 'challenge'");
        PowerControl asksPassword(bus());
        QTRY_VERIFY(asksPassword.note().contains("管理员密码"));
        QVERIFY(!asksPassword.canPowerOff());
        teachLogind("CanPowerOff", "", "s", "ret = 'no'");
        asksPassword.refresh();
        QTRY_VERIFY(asksPassword.note().contains("不允许"));
        QVERIFY(asksPassword.note().contains("电源键"));
        teachLogind("CanPowerOff", "", "s", "ret = 'yes'");
        asksPassword.refresh();  // the page shown again asks again
        QTRY_VERIFY(asksPassword.canPowerOff());
    }

    // logind refuses (an update holds off the shutdown): the operator reads why, and may try again.
    void aRefusalIsShownAndTheButtonStays()
    {
        startLogind();
        teachLogind("CanPowerOff", "", "s", "ret = 'yes'");
        teachLogind("PowerOff", "b", "",
                    "raise dbus.exceptions.DBusException('Operation inhibited by \"apt\" (PID 812), reason is \"updating\".', "
                    "name='org.freedesktop.login1.OperationInProgress')");
        PowerControl power(bus());
        QTRY_VERIFY(power.canPowerOff());
        power.powerOff();
        QVERIFY(power.poweringOff());
        QTRY_VERIFY(power.note().contains("电脑没有关闭"));
        QVERIFY(power.note().contains("Operation inhibited by \"apt\""));
        QVERIFY(!power.poweringOff());
        QVERIFY(power.canPowerOff());
    }
};

QTEST_GUILESS_MAIN(TestPowerControl)
#include "tst_powercontrol.moc"
