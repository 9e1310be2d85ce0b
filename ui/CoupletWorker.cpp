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
    start(makeEngine());
}

void CoupletWorker::reload(const CoupletWorker::Settings &settings)
{
    m_settings = settings;
    qCInfo(lcModel) << "reloading the model from" << settings.modelDirectory << "on" << settings.device;
    start(makeEngine());  // an earlier pending engine, if any, is dropped
}

void CoupletWorker::start(std::unique_ptr<kaimen::Engine> engine)
{
    m_pending = std::move(engine);
    auto *pending = m_pending.get();
    // Runs on the engine's thread; settle() runs on this one.
    auto onStatus = [this, pending](const kaimen::EngineStatus &status) {
        if (status.state == kaimen::EngineState::Ready || status.state == kaimen::EngineState::Failed)
            QMetaObject::invokeMethod(this, [this, pending, ready = status.state == kaimen::EngineState::Ready,
                                             detail = QString::fromStdString(status.detail)] { settle(pending, ready, detail); },
                                      Qt::QueuedConnection);
    };
    pending->setStatusListener(onStatus);
    onStatus(pending->status());  // it may have settled before the listener was set
}

void CoupletWorker::settle(kaimen::Engine *engine, bool ready, const QString &detail)
{
    if (m_pending.get() != engine)
        return;  // already settled, or replaced by a later reload
    for (const auto &warning : engine->status().warnings) {
        qCWarning(lcModel) << warning.c_str();
        emit notice(QString::fromStdString(warning));
    }
    const bool first = !m_engine;
    if (ready) {
        qCInfo(lcModel) << "model ready:" << detail;
        m_engine = std::move(m_pending);  // an old engine finishes its requests and saves its cache
        emit first ? loaded(detail) : reloaded(detail);
    } else if (first) {
        qCWarning(lcModel) << "model failed to load:" << detail;
        m_engine = std::move(m_pending);  // it still answers from the cache
        emit loadFailed(detail);
    } else {
        qCWarning(lcModel) << "the new settings' model failed to load; the running one stays:" << detail;
        m_pending.reset();
        emit reloadFailed(detail);
    }
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
    // While the first engine loads, it queues the request itself.
    auto &engine = m_engine ? *m_engine : *m_pending;
    const auto result = engine.submit(request, options).result.get();
    if (result.outcome != kaimen::Outcome::Ok) {
        qCWarning(lcModel) << "no couplet:" << kaimen::outcomeName(result.outcome) << result.error.c_str();
        emit writeFailed(int(result.outcome), QString::fromStdString(result.error));
        return;
    }
    emit written(QString::fromStdString(result.couplet.upper), QString::fromStdString(result.couplet.lower),
                 QString::fromStdString(result.couplet.horizontal), result.fromCache);
}
