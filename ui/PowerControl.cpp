#include "PowerControl.h"

#include <QDBusMessage>
#include <QDBusPendingCallWatcher>
#include <QDBusPendingReply>

namespace {

QDBusMessage logindCall(const QString &method)
{
    return QDBusMessage::createMethodCall(QStringLiteral("org.freedesktop.login1"), QStringLiteral("/org/freedesktop/login1"),
                                          QStringLiteral("org.freedesktop.login1.Manager"), method);
}

// Calls ANSWERED with the reply once logind answers (or the call fails or times out).
template <typename Reply, typename Answered>
void whenAnswered(QObject *context, const QDBusPendingCall &call, Answered answered)
{
    auto *watcher = new QDBusPendingCallWatcher(call, context);
    QObject::connect(watcher, &QDBusPendingCallWatcher::finished, context, [watcher, answered] {
        answered(Reply(*watcher));
        watcher->deleteLater();
    });
}

} // namespace

PowerControl::PowerControl(std::optional<QDBusConnection> systemBus, QObject *parent)
    : QObject(parent), m_bus(std::move(systemBus))
{
    refresh();
}

void PowerControl::refresh()
{
    if (!m_bus) {
        setAnswer({}, {});
        return;
    }
    if (!m_bus->isConnected()) {
        setAnswer({}, m_bus->lastError().message());
        return;
    }
    whenAnswered<QDBusPendingReply<QString>>(this, m_bus->asyncCall(logindCall(QStringLiteral("CanPowerOff")), kCallTimeoutMs),
                                             [this](const QDBusPendingReply<QString> &reply) {
                                                 if (reply.isError())
                                                     setAnswer({}, reply.error().message());
                                                 else
                                                     setAnswer(reply.value(), {});
                                             });
}

void PowerControl::powerOff()
{
    if (!canPowerOff())
        return;
    QDBusMessage call = logindCall(QStringLiteral("PowerOff"));
    call << false;  // not interactive: a kiosk has no one to type a password into polkit's agent
    // Said at once, and the button gone while logind answers: a second press sends nothing.
    m_poweringOff = true;
    setNote(tr("正在关闭电脑……Kaimen 先保存缓存和统计。"));
    whenAnswered<QDBusPendingReply<>>(this, m_bus->asyncCall(call, kCallTimeoutMs), [this](const QDBusPendingReply<> &reply) {
        if (reply.isError()) {
            // An inhibitor (an update being installed) or a changed policy: say so, and bring the
            // button back to try again.
            m_poweringOff = false;
            setNote(tr("电脑没有关闭：%1").arg(reply.error().message()));
        }
    });
}

void PowerControl::setAnswer(const QString &answer, const QString &error)
{
    // In the journal once per change, for the technician: whether the panel offers 关闭电脑.
    if (m_bus && (answer != m_answer || !m_answered))
        qInfo("power: logind %s", answer.isEmpty() ? qPrintable("cannot be asked: " + error)
                                                  : qPrintable("answers CanPowerOff " + answer + " for this user"));
    m_answered = true;
    m_answer = answer;
    if (!m_bus || answer == QLatin1String("yes"))
        setNote({});
    else if (answer == QLatin1String("challenge"))
        setNote(tr("这台电脑只允许输入管理员密码后关机，Kaimen 不能代为关闭：请按电脑的电源键。"));
    else if (!answer.isEmpty())
        setNote(tr("这台电脑不允许从 Kaimen 关机：请按电脑的电源键。"));
    else
        setNote(tr("无法从 Kaimen 关机（systemd-logind：%1）：请按电脑的电源键。").arg(error));
}

void PowerControl::setNote(const QString &note)
{
    m_note = note;
    emit changed();
}
