#include "EngineClient.h"

#include <QLoggingCategory>

#include <algorithm>
#include <utility>

Q_LOGGING_CATEGORY(lcModel, "kaimen.model")

namespace {
// A visitor should not wait longer than this for a couplet.
constexpr auto kVisitorDeadline = std::chrono::seconds(20);
}

QVariantMap EngineClient::runningOnMap(const std::string &modelName, const kaimen::RunningOn &r)
{
    using R = kaimen::RunningOn;
    const char *because = r.cpuBecause == R::CpuBecause::Asked          ? "asked"
                          : r.cpuBecause == R::CpuBecause::NoCudaDevice ? "noCudaDevice"
                                                                         : "noCudaInThisBuild";
    return {{"model", QString::fromStdString(modelName)},
            {"device", r.device == R::Device::Cuda ? "cuda" : "cpu"},
            {"cpuBecause", because},
            {"cudaAsked", r.cudaAsked},
            {"precision", QString::fromStdString(r.precision)},
            {"kernels", QString::fromStdString(r.kernels)},
            {"threads", r.threads}};
}

EngineClient::Settings EngineClient::settingsFrom(const KioskSettings &s)
{
    Settings engine;
    engine.prewarmWords = s.prewarmWishes;
    engine.device = s.device;
    // CUDA runs FP16 unless FP32 is asked for (it has no INT8 path); the CPU runs what is asked.
    engine.halfOnCuda = s.precision != "fp32";
    engine.cpuPrecision = s.precision;
    engine.beams = s.beams;
    engine.sampling = s.sampling;
    engine.temperature = s.temperature;
    engine.topP = s.topP;
    engine.cacheCapacity = s.cacheCapacity;
    engine.blockedWords = s.extraBlockedWords;
    return engine;
}

EngineClient::EngineClient(Settings settings, QObject *parent) : QObject(parent), m_settings(std::move(settings)) {}

EngineClient::~EngineClient()
{
    // No engine thread may outlive this object: each would post to it.
    m_handle.set(nullptr);
    m_pending = {};
    m_engine = {};
    m_retiring.clear();  // waits for the engines being destroyed
}

bool EngineClient::declines(const kaimen::CoupletRequest &request) const
{
    const auto *engine = m_engine ? m_engine.engine.get() : m_pending.engine.get();
    return engine && !engine->declineReason(request).empty();
}

std::unique_ptr<kaimen::Engine> EngineClient::makeEngine() const
{
    kaimen::EngineOptions options;
    options.modelDirectory = m_settings.modelDirectory.toStdString();
    options.runtime.device = m_settings.device.toStdString();
    options.runtime.halfOnCuda = m_settings.halfOnCuda;
    options.runtime.cpuPrecision = m_settings.cpuPrecision.toStdString();
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
    options.answersApart = kaimen::kBoothAnswersApart;
    options.endingsApart = kaimen::kBoothEndingsApart;
    options.loader = m_settings.loader;
    for (const auto &word : m_settings.prewarmWords)
        for (auto kind : {kaimen::CoupletKind::Cangtou, kaimen::CoupletKind::Qianzi, kaimen::CoupletKind::Theme}) {
            kaimen::CoupletRequest request;
            request.keyword = word.toStdString();
            request.kind = kind;
            request.occasion = m_settings.occasion.toStdString();
            options.prewarm.push_back(request);
        }
    return std::make_unique<kaimen::Engine>(options);
}

void EngineClient::load()
{
    start(makeEngine());
}

void EngineClient::reload(const Settings &settings)
{
    m_settings = settings;
    qCInfo(lcModel) << "reloading the model from" << settings.modelDirectory << "on" << settings.device;
    if (!m_engine)
        m_handle.set(nullptr);  // it pointed at the pending engine retired here
    retire(std::exchange(m_pending, {}));  // an earlier pending engine, if any, is dropped
    start(makeEngine());
}

void EngineClient::retire(Numbered numbered)
{
    auto engine = std::move(numbered.engine);
    m_retiring.erase(std::remove_if(m_retiring.begin(), m_retiring.end(),
                                    [](const std::future<void> &done) {
                                        return done.wait_for(std::chrono::seconds(0)) == std::future_status::ready;
                                    }),
                     m_retiring.end());
    if (engine)
        m_retiring.push_back(std::async(std::launch::async, [engine = std::move(engine)]() mutable { engine.reset(); }));
}

void EngineClient::start(std::unique_ptr<kaimen::Engine> engine)
{
    m_pending = {std::move(engine), ++m_started};
    auto *pending = m_pending.engine.get();
    if (!m_engine)
        m_handle.set(pending);  // while the first engine loads, it queues requests itself
    // Runs on the engine's thread; settle() runs on this one.
    auto onStatus = [this, number = m_pending.number](const kaimen::EngineStatus &status) {
        if (status.state == kaimen::EngineState::Ready || status.state == kaimen::EngineState::Failed)
            QMetaObject::invokeMethod(this, [this, number, ready = status.state == kaimen::EngineState::Ready,
                                             detail = QString::fromStdString(status.detail),
                                             running = runningOnMap(status.modelName, status.runningOn)] {
                settle(number, ready, detail, ready ? running : QVariantMap{});
            }, Qt::QueuedConnection);
    };
    pending->setStatusListener(onStatus);
    onStatus(pending->status());  // it may have settled before the listener was set
}

void EngineClient::settle(uint64_t number, bool ready, const QString &detail, const QVariantMap &runningOn)
{
    if (!m_pending || m_pending.number != number)
        return;  // already settled, or replaced by a later reload
    for (const auto &warning : m_pending.engine->status().warnings) {
        qCWarning(lcModel) << warning.c_str();
        emit notice(QString::fromStdString(warning));
    }
    const bool first = !m_engine;
    if (ready) {
        qCInfo(lcModel) << "model ready:" << detail;
        auto replaced = std::exchange(m_engine, std::exchange(m_pending, {}));
        m_handle.set(m_engine.engine.get());
        retire(std::move(replaced));  // it finishes its requests and saves its cache
        emit first ? loaded(detail, runningOn) : reloaded(detail, runningOn);
    } else if (first) {
        qCWarning(lcModel) << "model failed to load:" << detail;
        m_engine = std::exchange(m_pending, {});  // it still answers from the cache
        emit loadFailed(detail);
    } else {
        qCWarning(lcModel) << "the new settings' model failed to load; the running one stays:" << detail;
        retire(std::exchange(m_pending, {}));  // the handle names the running one
        emit reloadFailed(detail);
    }
}

void EngineClient::write(const kaimen::CoupletRequest &request, const QStringList &seen)
{
    kaimen::SubmitOptions options;
    options.deadline = std::chrono::steady_clock::now() + kVisitorDeadline;
    for (const auto &couplet : seen)
        options.seen.push_back(couplet.toStdString());
    options.onPartial = [this](uint64_t, const kaimen::Couplet &lines) {
        QMetaObject::invokeMethod(
            this,
            [this, upper = QString::fromStdString(lines.upper), lower = QString::fromStdString(lines.lower)] {
                emit partial(upper, lower);
            },
            Qt::QueuedConnection);
    };
    auto &engine = m_engine ? m_engine : m_pending;  // while the first engine loads, it queues the request itself
    options.onDone = [this, number = engine.number](const kaimen::EngineResult &result) {
        QMetaObject::invokeMethod(this, [this, number, result] { deliver(number, result); }, Qt::QueuedConnection);
    };
    const auto id = engine.engine->submit(request, std::move(options)).id;
    m_writing.push_back({engine.number, id, request, seen});
}

void EngineClient::deliver(uint64_t number, const kaimen::EngineResult &result)
{
    const auto it = std::find_if(m_writing.begin(), m_writing.end(),
                                 [&](const Writing &w) { return w.engine == number && w.id == result.id; });
    if (it == m_writing.end())
        return;
    const Writing writing = *it;
    m_writing.erase(it);
    // An engine replaced by a reload cancels what it had queued: the visitor still gets a couplet.
    if (result.outcome == kaimen::Outcome::Cancelled && number != m_engine.number && number != m_pending.number
        && (m_engine || m_pending))
        return write(writing.request, writing.seen);
    if (result.outcome != kaimen::Outcome::Ok) {
        qCWarning(lcModel) << "no couplet:" << kaimen::outcomeName(result.outcome) << result.error.c_str();
        emit writeFailed(result.outcome, QString::fromStdString(result.error));
        return;
    }
    emit written(QString::fromStdString(result.couplet.upper), QString::fromStdString(result.couplet.lower),
                 QString::fromStdString(result.couplet.horizontal), result.fromCache);
}
