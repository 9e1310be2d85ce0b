// The kiosk window as a visitor meets it: no key, key combination, close request or gesture
// leaves the kiosk or opens the admin panel without the PIN. Only the top-left corner held for
// three seconds shows the PIN pad, and that pad opens for the PIN alone.
#include "AdminPin.h"
#include "CoupletService.h"
#include "PinyinInput.h"

#include <QQmlApplicationEngine>
#include <QQmlExtensionPlugin>
#include <QQuickItem>
#include <QQuickWindow>
#include <QScopeGuard>
#include <QSignalSpy>
#include <QTemporaryDir>
#include <QTest>

#include <functional>

Q_IMPORT_QML_PLUGIN(KaimenPlugin)
Q_IMPORT_QML_PLUGIN(Kaimen_BackendPlugin)

class TestKioskWindow : public QObject {
    Q_OBJECT

    QTemporaryDir m_config;
    // Made before the QML engine and gone after it, as main() does.
    std::unique_ptr<AdminPin> m_pin;
    std::unique_ptr<CoupletService> m_service;
    std::unique_ptr<QQmlApplicationEngine> m_engine;
    QQuickWindow *m_window = nullptr;

    QObject *admin() const { return m_window->findChild<QObject *>("adminPanel"); }
    bool adminShown() const { return admin()->property("visible").toBool(); }
    AdminPin::Stage adminPage() const { return m_pin->stage(); }
    // Back to the closed gate, as an idle kiosk goes.
    void idle() { QMetaObject::invokeMethod(m_window->findChild<QObject *>("kioskStage"), "idle"); }
    // Taps the shown button labelled LABEL on the admin panel, as a finger would.
    void tap(const QString &label)
    {
        QQuickItem *button = nullptr;
        std::function<void(QQuickItem *)> find = [&](QQuickItem *item) {
            if (!item->isVisible())
                return;
            if (item->property("selected").isValid() && item->property("text").toString() == label)
                button = item;
            for (auto *child : item->childItems())
                find(child);
        };
        find(qobject_cast<QQuickItem *>(admin()));
        QVERIFY2(button, qPrintable("no button " + label + " is shown"));
        QTest::mouseClick(m_window, Qt::LeftButton, {}, button->mapToScene(QPointF(button->width() / 2, button->height() / 2)).toPoint());
        QTest::qWait(20);
    }
    void hold(QPoint where, int ms)
    {
        QTest::mousePress(m_window, Qt::LeftButton, {}, where);
        QTest::qWait(ms);
        QTest::mouseRelease(m_window, Qt::LeftButton, {}, where);
    }

private slots:
    void initTestCase()
    {
        // A kiosk whose operator has set a PIN; the model does not matter here.
        m_pin = std::make_unique<AdminPin>(m_config.filePath("admin-pin"));
        QCOMPARE(m_pin->change("", "2027"), QString());
        AdminPin::provide(m_pin.get());
        m_service = std::make_unique<CoupletService>(EngineClient::Settings{"/nonexistent/model"});
        CoupletService::provide(m_service.get());
        m_engine = std::make_unique<QQmlApplicationEngine>();
        m_engine->load(QUrl("qrc:/Kaimen/Main.qml"));
        QVERIFY(!m_engine->rootObjects().isEmpty());
        m_window = qobject_cast<QQuickWindow *>(m_engine->rootObjects().first());
        m_window->resize(1920, 1080);
        m_window->show();
        QVERIFY(QTest::qWaitForWindowExposed(m_window));
        QVERIFY(admin());
    }

    // The keyboard's candidates put the booth's wishes first ("jixiang" is 吉祥 before 机箱): QML's
    // PinyinInput is the one create() makes from the kiosk's settings, not a bare one.
    void theKeyboardOffersTheBoothsWishesFirst()
    {
        auto *input = m_engine->singletonInstance<PinyinInput *>(qmlTypeId("Kaimen.Backend", 1, 0, "PinyinInput"));
        QVERIFY(input);
        QVERIFY2(input->available(), "libgooglepinyin's dictionary did not open");
        input->clear();
        for (const QChar letter : QStringLiteral("jixiang"))
            input->type(QString(letter));
        QCOMPARE(input->candidates().value(0), QString("吉祥"));
        input->clear();
    }

    void keysNeitherLeaveNorOpenTheAdminPanel_data()
    {
        QTest::addColumn<int>("key");
        QTest::addColumn<int>("modifiers");
        QTest::newRow("Escape") << int(Qt::Key_Escape) << 0;
        QTest::newRow("Alt+F4") << int(Qt::Key_F4) << int(Qt::AltModifier);
        QTest::newRow("Ctrl+Q") << int(Qt::Key_Q) << int(Qt::ControlModifier);
        QTest::newRow("Ctrl+W") << int(Qt::Key_W) << int(Qt::ControlModifier);
        QTest::newRow("F11") << int(Qt::Key_F11) << 0;
        QTest::newRow("Alt+Tab") << int(Qt::Key_Tab) << int(Qt::AltModifier);
        QTest::newRow("Ctrl+Alt+Backspace") << int(Qt::Key_Backspace) << int(Qt::ControlModifier | Qt::AltModifier);
        QTest::newRow("Ctrl+Alt+Delete") << int(Qt::Key_Delete) << int(Qt::ControlModifier | Qt::AltModifier);
        QTest::newRow("Meta") << int(Qt::Key_Meta) << int(Qt::MetaModifier);
        QTest::newRow("Enter") << int(Qt::Key_Return) << 0;
        QTest::newRow("Ctrl+Shift+A") << int(Qt::Key_A) << int(Qt::ControlModifier | Qt::ShiftModifier);
    }
    void keysNeitherLeaveNorOpenTheAdminPanel()
    {
        QFETCH(int, key);
        QFETCH(int, modifiers);
        QSignalSpy quit(m_engine.get(), &QQmlEngine::quit);
        const QString stage = m_window->property("stage").toString();
        QTest::keyClick(m_window, Qt::Key(key), Qt::KeyboardModifiers(modifiers));
        QTest::qWait(50);
        QVERIFY(m_window->isVisible());
        QCOMPARE(quit.size(), 0);
        QVERIFY(!adminShown());
        QCOMPARE(m_window->property("stage").toString(), stage);
    }

    // A letter typed at the closed gate starts a visit, as a touch does (the keys above do not).
    void aLetterAtTheClosedGateStartsAVisit()
    {
        idle();
        QTest::qWait(20);
        const QString attract = m_window->property("stage").toString();
        QTest::keyClick(m_window, 'r');
        QTest::qWait(50);
        QVERIFY(m_window->property("stage").toString() != attract);
        QVERIFY(!adminShown());
        idle();
        QTest::qWait(20);
        QCOMPARE(m_window->property("stage").toString(), attract);
    }

    void aCloseRequestIsRefused()
    {
        QSignalSpy quit(m_engine.get(), &QQmlEngine::quit);
        QVERIFY(!m_window->close());
        QVERIFY(m_window->isVisible());
        QCOMPARE(quit.size(), 0);
    }

    void onlyTheTopLeftCornerHeldForThreeSecondsShowsThePinPad()
    {
        const int w = m_window->width(), h = m_window->height();
        for (const QPoint where : {QPoint(w - 10, 10), QPoint(10, h - 10), QPoint(w - 10, h - 10), QPoint(w / 2, h / 2)}) {
            hold(where, 3300);
            QVERIFY2(!adminShown(), qPrintable(QString("a hold at %1,%2 opened the panel").arg(where.x()).arg(where.y())));
            idle();
        }
        hold(QPoint(10, 10), 1500);  // too short
        QVERIFY(!adminShown());
        hold(QPoint(10, 10), 3300);
        QVERIFY(adminShown());
        QCOMPARE(adminPage(), AdminPin::Stage::EnterPin);  // the pad, not the panel
    }

    // Stray keys open nothing; a keyboard's Enter with no digits typed is no wrong PIN either (five
    // wrong ones lock the pad), and a wrong PIN typed on it keeps the pad shut.
    void thePinPadOpensForThePinAloneNotForKeys()
    {
        QVERIFY(adminShown());
        for (int i = 0; i < 6; ++i)
            QTest::keyClick(m_window, Qt::Key_Return);
        QCOMPARE(m_pin->secondsLocked(), 0);
        for (auto key : {Qt::Key_Enter, Qt::Key_Escape, Qt::Key_2, Qt::Key_0, Qt::Key_Tab, Qt::Key_Space})
            QTest::keyClick(m_window, key);
        for (char c : {'2', '0', '2', '7'})
            QTest::keyClick(m_window, c);
        QTest::keyClick(m_window, Qt::Key_Return);  // 202027
        QTest::qWait(50);
        QCOMPARE(adminPage(), AdminPin::Stage::EnterPin);
    }

    // Left untouched, the PIN pad goes at the visitors' idle time (a visitor's hold on the corner
    // may have brought it), the open panel only after the operator's longer one. The idle clock
    // runs 100 times faster here: the visitors' 90 s take 0.9 s, the panel's 300 s 3 s.
    void theOpenPanelOutlastsTheVisitorsIdleTime()
    {
        QObject *idleWatcher = m_window->findChild<QObject *>("idleWatcher");
        QVERIFY(idleWatcher);
        auto *config = m_engine->singletonInstance<QObject *>(qmlTypeId("Kaimen.Backend", 1, 0, "KioskConfig"));
        QVERIFY(config);
        const int visitorSeconds = config->property("idleSeconds").toInt();
        const int panelSeconds = config->property("adminPanelIdleSeconds").toInt();
        QVERIFY2(panelSeconds >= 2 * visitorSeconds, "the test needs the panel's time well past the visitors'");
        idleWatcher->setProperty("pace", 0.01);
        const auto realTime = qScopeGuard([idleWatcher] { idleWatcher->setProperty("pace", 1.0); });
        const auto clockMs = [](int seconds) { return int(seconds * 1000 * 0.01); };

        QVERIFY(adminShown());
        QCOMPARE(adminPage(), AdminPin::Stage::EnterPin);
        QTRY_VERIFY_WITH_TIMEOUT(!adminShown(), clockMs(visitorSeconds) * 10);
        QCOMPARE(m_window->property("stage").toInt(), 0);  // back at the closed gate

        hold(QPoint(10, 10), 3300);
        QVERIFY(adminShown());
        for (const char *label : {"2", "0", "2", "7", "确定"})
            tap(label);
        QCOMPARE(adminPage(), AdminPin::Stage::Open);
        QTest::qWait(clockMs(visitorSeconds) * 2);
        QVERIFY2(adminShown(), "the open panel closed at the visitors' idle time");
        QTRY_VERIFY_WITH_TIMEOUT(!adminShown(), clockMs(panelSeconds) * 10);

        // Shut with it: the next hold on the corner asks for the PIN again.
        idleWatcher->setProperty("pace", 1.0);
        hold(QPoint(10, 10), 3300);
        QVERIFY(adminShown());
        QCOMPARE(adminPage(), AdminPin::Stage::EnterPin);
    }

    // The way out: the PIN on the pad's own buttons, by touch, then 退出 on the 安全 page.
    void theKioskIsLeftOnlyThroughTheOpenPanel()
    {
        QSignalSpy quit(m_engine.get(), &QQmlEngine::quit);
        for (const char *label : {"9", "9", "9", "9", "确定"})
            tap(label);
        QCOMPARE(adminPage(), AdminPin::Stage::EnterPin);  // a wrong PIN keeps it shut
        for (const char *label : {"2", "0", "2", "7", "确定"})
            tap(label);
        QCOMPARE(adminPage(), AdminPin::Stage::Open);
        QCOMPARE(quit.size(), 0);
        tap("安全");
        tap("退出 Kaimen");
        QCOMPARE(quit.size(), 1);
        // Qt quits only once every window agrees to close: now the kiosk's does.
        QVERIFY(m_window->close());
    }
};

QTEST_MAIN(TestKioskWindow)
#include "tst_kioskwindow.moc"
