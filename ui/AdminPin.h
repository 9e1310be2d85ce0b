#pragma once

#include "ProvidedSingleton.h"

#include <QDateTime>
#include <QObject>
#include <QQmlEngine>
#include <QString>

#include <functional>

// The operator's PIN: stored as a salted PBKDF2-SHA256 hash in an owner-only file, never in
// plain text. Five wrong PINs in a row lock the pad for a minute. With no PIN stored yet, the
// first one entered becomes it (the first start asks the operator to set one).
class AdminPin : public QObject, public ProvidedSingleton<AdminPin> {
    Q_OBJECT
    QML_ELEMENT
    QML_SINGLETON
    Q_PROPERTY(bool isSet READ isSet NOTIFY changed)
    Q_PROPERTY(int secondsLocked READ secondsLocked NOTIFY changed)

public:
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

signals:
    void changed();

private:
    static QByteArray derive(const QString &pin, const QByteArray &salt);
    QString store(const QString &pin);

    QString m_file;
    std::function<QDateTime()> m_now;
    QByteArray m_salt, m_hash;
    int m_failures = 0;
    QDateTime m_lockedUntil;
    QDateTime m_verifiedAt;
};
