#pragma once

#include <QObject>
#include <QQmlEngine>
#include <QString>
#include <QThread>

namespace kaimen {
struct CoupletRequest;
}

class CoupletWorker;

// The kiosk's one door to the model. The model lives on a worker thread of its own (one thread
// owns it); requests travel there and results come back as queued signals, so the GUI thread
// never waits for the network. QML sees states and strings only.
class CoupletService : public QObject {
    Q_OBJECT
    QML_ELEMENT
    QML_SINGLETON
    Q_PROPERTY(State state READ state NOTIFY stateChanged)
    Q_PROPERTY(QString statusText READ statusText NOTIFY stateChanged)
    Q_PROPERTY(bool busy READ busy NOTIFY busyChanged)

public:
    enum class State { Loading, Ready, Failed };
    Q_ENUM(State)

    // The model folder the singleton loads; set by main() before QML is loaded.
    static void setModelDirectory(const QString &directory);
    static CoupletService *create(QQmlEngine *, QJSEngine *);

    explicit CoupletService(const QString &modelDirectory, QObject *parent = nullptr);
    ~CoupletService() override;

    State state() const { return m_state; }
    QString statusText() const { return m_statusText; }
    bool busy() const { return m_busy; }

    // "" when WORD can be used as a wish word, else a gentle sentence for the visitor.
    Q_INVOKABLE QString checkWishWord(const QString &word) const;
    Q_INVOKABLE QString checkUpperLine(const QString &upper) const;
    // Starts writing; the answer arrives as coupletReady or failed. KIND: cangtou, qianzi, theme.
    Q_INVOKABLE void writeFromWish(const QString &word, const QString &kind);
    Q_INVOKABLE void answerUpperLine(const QString &upper);

signals:
    void stateChanged();
    void busyChanged();
    void coupletReady(const QString &upper, const QString &lower, const QString &horizontal);
    void failed(const QString &message);

private:
    void submit(const kaimen::CoupletRequest &request);
    void setBusy(bool busy);

    QThread m_thread;
    CoupletWorker *m_worker = nullptr;
    State m_state = State::Loading;
    QString m_statusText;
    bool m_busy = false;
};
