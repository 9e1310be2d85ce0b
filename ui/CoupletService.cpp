#include "CoupletService.h"

#include "FestivalYear.h"
#include "KioskConfig.h"
#include "OutputFiles.h"
#include "VisitorMessages.h"
#include "kaimen/CoupletRequest.h"

#include <QDateTime>

namespace {

UsageStatistics::Answer answerFor(kaimen::Outcome outcome)
{
    switch (outcome) {
    case kaimen::Outcome::Blocked: return UsageStatistics::Answer::Blocked;
    case kaimen::Outcome::Invalid: return UsageStatistics::Answer::Refused;
    default: return UsageStatistics::Answer::Error;
    }
}

} // namespace

EngineClient::Settings CoupletService::engineSettings(const KioskSettings &s, const QString &modelDirectory,
                                                      const QString &cacheFile)
{
    auto engine = EngineClient::settingsFrom(s);
    engine.modelDirectory = modelDirectory;
    engine.cacheFile = cacheFile;
    engine.occasion = QString::fromStdString(boothOccasion(s, QDate::currentDate()));
    return engine;
}

void CoupletService::followBooth(const KioskConfig &config)
{
    m_occasion = [&config] { return boothOccasion(config.settings(), QDate::currentDate()); };
}

void CoupletService::reload(const EngineClient::Settings &settings)
{
    m_reloading = true;
    emit stateChanged();
    m_client.reload(settings);
}

CoupletService::CoupletService(const KioskConfig &config, const Files &files, const QString &modelDirectory,
                               QObject *parent)
    : CoupletService(engineSettings(config.settings(), modelDirectory.isEmpty() ? config.modelPath() : modelDirectory,
                                    files.cache),
                     files.statistics, parent)
{
    followBooth(config);
    connect(&config, &KioskConfig::engineSettingsChanged, this, [this, &config, cache = files.cache] {
        reload(engineSettings(config.settings(), config.modelPath(), cache));
    });
}

CoupletService::CoupletService(const EngineClient::Settings &settings, const QString &statisticsFile, QObject *parent)
    : QObject(parent), m_client(settings), m_statisticsFile(statisticsFile)
{
    m_statusText = tr("正在研墨备笔…");
    if (!m_statisticsFile.isEmpty())
        if (const auto warning = m_statistics.load(m_statisticsFile); !warning.isEmpty())
            addNotice(tr("统计文件：%1").arg(warning));
    // Saved a few seconds after a change, so that a burst of visitors is one write.
    m_saveStatistics.setSingleShot(true);
    m_saveStatistics.setInterval(5000);
    connect(&m_saveStatistics, &QTimer::timeout, this, [this] {
        if (const auto error = m_statistics.save(m_statisticsFile); !error.isEmpty())
            addNotice(tr("统计没有保存：%1").arg(error));
    });
    if (!m_statisticsFile.isEmpty())
        connect(&m_statistics, &UsageStatistics::changed, &m_saveStatistics, qOverload<>(&QTimer::start));
    connectClient();
    m_client.load();
}

void CoupletService::connectClient()
{
    connect(&m_client, &EngineClient::loaded, this, [this](const QString &description, const QVariantMap &runningOn) {
        m_state = State::Ready;
        m_statusText = description;
        m_runningOn = runningOn;
        emit stateChanged();
    });
    connect(&m_client, &EngineClient::loadFailed, this, [this](const QString &reason) {
        m_state = State::Failed;
        m_statusText = reason;
        emit stateChanged();
    });
    connect(&m_client, &EngineClient::notice, this, &CoupletService::addNotice);
    connect(&m_client, &EngineClient::reloaded, this, [this](const QString &description, const QVariantMap &runningOn) {
        m_state = State::Ready;
        m_reloading = false;
        m_statusText = description;
        m_runningOn = runningOn;
        emit stateChanged();
        emit reloadFinished(true, description);
    });
    connect(&m_client, &EngineClient::reloadFailed, this, [this](const QString &reason) {
        m_statusText = m_state == State::Failed ? reason : tr("新设置的模型没有载入（%1），仍用原来的模型。").arg(reason);
        m_reloading = false;
        emit stateChanged();
        emit reloadFinished(false, reason);
        addNotice(m_statusText);
    });
    connect(&m_client, &EngineClient::partial, this, &CoupletService::linesGrowing);
    connect(&m_client, &EngineClient::written, this,
            [this](const QString &u, const QString &l, const QString &h, bool fromCache) {
                setBusy(false);
                m_statistics.record(lastWish(), UsageStatistics::Answer::Written, double(m_sinceSubmit.nsecsElapsed()) / 1e6,
                                    fromCache, QDateTime::currentDateTimeUtc());
                m_seen.append(QString::fromStdString(kaimen::shownAs({u.toStdString(), l.toStdString(), {}, 0.0})));
                emit coupletReady(u, l, h, fromCache);
            });
    connect(&m_client, &EngineClient::writeFailed, this, [this](kaimen::Outcome outcome, const QString &) {
        setBusy(false);
        if (outcome != kaimen::Outcome::Cancelled)
            m_statistics.record(lastWish(), answerFor(outcome), 0, false, QDateTime::currentDateTimeUtc());
        const bool ownUpperLine = m_last && m_last->mode == kaimen::CoupletMode::Duilian;
        if (const auto message = visitor::failure(outcome, ownUpperLine); !message.isEmpty())
            emit failed(message);
    });
}

CoupletService::~CoupletService()
{
    if (m_saveStatistics.isActive())
        m_statistics.save(m_statisticsFile);
}

QString CoupletService::askedFor() const
{
    if (!m_last)
        return {};
    if (m_last->mode == kaimen::CoupletMode::Duilian)
        return tr("对下联");
    const QString kinds[] = {tr("藏头"), tr("嵌字"), tr("主题")};
    return QString::fromStdString(m_last->keyword) + " · " + kinds[int(m_last->kind)];
}

QString CoupletService::lastWish() const
{
    if (!m_last)
        return {};
    return QString::fromStdString(m_last->mode == kaimen::CoupletMode::Duilian ? std::string("对下联") : m_last->keyword);
}

QString CoupletService::exportPath() const
{
    return newOutputFile(QStandardPaths::DocumentsLocation, {}, "statistics", "csv");
}

namespace {
kaimen::CoupletRequest wishRequest(const QString &word, const QString &kind)
{
    kaimen::CoupletRequest request;
    request.keyword = word.toStdString();
    if (!kaimen::parseCoupletKind(kind.toStdString(), &request.kind))
        request.kind = kaimen::CoupletKind::Theme;
    return request;
}
} // namespace

void CoupletService::writeFromWish(const QString &word, const QString &kind)
{
    submit(wishRequest(word, kind), {});
}

bool CoupletService::declinesWish(const QString &word, const QString &kind) const
{
    return m_client.declines(wishRequest(word, kind));
}

void CoupletService::answerUpperLine(const QString &upper)
{
    kaimen::CoupletRequest request;
    request.mode = kaimen::CoupletMode::Duilian;
    request.upper = upper.toStdString();
    submit(request, {});
}

void CoupletService::anotherCouplet()
{
    if (m_last)
        submit(*m_last, m_seen);
}

void CoupletService::submit(kaimen::CoupletRequest request, const QStringList &seen)
{
    if (m_busy)
        return;  // one couplet at a time per kiosk; the button is disabled meanwhile
    // Read at each new request, so that the operator's change and the new year apply at once;
    // 换一副 keeps its couplet's.
    if (seen.isEmpty() && m_occasion)
        request.occasion = m_occasion();
    setBusy(true);
    if (seen.isEmpty())
        m_seen.clear();
    // Kept as the model reads it: a wish typed in Traditional characters (飛躍) is the tile's 飞跃
    // for the statistics and for 换一副.
    m_last = std::make_unique<kaimen::CoupletRequest>(kaimen::normalizedRequest(request));
    m_sinceSubmit.start();
    m_client.write(request, seen);
}

void CoupletService::addNotice(const QString &text)
{
    qWarning("%s", qPrintable(text));
    m_notices.prepend(QDateTime::currentDateTime().toString("MM-dd HH:mm ") + text);
    if (m_notices.size() > 20)
        m_notices.removeLast();
    emit noticesChanged();
}

void CoupletService::setBusy(bool busy)
{
    if (m_busy == busy)
        return;
    m_busy = busy;
    emit busyChanged();
}
