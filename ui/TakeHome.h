#pragma once

#include "BoothNetwork.h"
#include "ProvidedSingleton.h"

#include <QObject>
#include <QQmlEngine>
#include <QString>
#include <QStringList>

#include <memory>

class KioskConfig;

// The visitor's way to take the couplet home: the booth's network service (ui/network) run as
// the operator's settings say, and the link the result screen shows as a QR code. The posters
// the phone downloads are drawn by the printer's renderer, at phone resolution.
class TakeHome : public QObject, public ProvidedSingleton<TakeHome> {
    Q_OBJECT
    QML_ELEMENT
    QML_SINGLETON
    Q_PROPERTY(bool serving READ serving NOTIFY changed)
    // http://<address>:<port> where phones reach the booth ("" when not serving).
    Q_PROPERTY(QString address READ address NOTIFY changed)
    // Why it is not serving although turned on ("" when all is well), for the operator.
    Q_PROPERTY(QString problem READ problem NOTIFY changed)
    // The booth's Wi-Fi in the WIFI: form phones join from ("" = none set).
    Q_PROPERTY(QString wifiText READ wifiText NOTIFY changed)
    // The network interfaces the booth can serve on, for the admin panel.
    Q_PROPERTY(QStringList interfaces READ interfaces NOTIFY changed)

public:
    struct Wiring {
        const KioskConfig *config = nullptr;           // none: it never serves
        kaimen::net::EngineHandle *engine = nullptr;   // answers the API
    };
    explicit TakeHome(const Wiring &wiring, QObject *parent = nullptr);
    ~TakeHome() override;

    bool serving() const { return m_network->serving(); }
    QString address() const { return m_network->baseUrl(); }
    QString problem() const { return m_problem; }
    QString wifiText() const;
    QStringList interfaces() const { return m_interfaces; }

    // The take-home link of this couplet ("" when not serving); the same lines get the same
    // link, so a binding may ask again. WISH: what the visitor asked for; WISHGLOSS and
    // HORIZONTALGLOSS: what the wish and the 横批 mean in English, for a phone that reads English.
    Q_INVOKABLE QString linkFor(const QString &upper, const QString &lower, const QString &horizontal,
                                const QString &wish, const QString &wishGloss = {}, const QString &horizontalGloss = {});
    // Looks for network interfaces again (a cable plugged in) and restarts the service.
    Q_INVOKABLE void refresh();

signals:
    void changed();

private:
    void apply();

    const KioskConfig *m_config;
    kaimen::net::EngineHandle m_noEngine;  // when none is wired
    std::unique_ptr<kaimen::net::BoothNetwork> m_network;
    QString m_problem;
    QStringList m_interfaces;
    QString m_lastLines, m_lastLink;
};
