#include "ClockCheck.h"

QDate kaimenBuildDate()
{
    return QDate::fromString(QStringLiteral(KAIMEN_BUILD_DATE), Qt::ISODate);
}

bool clockIsBehindTheBuild(const QDate &today)
{
    // A day's grace: the build's day is UTC's, and west of Greenwich a build made in the evening
    // is dated tomorrow. A dead clock battery is years out, not a day.
    const QDate built = kaimenBuildDate();
    return built.isValid() && today < built.addDays(-1);
}
