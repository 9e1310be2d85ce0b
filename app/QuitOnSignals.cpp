#include "QuitOnSignals.h"

#include <sys/socket.h>
#include <unistd.h>

#include <QCoreApplication>
#include <QSocketNotifier>

#include <csignal>

namespace {

int signalSockets[2] = {-1, -1};

// A signal handler may do next to nothing safely: it writes one byte, which the event loop reads.
void onSignal(int)
{
    const char byte = 1;
    [[maybe_unused]] auto written = ::write(signalSockets[1], &byte, 1);
}

} // namespace

void quitOnSignals(QCoreApplication &app)
{
    if (::socketpair(AF_UNIX, SOCK_STREAM, 0, signalSockets) != 0)
        return;
    auto *notifier = new QSocketNotifier(signalSockets[0], QSocketNotifier::Read, &app);
    // exit(), not quit(): the kiosk's window refuses to close (a visitor's Alt+F4), and Qt 6 lets a
    // window that refuses cancel quit().
    QObject::connect(notifier, &QSocketNotifier::activated, &app, [] { QCoreApplication::exit(0); });
    struct sigaction action = {};
    action.sa_handler = onSignal;
    sigemptyset(&action.sa_mask);
    action.sa_flags = SA_RESTART;
    sigaction(SIGTERM, &action, nullptr);
    sigaction(SIGINT, &action, nullptr);
}
