#include "WishGlosses.h"

#include <QCoreApplication>
#include <QFileInfo>

#include <cstring>

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

WishGlosses::~WishGlosses() = default;

void WishGlosses::load() const
{
    m_loaded = true;
    if (!m_file.open(QIODevice::ReadOnly) || !(m_data = m_file.map(0, m_file.size()))) {
        // Only the English glosses are missing: the kiosk works on without them.
        qWarning("cannot read the wish glosses %s (%s); English visitors see the wishes without their meaning",
                 qPrintable(m_file.fileName()), qPrintable(m_file.errorString()));
        return;
    }
    // Only where each line starts (a millisecond for 50,000 lines): the lines are sorted by
    // their word's UTF-8 bytes, and a word is found by bisection, so reading the whole file into
    // a table (50-150 ms on the GUI thread, at a visitor's first result) is never needed.
    const qint64 size = m_file.size();
    for (qint64 at = 0; at < size;) {
        m_lines.push_back(at);
        const void *end = std::memchr(m_data + at, '\n', size_t(size - at));
        at = end ? static_cast<const uchar *>(end) - m_data + 1 : size;
    }
}

std::string_view WishGlosses::field(size_t line, int index) const
{
    const qint64 end = line + 1 < m_lines.size() ? m_lines[line + 1] : m_file.size();
    std::string_view text(reinterpret_cast<const char *>(m_data) + m_lines[line], size_t(end - m_lines[line]));
    if (!text.empty() && text.back() == '\n')
        text.remove_suffix(1);
    for (int i = 0; i < index; ++i) {
        const auto tab = text.find('\t');
        if (tab == std::string_view::npos)
            return {};
        text.remove_prefix(tab + 1);
    }
    return text.substr(0, text.find('\t'));
}

std::optional<WishGlosses::Entry> WishGlosses::find(const QString &word) const
{
    if (!m_loaded)
        load();
    const QByteArray utf8 = word.toUtf8();
    const std::string_view key(utf8.constData(), size_t(utf8.size()));
    if (key.empty())
        return std::nullopt;
    // char_traits<char> compares as unsigned bytes: the order the tool sorted the words in.
    size_t low = 0, high = m_lines.size();
    while (low < high) {
        const size_t middle = low + (high - low) / 2;
        if (field(middle, 0) < key)
            low = middle + 1;
        else
            high = middle;
    }
    if (low == m_lines.size() || field(low, 0) != key)
        return std::nullopt;
    const auto text = [&](int index) {
        const auto f = field(low, index);
        return QString::fromUtf8(f.data(), qsizetype(f.size()));
    };
    return Entry{text(1), text(2)};
}

QString WishGlosses::brief(const QString &word) const
{
    const auto entry = find(word);
    if (!entry)
        return {};
    const QString sense = entry->gloss.section(QStringLiteral("; "), 0, 0);
    return entry->pinyin.isEmpty() ? sense : entry->pinyin + QStringLiteral(" · ") + sense;
}

QString WishGlosses::full(const QString &word) const
{
    const auto entry = find(word);
    if (!entry)
        return {};
    return entry->pinyin.isEmpty() ? entry->gloss : entry->pinyin + QStringLiteral(": ") + entry->gloss;
}

int WishGlosses::wordCount() const
{
    if (!m_loaded)
        load();
    return int(m_lines.size());
}
