#include "KioskConfig.h"

#include "Language.h"
#include "kaimen/CoupletText.h"

#include <algorithm>

namespace {
KioskSettings g_settings;
QStringList g_warnings;
std::function<QString(const KioskSettings &)> g_saver;
}

void KioskConfig::setSaver(std::function<QString(const KioskSettings &)> saver)
{
    g_saver = std::move(saver);
}

QString KioskConfig::save()
{
    emit changed();
    return g_saver ? g_saver(g_settings) : tr("本次运行不保存设置。");
}

QString KioskConfig::setIdleSeconds(int seconds)
{
    g_settings.idleSeconds = std::clamp(seconds, 15, 3600);
    return save();
}

QString KioskConfig::setUpperOnRight(bool onRight)
{
    g_settings.hangingOrder = onRight ? "upper-right" : "upper-left";
    return save();
}

QString KioskConfig::setPresetWishes(const QStringList &words)
{
    QStringList valid;
    for (const auto &word : words) {
        const auto normalized = kaimen::normalizeCoupletText(word.toStdString());
        if (!kaimen::validateWishWord(normalized).empty())
            return tr("“%1”不是两个汉字的心愿，设置未改变。").arg(word);
        valid << QString::fromStdString(normalized);
    }
    if (valid.isEmpty())
        return tr("至少保留一个心愿。");
    g_settings.presetWishes = valid;
    return save();
}

QString KioskConfig::setYearTitle(const QString &title)
{
    g_settings.yearTitle = title.trimmed();
    return save();
}

void KioskConfig::setSettings(const KioskSettings &settings, const QStringList &warnings)
{
    g_settings = settings;
    g_warnings = warnings;
}

const KioskSettings &KioskConfig::settings()
{
    return g_settings;
}

QStringList KioskConfig::warnings() const
{
    return g_warnings;
}

KioskConfig *KioskConfig::create(QQmlEngine *, QJSEngine *)
{
    return new KioskConfig;
}

QString KioskConfig::setLanguage(const QString &code)
{
    if (!Language::codes().contains(code))
        return tr("不认识的语言 %1").arg(code);
    g_settings.language = code;
    return save();
}
