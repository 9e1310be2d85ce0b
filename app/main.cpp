// The kiosk: parse the command line, find the model, show the gate.
#include "KioskBackends.h"
#include "ScreenshotRun.h"
#include "WindowSize.h"

#include <systemd/sd-daemon.h>
#include <sys/stat.h>

#include <QCommandLineParser>
#include <QGuiApplication>
#include <QStandardPaths>
#include <QQmlApplicationEngine>
#include <QQmlExtensionPlugin>
#include <QQuickWindow>
#include <QTimer>

#include <memory>

Q_IMPORT_QML_PLUGIN(KaimenPlugin)
Q_IMPORT_QML_PLUGIN(Kaimen_BackendPlugin)

namespace {

// What the command line asks for.
struct Launch {
    bool windowed = false;
    QString model;            // "" = the one the settings choose
    QString settingsFile;     // the machine's settings (YAML)
    QString demoWish;         // written once the model is ready (demos, the screenshot test)
    QStringList demoLines;    // 上联, 下联, 横批 for the writing stage (the brush's benchmark)
    ScreenshotRequest screenshot;  // file "" = none
    QString size;             // WxH for --windowed
    QString stage;            // the stage to start at
};

Launch parseCommandLine(const QCoreApplication &app)
{
    QCommandLineParser parser;
    parser.setApplicationDescription("Kaimen: a Spring Festival couplet kiosk.");
    parser.addHelpOption();
    const QCommandLineOption windowed("windowed", "Show a normal window instead of full screen (for desktops).");
    const QCommandLineOption model("model", "The model folder to write couplets with (overrides the settings).", "dir");
    const QCommandLineOption settingsFile("settings", "The settings file (default: the XDG config folder's kaimen/settings.yaml).", "file");
    // For screenshot tests and demos: write a couplet for WORD once the model is ready, and
    // save the window to FILE once a stage is reached (ScreenshotRun), then quit.
    const QCommandLineOption demoWish("demo-wish", "Write a couplet for this wish word once ready.", "word");
    const QCommandLineOption demoLines("demo-lines", "The couplet --stage writing brushes: 上联/下联/横批.", "lines");
    const QCommandLineOption screenshot("screenshot", "Save the window to this PNG (and what it shows to .json), then quit.", "file");
    const QCommandLineOption screenshotWait("screenshot-wait", "The stage to wait for: attract, input, writing, result (the brush's last stroke), written (the last stroke on any ceremony stage) or admin.", "stage");
    const QCommandLineOption screenshotDelay("screenshot-after", "Milliseconds from the stage to the picture.", "ms", "500");
    const QCommandLineOption screenshotTimeout("screenshot-timeout", "Milliseconds to wait for the stage; then exit code 3.", "ms", "60000");
    const QCommandLineOption screenshotReveal("screenshot-reveal", "Also save the result at 25, 50 and 75% written.");
    const QCommandLineOption screenshotLinger("screenshot-linger", "Milliseconds to keep running after the picture (the take-home link still answers).", "ms", "0");
    const QCommandLineOption size("size", "Window size for --windowed, such as 1080x1920 (portrait).", "WxH", "1920x1080");
    const QCommandLineOption stage("stage", "Start at this stage: attract, input, keyboard, duilian, writing, result or admin (with --screenshot also admin:overview, admin:model, admin:booth, admin:printing, admin:network, admin:safety, admin:about).", "name");
    parser.addOptions({windowed, model, settingsFile, demoWish, demoLines, screenshot, screenshotWait, screenshotDelay,
                       screenshotTimeout, screenshotReveal, screenshotLinger, size, stage});
    parser.process(app);
    const ScreenshotRequest shot{parser.value(screenshot), parser.value(screenshotWait),
                                 parser.value(screenshotDelay).toInt(), parser.value(screenshotTimeout).toInt(),
                                 parser.isSet(screenshotReveal), parser.value(screenshotLinger).toInt()};
    return {parser.isSet(windowed), parser.value(model),
            parser.isSet(settingsFile) ? parser.value(settingsFile)
                                       : QStandardPaths::writableLocation(QStandardPaths::AppConfigLocation) + "/settings.yaml",
            parser.value(demoWish), parser.value(demoLines).split('/', Qt::SkipEmptyParts), shot,
            parser.value(size), parser.value(stage)};
}

void showWindow(QQuickWindow *window, const Launch &launch)
{
    if (!launch.windowed) {
        window->showFullScreen();
        return;
    }
    if (const auto size = parseWindowSize(launch.size))
        window->resize(*size);
    else
        qWarning("--size expects WIDTHxHEIGHT of at least %dx%d, such as 1080x1920, not \"%s\"; keeping %dx%d",
                 kSmallestWindow.width(), kSmallestWindow.height(), qPrintable(launch.size), window->width(), window->height());
    window->show();
}

// Under systemd (the kiosk service): ready once the window is up, and a watchdog ping from this
// GUI thread at half the service's WatchdogSec, so a hung kiosk is restarted too.
void notifySystemd(QCoreApplication &app)
{
    sd_notify(0, "READY=1");
    uint64_t watchdogUsec = 0;
    if (sd_watchdog_enabled(0, &watchdogUsec) > 0) {
        auto *watchdog = new QTimer(&app);
        QObject::connect(watchdog, &QTimer::timeout, [] { sd_notify(0, "WATCHDOG=1"); });
        watchdog->start(int(watchdogUsec / 2000));
    }
}

// Demos and the screenshot test: a stage, a wish written once the model is ready, a picture.
void startDemo(QQuickWindow *window, const Launch &launch, AdminPin &pin, CoupletService &service)
{
    const bool screenshot = !launch.screenshot.file.isEmpty();
    window->setProperty("screenshotMode", screenshot);
    if (launch.demoLines.size() == 2 || launch.demoLines.size() == 3)
        window->setProperty("demoLines", QStringList(launch.demoLines) << QStringList(3 - launch.demoLines.size(), QString()));
    if (!launch.stage.isEmpty())
        QMetaObject::invokeMethod(window, "showStage", Q_ARG(QVariant, launch.stage));
    // A page of the admin panel is shown without the PIN for a screenshot alone, which quits
    // right after the picture.
    if (screenshot && launch.stage.startsWith("admin:"))
        pin.openForScreenshot();
    if (!launch.demoWish.isEmpty())
        QObject::connect(&service, &CoupletService::stateChanged, &service, [&service, word = launch.demoWish] {
            if (service.state() == CoupletService::State::Ready)
                service.writeFromWish(word, "cangtou");
        });
    if (screenshot)
        startScreenshot(window, launch.screenshot);
}

} // namespace

int main(int argc, char *argv[])
{
    // Everything the kiosk writes (settings, PIN, cache, statistics, pictures, PDFs, exports) is
    // the kiosk user's alone.
    ::umask(077);
    QGuiApplication app(argc, argv);
    app.setApplicationName("kaimen");
    app.setApplicationDisplayName("开门见喜 Kaimen");
    app.setApplicationVersion(KAIMEN_VERSION);
    const Launch launch = parseCommandLine(app);

    // The backends QML binds to, made before QML loads and gone after it (declared first).
    KioskBackends backends(launch.settingsFile, launch.model);
    loadBrushFont();
    QQmlApplicationEngine engine;
    engine.load(QUrl(QStringLiteral("qrc:/Kaimen/Main.qml")));
    if (engine.rootObjects().isEmpty())
        return 1;
    auto *window = qobject_cast<QQuickWindow *>(engine.rootObjects().first());
    showWindow(window, launch);
    notifySystemd(app);
    startDemo(window, launch, backends.pin(), backends.service());
    return app.exec();
}
