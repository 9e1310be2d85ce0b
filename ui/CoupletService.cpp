#include "CoupletService.h"

#include "CoupletWorker.h"
#include "KioskConfig.h"
#include "OutputFiles.h"
#include "VisitorMessages.h"

#include <QDateTime>
#include "kaimen/CoupletText.h"

namespace {
QString g_modelDirectory;
QString g_cacheFile;
QString g_statisticsFile;

UsageStatistics::Answer answerFor(kaimen::Outcome outcome)
{
    switch (outcome) {
    case kaimen::Outcome::Blocked: return UsageStatistics::Answer::Blocked;
    case kaimen::Outcome::Invalid: return UsageStatistics::Answer::Refused;
    default: return UsageStatistics::Answer::Error;
    }
}
}

void CoupletService::setStatisticsFile(const QString &file)
{
    g_statisticsFile = file;
}

void CoupletService::setModelDirectory(const QString &directory)
{
    g_modelDirectory = directory;
}

void CoupletService::setCacheFile(const QString &file)
{
    g_cacheFile = file;
}

CoupletWorker::Settings CoupletService::workerSettings(const QString &modelDirectory)
{
    const auto &s = KioskConfig::settings();
    CoupletWorker::Settings worker;
    worker.modelDirectory = modelDirectory;
    worker.cacheFile = g_cacheFile;
    worker.prewarmWords = s.prewarmWishes;
    worker.device = s.device;
    worker.halfOnCuda = s.precision == "fp16";
    worker.beams = s.beams;
    worker.sampling = s.sampling;
    worker.temperature = s.temperature;
    worker.topP = s.topP;
    worker.cacheCapacity = s.cacheCapacity;
    worker.blockedWords = s.extraBlockedWords;
    return worker;
}

CoupletService *CoupletService::create(QQmlEngine *, QJSEngine *)
{
    return new CoupletService(workerSettings(g_modelDirectory));
}

void CoupletService::reload()
{
    m_reloading = true;
    emit stateChanged();
    QMetaObject::invokeMethod(m_worker, "reload", Qt::QueuedConnection,
                              Q_ARG(CoupletWorker::Settings, workerSettings(KioskConfig::modelPath())));
}

CoupletService::CoupletService(const QString &modelDirectory, const QString &cacheFile, const QStringList &prewarmWords,
                               QObject *parent)
    : CoupletService(CoupletWorker::Settings{modelDirectory, cacheFile, prewarmWords}, parent)
{
}

CoupletService::CoupletService(const CoupletWorker::Settings &settings, QObject *parent) : QObject(parent)
{
    qRegisterMetaType<kaimen::CoupletRequest>();
    qRegisterMetaType<CoupletWorker::Settings>();
    m_statusText = tr("正在研墨备笔…");
    m_worker = new CoupletWorker(settings);
    m_statisticsFile = g_statisticsFile;
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
    m_worker->moveToThread(&m_thread);
    connect(&m_thread, &QThread::finished, m_worker, &QObject::deleteLater);
    connect(m_worker, &CoupletWorker::loaded, this, [this](const QString &description) {
        m_state = State::Ready;
        m_statusText = description;
        emit stateChanged();
    });
    connect(m_worker, &CoupletWorker::loadFailed, this, [this](const QString &reason) {
        m_state = State::Failed;
        m_statusText = reason;
        emit stateChanged();
    });
    connect(m_worker, &CoupletWorker::notice, this, &CoupletService::addNotice);
    connect(m_worker, &CoupletWorker::reloaded, this, [this](const QString &description) {
        m_state = State::Ready;
        m_reloading = false;
        m_statusText = description;
        emit stateChanged();
        emit reloadFinished(true, description);
    });
    connect(m_worker, &CoupletWorker::reloadFailed, this, [this](const QString &reason) {
        m_statusText = m_state == State::Failed
            ? reason
            : tr("新设置的模型没有载入（%1），仍用原来的模型。").arg(reason);
        m_reloading = false;
        emit stateChanged();
        emit reloadFinished(false, reason);
        addNotice(m_statusText);
    });
    connect(m_worker, &CoupletWorker::partial, this, &CoupletService::linesGrowing);
    connect(m_worker, &CoupletWorker::written, this,
            [this](const QString &u, const QString &l, const QString &h, bool fromCache) {
                setBusy(false);
                m_statistics.record(lastWish(), UsageStatistics::Answer::Written, double(m_sinceSubmit.nsecsElapsed()) / 1e6,
                                    fromCache, QDateTime::currentDateTimeUtc());
                m_seen.append(u);
                emit coupletReady(u, l, h, fromCache);
            });
    connect(m_worker, &CoupletWorker::writeFailed, this, [this](int outcome, const QString &) {
        setBusy(false);
        if (kaimen::Outcome(outcome) != kaimen::Outcome::Cancelled)
            m_statistics.record(lastWish(), answerFor(kaimen::Outcome(outcome)), 0, false, QDateTime::currentDateTimeUtc());
        if (const auto message = visitor::failure(kaimen::Outcome(outcome)); !message.isEmpty())
            emit failed(message);
    });
    m_thread.setObjectName("kaimen-inference");
    m_thread.start();
    QMetaObject::invokeMethod(m_worker, &CoupletWorker::load, Qt::QueuedConnection);
}

CoupletService::~CoupletService()
{
    m_thread.quit();
    m_thread.wait();
    if (m_saveStatistics.isActive())
        m_statistics.save(m_statisticsFile);
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

QString CoupletService::checkWishWord(const QString &word) const
{
    return visitor::wishWordProblem(word);
}

QString CoupletService::checkUpperLine(const QString &upper) const
{
    return visitor::upperLineProblem(upper);
}

void CoupletService::writeFromWish(const QString &word, const QString &kind)
{
    kaimen::CoupletRequest request;
    request.keyword = word.toStdString();
    if (!kaimen::parseCoupletKind(kind.toStdString(), &request.kind))
        request.kind = kaimen::CoupletKind::Theme;
    submit(request, {});
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
    setBusy(true);
    if (seen.isEmpty())
        m_seen.clear();
    m_last = std::make_unique<kaimen::CoupletRequest>(request);
    m_sinceSubmit.start();
    QMetaObject::invokeMethod(m_worker, "write", Qt::QueuedConnection, Q_ARG(kaimen::CoupletRequest, request),
                              Q_ARG(QStringList, seen));
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
