#pragma once

#include <cstdint>
#include <functional>

class QCoreApplication;

// The service manager's watchdog interval in microseconds where this process is the one to ping
// it, else 0: as the service's main process, or as the child of the main process (Kaimen under
// cage in the kiosk service; the unit's NotifyAccess=all lets the child's pings count).
uint64_t watchdogUsec();

// Tells systemd the service is ready and, with WATCHDOG_USEC above 0, pings its watchdog from
// APP's event loop every half interval while HEALTHY answers yes (a hung loop, or a HEALTHY that
// says no, gets the service restarted). Outside systemd it does nothing.
void notifyReady(QCoreApplication &app, uint64_t watchdogUsec, std::function<bool()> healthy);
