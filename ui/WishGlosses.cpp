#include "WishGlosses.h"

#include <QCoreApplication>
#include <QFile>
#include <QFileInfo>

namespace {

QString installedFile()
{
    const QString installed = QCoreApplication::applicationDirPath() + "/../share/kaimen/glosses/wish_glosses.tsv";
    if (QFileInfo::exists(installed))
        return installed;
    return QStringLiteral(KAIMEN_BUILD_GLOSSES);
}

} // namespace

WishGlosses::WishGlosses(QObject *parent) : WishGlosses(installedFile(), parent) {}

WishGlosses::WishGlosses(const QString &file, QObject *parent) : QObject(parent), m_file(file) {}

void WishGlosses::load() const
{
    m_loaded = true;
    QFile f(m_file);
    if (!f.open(QIODevice::ReadOnly)) {
        // Only the English glosses are missing: the kiosk works on without them.
        qWarning("cannot read the wish glosses %s (%s); English visitors see the wishes without their meaning",
                 qPrintable(m_file), qPrintable(f.errorString()));
        return;
    }
    while (!f.atEnd()) {
        QString line = QString::fromUtf8(f.readLine());
        if (line.endsWith('\n'))
            line.chop(1);
        const auto fields = line.split('\t');
        if (fields.size() == 3)
            m_entries.insert(fields[0], {fields[1], fields[2]});
    }
}

const WishGlosses::Entry *WishGlosses::find(const QString &word) const
{
    if (!m_loaded)
        load();
    const auto it = m_entries.constFind(word);
    return it == m_entries.constEnd() ? nullptr : &*it;
}

QString WishGlosses::brief(const QString &word) const
{
    const Entry *entry = find(word);
    return entry ? entry->pinyin + QStringLiteral(" · ") + entry->gloss.section(QStringLiteral("; "), 0, 0) : QString();
}

QString WishGlosses::full(const QString &word) const
{
    const Entry *entry = find(word);
    if (!entry)
        return {};
    return entry->pinyin.isEmpty() ? entry->gloss : entry->pinyin + QStringLiteral(": ") + entry->gloss;
}

int WishGlosses::wordCount() const
{
    if (!m_loaded)
        load();
    return m_entries.size();
}
