#include "EventWait.h"

#include <QCoreApplication>
#include <QDeadlineTimer>
#include <QEvent>
#include <QEventLoop>
#include <QTimer>

namespace robot {

bool waitUntil(const std::function<bool()> &done, int ms)
{
    // Checked first, as qWaitFor does: a pass of the loop could change what already holds.
    if (done())
        return true;
    const QDeadlineTimer deadline(ms, Qt::PreciseTimer);
    // The loop blocks until an event comes; this tick wakes it for what changes without one (the
    // render thread's frame counter) and for the deadline.
    QTimer tick;
    tick.setTimerType(Qt::PreciseTimer);
    tick.start(2);
    do {
        QCoreApplication::processEvents(QEventLoop::AllEvents | QEventLoop::WaitForMoreEvents);
        // What QML deleted later goes now, as under qWait: the live-object count must see it gone.
        QCoreApplication::sendPostedEvents(nullptr, QEvent::DeferredDelete);
        if (done())
            return true;
    } while (!deadline.hasExpired());
    return done();
}

void runFor(int ms)
{
    (void)waitUntil([] { return false; }, ms);
}

} // namespace robot
