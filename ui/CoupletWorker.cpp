#include "CoupletWorker.h"

#include <QLoggingCategory>

#include <algorithm>

Q_LOGGING_CATEGORY(lcModel, "kaimen.model")

namespace {
// A visitor should not wait longer than this for a couplet.
constexpr auto kVisitorDeadline = std::chrono::seconds(20);
}

CoupletWorker::~CoupletWorker() = default;

std::unique_ptr<kaimen::Engine> CoupletWorker::makeEngine() const
{
    kaimen::EngineOptions options;
    options.modelDirectory = m_settings.modelDirectory.toStdString();
    options.runtime.device = m_settings.device.toStdString();
    options.runtime.halfOnCuda = m_settings.halfOnCuda;
    options.decoding.beams = m_settings.beams;
    options.decoding.sample = m_settings.sampling;
    options.decoding.temperature = m_settings.temperature;
    options.decoding.topP = m_settings.topP;
    for (const auto &word : m_settings.blockedWords)
        options.extraBlockedWords.push_back(word.toStdString());
    options.cacheCapacity = size_t(std::max(0, m_settings.cacheCapacity));
    if (options.cacheCapacity == 0)
        options.coupletsPerInput = 0;
    options.cacheFile = m_settings.cacheFile.toStdString();
    for (const auto &word : m_settings.prewarmWords)
        for (auto kind : {kaimen::CoupletKind::Cangtou, kaimen::CoupletKind::Qianzi, kaimen::CoupletKind::Theme}) {
            kaimen::CoupletRequest request;
            request.keyword = word.toStdString();
            request.kind = kind;
            options.prewarm.push_back(request);
        }
    return std::make_unique<kaimen::Engine>(options);
}

void CoupletWorker::load()
{
    m_engine = makeEngine();
    // Runs on the engine's thread; the signals are queued to the service.
    m_engine->setStatusListener([this](const kaimen::EngineStatus &status) {
        if (status.state == kaimen::EngineState::Ready) {
            qCInfo(lcModel) << "model ready:" << status.detail.c_str();
            emit loaded(QString::fromStdString(status.detail));
        } else if (status.state == kaimen::EngineState::Failed) {
            qCWarning(lcModel) << "model failed to load:" << status.detail.c_str();
            emit loadFailed(QString::fromStdString(status.detail));
        }
    });
    // The listener may have been set after the engine settled: report that state too.
    const auto status = m_engine->status();
    for (const auto &warning : status.warnings)
        qCWarning(lcModel) << warning.c_str();
    if (status.state == kaimen::EngineState::Ready)
        emit loaded(QString::fromStdString(status.detail));
    else if (status.state == kaimen::EngineState::Failed)
        emit loadFailed(QString::fromStdString(status.detail));
}

void CoupletWorker::reload(const CoupletWorker::Settings &settings)
{
    m_settings = settings;
    qCInfo(lcModel) << "reloading the model from" << settings.modelDirectory << "on" << settings.device;
    m_pending = makeEngine();  // an earlier pending engine, if any, is dropped
    auto *engine = m_pending.get();
    auto onStatus = [this, engine](const kaimen::EngineStatus &status) {
        if (status.state == kaimen::EngineState::Ready || status.state == kaimen::EngineState::Failed)
            QMetaObject::invokeMethod(this, [this, engine, ready = status.state == kaimen::EngineState::Ready,
                                             detail = QString::fromStdString(status.detail)] { settle(engine, ready, detail); },
                                      Qt::QueuedConnection);
    };
    engine->setStatusListener(onStatus);
    onStatus(engine->status());  // it may have settled before the listener was set
}

void CoupletWorker::settle(kaimen::Engine *engine, bool ready, const QString &detail)
{
    if (m_pending.get() != engine)
        return;  // already settled, or replaced by a later reload
    if (!ready) {
        qCWarning(lcModel) << "the new settings' model failed to load; the running one stays:" << detail;
        m_pending.reset();
        emit reloadFailed(detail);
        return;
    }
    qCInfo(lcModel) << "model ready:" << detail;
    for (const auto &warning : engine->status().warnings)
        qCWarning(lcModel) << warning.c_str();
    m_engine = std::move(m_pending);  // the old engine finishes its requests and saves its cache
    emit reloaded(detail);
}

void CoupletWorker::write(const kaimen::CoupletRequest &request, const QStringList &seen)
{
    kaimen::SubmitOptions options;
    options.deadline = std::chrono::steady_clock::now() + kVisitorDeadline;
    for (const auto &upper : seen)
        options.seen.push_back(upper.toStdString());
    options.onPartial = [this](uint64_t, const kaimen::Couplet &lines) {
        emit partial(QString::fromStdString(lines.upper), QString::fromStdString(lines.lower));
    };
    const auto result = m_engine->submit(request, options).result.get();
    if (result.outcome != kaimen::Outcome::Ok) {
        qCWarning(lcModel) << "no couplet:" << kaimen::outcomeName(result.outcome) << result.error.c_str();
        emit writeFailed(int(result.outcome), QString::fromStdString(result.error));
        return;
    }
    emit written(QString::fromStdString(result.couplet.upper), QString::fromStdString(result.couplet.lower),
                 QString::fromStdString(result.couplet.horizontal), result.fromCache);
}
