// kaimen-server: the kiosk's engine, API, health and metrics with no screen, for a back-room PC
// (a GPU machine where there is one) serving several booth screens or a web page. The take-home
// pages stay the kiosk's, which draws the posters. Qt Core only.
#include "AssetPath.h"
#include "BoothNetwork.h"
#include "EngineClient.h"
#include "QuitOnSignals.h"
#include "ServiceManager.h"
#include "ServerOptions.h"
#include "SettingsFile.h"
#include "Translations.h"

#include <systemd/sd-daemon.h>
#include <sys/stat.h>
#include <unistd.h>

#include <QCoreApplication>
#include <QDir>
#include <QLocale>
#include <QStandardPaths>
#include <QTranslator>

#include <cstdio>

namespace {

// The messages kaimen-server shares with the kiosk (a network interface missing, a port taken)
// are written in the kiosk's source language, Chinese: a shell in another language reads them in
// English, one in traditional script in Traditional Chinese (LANG, LC_MESSAGES).
void translateForThisShell(QCoreApplication &app)
{
    const auto code = languageFor(QLocale());
    if (code == "zh_CN")
        return;
    auto *translator = new QTranslator(&app);
    if (translator->load(translationFile(code)))
        QCoreApplication::installTranslator(translator);
}

} // namespace

int main(int argc, char *argv[])
{
    ::umask(077);
    QCoreApplication app(argc, argv);
    app.setApplicationName("kaimen");
    app.setApplicationVersion(KAIMEN_VERSION);
    translateForThisShell(app);
    const auto options = parseServerOptions(app.arguments());
    if (!options.error.isEmpty()) {
        std::fprintf(stderr, "kaimen-server: %s\n", qPrintable(options.error));
        return 2;
    }
    QStringList warnings;
    const auto settings = loadSettings(assetPath("settings/defaults.yaml"), options.settingsFile, &warnings);
    for (const auto &warning : warnings)
        qWarning("settings: %s", qPrintable(warning));

    auto engineSettings = EngineClient::settingsFrom(settings);
    engineSettings.modelDirectory = options.model;
    const auto cacheDir = QStandardPaths::writableLocation(QStandardPaths::CacheLocation);
    QDir().mkpath(cacheDir);
    engineSettings.cacheFile = cacheDir + "/server-couplets.json";
    EngineClient client(engineSettings);
    client.load();  // it logs the model's state (kaimen.model); /healthz tells it too

    // Declared after the client: it stops, answering what waits, before the engine goes.
    kaimen::net::BoothNetwork network(client.handle());
    kaimen::net::NetworkSettings serving;
    serving.enabled = true;
    serving.port = options.port;
    serving.interfaceName = options.bind;
    serving.apiKey = settings.apiKey;
    if (const auto problem = network.apply(serving); !problem.isEmpty()) {
        std::fprintf(stderr, "kaimen-server: %s\n", qPrintable(problem));
        return 1;
    }
    qInfo("kaimen-server %s: the API at %s/api/v1/couplets (%s)", KAIMEN_VERSION, qPrintable(network.baseUrl()),
          settings.apiKey.isEmpty() ? "this machine only: no API key set" : "the API key required");
    quitOnSignals(app);
    // Ready once listening (the model's own state is /healthz's); the watchdog is pinged while the
    // HTTP service runs, so a dead server thread gets the process restarted.
    notifyReady(app, watchdogUsec(), [&network] { return network.serving(); });
    const int code = app.exec();
    sd_notify(0, "STOPPING=1");
    return code;
}
