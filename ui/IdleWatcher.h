#pragma once

#include <QElapsedTimer>
#include <QObject>
#include <QQmlEngine>
#include <QTimer>

// Sends an abandoned kiosk back to its attract loop: while ACTIVE, any touch, click or key
// anywhere restarts the clock; in the last WARNINGSECONDS a countdown shows; at zero, timedOut.
class IdleWatcher : public QObject {
    Q_OBJECT
    QML_ELEMENT
    Q_PROPERTY(bool active READ active WRITE setActive NOTIFY activeChanged)
    Q_PROPERTY(int timeoutSeconds READ timeoutSeconds WRITE setTimeoutSeconds NOTIFY timingChanged)
    Q_PROPERTY(int warningSeconds READ warningSeconds WRITE setWarningSeconds NOTIFY timingChanged)
    Q_PROPERTY(int secondsLeft READ secondsLeft NOTIFY secondsLeftChanged)
    Q_PROPERTY(bool warning READ warning NOTIFY secondsLeftChanged)
    // Seconds of the clock per real second's worth: 1 on a kiosk, Theme.pace for the robot.
    Q_PROPERTY(double pace READ pace WRITE setPace NOTIFY timingChanged)

public:
    explicit IdleWatcher(QObject *parent = nullptr);
    ~IdleWatcher() override;

    bool active() const { return m_active; }
    void setActive(bool active);
    int timeoutSeconds() const { return m_timeout; }
    void setTimeoutSeconds(int seconds);
    int warningSeconds() const { return m_warning; }
    void setWarningSeconds(int seconds);
    int secondsLeft() const { return m_secondsLeft; }
    double pace() const { return m_pace; }
    void setPace(double pace);
    bool warning() const { return m_active && m_secondsLeft <= m_warning; }

    // Someone is there: start the clock again.
    Q_INVOKABLE void poke();

signals:
    void activeChanged();
    void timingChanged();
    void secondsLeftChanged();
    void timedOut();

protected:
    bool eventFilter(QObject *watched, QEvent *event) override;

private:
    void tick();
    bool m_active = false;
    int m_timeout = 90;
    int m_warning = 10;
    int m_secondsLeft = 90;
    double m_pace = 1.0;
    QElapsedTimer m_sinceActivity;
    QTimer m_ticker;
};
