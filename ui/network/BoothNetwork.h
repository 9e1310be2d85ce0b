#pragma once
// The booth's network face as one piece: the HTTP server, its routes and the take-home tokens,
// started, restarted and stopped as the settings say. The kiosk and kaimen-server each own one
// and hand it the engine through an EngineHandle. Qt Core and Qt Network only (no QtGui).

#include "BoothService.h"
#include "EngineHandle.h"
#include "HttpServer.h"
#include "TakeHomeStore.h"

#include <QString>
#include <QStringList>

#include <memory>

namespace kaimen::net {

struct NetworkSettings {
    bool enabled = false;
    int port = 8080;
    QString interfaceName = "loopback";  // loopback | all | an interface (wlan0, eth0 …) | an IPv4 address
    QString apiKey;                      // "" = the API on loopback only
    int takeHomeHours = 24;              // how long a take-home link opens its couplet
    bool operator==(const NetworkSettings &o) const
    {
        return enabled == o.enabled && port == o.port && interfaceName == o.interfaceName && apiKey == o.apiKey
               && takeHomeHours == o.takeHomeHours;
    }
};

// The network interfaces a booth can serve on: up, not loopback, with an IPv4 address.
QStringList servingInterfaces();

class BoothNetwork {
public:
    // ENGINE answers the API; it must outlive this.
    explicit BoothNetwork(EngineHandle &engine);
    ~BoothNetwork();

    // Starts, restarts or stops the service as SETTINGS say (nothing when they did not change);
    // TAKEHOME: serve take-home pages with posters from RENDERER. Returns "" or why it is not
    // serving although enabled (the port taken, the interface without an address …).
    QString apply(const NetworkSettings &settings, PosterRenderer renderer = {});
    bool serving() const { return m_server && m_server->running(); }
    // http://<address>:<port>, where phones on the booth's network reach it; "" when not serving.
    QString baseUrl() const { return m_baseUrl; }
    QString problem() const { return m_problem; }
    // COUPLET's take-home link, valid for the settings' hours; "" when not serving.
    QString share(TakeHome couplet);
    const TakeHomeStore &store() const { return m_store; }

private:
    EngineHandle &m_engine;
    NetworkSettings m_settings;
    bool m_applied = false;
    TakeHomeStore m_store;
    std::unique_ptr<BoothService> m_service;
    std::unique_ptr<HttpServer> m_server;
    QString m_baseUrl, m_problem;
};

} // namespace kaimen::net
