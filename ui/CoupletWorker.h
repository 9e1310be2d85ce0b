#pragma once

#include "kaimen/Engine.h"

#include <QObject>
#include <QString>
#include <QStringList>

#include <memory>

Q_DECLARE_METATYPE(kaimen::CoupletRequest)

// The engine's client. It lives on the service's worker thread: it waits there for each answer
// so that the GUI thread never does, and reports through signals (queued to the service).
class CoupletWorker : public QObject {
    Q_OBJECT
public:
    struct Settings {
        QString modelDirectory;
        QString cacheFile;          // "" = no persisted cache
        QStringList prewarmWords;   // written in the background once the model is ready
        QString device = "cpu";     // auto | cpu | cuda
        bool halfOnCuda = true;
        int beams = 2;
        bool sampling = false;
        double temperature = 0.9;
        double topP = 0.9;
        int cacheCapacity = 1024;   // wish words kept; 0 = none
        QStringList blockedWords;   // the operator's, never written
    };
    explicit CoupletWorker(Settings settings) : m_settings(std::move(settings)) {}
    ~CoupletWorker() override;

public slots:
    void load();
    // Builds an engine with SETTINGS beside the running one, which keeps answering (its cache
    // too) until the new one is ready; then the new one takes over. If it fails, the old stays.
    void reload(const CoupletWorker::Settings &settings);
    // SEEN: the 上联 this visitor has already been shown for REQUEST ("another one").
    void write(const kaimen::CoupletRequest &request, const QStringList &seen);

signals:
    void loaded(const QString &description);
    void loadFailed(const QString &reason);
    void reloaded(const QString &description);
    // Something the operator should know (a damaged cache file discarded …).
    void notice(const QString &text);
    void reloadFailed(const QString &reason);
    // The best lines so far while the model writes (emitted from the engine's thread).
    void partial(const QString &upper, const QString &lower);
    void written(const QString &upper, const QString &lower, const QString &horizontal, bool fromCache);
    // OUTCOME: a kaimen::Outcome; REASON: the engine's sentence for the operator's log.
    void writeFailed(int outcome, const QString &reason);

private:
    std::unique_ptr<kaimen::Engine> makeEngine() const;
    // ENGINE becomes the pending one; settle() is called once it is ready or has failed.
    void start(std::unique_ptr<kaimen::Engine> engine);
    // Called on this thread once ENGINE (the pending one) has settled.
    void settle(kaimen::Engine *engine, bool ready, const QString &detail);

    Settings m_settings;
    std::unique_ptr<kaimen::Engine> m_engine;
    std::unique_ptr<kaimen::Engine> m_pending;  // being loaded (first, or by reload())
};

Q_DECLARE_METATYPE(CoupletWorker::Settings)
