// Qt Quick Test runner for the kiosk's components (tests/qml/tst_*.qml), with the app's QML
// modules linked in as they are in the kiosk.
#include "AdminPin.h"
#include "ui/UiFakes.h"

#include <QDir>
#include <QQmlContext>
#include <QQmlEngine>
#include <QTemporaryDir>
#include <QQmlExtensionPlugin>
#include <QtQuickTest>

Q_IMPORT_QML_PLUGIN(KaimenPlugin)
Q_IMPORT_QML_PLUGIN(Kaimen_BackendPlugin)

class Setup : public QObject {
    Q_OBJECT
public slots:
    // The static modules keep their QML under qrc:/Kaimen/…, as the kiosk loads them.
    void qmlEngineAvailable(QQmlEngine *engine)
    {
        engine->addImportPath(QStringLiteral("qrc:/"));
        // No CUPS scheduler, whatever this machine runs: the same printers (none) everywhere.
        qputenv("CUPS_SERVER", m_config.filePath("no-cups.sock").toUtf8());
        // A PIN file of the test's own: the panel starts as on a fresh machine.
        m_pin = std::make_unique<AdminPin>(m_config.filePath("admin-pin"));
        AdminPin::provide(m_pin.get());
        // A service that writes at once (the fake generator): the wish form takes what is typed,
        // as at a booth whose model has loaded.
        m_service = std::make_unique<CoupletService>(kaimen::testing::fakeEngine(m_control));
        CoupletService::provide(m_service.get());
        // Where the admin page's picture goes, beside the screenshot test's.
        const QString dir = qEnvironmentVariable("KAIMEN_SCREENSHOT_DIR", QDir::currentPath() + "/screenshots");
        QDir().mkpath(dir);
        engine->rootContext()->setContextProperty("screenshotDir", dir);
    }

private:
    QTemporaryDir m_config;
    std::unique_ptr<AdminPin> m_pin;
    std::shared_ptr<kaimen::testing::FakeGenerator::Control> m_control = std::make_shared<kaimen::testing::FakeGenerator::Control>();
    std::unique_ptr<CoupletService> m_service;
};

QUICK_TEST_MAIN_WITH_SETUP(kaimen_components, Setup)
#include "tst_qmlcomponents.moc"
