// The kiosk: parse the command line, find the model, show the gate.
#include "AlsaSoundOutput.h"
#include "BoothSound.h"
#include "KioskBackends.h"
#include "PowerControl.h"
#include "QuitOnSignals.h"
#include "ScreenshotRun.h"
#include "ServiceManager.h"
#include "WindowSize.h"

#include <sys/stat.h>

#include <QCommandLineParser>
#include <QGuiApplication>
#include <QStandardPaths>
#include <QQmlApplicationEngine>
#include <QQmlExtensionPlugin>
#include <QQuickWindow>

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

// The kiosk's options, described once for both readings of the command line below.
struct KioskOptions {
    QCommandLineOption windowed{"windowed", "Show a normal window instead of full screen (for desktops)."};
    QCommandLineOption model{"model", "The model folder to write couplets with (overrides the settings).", "dir"};
    QCommandLineOption settingsFile{"settings", "The settings file (default: the XDG config folder's kaimen/settings.yaml).", "file"};
    // For screenshot tests and demos: write a couplet for WORD once the model is ready, and
    // save the window to FILE once a stage is reached (ScreenshotRun), then quit.
    QCommandLineOption demoWish{"demo-wish", "Write a couplet for this wish word once ready.", "word"};
    QCommandLineOption demoLines{"demo-lines", "The couplet --stage writing brushes: 上联/下联/横批.", "lines"};
    QCommandLineOption screenshot{"screenshot", "Save the window to this PNG (and what it shows to .json), then quit.", "file"};
    QCommandLineOption screenshotWait{"screenshot-wait", "The stage to wait for: attract, input, writing, result (the brush's last stroke), written (the last stroke on any ceremony stage) or admin.", "stage"};
    QCommandLineOption screenshotDelay{"screenshot-after", "Milliseconds from the stage to the picture.", "ms", "500"};
    QCommandLineOption screenshotTimeout{"screenshot-timeout", "Milliseconds to wait for the stage; then exit code 3.", "ms", "60000"};
    QCommandLineOption screenshotReveal{"screenshot-reveal", "Also save the result at 25, 50 and 75% written."};
    QCommandLineOption screenshotLinger{"screenshot-linger", "Milliseconds to keep running after the picture (the take-home link still answers).", "ms", "0"};
    QCommandLineOption size{"size", "Window size for --windowed, such as 1080x1920 (portrait).", "WxH", "1920x1080"};
    QCommandLineOption stage{"stage", "Start at this stage: attract, input, keyboard, duilian, writing, result or admin (with --screenshot also admin:overview, admin:model, admin:booth, admin:printing, admin:network, admin:safety, admin:about).", "name"};

    explicit KioskOptions(QCommandLineParser &parser)
    {
        parser.setApplicationDescription("Kaimen: a Spring Festival couplet kiosk.");
        parser.addHelpOption();
        parser.addVersionOption();
        parser.addOptions({windowed, model, settingsFile, demoWish, demoLines, screenshot, screenshotWait,
                           screenshotDelay, screenshotTimeout, screenshotReveal, screenshotLinger, size, stage});
    }
};

void describeApplication()
{
    QCoreApplication::setApplicationName("kaimen");
    QCoreApplication::setApplicationVersion(KAIMEN_VERSION);
}

// --help and --version answer where there is no display (a technician's shell over SSH, an
// installer's check): the GUI application needs one and would stop at its platform plugin
// first, so these are read before it, and answered by Qt's own parser in a core application,
// which exits. Returns when neither is asked for.
void answerHelpOrVersion(int argc, char *argv[])
{
    QStringList arguments;
    for (int i = 0; i < argc; ++i)
        arguments << QString::fromLocal8Bit(argv[i]);
    QCommandLineParser parser;
    const KioskOptions options(parser);
    // Qt's own options (-platform, -qwindowtitle …) are unknown here, and read as words, not as
    // runs of one-letter options (whose h would ask for the help); the GUI application takes them.
    parser.setSingleDashWordOptionMode(QCommandLineParser::ParseAsLongOptions);
    parser.parse(arguments);
    if (!parser.isSet("help") && !parser.isSet("version"))
        return;
    QCoreApplication app(argc, argv);
    describeApplication();
    if (parser.isSet("version"))
        parser.showVersion();
    parser.showHelp();
}

Launch parseCommandLine(const QCoreApplication &app)
{
    QCommandLineParser parser;
    const KioskOptions o(parser);
    parser.process(app);
    const ScreenshotRequest shot{parser.value(o.screenshot), parser.value(o.screenshotWait),
                                 parser.value(o.screenshotDelay).toInt(), parser.value(o.screenshotTimeout).toInt(),
                                 parser.isSet(o.screenshotReveal), parser.value(o.screenshotLinger).toInt()};
    return {parser.isSet(o.windowed), parser.value(o.model),
            parser.isSet(o.settingsFile) ? parser.value(o.settingsFile)
                                         : QStandardPaths::writableLocation(QStandardPaths::AppConfigLocation) + "/settings.yaml",
            parser.value(o.demoWish), parser.value(o.demoLines).split('/', Qt::SkipEmptyParts), shot,
            parser.value(o.size), parser.value(o.stage)};
}

void showWindow(QQuickWindow *window, const Launch &launch)
{
    if (!launch.windowed) {
        // No title bar with a close button: under cage (the kiosk service), Qt's Wayland platform
        // draws its own unless told, where the compositor does not take fullscreen for an answer.
        window->setFlag(Qt::FramelessWindowHint);
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
    answerHelpOrVersion(argc, argv);
    QGuiApplication app(argc, argv);
    quitOnSignals(app);
    describeApplication();
    app.setApplicationDisplayName("开门见喜 Kaimen");
    const Launch launch = parseCommandLine(app);

    // The backends QML binds to, made before QML loads and gone after it (declared first).
    KioskBackends backends(launch.settingsFile, launch.model);
    // The admin panel's 关闭电脑 asks this PC's logind; a screenshot run shows the panel without
    // it (the same picture on every machine) and the visitor robot never has it.
    PowerControl power(launch.screenshot.file.isEmpty() ? std::optional(QDBusConnection::systemBus()) : std::nullopt);
    PowerControl::provide(&power);
    // The sound when the last stroke lands, where the operator chose one; a screenshot run is
    // silent (its pictures are made on machines without speakers).
    BoothSound sound(launch.screenshot.file.isEmpty() ? std::make_shared<AlsaSoundOutput>() : nullptr, &backends.config());
    BoothSound::provide(&sound);
    loadBrushFont();
    QQmlApplicationEngine engine;
    engine.load(QUrl(QStringLiteral("qrc:/Kaimen/Main.qml")));
    if (engine.rootObjects().isEmpty())
        return 1;
    auto *window = qobject_cast<QQuickWindow *>(engine.rootObjects().first());
    showWindow(window, launch);
    // Under the kiosk service: ready once the window is up, and a watchdog ping from this GUI thread,
    // so a hung kiosk is restarted too. A service that watches Kaimen starts it again when it ends
    // (the kiosk unit: Restart=always).
    const uint64_t watchdog = watchdogUsec();
    window->setProperty("runByService", watchdog > 0);
    notifyReady(app, watchdog, [] { return true; });
    startDemo(window, launch, backends.pin(), backends.service());
    return app.exec();
}
