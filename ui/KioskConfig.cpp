#include "KioskConfig.h"

namespace {
KioskSettings g_settings;
QStringList g_warnings;
}

void KioskConfig::setSettings(const KioskSettings &settings, const QStringList &warnings)
{
    g_settings = settings;
    g_warnings = warnings;
}

const KioskSettings &KioskConfig::settings()
{
    return g_settings;
}

QStringList KioskConfig::warnings() const
{
    return g_warnings;
}

KioskConfig *KioskConfig::create(QQmlEngine *, QJSEngine *)
{
    return new KioskConfig;
}
