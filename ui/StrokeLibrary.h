#pragma once
// The brush's strokes: for each character, its strokes in writing order, each an outline to
// fill and the median the brush follows (Make Me a Hanzi's, from Arphic's Kai fonts, by way of
// hanzi-writer-data; tools/stroke_data.py writes the one file the build installs). Shared by
// the scrolls on screen (BrushLine) and the poster and printout (CoupletPrinter), so both show
// the same brushwork.

#include <QCache>
#include <QFile>
#include <QHash>
#include <QMutex>
#include <QPainterPath>
#include <QPolygonF>
#include <QString>

#include <memory>
#include <vector>

struct Stroke {
    QPainterPath outline;  // in a 1024-unit em box, y down
    QPolygonF median;      // the brush's path along the stroke, same box
    qreal length = 0;      // of the median
};
using Strokes = std::vector<Stroke>;

class StrokeLibrary {
public:
    static constexpr qreal kEm = 1024;

    // The installed library (share/kaimen/strokes/strokes.bin, or the build's own); empty, with one
    // warning, when there is none: every character is then drawn from the brush font.
    static const StrokeLibrary &shared();
    explicit StrokeLibrary(const QString &file);

    bool isLoaded() const { return m_data != nullptr; }
    int characterCount() const { return m_index.size(); }
    // CHARACTER's strokes (none when the library lacks it). Thread-safe.
    std::shared_ptr<const Strokes> strokes(char32_t character) const;
    // Characters kept parsed: the last written (a few couplets' worth) stay, older ones are parsed
    // again when next needed. Unbounded, a kiosk's memory grew with every new character the
    // model wrote, about 5.5 KB each (16.5 MB for 3,000; the visitor robot saw memory grow).
    static constexpr int kKeptParsed = 400;
    int keptParsed() const;

private:
    std::shared_ptr<const Strokes> parse(quint32 offset) const;

    QFile m_file;
    const uchar *m_data = nullptr;
    qint64 m_size = 0;
    QHash<char32_t, quint32> m_index;
    mutable QMutex m_mutex;
    mutable QCache<char32_t, std::shared_ptr<const Strokes>> m_parsed{kKeptParsed};
};

// A character's strokes filled into CELL (a square) with PAINTER's brush: DONE whole strokes
// and the next one brushed along FRACTION of its median. Returns false when the library lacks
// the character (the caller draws it from the font).
bool paintStrokes(QPainter &painter, const QRectF &cell, char32_t character, int done = -1, qreal fraction = 0);
