#include "StrokeLibrary.h"

#include <QCoreApplication>
#include <QFileInfo>
#include <QLineF>
#include <QPainter>
#include <QtEndian>

#include <cstring>

namespace {

// The data's box: y up, the baseline area from -124 to 900 (hanzi-writer draws it flipped).
constexpr qreal kTop = 900;
// The brush's width along the median while a stroke is written, in em units: wide enough to
// cover any stroke's outline, which clips it.
constexpr qreal kBrushWidth = 180;

QString libraryFile()
{
    const QString installed = QCoreApplication::applicationDirPath() + "/../share/kaimen/strokes/strokes.bin";
    if (QFileInfo::exists(installed))
        return installed;
    return QStringLiteral(KAIMEN_BUILD_STROKES);
}

class Reader {
public:
    Reader(const uchar *data, qint64 size, qint64 at) : m_data(data), m_size(size), m_at(at) {}
    bool ok() const { return m_ok; }
    template <typename T> T next()
    {
        if (m_at < 0 || m_at + qint64(sizeof(T)) > m_size) {
            m_ok = false;
            return T();
        }
        T value;
        std::memcpy(&value, m_data + m_at, sizeof(T));
        m_at += sizeof(T);
        return qFromLittleEndian(value);
    }
    QPointF point()
    {
        const qint16 x = next<qint16>(), y = next<qint16>();
        return {qreal(x), kTop - qreal(y)};
    }

private:
    const uchar *m_data;
    qint64 m_size;
    qint64 m_at;
    bool m_ok = true;
};

} // namespace

const StrokeLibrary &StrokeLibrary::shared()
{
    static const StrokeLibrary library(libraryFile());
    return library;
}

StrokeLibrary::StrokeLibrary(const QString &file) : m_file(file)
{
    if (!m_file.open(QIODevice::ReadOnly)) {
        qWarning("no brush strokes at %s (%s): the couplets are drawn from the brush font", qPrintable(file),
                 qPrintable(m_file.errorString()));
        return;
    }
    m_size = m_file.size();
    const uchar *data = m_file.map(0, m_size);
    const bool magic = data && m_size >= 12 && std::memcmp(data, "KSTR", 4) == 0;
    Reader fields(data, m_size, 4);
    const quint32 version = fields.next<quint32>(), count = fields.next<quint32>();
    if (!magic || version != 1 || 12 + qint64(count) * 8 > m_size) {
        qWarning("%s is not a stroke library of version 1: the couplets are drawn from the brush font", qPrintable(file));
        return;
    }
    for (quint32 i = 0; i < count; ++i) {
        const char32_t code = fields.next<quint32>();
        m_index.insert(code, fields.next<quint32>());
    }
    m_data = data;
}

std::shared_ptr<const Strokes> StrokeLibrary::strokes(char32_t character) const
{
    QMutexLocker lock(&m_mutex);
    if (const auto *kept = m_parsed.object(character))
        return *kept;
    auto at = m_index.constFind(character);
    auto parsed = at == m_index.constEnd() ? std::make_shared<const Strokes>() : parse(*at);
    m_parsed.insert(character, new std::shared_ptr<const Strokes>(parsed));
    return parsed;
}

int StrokeLibrary::keptParsed() const
{
    QMutexLocker lock(&m_mutex);
    return int(m_parsed.count());
}

std::shared_ptr<const Strokes> StrokeLibrary::parse(quint32 offset) const
{
    auto strokes = std::make_shared<Strokes>();
    Reader in(m_data, m_size, offset);
    const int count = in.next<quint8>();
    for (int s = 0; s < count && in.ok(); ++s) {
        Stroke stroke;
        const int commands = in.next<quint16>();
        for (int c = 0; c < commands && in.ok(); ++c) {
            switch (in.next<quint8>()) {
            case 'M': stroke.outline.moveTo(in.point()); break;
            case 'L': stroke.outline.lineTo(in.point()); break;
            case 'Q': { const auto a = in.point(); stroke.outline.quadTo(a, in.point()); break; }
            case 'C': { const auto a = in.point(), b = in.point(); stroke.outline.cubicTo(a, b, in.point()); break; }
            case 'Z': stroke.outline.closeSubpath(); break;
            default: return std::make_shared<const Strokes>();  // damaged: the font draws it
            }
        }
        const int points = in.next<quint8>();
        for (int p = 0; p < points && in.ok(); ++p) {
            stroke.median << in.point();
            if (p > 0)
                stroke.length += QLineF(stroke.median[p - 1], stroke.median[p]).length();
        }
        strokes->push_back(std::move(stroke));
    }
    return in.ok() ? strokes : std::make_shared<const Strokes>();
}

namespace {

// The first FRACTION of MEDIAN's length.
QPolygonF partOf(const QPolygonF &median, qreal length, qreal fraction)
{
    QPolygonF part;
    if (median.isEmpty())
        return part;
    part << median.first();
    qreal left = length * fraction;
    for (int i = 1; i < median.size() && left > 0; ++i) {
        const QLineF segment(median[i - 1], median[i]);
        if (segment.length() <= left) {
            part << median[i];
            left -= segment.length();
        } else {
            part << segment.pointAt(left / segment.length());
            left = 0;
        }
    }
    return part;
}

} // namespace

bool paintStrokes(QPainter &painter, const QRectF &cell, char32_t character, int done, qreal fraction)
{
    const auto strokes = StrokeLibrary::shared().strokes(character);
    if (strokes->empty())
        return false;
    painter.save();
    painter.translate(cell.topLeft());
    painter.scale(cell.width() / StrokeLibrary::kEm, cell.height() / StrokeLibrary::kEm);
    const QBrush ink = painter.brush();
    const int whole = done < 0 ? int(strokes->size()) : std::min(done, int(strokes->size()));
    for (int s = 0; s < whole; ++s)
        painter.fillPath((*strokes)[size_t(s)].outline, ink);
    if (whole < int(strokes->size()) && fraction > 0) {
        const Stroke &stroke = (*strokes)[size_t(whole)];
        painter.setClipPath(stroke.outline, Qt::IntersectClip);
        painter.setPen(QPen(ink, kBrushWidth, Qt::SolidLine, Qt::RoundCap, Qt::RoundJoin));
        painter.setBrush(Qt::NoBrush);
        const auto part = partOf(stroke.median, stroke.length, fraction);
        if (part.size() == 1)
            painter.drawPoint(part.first());
        else
            painter.drawPolyline(part);
    }
    painter.restore();
    return true;
}
