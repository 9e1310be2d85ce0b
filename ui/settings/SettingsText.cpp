#include "SettingsText.h"

#include <QFile>
#include <QRegularExpression>
#include <QStringDecoder>
#include <QStringList>

namespace {

// The 1-based line of BYTES that ENCODING first cannot read (decoded line by line, since a
// decoder's error flag says only that an error occurred, not where).
int firstUnreadableLine(const QByteArray &bytes, QStringDecoder::Encoding encoding)
{
    const auto lines = bytes.split('\n');
    for (int i = 0; i < lines.size(); ++i) {
        QStringDecoder decoder(encoding);
        const QString decoded = decoder.decode(lines[i]);  // decode() is lazy: converting runs it
        if (decoder.hasError())
            return i + 1;
    }
    return 0;
}

} // namespace

SettingsText readSettingsText(const QString &file)
{
    QFile f(file);
    if (!f.open(QIODevice::ReadOnly))
        return {{}, {}, "cannot be read (" + f.errorString() + ")"};
    const QByteArray bytes = f.readAll();

    QStringDecoder utf8(QStringDecoder::Utf8);
    const QString asUtf8 = utf8.decode(bytes);
    if (!utf8.hasError())
        return {asUtf8, {}, {}};

    // Qt reads GB18030 through ICU; a build without it says so instead of guessing.
    QStringDecoder gb("GB18030");
    if (gb.isValid()) {
        const QString asGb = gb.decode(bytes);
        if (!gb.hasError())
            return {asGb,
                    "not UTF-8 text; read as GBK (GB18030), as Chinese Windows editors save it. Save the file as "
                    "UTF-8 (the admin panel does whenever it saves a setting)",
                    {}};
    }
    return {{}, {},
            QString("line %1 is not UTF-8 text%2; save the file as UTF-8")
                .arg(firstUnreadableLine(bytes, QStringDecoder::Utf8))
                .arg(gb.isValid() ? ", nor is the file GBK" : "")};
}

QString yamlTypingHints(const QString &text)
{
    const QStringList lines = text.split('\n');
    static const QRegularExpression fullWidthColonAfterKey(QStringLiteral("^[ \\x{3000}]*[A-Za-z_]+ *\\x{FF1A}"));
    int tabLine = 0;
    int wideSpaceLine = 0;
    int wideColonLine = 0;
    for (int i = 0; i < lines.size(); ++i) {
        const QString &line = lines[i];
        int indent = 0;
        while (indent < line.size() && (line[indent] == ' ' || line[indent] == '\t' || line[indent] == QChar(0x3000)))
            ++indent;
        const QStringView lead = QStringView(line).left(indent);
        if (!tabLine && lead.contains('\t'))
            tabLine = i + 1;
        if (!wideSpaceLine && lead.contains(QChar(0x3000)))
            wideSpaceLine = i + 1;
        if (!wideColonLine && fullWidthColonAfterKey.match(line).hasMatch())
            wideColonLine = i + 1;
    }
    QStringList hints;
    if (tabLine)
        hints << QString("line %1 is indented with a tab, where YAML indents with spaces").arg(tabLine);
    if (wideSpaceLine)
        hints << QString("line %1 is indented with a full-width space (　), where YAML indents with spaces")
                     .arg(wideSpaceLine);
    if (wideColonLine)
        hints << QString("line %1 has a full-width colon (：) after its key, where YAML needs \": \"").arg(wideColonLine);
    return hints.join("; ");
}
