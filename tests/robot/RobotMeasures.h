#pragma once
// What the visitor robot records about the kiosk around each visit: the process's resident
// memory, the live objects under the window, the event loop's worst lateness, and every message
// through Qt's message handler.

#include <QElapsedTimer>
#include <QObject>
#include <QStringList>
#include <QTimer>

class QQuickWindow;

class RobotMeasures : public QObject {
public:
    explicit RobotMeasures(QQuickWindow *window);
    ~RobotMeasures() override;

    // Resident memory of this process, in KiB (/proc/self/statm).
    static qint64 residentKiB();
    // What malloc holds allocated for the process, in KiB (mallinfo2: in use in every arena plus
    // mmapped blocks). Beside RSS it tells a leak (both grow) from memory freed but kept by the
    // allocator (RSS alone grows).
    static qint64 heapInUseKiB();
    // The window's QObject descendants (QObject::findChildren) together with the visual items
    // under its content item (QQuickItem::childItems, which need not be QObject children),
    // each counted once. The same count at the same moment of every visit.
    int liveObjects() const;
    // The worst lateness of a 5 ms heartbeat since the last call, in ms.
    double takeWorstLateness();
    // Warnings and worse since the last call (those of the categories ALLOWED aside).
    QStringList takeWarnings();

private:
    QQuickWindow *m_window;
    QTimer m_beat;
    QElapsedTimer m_clock;
    qint64 m_lastBeatNs = 0;
    double m_worst = 0;
};
