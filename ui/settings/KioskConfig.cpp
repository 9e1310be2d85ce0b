#include "KioskConfig.h"

#include "kaimen/Manifest.h"

#include <QDir>
#include <QRandomGenerator>
#include <QRegularExpression>
#include <QFileInfo>

#include <algorithm>
#include <cmath>

namespace {
namespace L = settings_limits;

// The name of the model in DIRECTORY, or "" when it holds no usable model (its manifest is
// missing or names files that are not there).
QString modelName(const QString &directory)
{
    try {
        const auto name = QString::fromStdString(kaimen::loadManifest(directory.toStdString()).name);
        return name.isEmpty() ? QFileInfo(directory).fileName() : name;
    } catch (const std::exception &) {
        return {};
    }
}
} // namespace

KioskConfig::KioskConfig(KioskSettings settings, QStringList warnings, ModelFolders models, Saver saver, QObject *parent)
    : QObject(parent), m_settings(std::move(settings)), m_warnings(std::move(warnings)), m_models(std::move(models)),
      m_saver(std::move(saver))
{
}

QVariantList KioskConfig::cacheCapacities()
{
    QVariantList capacities;
    for (int capacity : settings_limits::cacheCapacities)
        capacities << capacity;
    return capacities;
}

QString KioskConfig::modelPath() const
{
    return m_settings.modelDirectory.isEmpty() ? m_models.shipped : m_settings.modelDirectory;
}

QString KioskConfig::save()
{
    emit changed();
    return m_saver ? m_saver(m_settings) : tr("本次运行不保存设置。");
}

QString KioskConfig::saveForEngine()
{
    const auto problem = save();
    emit engineSettingsChanged();
    return problem;
}

template <typename T> QString KioskConfig::assign(T KioskSettings::*member, const T &value, bool forEngine)
{
    if (m_settings.*member == value)
        return {};
    m_settings.*member = value;
    return forEngine ? saveForEngine() : save();
}

QString KioskConfig::choose(QString KioskSettings::*member, const QString &value, const QStringList &allowed,
                            bool forEngine)
{
    if (!allowed.contains(value))
        return tr("“%1”不可用，可选：%2").arg(value, allowed.join(" / "));
    return assign(member, value, forEngine);
}

QVariantList KioskConfig::availableModels() const
{
    QVariantList models;
    QStringList paths{QFileInfo(m_models.shipped).absoluteFilePath()};
    if (!modelName(m_models.shipped).isEmpty())
        models.append(QVariantMap{{"path", QString()}, {"name", modelName(m_models.shipped)}});
    for (const auto &folder : m_models.installed)
        for (const auto &entry : QDir(folder).entryInfoList(QDir::Dirs | QDir::NoDotAndDotDot, QDir::Name)) {
            const auto path = entry.absoluteFilePath();
            if (const auto name = modelName(path); !name.isEmpty() && !paths.contains(path)) {
                paths << path;
                models.append(QVariantMap{{"path", path}, {"name", name}});
            }
        }
    // A folder named in the settings file outside those folders is offered too, or reported missing.
    const auto chosen = m_settings.modelDirectory;
    if (!chosen.isEmpty() && !paths.contains(QFileInfo(chosen).absoluteFilePath())) {
        const auto name = modelName(chosen);
        models.append(QVariantMap{{"path", chosen}, {"name", name.isEmpty() ? chosen + tr("（找不到）") : name}});
    }
    return models;
}

QString KioskConfig::setModelDirectory(const QString &directory)
{
    if (!directory.isEmpty() && modelName(directory).isEmpty())
        return tr("%1 里没有模型（缺少 manifest.json），设置未改变。").arg(directory);
    return assign(&KioskSettings::modelDirectory, directory, true);
}

QString KioskConfig::setDevice(const QString &device)
{
    return choose(&KioskSettings::device, device, L::devices, true);
}

QString KioskConfig::setPrecision(const QString &precision)
{
    return choose(&KioskSettings::precision, precision, L::precisions, true);
}

QString KioskConfig::setBeams(int beams)
{
    return assign(&KioskSettings::beams, std::clamp(beams, L::minBeams, L::maxBeams), true);
}

QString KioskConfig::setSampling(bool sampling)
{
    return assign(&KioskSettings::sampling, sampling, true);
}

QString KioskConfig::setTemperature(double temperature)
{
    // In the steps the panel's buttons take, so that 0.1 + 0.2 shows as 0.3.
    return assign(&KioskSettings::temperature,
                  std::clamp(std::round(temperature * 10) / 10, L::minTemperature, L::maxTemperature), true);
}

QString KioskConfig::setTopP(double topP)
{
    return assign(&KioskSettings::topP, std::clamp(std::round(topP * 20) / 20, L::minTopP, L::maxTopP), true);
}

QString KioskConfig::setCacheCapacity(int capacity)
{
    return assign(&KioskSettings::cacheCapacity, std::clamp(capacity, L::minCache, L::maxCache), true);
}

QString KioskConfig::setWords(QStringList KioskSettings::*member, const QStringList &words, bool wishes, int most,
                             const QString &tooMany, bool forEngine)
{
    QString bad;
    const auto valid = L::settingsWords(words, wishes, &bad);
    if (!valid)
        return wishes ? tr("“%1”不是两个汉字的心愿，设置未改变。").arg(bad) : tr("“%1”不是可屏蔽的词语，设置未改变。").arg(bad);
    if (valid->size() > most)
        return tooMany;
    return assign(member, *valid, forEngine);
}

QString KioskConfig::setPrewarmWishes(const QStringList &words)
{
    return setWords(&KioskSettings::prewarmWishes, words, true, L::maxPrewarmWishes,
                    tr("最多预写 %1 个心愿。").arg(L::maxPrewarmWishes), true);
}

QString KioskConfig::setExtraBlockedWords(const QStringList &words)
{
    return setWords(&KioskSettings::extraBlockedWords, words, false, L::maxBlockedWords,
                    tr("最多屏蔽 %1 个词语。").arg(L::maxBlockedWords), true);
}

QString KioskConfig::setPresetWishes(const QStringList &words)
{
    if (words.isEmpty())  // a word that normalises to nothing is refused by setWords
        return tr("至少保留一个心愿。");
    return setWords(&KioskSettings::presetWishes, words, true, L::maxPresetWishes,
                    tr("最多 %1 个心愿方块。").arg(L::maxPresetWishes), false);
}

QString KioskConfig::setIdleSeconds(int seconds)
{
    return assign(&KioskSettings::idleSeconds, std::clamp(seconds, L::minIdleSeconds, L::maxIdleSeconds), false);
}

QString KioskConfig::setUpperOnRight(bool onRight)
{
    return assign(&KioskSettings::hangingOrder, QString(onRight ? "upper-right" : "upper-left"), false);
}

QString KioskConfig::setDefaultKind(const QString &kind)
{
    return choose(&KioskSettings::defaultKind, kind, L::kinds, false);
}

// Neither reloads the engine: the occasion travels with each request, and the cache files the
// couplets under it.
QString KioskConfig::setBoothTheme(const QString &theme)
{
    return choose(&KioskSettings::boothTheme, theme, L::boothThemes, false);
}

QString KioskConfig::setYearAnimal(bool named)
{
    return assign(&KioskSettings::yearAnimal, named, false);
}

QString KioskConfig::setYearTitle(const QString &title)
{
    if (!L::isYearTitle(title.trimmed()))
        return tr("年份标题最多 %1 个字，设置未改变。").arg(L::maxYearTitleCharacters);
    return assign(&KioskSettings::yearTitle, title.trimmed(), false);
}

QString KioskConfig::setLanguage(const QString &code)
{
    return choose(&KioskSettings::language, code, L::languages, false);
}

QString KioskConfig::setPrinter(const QString &printer)
{
    return assign(&KioskSettings::printer, printer.trimmed(), false);
}

QString KioskConfig::setPaper(const QString &paper)
{
    return choose(&KioskSettings::paper, paper, L::papers, false);
}

QString KioskConfig::setInk(const QString &ink)
{
    return choose(&KioskSettings::ink, ink, L::inks, false);
}

QString KioskConfig::setSoundEffect(const QString &effect)
{
    return choose(&KioskSettings::soundEffect, effect, L::soundEffects, false);
}

QString KioskConfig::setSoundVolume(int volume)
{
    return assign(&KioskSettings::soundVolume, std::clamp(volume, L::minVolume, L::maxVolume), false);
}

QVariantList KioskConfig::takeHomeHourChoices()
{
    QVariantList hours;
    for (int h : settings_limits::takeHomeHourChoices)
        hours << h;
    return hours;
}

// None reloads the engine: the network service follows `changed` and restarts itself.
QString KioskConfig::setNetworkEnabled(bool enabled)
{
    return assign(&KioskSettings::networkEnabled, enabled, false);
}

QString KioskConfig::setNetworkPort(int port)
{
    if (port < L::minPort || port > L::maxPort)
        return tr("端口须在 %1 到 %2 之间，设置未改变。").arg(L::minPort).arg(L::maxPort);
    return assign(&KioskSettings::networkPort, port, false);
}

QString KioskConfig::setNetworkInterface(const QString &interfaceName)
{
    const auto value = interfaceName.trimmed();
    if (!L::isInterfaceName(value))
        return tr("“%1”不是网络接口的名字，设置未改变。").arg(interfaceName);
    return assign(&KioskSettings::networkInterface, value, false);
}

QString KioskConfig::setWifi(const QString &name, const QString &password)
{
    if (name.trimmed().isEmpty() && !password.isEmpty())
        return tr("有密码的 Wi-Fi 须有名字，设置未改变。");
    if (!L::isWifiName(name.trimmed()) || password.toUtf8().size() > L::maxWifiPasswordBytes)
        return tr("Wi-Fi 名字最长 32 字节、密码最长 63 字节，设置未改变。");
    if (!L::isWifiPassword(password))
        return tr("WPA 密码至少 8 个字符，设置未改变。");
    if (m_settings.wifiName == name.trimmed() && m_settings.wifiPassword == password)
        return {};
    m_settings.wifiName = name.trimmed();
    m_settings.wifiPassword = password;
    return save();
}

QString KioskConfig::setTakeHomeHours(int hours)
{
    return assign(&KioskSettings::takeHomeHours, std::clamp(hours, L::minTakeHomeHours, L::maxTakeHomeHours), false);
}

QString KioskConfig::setApiKey(const QString &key)
{
    if (!L::isApiKey(key))
        return tr("API 密钥至少 16 个字符且不含空格，设置未改变。");
    return assign(&KioskSettings::apiKey, key, false);
}

QString KioskConfig::newApiKey()
{
    // 128 bits from the system's cryptographic source, as hex.
    quint32 bits[4];
    QRandomGenerator::system()->fillRange(bits);
    QString key;
    for (quint32 word : bits)
        key += QString("%1").arg(word, 8, 16, QChar('0'));
    return setApiKey(key);
}
