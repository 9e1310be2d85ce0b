#include "RobotMeasures.h"

#include <QFile>
#include <QMutex>
#include <QQuickItem>
#include <QQuickWindow>

#include <malloc.h>
#include <unistd.h>

#include <functional>
#include <unordered_set>

namespace {

constexpr int kBeatMs = 5;

// Messages may come from any thread (the engine's logs its model): kept under a mutex.
QMutex g_mutex;
QStringList g_warnings;
QtMessageHandler g_previous = nullptr;

// Categories whose warnings are not the kiosk's to fix, each with its reason. None so far: a
// category joins only with the reason written here.
const QStringList kAllowedCategories{};

void handler(QtMsgType type, const QMessageLogContext &context, const QString &message)
{
    if (type != QtDebugMsg && type != QtInfoMsg
        && !kAllowedCategories.contains(QString::fromLatin1(context.category ? context.category : ""))) {
        QMutexLocker lock(&g_mutex);
        g_warnings << QStringLiteral("%1: %2").arg(QString::fromLatin1(context.category ? context.category : "default"), message);
    }
    if (g_previous)
        g_previous(type, context, message);
}

} // namespace

RobotMeasures::RobotMeasures(QQuickWindow *window) : QObject(window), m_window(window)
{
    g_previous = qInstallMessageHandler(handler);
    m_clock.start();
    m_beat.setTimerType(Qt::PreciseTimer);
    connect(&m_beat, &QTimer::timeout, this, [this] {
        const qint64 now = m_clock.nsecsElapsed();
        if (m_lastBeatNs > 0)
            m_worst = std::max(m_worst, (now - m_lastBeatNs) / 1e6 - kBeatMs);
        m_lastBeatNs = now;
    });
    m_beat.start(kBeatMs);
}

RobotMeasures::~RobotMeasures()
{
    qInstallMessageHandler(g_previous);
}

qint64 RobotMeasures::residentKiB()
{
    QFile statm("/proc/self/statm");
    if (!statm.open(QIODevice::ReadOnly))
        return -1;
    const auto fields = statm.readAll().split(' ');
    return fields.size() > 1 ? fields[1].toLongLong() * (::sysconf(_SC_PAGESIZE) / 1024) : -1;
}

qint64 RobotMeasures::heapInUseKiB()
{
    const struct mallinfo2 info = ::mallinfo2();
    return qint64((info.uordblks + info.hblkhd) / 1024);
}

int RobotMeasures::liveObjects() const
{
    std::unordered_set<const QObject *> seen;
    for (const QObject *o : m_window->findChildren<QObject *>())
        seen.insert(o);
    std::function<void(const QQuickItem *)> visit = [&](const QQuickItem *item) {
        seen.insert(item);
        for (const QQuickItem *child : item->childItems())
            visit(child);
    };
    visit(m_window->contentItem());
    return int(seen.size());
}

double RobotMeasures::takeWorstLateness()
{
    const double worst = m_worst;
    m_worst = 0;
    m_lastBeatNs = 0;  // the robot's own waits between calls do not count
    return worst;
}

QStringList RobotMeasures::takeWarnings()
{
    QMutexLocker lock(&g_mutex);
    QStringList out;
    out.swap(g_warnings);
    return out;
}
