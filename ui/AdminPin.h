#pragma once

#include "ProvidedSingleton.h"

#include <QDateTime>
#include <QObject>
#include <QQmlEngine>
#include <QString>
#include <QTimer>

#include <functional>

// The operator's PIN: stored as a salted PBKDF2-SHA256 hash in an owner-only file, never in
// plain text. Five wrong PINs in a row lock the pad for a minute. With no PIN stored yet, the
// first one entered becomes it (the first start asks the operator to set one). It also leads the
// PIN pad: which question the pad asks (stage), what it says, and what an entered PIN does.
class AdminPin : public QObject, public ProvidedSingleton<AdminPin> {
    Q_OBJECT
    QML_ELEMENT
    QML_SINGLETON
    Q_PROPERTY(bool isSet READ isSet NOTIFY changed)
    Q_PROPERTY(int secondsLocked READ secondsLocked NOTIFY changed)
    Q_PROPERTY(Stage stage READ stage NOTIFY stageChanged)
    // The pad's question for the stage, and its answer to the last PIN (or the lockout's countdown).
    Q_PROPERTY(QString padTitle READ padTitle NOTIFY stageChanged)
    Q_PROPERTY(QString padNote READ padNote NOTIFY changed)

public:
    enum class Stage {
        SetPin,     // no PIN yet: the first one entered becomes it
        EnterPin,   // the panel is shut
        ChangePin,  // the open panel asked for a new PIN
        Open,       // the panel is open
    };
    Q_ENUM(Stage)

    static constexpr int kMaxAttempts = 5;
    static constexpr int kLockSeconds = 60;
    static constexpr int kMinLength = 4;
    static constexpr int kMaxLength = 12;

    // FILE holds "salt:hash" in hex. NOW is the clock (tests move it).
    // No FILE: the PIN holds for this run only.
    explicit AdminPin(QString file, std::function<QDateTime()> now = &QDateTime::currentDateTimeUtc,
                      QObject *parent = nullptr);

    bool isSet() const { return !m_hash.isEmpty(); }
    int secondsLocked() const;

    // True when PIN is right. Counts failures; the fifth in a row locks for a minute, during
    // which every attempt fails without being checked.
    Q_INVOKABLE bool verify(const QString &pin);
    // Sets a new PIN ("" on success, else why not): 4-12 digits. Needs the current one when set.
    Q_INVOKABLE QString change(const QString &current, const QString &next);
    // Sets a new PIN within ten minutes of a successful verify() (the panel is open).
    Q_INVOKABLE QString changeWhileOpen(const QString &next);

    Stage stage() const { return m_stage; }
    QString padTitle() const;
    QString padNote() const;
    // A PIN from the pad, as the stage asks: set, changed, or checked to open the panel.
    Q_INVOKABLE void enter(const QString &pin);
    // Shuts the panel: the pad asks for the PIN again (or for a first one).
    Q_INVOKABLE void shut();
    // On the open panel: the pad asks for a new PIN; cancelChange() goes back to the panel.
    Q_INVOKABLE void startChange();
    Q_INVOKABLE void cancelChange();
    // Opens the panel without a PIN. main() alone calls it, for --screenshot runs (which quit
    // right after the picture); QML cannot.
    void openForScreenshot();

signals:
    void changed();
    void stageChanged();

private:
    static QByteArray derive(const QString &pin, const QByteArray &salt);
    void load();
    QString store(const QString &pin);
    void setStage(Stage stage, const QString &note = {});

    QString m_file;
    std::function<QDateTime()> m_now;
    QByteArray m_salt, m_hash;
    int m_failures = 0;
    QDateTime m_lockedUntil;
    QDateTime m_verifiedAt;
    Stage m_stage = Stage::EnterPin;
    QString m_note;
    QTimer m_countdown;  // ticks the lockout's seconds on the pad
};
