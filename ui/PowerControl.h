#pragma once
// The admin panel's 关闭电脑: at closing time the operator switches the booth's PC off from the
// panel, since a kiosk's cabinet often hides the power button. systemd-logind does it, and only
// where it lets this user do so without a password (the package's polkit rule lets the kiosk
// user); the shutdown stops the kiosk service, which lets Kaimen save before it ends.

#include "ProvidedSingleton.h"

#include <QDBusConnection>
#include <QObject>
#include <QQmlEngine>
#include <QString>

#include <optional>

class PowerControl : public QObject, public ProvidedSingleton<PowerControl> {
    Q_OBJECT
    QML_ELEMENT
    QML_SINGLETON
    // logind answered that this user may switch the PC off, and no power-off is under way.
    Q_PROPERTY(bool canPowerOff READ canPowerOff NOTIFY changed)
    Q_PROPERTY(bool poweringOff READ poweringOff NOTIFY changed)
    // Why the panel cannot switch the PC off, what went wrong, or that it is switching off ("" when
    // it can and nothing happened yet), in the panel's language.
    Q_PROPERTY(QString note READ note NOTIFY changed)

public:
    static constexpr int kCallTimeoutMs = 5000;

    // SYSTEM_BUS: where logind answers (the system bus; tests give a private one). None: the panel
    // never offers to switch the PC off (QML component tests).
    explicit PowerControl(std::optional<QDBusConnection> systemBus, QObject *parent = nullptr);

    bool canPowerOff() const { return m_answer == QLatin1String("yes") && !m_poweringOff; }
    bool poweringOff() const { return m_poweringOff; }
    QString note() const { return m_note; }

    // Asks logind again whether this user may switch the PC off (the panel's page, when shown).
    Q_INVOKABLE void refresh();
    // Asks logind to switch the PC off now, without asking for a password.
    Q_INVOKABLE void powerOff();

signals:
    void changed();

private:
    void setAnswer(const QString &answer, const QString &error);
    void setNote(const QString &note);

    std::optional<QDBusConnection> m_bus;
    QString m_answer;  // logind's CanPowerOff: yes, challenge, no, na; empty before it or without logind
    bool m_answered = false;
    QString m_note;
    bool m_poweringOff = false;
};
