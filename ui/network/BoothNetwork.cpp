#include "BoothNetwork.h"

#include <QHostAddress>
#include <QNetworkInterface>

namespace kaimen::net {
namespace {

QString ipv4Of(const QNetworkInterface &interface)
{
    for (const auto &entry : interface.addressEntries())
        if (entry.ip().protocol() == QAbstractSocket::IPv4Protocol)
            return entry.ip().toString();
    return {};
}

bool serves(const QNetworkInterface &interface)
{
    const auto flags = interface.flags();
    return flags.testFlag(QNetworkInterface::IsUp) && flags.testFlag(QNetworkInterface::IsRunning)
           && !flags.testFlag(QNetworkInterface::IsLoopBack) && !ipv4Of(interface).isEmpty();
}

struct Listen {
    QString bind, host, problem;
};

// Where to listen for CHOICE, and the host phones use in the link.
Listen listenFor(const QString &choice)
{
    if (choice == "loopback")
        return {"127.0.0.1", "127.0.0.1", {}};
    if (choice == "all") {
        for (const auto &interface : QNetworkInterface::allInterfaces())
            if (serves(interface))
                return {"0.0.0.0", ipv4Of(interface), {}};
        return {"0.0.0.0", "127.0.0.1", {}};
    }
    if (const QHostAddress literal(choice); literal.protocol() == QAbstractSocket::IPv4Protocol)
        return {choice, literal.isEqual(QHostAddress::AnyIPv4) ? listenFor("all").host : choice, {}};
    const auto interface = QNetworkInterface::interfaceFromName(choice);
    if (!interface.isValid())
        return {{}, {}, QObject::tr("没有名为 %1 的网络接口。").arg(choice)};
    const auto address = ipv4Of(interface);
    if (address.isEmpty() || !interface.flags().testFlag(QNetworkInterface::IsUp))
        return {{}, {}, QObject::tr("网络接口 %1 没有连接（没有 IPv4 地址）。").arg(choice)};
    return {address, address, {}};
}

} // namespace

QStringList servingInterfaces()
{
    QStringList names;
    for (const auto &interface : QNetworkInterface::allInterfaces())
        if (serves(interface))
            names << interface.name();
    return names;
}

BoothNetwork::BoothNetwork(EngineHandle &engine) : m_engine(engine) {}

BoothNetwork::~BoothNetwork()
{
    m_server.reset();  // answers what waits, before the routes go
}

QString BoothNetwork::apply(const NetworkSettings &settings, PosterRenderer renderer)
{
    if (m_applied && settings == m_settings)
        return m_problem;
    m_applied = true;
    m_settings = settings;
    m_server.reset();
    m_service.reset();
    m_baseUrl.clear();
    m_problem.clear();
    if (!settings.enabled)
        return {};
    const auto listen = listenFor(settings.interfaceName);
    if (!listen.problem.isEmpty())
        return m_problem = listen.problem;
    BoothServiceOptions options;
    options.apiKey = settings.apiKey.toStdString();
    m_service = std::make_unique<BoothService>(m_engine, options);
    if (renderer)
        m_service->setTakeHome(&m_store, std::move(renderer));
    m_server = std::make_unique<HttpServer>(
        [service = m_service.get()](const HttpRequest &request, HttpRespond respond) {
            service->handle(request, std::move(respond));
        },
        HttpLimits{});
    const auto problem = m_server->start(listen.bind.toStdString(), uint16_t(settings.port));
    if (!problem.empty()) {
        m_server.reset();
        return m_problem = QString::fromStdString(problem);
    }
    m_baseUrl = QString("http://%1:%2").arg(listen.host).arg(m_server->port());
    return {};
}

QString BoothNetwork::share(TakeHome couplet)
{
    if (!serving())
        return {};
    const auto token = m_store.add(std::move(couplet), std::chrono::hours(m_settings.takeHomeHours));
    return m_baseUrl + "/c/" + QString::fromStdString(token);
}

} // namespace kaimen::net
