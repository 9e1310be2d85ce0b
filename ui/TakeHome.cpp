#include "TakeHome.h"

#include "CoupletPrinter.h"
#include "QrCode.h"
#include "settings/KioskConfig.h"

#include <QLoggingCategory>

Q_LOGGING_CATEGORY(lcNetwork, "kaimen.network")

namespace {

// The poster a phone downloads: the printer's, 1080 pixels wide; GLOSSED (a phone that reads
// English), with the caption the kiosk prints for an English visitor.
std::string phonePoster(const kaimen::net::TakeHome &couplet, bool glossed)
{
    CoupletPrinter::Job job;
    job.upper = QString::fromStdString(couplet.upper);
    job.lower = QString::fromStdString(couplet.lower);
    job.horizontal = QString::fromStdString(couplet.horizontal);
    job.upperOnRight = couplet.upperOnRight;
    job.goldInk = couplet.goldInk;
    if (glossed && !couplet.wishGloss.empty())  // the wish as asked for: "平安 · 藏头"
        job.caption << QString("Your wish, %1: %2").arg(QString::fromStdString(couplet.wish).section(" · ", 0, 0),
                                                         QString::fromStdString(couplet.wishGloss));
    if (glossed && !couplet.horizontalGloss.empty())
        job.caption << QString(job.upperOnRight ? "Over the door, %1, read from the right: %2" : "Over the door, %1: %2")
                           .arg(job.horizontal, QString::fromStdString(couplet.horizontalGloss));
    const auto png = CoupletPrinter::posterPng(job, 1080);
    return std::string(png.constData(), size_t(png.size()));
}

} // namespace

TakeHome::TakeHome(const Wiring &wiring, QObject *parent)
    : QObject(parent), m_config(wiring.config),
      m_network(std::make_unique<kaimen::net::BoothNetwork>(wiring.engine ? *wiring.engine : m_noEngine))
{
    m_interfaces = kaimen::net::servingInterfaces();
    if (!m_config)
        return;
    connect(m_config, &KioskConfig::changed, this, &TakeHome::apply);
    apply();
}

TakeHome::~TakeHome() = default;

void TakeHome::apply()
{
    const auto &s = m_config->settings();
    kaimen::net::NetworkSettings settings;
    settings.enabled = s.networkEnabled;
    settings.port = s.networkPort;
    settings.interfaceName = s.networkInterface;
    settings.apiKey = s.apiKey;
    settings.takeHomeHours = s.takeHomeHours;
    const auto address = m_network->baseUrl();  // "" when not serving
    const auto problem = m_network->apply(settings, &phonePoster);
    if (problem != m_problem && !problem.isEmpty())
        qCWarning(lcNetwork) << "the booth's network service is not serving:" << problem;
    if (address != m_network->baseUrl()) {
        if (serving())
            qCInfo(lcNetwork) << "serving take-home pages and the API at" << m_network->baseUrl();
        m_lastLines.clear();  // links of the old address would not open
    }
    m_problem = problem;
    emit changed();
}

void TakeHome::refresh()
{
    m_interfaces = kaimen::net::servingInterfaces();
    if (m_config) {
        // Applied afresh: the interface's address may have changed under the same settings.
        m_network->apply({});
        apply();
    }
    emit changed();
}

QString TakeHome::wifiText() const
{
    if (!m_config || m_config->wifiName().isEmpty() || !serving())
        return {};
    return QString::fromStdString(
        kaimen::net::wifiQrText(m_config->wifiName().toStdString(), m_config->wifiPassword().toStdString()));
}

QString TakeHome::linkFor(const QString &upper, const QString &lower, const QString &horizontal, const QString &wish,
                          const QString &wishGloss, const QString &horizontalGloss)
{
    if (!serving() || upper.isEmpty() || lower.isEmpty())
        return {};
    const auto lines = upper + '\n' + lower + '\n' + horizontal;
    if (lines == m_lastLines)
        return m_lastLink;
    kaimen::net::TakeHome couplet{upper.toStdString(), lower.toStdString(), horizontal.toStdString(),
                                  wish.toStdString(), m_config->upperOnRight(), m_config->ink() != "black",
                                  wishGloss.toStdString(), horizontalGloss.toStdString()};
    m_lastLines = lines;
    m_lastLink = m_network->share(std::move(couplet));
    return m_lastLink;
}
