#pragma once
// The backends the kiosk's QML binds to, made before QML loads and gone after it, in the order
// the kiosk needs: the settings, the admin PIN, the couplet service, the booth's network face.
// main() and the visitor robot (tests/robot) make the same ones.

#include "AdminPin.h"
#include "CoupletService.h"
#include "KioskConfig.h"
#include "TakeHome.h"

#include <QString>

#include <memory>

class KioskBackends {
public:
    // SETTINGSFILE: the machine's settings (YAML) over the shipped defaults; MODEL "" = the one
    // they choose. The data, cache and PIN folders are the user's XDG ones.
    KioskBackends(const QString &settingsFile, const QString &model);
    ~KioskBackends();
    KioskBackends(const KioskBackends &) = delete;
    KioskBackends &operator=(const KioskBackends &) = delete;

    KioskConfig &config() { return *m_config; }
    AdminPin &pin() { return *m_pin; }
    CoupletService &service() { return *m_service; }

private:
    std::unique_ptr<KioskConfig> m_config;
    std::unique_ptr<AdminPin> m_pin;
    std::unique_ptr<CoupletService> m_service;
    // After the service: it stops before the engine it reaches goes.
    std::unique_ptr<TakeHome> m_takeHome;
};

// The calligraphy face every scene uses (Theme.brushFont); the system's is not relied on.
void loadBrushFont();
