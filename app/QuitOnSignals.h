#pragma once

class QCoreApplication;

// SIGTERM and SIGINT (systemd stopping the service, the PC switched off, Ctrl+C in a shell) end
// APP's event loop as a quit from inside would: what the program keeps (the couplet cache, the
// statistics, the temporary pinyin dictionary's removal) is done by its destructors, which a
// process killed by the signal never runs. Call once, after APP is made.
void quitOnSignals(QCoreApplication &app);
