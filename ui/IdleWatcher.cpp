#include "IdleWatcher.h"

#include <QCoreApplication>
#include <QEvent>

#include <algorithm>
#include <cmath>

IdleWatcher::IdleWatcher(QObject *parent) : QObject(parent)
{
    m_ticker.setInterval(200);
    connect(&m_ticker, &QTimer::timeout, this, &IdleWatcher::tick);
    if (QCoreApplication::instance())
        QCoreApplication::instance()->installEventFilter(this);
}

IdleWatcher::~IdleWatcher()
{
    if (QCoreApplication::instance())
        QCoreApplication::instance()->removeEventFilter(this);
}

void IdleWatcher::setActive(bool active)
{
    if (m_active == active)
        return;
    m_active = active;
    if (active) {
        poke();
        m_ticker.start();
    } else {
        m_ticker.stop();
    }
    emit activeChanged();
    emit secondsLeftChanged();
}

void IdleWatcher::setTimeoutSeconds(int seconds)
{
    seconds = std::max(1, seconds);
    if (seconds == m_timeout)
        return;
    m_timeout = seconds;
    emit timingChanged();
    poke();
}

void IdleWatcher::setWarningSeconds(int seconds)
{
    seconds = std::max(0, seconds);
    if (seconds == m_warning)
        return;
    m_warning = seconds;
    emit timingChanged();
    emit secondsLeftChanged();
}

void IdleWatcher::setPace(double pace)
{
    pace = std::clamp(pace, 0.001, 1.0);
    if (pace == m_pace)
        return;
    m_pace = pace;
    m_ticker.setInterval(std::max(10, int(200 * pace)));
    emit timingChanged();
}

void IdleWatcher::poke()
{
    m_sinceActivity.restart();
    if (m_secondsLeft != m_timeout) {
        m_secondsLeft = m_timeout;
        emit secondsLeftChanged();
    }
}

void IdleWatcher::tick()
{
    const int left = std::max(0, m_timeout - int(double(m_sinceActivity.elapsed()) / (1000.0 * m_pace)));
    if (left != m_secondsLeft) {
        m_secondsLeft = left;
        emit secondsLeftChanged();
    }
    if (left == 0 && m_active) {
        setActive(false);
        emit timedOut();
    }
}

bool IdleWatcher::eventFilter(QObject *watched, QEvent *event)
{
    switch (event->type()) {
    // A finger lifted too: what it released may have kept the kiosk busy since the press.
    case QEvent::TouchBegin:
    case QEvent::TouchUpdate:
    case QEvent::TouchEnd:
    case QEvent::MouseButtonPress:
    case QEvent::MouseButtonRelease:
    case QEvent::MouseMove:
    case QEvent::KeyPress:
    case QEvent::Wheel:
        if (m_active)
            poke();
        break;
    default:
        break;
    }
    return QObject::eventFilter(watched, event);
}
