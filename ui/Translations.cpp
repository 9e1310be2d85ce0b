#include "Translations.h"

QString translationFile(const QString &code)
{
    return ":/i18n/kaimen_" + code + ".qm";
}

QString languageFor(const QLocale &locale)
{
    if (locale.language() != QLocale::Chinese)
        return "en";
    const bool traditional = locale.script() == QLocale::TraditionalChineseScript
        || (locale.script() == QLocale::AnyScript
            && (locale.territory() == QLocale::Taiwan || locale.territory() == QLocale::HongKong
                || locale.territory() == QLocale::Macao));
    return traditional ? "zh_TW" : "zh_CN";
}
