// The kiosk: parse the command line, find the model, show the gate.
#include "CoupletService.h"

#include <QCommandLineParser>
#include <QDir>
#include <QGuiApplication>
#include <QStandardPaths>
#include <QQmlApplicationEngine>
#include <QQmlExtensionPlugin>
#include <QQuickWindow>
#include <QTimer>

Q_IMPORT_QML_PLUGIN(KaimenPlugin)
Q_IMPORT_QML_PLUGIN(Kaimen_BackendPlugin)

namespace {

// The shipped model: installed beside the binary, or in the source tree for a developer build.
QString defaultModelDirectory()
{
    const QString installed = QCoreApplication::applicationDirPath() + "/../share/kaimen/models/" KAIMEN_DEFAULT_MODEL;
    if (QDir(installed).exists())
        return QDir(installed).absolutePath();
    return QStringLiteral(KAIMEN_SOURCE_ASSETS "/models/" KAIMEN_DEFAULT_MODEL);
}

} // namespace

int main(int argc, char *argv[])
{
    QGuiApplication app(argc, argv);
    app.setApplicationName("kaimen");
    app.setApplicationDisplayName("开门见喜 Kaimen");

    QCommandLineParser parser;
    parser.setApplicationDescription("Kaimen: a Spring Festival couplet kiosk.");
    parser.addHelpOption();
    const QCommandLineOption windowed("windowed", "Show a normal window instead of full screen (for desktops).");
    const QCommandLineOption model("model", "The model folder to write couplets with.", "dir", defaultModelDirectory());
    // For screenshot tests and demos: write a couplet for WORD once the model is ready, and
    // save the window to FILE after MS milliseconds, then quit.
    const QCommandLineOption demoWish("demo-wish", "Write a couplet for this wish word once ready.", "word");
    const QCommandLineOption screenshot("screenshot", "Save the window to this PNG, then quit.", "file");
    const QCommandLineOption screenshotDelay("screenshot-after", "Milliseconds before --screenshot.", "ms", "4000");
    parser.addOptions({windowed, model, demoWish, screenshot, screenshotDelay});
    parser.process(app);

    CoupletService::setModelDirectory(parser.value(model));
    // Couplets written before come back at once, also after a restart.
    const QString cacheDir = QStandardPaths::writableLocation(QStandardPaths::CacheLocation);
    if (QDir().mkpath(cacheDir))
        CoupletService::setCacheFile(cacheDir + "/couplets.json");
    QQmlApplicationEngine engine;
    engine.load(QUrl(QStringLiteral("qrc:/Kaimen/Main.qml")));
    if (engine.rootObjects().isEmpty())
        return 1;
    auto *window = qobject_cast<QQuickWindow *>(engine.rootObjects().first());
    if (parser.isSet(windowed))
        window->show();
    else
        window->showFullScreen();
    if (parser.isSet(demoWish)) {
        auto *service = engine.singletonInstance<CoupletService *>(qmlTypeId("Kaimen.Backend", 1, 0, "CoupletService"));
        const QString word = parser.value(demoWish);
        QObject::connect(service, &CoupletService::stateChanged, service, [service, word] {
            if (service->state() == CoupletService::State::Ready)
                service->writeFromWish(word, "cangtou");
        });
    }
    if (parser.isSet(screenshot)) {
        QTimer::singleShot(parser.value(screenshotDelay).toInt(), window, [window, file = parser.value(screenshot)] {
            if (!window->grabWindow().save(file))
                qWarning("cannot save the screenshot to %s", qPrintable(file));
            QCoreApplication::quit();
        });
    }
    return app.exec();
}
