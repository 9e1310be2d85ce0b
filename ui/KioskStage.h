#pragma once

#include "ServiceClient.h"

#include <QQmlEngine>
#include <QString>

// The kiosk's stage machine: attract (the closed gate) → input (a wish) → writing (the gate
// swings open while the brush writes) → result (the couplet in the doorway) and, when nobody has
// touched the kiosk for a while, back to attract. It follows the couplet service (lines growing,
// a finished couplet, a failure) and holds the couplet being shown; QML shows the stage and
// calls the visitor's transitions.
class KioskStage : public ServiceClient {
    Q_OBJECT
    QML_ELEMENT
    Q_PROPERTY(Stage stage READ stage NOTIFY stageChanged)
    Q_PROPERTY(QString upper READ upper NOTIFY coupletChanged)
    Q_PROPERTY(QString lower READ lower NOTIFY coupletChanged)
    Q_PROPERTY(QString horizontal READ horizontal NOTIFY coupletChanged)

public:
    enum class Stage { Attract, Input, Writing, Result };
    Q_ENUM(Stage)

    explicit KioskStage(QObject *parent = nullptr) : ServiceClient(parent) {}

    Stage stage() const { return m_stage; }
    QString upper() const { return m_upper; }
    QString lower() const { return m_lower; }
    QString horizontal() const { return m_horizontal; }

    // A touch on the closed gate.
    Q_INVOKABLE void begin();
    // The wish form sent a wish: the gate opens for the brush.
    Q_INVOKABLE void writing();
    // 换一副: another couplet for the same wish.
    Q_INVOKABLE void another();
    // 再写一副: a new wish.
    Q_INVOKABLE void restart();
    // Nobody touched the kiosk: back to the gate, forgetting the visitor's couplet.
    Q_INVOKABLE void idle();
    // For demos and the screenshot test: STAGE at once, showing UPPER, LOWER and HORIZONTAL.
    Q_INVOKABLE void show(Stage stage, const QString &upper = {}, const QString &lower = {},
                          const QString &horizontal = {});

signals:
    void stageChanged();
    void coupletChanged();

protected:
    void follow(CoupletService &service) override;

private:
    void setStage(Stage stage);
    void setCouplet(const QString &upper, const QString &lower, const QString &horizontal);

    Stage m_stage = Stage::Attract;
    QString m_upper, m_lower, m_horizontal;
};
