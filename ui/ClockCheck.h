#pragma once
// Exhibition PCs run offline, with no time server to set their clocks: one whose clock battery
// has died boots in 2000 or 1970, and the year over the gate (FestivalYear), the statistics'
// hours and the take-home links' expiry all follow that clock. The kiosk cannot know the date,
// but it knows one it cannot be before: the day it was built.

#include <QDate>

// The day this build was configured (UTC).
QDate kaimenBuildDate();

// Whether TODAY is before the build's day (by more than its time zone can explain), so the
// clock is certainly wrong.
bool clockIsBehindTheBuild(const QDate &today);
