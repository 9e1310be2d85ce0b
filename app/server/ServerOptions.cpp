#include "ServerOptions.h"

#include "KioskSettings.h"

#include <QCommandLineParser>
#include <QFileInfo>

ServerOptions parseServerOptions(const QStringList &arguments)
{
    QCommandLineParser parser;
    parser.setApplicationDescription(
        "Kaimen's couplet engine, HTTP API, health and metrics without a screen (docs/network.md).");
    parser.addHelpOption();
    parser.addVersionOption();
    const QCommandLineOption model("model", "The model folder (required).", "dir");
    const QCommandLineOption port("port", "The TCP port, 1024-65535.", "n", "8080");
    const QCommandLineOption bind("bind",
                                  "Where to listen: loopback (this PC only), all, an interface's name (eth0) "
                                  "or an IPv4 address.",
                                  "address", "loopback");
    const QCommandLineOption settings("settings", "The kiosk's settings YAML (search, cache, blocked words, API key).",
                                      "file");
    parser.addOptions({model, port, bind, settings});
    ServerOptions options;
    if (!parser.parse(arguments)) {
        options.error = parser.errorText() + ". Try --help.";
        return options;
    }
    if (parser.isSet("help") || parser.isSet("version")) {
        parser.process(arguments);  // prints and exits
    }
    options.model = parser.value(model);
    options.bind = parser.value(bind);
    options.settingsFile = parser.value(settings);
    bool ok = false;
    options.port = parser.value(port).toInt(&ok);
    if (options.model.isEmpty())
        options.error = "--model is required: the folder of a Kaimen model (its manifest.json).";
    else if (!QFileInfo(options.model + "/manifest.json").isFile())
        options.error = "--model " + options.model + " holds no manifest.json; expected a Kaimen model folder.";
    else if (!ok || options.port < settings_limits::minPort || options.port > settings_limits::maxPort)
        options.error = QString("--port %1 is not a port from %2 to %3.")
                            .arg(parser.value(port)).arg(settings_limits::minPort).arg(settings_limits::maxPort);
    else if (!options.settingsFile.isEmpty() && !QFileInfo(options.settingsFile).isFile())
        options.error = "--settings " + options.settingsFile + " is not a file.";
    return options;
}
