#pragma once
// The kiosk's settings as YAML (yaml-cpp). Only app/ reads YAML; the rest gets KioskSettings.

#include "KioskSettings.h"

#include <QString>
#include <QStringList>

// Reads DEFAULTSFILE (every setting, shipped in assets/settings/defaults.yaml), then
// MACHINEFILE over it (may be missing). A bad value, an unknown key or a broken file never
// stops the kiosk: it is reported in WARNINGS with the file, the key, what was found and what
// is allowed, and the default stands.
KioskSettings loadSettings(const QString &defaultsFile, const QString &machineFile, QStringList *warnings);

// Writes every setting to FILE atomically (temp file + rename, owner-only): pulling the plug
// during a save leaves the old file or the new one. Returns "" or what went wrong.
QString saveSettings(const KioskSettings &settings, const QString &file);

// SETTINGS as the YAML saveSettings writes.
QString settingsToYaml(const KioskSettings &settings);
