#pragma once

#include "EngineHandle.h"
#include "KioskSettings.h"
#include "kaimen/Engine.h"

#include <QObject>
#include <QString>
#include <QStringList>
#include <QVariantMap>

#include <future>
#include <memory>
#include <vector>

// The kiosk's client of the engine, on the GUI thread. It builds engines from Settings, keeps the
// running one answering while a new one loads, and turns the engine's callbacks into signals.
// The callbacks run on the engine's inference thread under its lock, so they only post to this
// object's thread (a queued invocation); nothing here waits for the model. An engine replaced by
// a reload is destroyed on a thread of its own, since that waits for its last batch.
class EngineClient : public QObject {
    Q_OBJECT
public:
    struct Settings {
        QString modelDirectory;
        QString cacheFile;          // "" = no persisted cache
        QStringList prewarmWords;   // written in the background once the model is ready
        QString occasion;           // what the prewarmed couplets are for (kaimen/Occasion.h)
        QString device = "cpu";     // auto | cpu | cuda
        bool halfOnCuda = true;
        QString cpuPrecision = "auto";  // RuntimeOptions::cpuPrecision
        int beams = 2;
        bool sampling = false;
        double temperature = 0.9;
        double topP = 0.9;
        int cacheCapacity = 1024;   // wish words kept; 0 = none
        QStringList blockedWords;   // the operator's, never written
        kaimen::GeneratorLoader loader;  // empty = the model folder's generator (tests put fakes here)
    };
    // The engine's settings from the operator's: the model's device and precision, the search,
    // the cache's size and the blocked words (the folder, cache file and occasion are the caller's).
    static Settings settingsFrom(const KioskSettings &settings);
    // A ready engine's model and device as QML reads them: model, device ("cpu", "cuda"),
    // cpuBecause ("asked", "noCudaDevice", "noCudaInThisBuild"), cudaAsked, precision, kernels, threads.
    static QVariantMap runningOnMap(const std::string &modelName, const kaimen::RunningOn &running);
    explicit EngineClient(Settings settings, QObject *parent = nullptr);
    // Shuts every engine down (each finishes the batch it is writing).
    ~EngineClient() override;

    // Starts the first engine.
    void load();
    // Builds an engine with SETTINGS beside the running one, which keeps answering (its cache
    // too) until the new one is ready; then the new one takes over. If it fails, the old stays.
    void reload(const Settings &settings);
    // SEEN: the couplets this visitor has already been shown for REQUEST ("another one";
    // kaimen::shownAs).
    void write(const kaimen::CoupletRequest &request, const QStringList &seen);
    // Whether the engine would decline REQUEST unwritten (kaimen::Engine::declineReason): the
    // running engine, or while the first loads the one loading.
    bool declines(const kaimen::CoupletRequest &request) const;
    // The engine that answers now, for the network's thread (the one write() uses).
    kaimen::net::EngineHandle &handle() { return m_handle; }

signals:
    // DESCRIPTION in English (the log's); RUNNINGON the same as facts (runningOnMap()).
    void loaded(const QString &description, const QVariantMap &runningOn);
    void loadFailed(const QString &reason);
    void reloaded(const QString &description, const QVariantMap &runningOn);
    // Something the operator should know (a damaged cache file discarded …).
    void notice(const QString &text);
    void reloadFailed(const QString &reason);
    // The best lines so far while the model writes.
    void partial(const QString &upper, const QString &lower);
    void written(const QString &upper, const QString &lower, const QString &horizontal, bool fromCache);
    // OUTCOME: why no couplet came; REASON: the engine's sentence for the operator's log.
    void writeFailed(kaimen::Outcome outcome, const QString &reason);

private:
    // An engine and the number it was started under: posted callbacks name engines by number,
    // since a destroyed engine's address may be a later one's.
    struct Numbered {
        std::unique_ptr<kaimen::Engine> engine;
        uint64_t number = 0;
        explicit operator bool() const { return bool(engine); }
    };

    std::unique_ptr<kaimen::Engine> makeEngine() const;
    // ENGINE becomes the pending one; settle() is called once it is ready or has failed.
    void start(std::unique_ptr<kaimen::Engine> engine);
    // Called on this thread once engine NUMBER (the pending one, unless replaced) has settled.
    void settle(uint64_t number, bool ready, const QString &detail, const QVariantMap &runningOn);
    // Called on this thread with the answer engine NUMBER gave.
    void deliver(uint64_t number, const kaimen::EngineResult &result);
    // Destroys ENGINE off this thread.
    void retire(Numbered engine);

    // The engine write() uses, shared with the network's thread; set before any engine retires.
    kaimen::net::EngineHandle m_handle;
    Settings m_settings;
    Numbered m_engine;
    Numbered m_pending;  // being loaded (first, or by reload())
    uint64_t m_started = 0;
    std::vector<std::future<void>> m_retiring;  // engines being destroyed
    struct Writing {
        uint64_t engine;
        uint64_t id;
        kaimen::CoupletRequest request;
        QStringList seen;
    };
    std::vector<Writing> m_writing;  // submitted, not yet delivered
};
