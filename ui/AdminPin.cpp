#include "AdminPin.h"

#include "SaveFile.h"

#include <QFile>
#include <QPasswordDigestor>
#include <QRandomGenerator>

namespace {

// PBKDF2 rounds: a guessed 4-digit PIN still costs an attacker with the file real time.
constexpr int kRounds = 50000;  // about 0.1 s a check here, on the GUI thread
constexpr int kSaltBytes = 16;
constexpr int kHashBytes = 32;

bool digitsOnly(const QString &pin)
{
    return std::all_of(pin.begin(), pin.end(), [](QChar c) { return c >= '0' && c <= '9'; });
}

// Compares without stopping at the first difference.
bool sameBytes(const QByteArray &a, const QByteArray &b)
{
    if (a.size() != b.size())
        return false;
    unsigned char diff = 0;
    for (int i = 0; i < a.size(); ++i)
        diff |= static_cast<unsigned char>(a[i] ^ b[i]);
    return diff == 0;
}

} // namespace

AdminPin::AdminPin(QString file, std::function<QDateTime()> now, QObject *parent)
    : QObject(parent), m_file(std::move(file)), m_now(std::move(now))
{
    m_countdown.setInterval(1000);
    connect(&m_countdown, &QTimer::timeout, this, [this] {
        if (secondsLocked() == 0)
            m_countdown.stop();
        emit changed();
    });
    load();
    m_stage = isSet() ? Stage::EnterPin : Stage::SetPin;
}

void AdminPin::load()
{
    QFile in(m_file);
    if (!in.open(QIODevice::ReadOnly))
        return;
    const auto parts = in.readAll().trimmed().split(':');
    if (parts.size() == 2) {
        m_salt = QByteArray::fromHex(parts[0]);
        m_hash = QByteArray::fromHex(parts[1]);
    }
    if (m_salt.size() != kSaltBytes || m_hash.size() != kHashBytes) {
        // A damaged file must not open the panel to anyone: it stays locked to every PIN.
        qWarning("the admin PIN file %s is damaged; remove it to set a new PIN", qPrintable(m_file));
        m_salt = QByteArray(kSaltBytes, '\0');
        m_hash = QByteArray(kHashBytes, '\xff');
    }
}

int AdminPin::secondsLocked() const
{
    if (!m_lockedUntil.isValid())
        return 0;
    return int(std::max<qint64>(0, m_now().secsTo(m_lockedUntil)));
}

QByteArray AdminPin::derive(const QString &pin, const QByteArray &salt)
{
    return QPasswordDigestor::deriveKeyPbkdf2(QCryptographicHash::Sha256, pin.toUtf8(), salt, kRounds, kHashBytes);
}

bool AdminPin::verify(const QString &pin)
{
    if (!isSet() || secondsLocked() > 0)
        return false;
    if (sameBytes(derive(pin, m_salt), m_hash)) {
        m_failures = 0;
        m_verifiedAt = m_now();
        emit changed();
        return true;
    }
    if (++m_failures >= kMaxAttempts) {
        m_failures = 0;
        m_lockedUntil = m_now().addSecs(kLockSeconds);
        m_countdown.start();
    }
    emit changed();
    return false;
}

QString AdminPin::change(const QString &current, const QString &next)
{
    if (isSet() && !verify(current))
        return secondsLocked() > 0 ? tr("密码错误次数过多，请 %n 秒后再试。", nullptr, secondsLocked())
                                   : tr("当前密码不对。");
    return store(next);
}

QString AdminPin::changeWhileOpen(const QString &next)
{
    constexpr int kOpenSeconds = 600;
    if (!m_verifiedAt.isValid() || m_verifiedAt.secsTo(m_now()) > kOpenSeconds)
        return tr("请先重新输入当前密码。");
    return store(next);
}

QString AdminPin::store(const QString &pin)
{
    // Every new PIN passes here, so its form is checked here.
    if (pin.size() < kMinLength || pin.size() > kMaxLength || !digitsOnly(pin))
        return tr("密码须为 %1 到 %2 位数字。").arg(kMinLength).arg(kMaxLength);
    QByteArray salt(kSaltBytes, '\0');
    QRandomGenerator::system()->generate(salt.begin(), salt.end());
    const QByteArray hash = derive(pin, salt);
    if (const auto error = m_file.isEmpty() ? QString() : saveAtomically(m_file, salt.toHex() + ':' + hash.toHex() + '\n');
        !error.isEmpty())
        return tr("密码没有保存，原密码仍然有效：%1").arg(error);
    m_salt = salt;
    m_hash = hash;
    emit changed();
    return {};
}

void AdminPin::setStage(Stage stage, const QString &note)
{
    m_note = note;
    if (m_stage != stage) {
        m_stage = stage;
        emit stageChanged();
    }
    emit changed();
}

QString AdminPin::padTitle() const
{
    switch (m_stage) {
    case Stage::SetPin: return tr("首次使用：请设置管理员密码（4–12 位数字）");
    case Stage::ChangePin: return tr("请输入新密码（4–12 位数字）");
    case Stage::EnterPin:
    case Stage::Open: break;
    }
    return tr("请输入管理员密码");
}

QString AdminPin::padNote() const
{
    // Locked out, the operator may have forgotten it: the way back, for the technician.
    if (const int seconds = secondsLocked(); seconds > 0)
        return tr("密码错误次数过多，请 %n 秒后再试", nullptr, seconds) + QLatin1Char('\n')
               + tr("忘记密码时，请技术人员在这台电脑上运行 sudo kaimen-reset-pin。");
    return m_note;
}

void AdminPin::enter(const QString &pin)
{
    switch (m_stage) {
    case Stage::SetPin:
    case Stage::ChangePin: {
        const auto problem = m_stage == Stage::SetPin ? change({}, pin) : changeWhileOpen(pin);
        if (problem.isEmpty())
            setStage(Stage::Open, tr("密码已保存"));
        else
            setStage(m_stage, problem);
        return;
    }
    case Stage::EnterPin:
        // 确定 with no digits is a slip of the finger or a stray key, not a wrong PIN: five of
        // those would lock the pad for a minute.
        if (pin.isEmpty())
            return;
        if (verify(pin))
            setStage(Stage::Open);
        else
            setStage(Stage::EnterPin, tr("密码不对"));
        return;
    case Stage::Open:
        return;
    }
}

void AdminPin::shut()
{
    setStage(isSet() ? Stage::EnterPin : Stage::SetPin);
}

void AdminPin::startChange()
{
    if (m_stage == Stage::Open)
        setStage(Stage::ChangePin);
}

void AdminPin::cancelChange()
{
    if (m_stage == Stage::ChangePin)
        setStage(Stage::Open);
}

void AdminPin::openForScreenshot()
{
    setStage(Stage::Open);
}
