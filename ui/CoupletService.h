#pragma once

#include "EngineClient.h"
#include "ProvidedSingleton.h"
#include "UsageStatistics.h"

#include <QElapsedTimer>
#include <QTimer>

#include <QObject>
#include <QQmlEngine>
#include <QString>

#include <functional>
#include <memory>
#include <string>

class KioskConfig;
struct KioskSettings;

// The kiosk's one door to the model. The engine's own thread owns the model; requests go to its
// queue and answers come back as queued signals (EngineClient), so the GUI thread never waits for
// the network. QML sees states and strings only.
class CoupletService : public QObject, public ProvidedSingleton<CoupletService> {
    Q_OBJECT
    QML_ELEMENT
    QML_SINGLETON
    Q_PROPERTY(State state READ state NOTIFY stateChanged)
    Q_PROPERTY(QString statusText READ statusText NOTIFY stateChanged)
    // The running model and device as facts (EngineClient::runningOnMap), for the admin panel to
    // say in the kiosk's language; empty until a model is ready (statusText says why).
    Q_PROPERTY(QVariantMap runningOn READ runningOn NOTIFY stateChanged)
    Q_PROPERTY(bool busy READ busy NOTIFY busyChanged)
    // What the visitor asked for, for the result screen: "吉祥 · 藏头", "对下联" ("" before any).
    Q_PROPERTY(QString askedFor READ askedFor NOTIFY busyChanged)
    // The last request's wish word as stored (如意), or 对下联 for a 上联 answered.
    Q_PROPERTY(QString lastWish READ lastWish NOTIFY busyChanged)
    // A reload() is loading a new engine while the running one answers.
    Q_PROPERTY(bool reloading READ reloading NOTIFY stateChanged)
    Q_PROPERTY(UsageStatistics *statistics READ statistics CONSTANT)
    // What went wrong since the start that the operator should know, newest first (at most 20).
    Q_PROPERTY(QStringList notices READ notices NOTIFY noticesChanged)

public:
    enum class State { Loading, Ready, Failed };
    Q_ENUM(State)

    // Where the service keeps what outlives a run ("" = not kept).
    struct Files {
        QString cache;       // couplets written, so that they come back at once after a restart
        QString statistics;  // the operator's statistics
    };
    explicit CoupletService(const EngineClient::Settings &settings, const QString &statisticsFile = {},
                            QObject *parent = nullptr);
    // Writes with the model CONFIG chooses (MODELDIRECTORY instead, when set), for what its booth
    // is for (followBooth), and loads the engine again whenever one of CONFIG's engine settings
    // changes.
    CoupletService(const KioskConfig &config, const Files &files, const QString &modelDirectory = {},
                   QObject *parent = nullptr);
    ~CoupletService() override;

    State state() const { return m_state; }
    QString statusText() const { return m_statusText; }
    QVariantMap runningOn() const { return m_runningOn; }
    bool busy() const { return m_busy; }
    QString askedFor() const;
    QString lastWish() const;
    // Whether the engine would decline WORD as a wish of KIND before writing (an unwritten word,
    // a hideable one in 主题, an unwished sense, a blocked word: kaimen::Engine::declineReason).
    bool declinesWish(const QString &word, const QString &kind) const;
    bool reloading() const { return m_reloading; }
    QStringList notices() const { return m_notices; }
    UsageStatistics *statistics() { return &m_statistics; }
    // The engine that answers now, for the booth's network service (ui/network).
    kaimen::net::EngineHandle &networkEngine() { return m_client.handle(); }
    // A new file name for a statistics export, in the user's documents folder.
    Q_INVOKABLE QString exportPath() const;

    // Starts writing; the answer arrives as coupletReady or failed. KIND: cangtou, qianzi, theme.
    Q_INVOKABLE void writeFromWish(const QString &word, const QString &kind);
    Q_INVOKABLE void answerUpperLine(const QString &upper);
    // 换一副: a different couplet for the last request (from the cache when one is ready).
    Q_INVOKABLE void anotherCouplet();
    // Every new request is for what CONFIG's booth is for at that moment (its theme, the year's
    // animal: boothOccasion); without, a plain Spring Festival couplet. CONFIG must outlive it.
    void followBooth(const KioskConfig &config);
    // Loads an engine with SETTINGS in the background while the running one keeps answering.
    void reload(const EngineClient::Settings &settings);
    // The engine's settings from the kiosk's: MODELDIRECTORY, and CACHEFILE to keep couplets in.
    static EngineClient::Settings engineSettings(const KioskSettings &settings, const QString &modelDirectory,
                                                 const QString &cacheFile);

signals:
    void stateChanged();
    void noticesChanged();
    void busyChanged();
    // The best lines so far, while the model writes.
    void linesGrowing(const QString &upper, const QString &lower);
    // FROMCACHE: written before, so the scene paces its own reveal.
    void coupletReady(const QString &upper, const QString &lower, const QString &horizontal, bool fromCache);
    void failed(const QString &message);
    // A reload() finished: OK, or the running engine stayed (DETAIL says why).
    void reloadFinished(bool ok, const QString &detail);

private:
    // REQUEST by value: 换一副 passes *m_last, which submit() replaces.
    void submit(kaimen::CoupletRequest request, const QStringList &seen);
    void connectClient();
    void setBusy(bool busy);
    void addNotice(const QString &text);

    EngineClient m_client;
    State m_state = State::Loading;
    QString m_statusText;
    QVariantMap m_runningOn;
    bool m_busy = false;
    bool m_reloading = false;
    std::unique_ptr<kaimen::CoupletRequest> m_last;  // for 换一副
    QElapsedTimer m_sinceSubmit;
    UsageStatistics m_statistics;
    QString m_statisticsFile;
    QTimer m_saveStatistics;
    QStringList m_notices;
    QStringList m_seen;                               // couplets shown for m_last (kaimen::shownAs)
    std::function<std::string()> m_occasion;          // the booth's (boothOccasion); none: plain 春联
};
