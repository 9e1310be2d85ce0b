#include "ServiceManager.h"

#include <systemd/sd-daemon.h>
#include <unistd.h>

#include <QCoreApplication>
#include <QTimer>

uint64_t watchdogUsec()
{
    uint64_t usec = 0;
    if (sd_watchdog_enabled(0, &usec) > 0)
        return usec;
    // systemd names the main process in WATCHDOG_PID, and sd_watchdog_enabled() answers no to any
    // other: until session 53 the kiosk, cage's child, never pinged, and systemd would have
    // restarted it every 30 s.
    bool pidRead = false, usecRead = false;
    const qint64 pid = qEnvironmentVariable("WATCHDOG_PID").toLongLong(&pidRead);
    usec = qEnvironmentVariable("WATCHDOG_USEC").toULongLong(&usecRead);
    return pidRead && usecRead && pid == ::getppid() ? usec : 0;
}

void notifyReady(QCoreApplication &app, uint64_t watchdogUsec, std::function<bool()> healthy)
{
    sd_notify(0, "READY=1");
    if (watchdogUsec == 0)
        return;
    auto *watchdog = new QTimer(&app);
    QObject::connect(watchdog, &QTimer::timeout, [healthy = std::move(healthy)] {
        if (healthy())
            sd_notify(0, "WATCHDOG=1");
    });
    watchdog->start(int(watchdogUsec / 2000));
}
