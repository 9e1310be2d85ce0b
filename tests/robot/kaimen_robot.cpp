// kaimen-robot: visitors played on the real kiosk window, one after another, with what each
// visit showed and cost. CI runs 100 at the fast pace (ctest visitor_robot); a fair day, about
// 0.45 s a visit on a 2-core machine (docs/reliability.md), is
//   QT_QPA_PLATFORM=offscreen OPENBLAS_NUM_THREADS=1 kaimen-robot --visits 20000 --pace 0.003
//       --idle-seconds 150 --size 960x540 --walk-away 20 --json build/robot.jsonl --check
// usage: kaimen-robot [--visits 100] [--pace 0.01] [--idle-seconds 60] [--seed 22] [--size 1920x1080]
//                     [--report-every 500] [--operator-every 25] [--walk-away 50] [--json FILE] [--model DIR]
//                     [--check]
// SIGINT or SIGTERM (to kaimen-robot itself, not xvfb-run) ends a run after the visit in progress,
// with the summary of the visits played.
// The fast pace (0.01) makes every animation, the brush, the operator's corner hold, the
// visitors' think times and the idle clock a hundredth of a booth's; the idle timeout is 60 s
// there (0.6 s at that pace: at 15 s the clock ran out while the robot waited for a PIN check,
// which no pace shortens). --pace 1 --idle-seconds 90 plays a booth's day.
// It runs in a home of its own (a temporary folder for the settings, PIN, cache, statistics,
// pictures and PDF files), printing to PDF, with the booth's sound on (firecrackers; its speakers
// count what they are handed). The booth operator comes every 25th visit (the PIN pad, then a
// setting, the language, the beams — a live model reload — or the sound). --check: exit 1 when a
// visit missed a couplet or wrote nothing unabandoned, an abandoned one was not cleared, the
// operator's turn went wrong, a reload failed, an idle reset came before its timeout, the sounds
// were not one for each couplet written (and one for the operator's choice, heard on the panel),
// each the one chosen, the operator's statistics did not count the couplets shown, or any
// warning was logged; when more than one visit in 20 was overtaken by the idle reset (the robot,
// on a loaded machine, slower than the idle clock: lost, not failed, but too many test too
// little); from 2,000 visits on, also when memory grew by 5% or more after the first 1,000, or
// the live objects grew.
#include "BoothSound.h"
#include "CountingSoundOutput.h"
#include "EventWait.h"
#include "FestiveSound.h"
#include "KioskBackends.h"
#include "Language.h"
#include "WindowSize.h"
#include "RobotMeasures.h"
#include "VisitorRobot.h"

#include <QCommandLineParser>
#include <QFile>
#include <QGuiApplication>
#include <QHash>
#include <QJsonDocument>
#include <QQmlApplicationEngine>
#include <QQmlContext>
#include <QQmlExpression>
#include <QQmlExtensionPlugin>
#include <QQuickWindow>
#include <QTemporaryDir>
#include <QTest>

#include <algorithm>
#include <deque>
#include <vector>
#include <csignal>
#include <cstdio>

Q_IMPORT_QML_PLUGIN(KaimenPlugin)
Q_IMPORT_QML_PLUGIN(Kaimen_BackendPlugin)

namespace {

// Set by SIGINT or SIGTERM: the run ends after the visit in progress, with its summary.
volatile std::sig_atomic_t stopRequested = 0;
extern "C" void requestStop(int) { stopRequested = 1; }

// The median of the last WINDOW samples, and what it was at the end of the warm-up: a 300 dpi
// poster being rendered as a visit begins holds 35 MB more for a moment, which one sample would
// count as growth.
struct MemoryTrend {
    size_t window = 100;
    std::deque<qint64> recent;
    qint64 warm = 0, last = 0;

    void add(qint64 kib, bool endOfWarmUp)
    {
        recent.push_back(kib);
        if (recent.size() > window)
            recent.pop_front();
        std::vector<qint64> sorted(recent.begin(), recent.end());
        std::nth_element(sorted.begin(), sorted.begin() + sorted.size() / 2, sorted.end());
        last = sorted[sorted.size() / 2];
        if (endOfWarmUp)
            warm = last;
    }
    double growth() const { return warm > 0 ? double(last - warm) / double(warm) : 0.0; }
};

struct Summary {
    int visits = 0, completed = 0, abandoned = 0, couplets = 0, incomplete = 0, notCleared = 0, warnings = 0,
        overtaken = 0, sounds = 0, offBeat = 0;
    int typed = 0, handwritten = 0, duilian = 0, saved = 0, printed = 0, operatorTurns = 0, reloads = 0, failedReloads = 0,
        languageSwitches = 0;
    MemoryTrend rss, heap;
    int warmObjects = 0, maxObjectsAfterWarmUp = 0;
    double worstLateness = 0;
    QStringList firstProblems;

    void add(const VisitRecord &r, int warmUp)
    {
        ++visits;
        (r.abandoned ? abandoned : completed) += 1;
        couplets += r.couplets;
        sounds += r.sounds;
        // The sound comes as the last stroke lands, before the robot sees the couplet whole; the
        // operator's new choice is heard once on the panel.
        const bool chose = r.operatorSteps.filter(QStringLiteral("sound: ")).size() == 1;
        const int due = r.couplets + (chose ? 1 : 0);
        offBeat += r.sounds == due && r.otherSounds == 0 ? 0 : 1;
        if (r.sounds != due)
            note(QStringLiteral("visit %1: %2 sounds for %3 couplets written%4").arg(r.index).arg(r.sounds).arg(r.couplets)
                     .arg(chose ? " and a sound chosen" : ""));
        if (r.otherSounds)
            note(QStringLiteral("visit %1: %2 sounds not the one chosen").arg(r.index).arg(r.otherSounds));
        typed += r.entry == "pinyin" ? 1 : 0;
        handwritten += r.entry == "handwriting" ? 1 : 0;
        duilian += r.kind == "duilian" ? 1 : 0;
        saved += r.saved;
        printed += r.printed;
        operatorTurns += r.operatorSteps.isEmpty() ? 0 : 1;
        for (const auto &step : r.operatorSteps)
            languageSwitches += step.startsWith("language") ? 1 : 0;
        incomplete += r.missing.isEmpty() ? 0 : 1;
        overtaken += r.overtaken.isEmpty() ? 0 : 1;
        notCleared += r.cleared ? 0 : 1;
        warnings += int(r.warnings.size());
        worstLateness = std::max(worstLateness, r.worstLatenessMs);
        // The count differs a little with what the last visitor left chosen on the form (kinds,
        // pages): growth is a count above every one seen during the warm-up.
        if (r.index <= warmUp)
            warmObjects = std::max(warmObjects, r.liveObjects);
        rss.add(r.residentKiB, r.index == warmUp);
        heap.add(r.heapKiB, r.index == warmUp);
        if (r.index > warmUp)
            maxObjectsAfterWarmUp = std::max(maxObjectsAfterWarmUp, r.liveObjects);
        for (const auto &m : r.missing)
            note(QStringLiteral("visit %1: %2").arg(r.index).arg(m));
        for (const auto &m : r.overtaken)
            note(QStringLiteral("visit %1, overtaken by the idle reset (worst lateness %2 ms): %3")
                     .arg(r.index).arg(r.worstLatenessMs, 0, 'f', 0).arg(m));
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
};

// The machine's settings file, where the admin panel writes its changes.
// MODEL "" = the shipped one; a folder given here is the settings' own, so reloads keep it.
void writeRobotSettings(const QString &file, int idleSeconds, const QString &model)
{
    QDir().mkpath(QFileInfo(file).path());
    QFile out(file);
    if (!out.open(QIODevice::WriteOnly))
        qFatal("cannot write %s", qPrintable(file));
    // A sound on, as a booth may have it: each couplet written must end with it, once.
    QString yaml = QStringLiteral("kiosk:\n  idle_seconds: %1\n  language: zh_CN\nprinting:\n  printer: pdf\n"
                                  "sound:\n  effect: firecrackers\n").arg(idleSeconds);
    if (!model.isEmpty())
        yaml += QStringLiteral("model:\n  folder: \"%1\"\n").arg(QFileInfo(model).absoluteFilePath());
    out.write(yaml.toUtf8());
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
    const QCommandLineOption pace("pace", "Theme.pace: animations, the brush, the corner hold and the idle clock times this.", "factor", "0.01");
    const QCommandLineOption seed("seed", "The visitors' choices.", "n", "22");
    const QCommandLineOption every("report-every", "A progress line every this many visits.", "n", "500");
    const QCommandLineOption json("json", "Each visit's record as a JSON line in this file.", "file");
    const QCommandLineOption idle("idle-seconds", "The settings' idle timeout (15..3600), times the pace.", "s", "60");
    const QCommandLineOption operatorEvery("operator-every", "The booth operator comes every this many visits.", "n", "25");
    const QCommandLineOption walkAway("walk-away", "Of the visitors who saw their couplet, this percent walk away and leave it to the idle reset; the others hand over to the next visitor in the queue (再写一副). A fair day's queue is long: 20.", "percent", "50");
    const QCommandLineOption model("model", "The model folder (default: the shipped one).", "dir");
    const QCommandLineOption size("size", "The kiosk window's size: llvmpipe under Xvfb draws every frame in software, most of a run's CPU at 1920x1080.", "WxH", "1920x1080");
    const QCommandLineOption check("check", "Exit 1 on a missed couplet, an uncleared visit, a warning, or growth.");
    parser.addOptions({visits, pace, seed, every, idle, operatorEvery, walkAway, json, model, size, check});
    parser.process(app);

    RobotOptions options;
    options.visits = std::max(1, parser.value(visits).toInt());
    options.pace = std::clamp(parser.value(pace).toDouble(), 0.001, 1.0);
    options.seed = parser.value(seed).toUInt();
    options.reportEvery = std::max(1, parser.value(every).toInt());
    options.operatorEvery = std::max(1, parser.value(operatorEvery).toInt());
    options.idleSeconds = std::clamp(parser.value(idle).toInt(), 15, 3600);
    options.walkAwayPercent = std::clamp(parser.value(walkAway).toInt(), 0, 100);
    options.home = QString::fromUtf8(qgetenv("HOME"));
    const QString settings = QString::fromUtf8(qgetenv("XDG_CONFIG_HOME")) + "/kaimen/settings.yaml";
    writeRobotSettings(settings, options.idleSeconds, parser.value(model));

    KioskBackends backends(settings, {});
    // The tiles as a visitor may read them: a Traditional Chinese kiosk shows 飞跃 as 飛躍.
    for (const QString &wish : backends.config().presetWishes())
        options.wishes << wish << Language::toTraditional(wish);
    options.wishes.removeDuplicates();
    loadBrushFont();
    const auto speakers = std::make_shared<CountingSoundOutput>();
    QHash<QString, size_t> soundLength;  // of each effect, in samples
    BoothSound sound(speakers, &backends.config());
    BoothSound::provide(&sound);
    QQmlApplicationEngine engine;
    engine.load(QUrl(QStringLiteral("qrc:/Kaimen/Main.qml")));
    if (engine.rootObjects().isEmpty())
        return 2;
    auto *window = qobject_cast<QQuickWindow *>(engine.rootObjects().first());
    const auto windowSize = parseWindowSize(parser.value(size));
    if (!windowSize) {
        std::fprintf(stderr, "kaimen-robot: --size wants WIDTHxHEIGHT of at least %dx%d, not \"%s\"\n",
                     kSmallestWindow.width(), kSmallestWindow.height(), qPrintable(parser.value(size)));
        return 2;
    }
    window->resize(*windowSize);
    window->show();
    if (!QTest::qWaitForWindowExposed(window))
        return 2;
    // Theme is Main.qml's singleton: reached as Main.qml names it.
    QQmlExpression themeOf(qmlContext(window), window, QStringLiteral("Theme"));
    QObject *theme = themeOf.evaluate().value<QObject *>();
    if (!theme || !theme->setProperty("pace", options.pace))
        qFatal("no Theme.pace to set");
    auto &service = backends.service();
    if (!robot::waitUntil([&] { return service.state() == CoupletService::State::Ready; }, 180000)) {
        std::fprintf(stderr, "kaimen-robot: the model did not become ready\n");
        return 2;
    }

    Summary summary;
    QObject::connect(&service, &CoupletService::reloadFinished, &app, [&](bool ok, const QString &detail) {
        ++summary.reloads;
        if (!ok) {
            ++summary.failedReloads;
            summary.note(QStringLiteral("a reload failed: %1").arg(detail));
        }
    });

    QFile log;
    if (parser.isSet(json)) {
        log.setFileName(parser.value(json));
        if (!log.open(QIODevice::WriteOnly | QIODevice::Truncate))
            qFatal("cannot write %s", qPrintable(parser.value(json)));
    }
    // The measure: growth after the first 1,000 visits (a tenth of a shorter run).
    const int warmUp = options.visits >= 2000 ? 1000 : std::max(1, options.visits / 10);
    // Memory as the median of half the warm-up's visits (100 in a shorter run): over session 34's
    // fair day the median of 100 swung between 408 and 440 MB of RSS with the heap flat at 196 MB
    // (posters in flight, a busy machine beside it), where the median of 500 stayed within 415-432.
    const size_t memoryWindow = std::max<size_t>(100, size_t(warmUp) / 2);
    summary.rss.window = summary.heap.window = memoryWindow;
    VisitorRobot robot(window, new RobotMeasures(window), options);
    QElapsedTimer clock;
    clock.start();
    std::signal(SIGINT, requestStop);
    std::signal(SIGTERM, requestStop);
    for (int i = 1; i <= options.visits && !stopRequested; ++i) {
        const int heard = speakers->played();
        VisitRecord record = robot.visit(i);
        record.sounds = speakers->played() - heard;
        // Each the sound the booth has now (its length tells a gong from firecrackers).
        const QString effect = backends.config().soundEffect();
        if (!soundLength.contains(effect))
            soundLength[effect] = festive_sound::synthesise(effect.toStdString(), 1.0).size();
        record.otherSounds = int(std::count_if(speakers->lengths().begin() + heard, speakers->lengths().end(),
                                               [&](size_t length) { return length != soundLength[effect]; }));
        summary.add(record, warmUp);
        if (log.isOpen())
            log.write(QJsonDocument(record.json()).toJson(QJsonDocument::Compact) + "\n"), log.flush();
        if (i % options.reportEvery == 0 || i == options.visits || stopRequested)
            std::printf("visit %d: %d couplets, %d abandoned, RSS %.1f MB (median %.1f), heap %.1f MB (median %.1f), %d live "
                        "objects, worst lateness %.1f ms, %d problems, %.0f s\n",
                        i, summary.couplets, summary.abandoned, record.residentKiB / 1024.0, summary.rss.last / 1024.0,
                        record.heapKiB / 1024.0, summary.heap.last / 1024.0, record.liveObjects,
                        summary.worstLateness, summary.incomplete + summary.notCleared + summary.warnings,
                        clock.elapsed() / 1000.0);
        std::fflush(stdout);
    }
    // The operator's overview counts what the visitors were shown: each couplet once, 换一副's
    // too. A visit overtaken by the idle reset may leave one written that no one saw.
    const int counted = service.statistics()->generations();
    const bool miscounted = summary.overtaken == 0 && counted != summary.couplets;
    if (stopRequested)
        std::printf("stopped after %d of %d visits\n", summary.visits, options.visits);
    std::printf("%d visits at pace %.3f in %.0f s: %d completed (%d couplets shown), %d abandoned; %d without a "
                "couplet where one was due, %d not cleared by the idle reset, %d warnings; %d overtaken by the idle "
                "reset (the robot's next touch later than the timeout); %d sounds played, %d visits with a sound "
                "missing or extra\n",
                summary.visits, options.pace, clock.elapsed() / 1000.0, summary.completed, summary.couplets,
                summary.abandoned, summary.incomplete, summary.notCleared, summary.warnings, summary.overtaken,
                summary.sounds, summary.offBeat);
    std::printf("the operator's statistics count %d couplets written%s\n", counted,
                miscounted ? " (not the couplets shown: FAILED)" : "");
    std::printf("%d typed in pinyin (%d 上联 for 对下联), %d written by hand, %d pictures saved, %d PDF files printed; the operator came %d "
                "times: %d language switches, %d live model reloads (%d failed)\n",
                summary.typed, summary.duilian, summary.handwritten, summary.saved, summary.printed, summary.operatorTurns,
                summary.languageSwitches, summary.reloads, summary.failedReloads);
    if (summary.visits <= warmUp)
        // Stopped before the warm-up ended: there is nothing yet to measure growth from.
        std::printf("stopped within the warm-up of %d visits: no growth measured; at the end (memory as the median of "
                    "the last %zu visits): RSS %.1f MB, heap in use %.1f MB, at most %d live objects; worst event-loop "
                    "lateness %.1f ms\n",
                    warmUp, memoryWindow, summary.rss.last / 1024.0, summary.heap.last / 1024.0, summary.warmObjects,
                    summary.worstLateness);
    else
        std::printf("after visit %d (warm-up; memory as the median of the last %zu visits): RSS %.1f MB, heap in use "
                    "%.1f MB, at most %d live objects; at the end: RSS %.1f MB (%+.2f%%), heap in use %.1f MB (%+.2f%%), "
                    "at most %d live objects after warm-up; worst event-loop lateness %.1f ms\n",
                    warmUp, memoryWindow, summary.rss.warm / 1024.0, summary.heap.warm / 1024.0, summary.warmObjects,
                    summary.rss.last / 1024.0, 100.0 * summary.rss.growth(), summary.heap.last / 1024.0,
                    100.0 * summary.heap.growth(), summary.maxObjectsAfterWarmUp, summary.worstLateness);
    for (const auto &problem : summary.firstProblems)
        std::printf("  %s\n", qPrintable(problem));
    if (!parser.isSet(check))
        return 0;
    const bool grew = summary.visits >= 2000
        && (summary.rss.growth() >= 0.05 || summary.maxObjectsAfterWarmUp > summary.warmObjects);
    // A few visits overtaken on a loaded machine are lost, not failed; many would leave the run
    // testing little.
    const bool slow = summary.overtaken * 20 > summary.visits;
    return summary.incomplete || summary.notCleared || summary.warnings || summary.failedReloads || summary.offBeat
            || miscounted || grew || slow
        ? 1
        : 0;
}
