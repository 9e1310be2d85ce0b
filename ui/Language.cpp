#include "Language.h"

#include "Translations.h"

#include "KioskSettings.h"

#include <opencc/opencc.h>

#include <QCoreApplication>
#include <QMutex>

namespace {

// One converter for the process: opening OpenCC's dictionaries is the slow part.
struct Converter {
    opencc_t handle = reinterpret_cast<opencc_t>(-1);
    QMutex mutex;
    Converter() { handle = opencc_open("s2tw.json"); }
    ~Converter()
    {
        if (handle != reinterpret_cast<opencc_t>(-1))
            opencc_close(handle);
    }
};

Converter &converter()
{
    static Converter instance;
    return instance;
}

} // namespace

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
    auto &c = converter();
    if (c.handle == reinterpret_cast<opencc_t>(-1) || text.isEmpty())
        return text;
    QMutexLocker lock(&c.mutex);
    const QByteArray utf8 = text.toUtf8();
    char *converted = opencc_convert_utf8(c.handle, utf8.constData(), size_t(utf8.size()));
    if (!converted)
        return text;
    const QString result = QString::fromUtf8(converted);
    opencc_convert_utf8_free(converted);
    return result;
}
