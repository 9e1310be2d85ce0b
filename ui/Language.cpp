#include "Language.h"

#include "Translations.h"

#include "KioskSettings.h"

#include "kaimen/TraditionalScript.h"

#include <QCoreApplication>

Language::Language(QQmlEngine *engine, QObject *parent) : QObject(parent), m_engine(engine) {}

Language::~Language()
{
    QCoreApplication::removeTranslator(&m_translator);
}

Language *Language::create(QQmlEngine *engine, QJSEngine *)
{
    return new Language(engine);
}

const QStringList &Language::codes()
{
    return settings_limits::languages;
}

bool Language::setLanguage(const QString &code)
{
    if (!codes().contains(code))
        return false;
    QCoreApplication::removeTranslator(&m_translator);
    if (code != "zh_CN") {
        if (!m_translator.load(translationFile(code))) {
            qWarning("the %s translation is missing from the build", qPrintable(code));
            return false;
        }
        QCoreApplication::installTranslator(&m_translator);
    }
    m_code = code;
    if (m_engine)
        m_engine->retranslate();
    emit changed();
    return true;
}

QString Language::display(const QString &text) const
{
    return m_code == "zh_TW" ? toTraditional(text) : text;
}

QString Language::toTraditional(const QString &text)
{
    return QString::fromStdString(kaimen::toTraditionalScript(text.toStdString()));
}
