// kaimen-robot: visitors played on the real kiosk window, one after another, with what each
// visit showed and cost. CI runs 100 at the fast pace (ctest visitor_robot); a fair day is
//   kaimen-robot --visits 20000 --pace 0.05 --json build/robot.jsonl
// usage: kaimen-robot [--visits 100] [--pace 0.05] [--seed 22] [--report-every 500] [--json FILE]
//                     [--model DIR] [--check]
// It runs in a home of its own (a temporary folder for the settings, cache, statistics and
// pictures), with the idle timeout at 30 s (times the pace). --check: exit 1 when a
// visit missed a couplet, an abandoned one was not cleared, or any warning was logged; from 2,000
// visits on, also when memory grew by 5% or more after the first 1,000, or the live objects grew.
#include "KioskBackends.h"
#include "RobotMeasures.h"
#include "VisitorRobot.h"

#include <QCommandLineParser>
#include <QFile>
#include <QGuiApplication>
#include <QJsonDocument>
#include <QQmlApplicationEngine>
#include <QQmlContext>
#include <QQmlExpression>
#include <QQmlExtensionPlugin>
#include <QQuickWindow>
#include <QTemporaryDir>
#include <QTest>

#include <algorithm>
#include <cstdio>

Q_IMPORT_QML_PLUGIN(KaimenPlugin)
Q_IMPORT_QML_PLUGIN(Kaimen_BackendPlugin)

namespace {

struct Summary {
    int visits = 0, completed = 0, abandoned = 0, couplets = 0, incomplete = 0, notCleared = 0, warnings = 0;
    qint64 warmRss = 0, lastRss = 0;
    int warmObjects = 0, maxObjectsAfterWarmUp = 0;
    double worstLateness = 0;
    QStringList firstProblems;

    void add(const VisitRecord &r, int warmUp)
    {
        ++visits;
        (r.abandoned ? abandoned : completed) += 1;
        couplets += r.couplets;
        incomplete += r.missing.isEmpty() ? 0 : 1;
        notCleared += r.cleared ? 0 : 1;
        warnings += int(r.warnings.size());
        worstLateness = std::max(worstLateness, r.worstLatenessMs);
        // The count differs a little with what the last visitor left chosen on the form (kinds,
        // pages): growth is a count above every one seen during the warm-up.
        if (r.index <= warmUp)
            warmObjects = std::max(warmObjects, r.liveObjects);
        if (r.index == warmUp)
            warmRss = r.residentKiB;
        if (r.index > warmUp)
            maxObjectsAfterWarmUp = std::max(maxObjectsAfterWarmUp, r.liveObjects);
        lastRss = r.residentKiB;
        for (const auto &m : r.missing)
            note(QStringLiteral("visit %1: no couplet at %2").arg(r.index).arg(m));
        if (!r.cleared)
            note(QStringLiteral("visit %1: the idle reset did not clear it").arg(r.index));
        for (const auto &w : r.warnings)
            note(QStringLiteral("visit %1: %2").arg(r.index).arg(w));
    }
    void note(const QString &problem)
    {
        if (firstProblems.size() < 20)
            firstProblems << problem;
    }
    double rssGrowth() const { return warmRss > 0 ? double(lastRss - warmRss) / double(warmRss) : 0.0; }
};

void writeRobotSettings(const QString &file, int idleSeconds)
{
    QFile out(file);
    if (!out.open(QIODevice::WriteOnly))
        qFatal("cannot write %s", qPrintable(file));
    out.write(QStringLiteral("kiosk:\n  idle_seconds: %1\n  language: zh_CN\n").arg(idleSeconds).toUtf8());
}

} // namespace

int main(int argc, char *argv[])
{
    // A home of the robot's own, before anything reads the XDG folders.
    QTemporaryDir home;
    if (!home.isValid())
        return 2;
    for (const char *var : {"HOME", "XDG_CONFIG_HOME", "XDG_DATA_HOME", "XDG_CACHE_HOME", "XDG_RUNTIME_DIR"}) {
        const QString folder = home.path() + "/" + QString::fromLatin1(var).toLower();
        QDir().mkpath(folder);
        qputenv(var, folder.toUtf8());
    }
    QFile::setPermissions(QString::fromUtf8(qgetenv("XDG_RUNTIME_DIR")), QFileDevice::ReadOwner | QFileDevice::WriteOwner | QFileDevice::ExeOwner);

    QGuiApplication app(argc, argv);
    app.setApplicationName("kaimen");
    QCommandLineParser parser;
    parser.setApplicationDescription("Visitors played on the real kiosk window.");
    parser.addHelpOption();
    const QCommandLineOption visits("visits", "Visits to play.", "n", "100");
    const QCommandLineOption pace("pace", "Theme.pace: animations, the brush and the idle clock times this.", "factor", "0.05");
    const QCommandLineOption seed("seed", "The visitors' choices.", "n", "22");
    const QCommandLineOption every("report-every", "A progress line every this many visits.", "n", "500");
    const QCommandLineOption json("json", "Each visit's record as a JSON line in this file.", "file");
    const QCommandLineOption model("model", "The model folder (default: the settings').", "dir");
    const QCommandLineOption check("check", "Exit 1 on a missed couplet, an uncleared visit, a warning, or growth.");
    parser.addOptions({visits, pace, seed, every, json, model, check});
    parser.process(app);

    RobotOptions options;
    options.visits = std::max(1, parser.value(visits).toInt());
    options.pace = std::clamp(parser.value(pace).toDouble(), 0.001, 1.0);
    options.seed = parser.value(seed).toUInt();
    options.reportEvery = std::max(1, parser.value(every).toInt());
    const QString settings = home.path() + "/robot-settings.yaml";
    writeRobotSettings(settings, options.idleSeconds);

    KioskBackends backends(settings, parser.value(model));
    options.wishes = backends.config().presetWishes();
    loadBrushFont();
    QQmlApplicationEngine engine;
    engine.load(QUrl(QStringLiteral("qrc:/Kaimen/Main.qml")));
    if (engine.rootObjects().isEmpty())
        return 2;
    auto *window = qobject_cast<QQuickWindow *>(engine.rootObjects().first());
    window->resize(1920, 1080);
    window->show();
    if (!QTest::qWaitForWindowExposed(window))
        return 2;
    // Theme is Main.qml's singleton: reached as Main.qml names it.
    QQmlExpression themeOf(qmlContext(window), window, QStringLiteral("Theme"));
    QObject *theme = themeOf.evaluate().value<QObject *>();
    if (!theme || !theme->setProperty("pace", options.pace))
        qFatal("no Theme.pace to set");
    auto &service = backends.service();
    if (!QTest::qWaitFor([&] { return service.state() == CoupletService::State::Ready; }, 180000)) {
        std::fprintf(stderr, "kaimen-robot: the model did not become ready\n");
        return 2;
    }

    QFile log;
    if (parser.isSet(json)) {
        log.setFileName(parser.value(json));
        if (!log.open(QIODevice::WriteOnly | QIODevice::Truncate))
            qFatal("cannot write %s", qPrintable(parser.value(json)));
    }
    const int warmUp = std::min(1000, std::max(1, options.visits / 10));
    VisitorRobot robot(window, options);
    Summary summary;
    QElapsedTimer clock;
    clock.start();
    for (int i = 1; i <= options.visits; ++i) {
        const VisitRecord record = robot.visit(i);
        summary.add(record, warmUp);
        if (log.isOpen())
            log.write(QJsonDocument(record.json()).toJson(QJsonDocument::Compact) + "\n");
        if (i % options.reportEvery == 0 || i == options.visits)
            std::printf("visit %d: %d couplets, %d abandoned, RSS %.1f MB, %d live objects, worst lateness %.1f ms, "
                        "%d problems, %.0f s\n",
                        i, summary.couplets, summary.abandoned, record.residentKiB / 1024.0, record.liveObjects,
                        summary.worstLateness, summary.incomplete + summary.notCleared + summary.warnings,
                        clock.elapsed() / 1000.0);
        std::fflush(stdout);
    }
    std::printf("%d visits at pace %.3f in %.0f s: %d completed (%d couplets shown), %d abandoned; %d without a "
                "couplet where one was due, %d not cleared by the idle reset, %d warnings\n",
                summary.visits, options.pace, clock.elapsed() / 1000.0, summary.completed, summary.couplets,
                summary.abandoned, summary.incomplete, summary.notCleared, summary.warnings);
    std::printf("after visit %d (warm-up): RSS %.1f MB, at most %d live objects; at the end: RSS %.1f MB (%+.2f%%), at most %d "
                "live objects after warm-up; worst event-loop lateness %.1f ms\n",
                warmUp, summary.warmRss / 1024.0, summary.warmObjects, summary.lastRss / 1024.0,
                100.0 * summary.rssGrowth(), summary.maxObjectsAfterWarmUp, summary.worstLateness);
    for (const auto &problem : summary.firstProblems)
        std::printf("  %s\n", qPrintable(problem));
    if (!parser.isSet(check))
        return 0;
    const bool grew = options.visits >= 2000
        && (summary.rssGrowth() >= 0.05 || summary.maxObjectsAfterWarmUp > summary.warmObjects);
    return summary.incomplete || summary.notCleared || summary.warnings || grew ? 1 : 0;
}
