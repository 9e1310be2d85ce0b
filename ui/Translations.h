#pragma once
// The kiosk's translations: Simplified Chinese is the source language; English and Traditional
// Chinese are built in as :/i18n/kaimen_<code>.qm. The kiosk switches them live (Language);
// kaimen-server reads its shell's locale once.

#include <QLocale>
#include <QString>

// The built-in translation file for the language CODE ("en", "zh_TW").
QString translationFile(const QString &code);

// The language code a shell in LOCALE reads best: "zh_CN" (the source language, no translation)
// for Chinese in simplified script, "zh_TW" in traditional script, "en" for any other language.
QString languageFor(const QLocale &locale);
