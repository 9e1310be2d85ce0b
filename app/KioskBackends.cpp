#include "KioskBackends.h"

#include "AssetPath.h"
#include "ClockCheck.h"
#include "KioskConfigQml.h"
#include "SettingsFile.h"

#include <QDir>
#include <QFileInfo>
#include <QFontDatabase>
#include <QStandardPaths>

namespace {

// The settings: the shipped defaults, then this machine's file. Problems are reported and the
// defaults stand; the kiosk starts regardless. Edits are saved to the machine's file.
std::unique_ptr<KioskConfig> loadConfig(const QString &machineSettings, const QString &dataDir)
{
    QStringList warnings;
    const KioskSettings settings = loadSettings(assetPath("settings/defaults.yaml"), machineSettings, &warnings);
    for (const auto &warning : warnings)
        qWarning("settings: %s", qPrintable(warning));
    // The models the admin panel offers: the shipped one, and those a technician installed in
    // the data folder (~/.local/share/kaimen/models) or beside it in /usr/share/kaimen/models.
    KioskConfig::ModelFolders models{assetPath("models/" KAIMEN_DEFAULT_MODEL), {assetPath("models"), dataDir + "/models"}};
    return std::make_unique<KioskConfig>(settings, warnings, models, [machineSettings](const KioskSettings &edited) {
        QDir().mkpath(QFileInfo(machineSettings).absolutePath());
        return saveSettings(edited, machineSettings);
    });
}

// Where the couplet service keeps written couplets (they come back at once, also after a
// restart) and the operator's statistics.
CoupletService::Files serviceFiles(const QString &dataDir)
{
    CoupletService::Files files;
    if (const QString cacheDir = QStandardPaths::writableLocation(QStandardPaths::CacheLocation); QDir().mkpath(cacheDir))
        files.cache = cacheDir + "/couplets.json";
    if (QDir().mkpath(dataDir))
        files.statistics = dataDir + "/statistics.json";
    return files;
}

} // namespace

KioskBackends::KioskBackends(const QString &settingsFile, const QString &model)
{
    const QString dataDir = QStandardPaths::writableLocation(QStandardPaths::AppLocalDataLocation);
    m_config = loadConfig(settingsFile, dataDir);
    if (const QDate today = QDate::currentDate(); clockIsBehindTheBuild(today))
        qWarning("clock: this PC's date is %s, before this build's %s: the year over the gate, the statistics' hours "
                 "and the take-home links' expiry follow the clock; set it (or the year title on the admin panel's "
                 "展台 page)", qPrintable(today.toString(Qt::ISODate)),
                 qPrintable(kaimenBuildDate().toString(Qt::ISODate)));
    KioskConfigQml::provide(m_config.get());
    const QString pinDir = QStandardPaths::writableLocation(QStandardPaths::AppConfigLocation);
    QDir().mkpath(pinDir);
    m_pin = std::make_unique<AdminPin>(pinDir + "/admin-pin");
    AdminPin::provide(m_pin.get());
    m_service = std::make_unique<CoupletService>(*m_config, serviceFiles(dataDir), model);
    CoupletService::provide(m_service.get());
    m_takeHome = std::make_unique<TakeHome>(TakeHome::Wiring{m_config.get(), &m_service->networkEngine()});
    TakeHome::provide(m_takeHome.get());
}

KioskBackends::~KioskBackends() = default;

void loadBrushFont()
{
    const QString font = assetPath("fonts/LXGWWenKai-Bold.ttf");
    if (QFontDatabase::addApplicationFont(font) < 0)
        qWarning("cannot load the brush font %s; the couplets will use a system face", qPrintable(font));
}
