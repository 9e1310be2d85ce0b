#include "BrushLine.h"

#include "StrokeLibrary.h"

#include <QFont>
#include <QPainter>

namespace {
// A stroke's time grows with its length, from half the average for a dot.
constexpr qreal kAverageLength = 500;  // em units
constexpr qreal kFadeStrokes = 6;      // a character without strokes fades in as long as six take
constexpr int kFrameMs = 16;
} // namespace

BrushLine::BrushLine(QQuickItem *parent) : QQuickPaintedItem(parent)
{
    setAntialiasing(true);
    m_frame.setInterval(kFrameMs);
    connect(&m_frame, &QTimer::timeout, this, &BrushLine::tick);
    connect(this, &BrushLine::layoutChanged, this, [this] {
        schedule();
        update();
    });
}

void BrushLine::setText(const QString &text)
{
    if (text == m_text)
        return;
    m_text = text;
    schedule();
    rewrite();
    emit textChanged();
}

void BrushLine::rewrite()
{
    m_elapsed = 0;
    m_clockBase = 0;
    m_clock.restart();
    if (m_writing && !done())
        m_frame.start();
    else
        m_frame.stop();
    emit progressChanged();
    update();
}

void BrushLine::setWriting(bool writing)
{
    if (writing == m_writing)
        return;
    m_writing = writing;
    if (writing && !done()) {
        m_clockBase = m_elapsed;
        m_clock.restart();
        m_frame.start();
    } else {
        m_frame.stop();
    }
    emit writingChanged();
}

void BrushLine::schedule()
{
    m_characters.clear();
    qreal at = 0;
    for (char32_t code : m_text.toUcs4()) {
        Character c{code, {}, at, 0};
        for (const auto &stroke : *StrokeLibrary::shared().strokes(code))
            c.strokeMs.push_back(m_strokeMs * (0.5 + 0.5 * std::min(2.0, stroke.length / kAverageLength)));
        c.duration = 0;
        for (qreal ms : c.strokeMs)
            c.duration += ms;
        if (c.strokeMs.empty())
            c.duration = kFadeStrokes * m_strokeMs;
        at += c.duration;
        m_characters.push_back(std::move(c));
    }
    m_total = at;
}

void BrushLine::tick()
{
    // By the clock, not by frames: a busy machine skips frames, not strokes.
    const qreal before = m_elapsed;
    m_elapsed = std::min(m_total, m_clockBase + qreal(m_clock.elapsed()));
    if (done())
        m_frame.stop();
    emit progressChanged();
    // Only the characters the brush touched since the last frame are painted again.
    QRectF dirty;
    for (int i = 0; i < int(m_characters.size()); ++i) {
        const auto &c = m_characters[size_t(i)];
        if (c.start < m_elapsed && c.start + c.duration > before)
            dirty |= cellOf(i).adjusted(-m_glyph * 0.1, -m_glyph * 0.1, m_glyph * 0.1, m_glyph * 0.1);
    }
    if (!dirty.isEmpty())
        update(dirty.toAlignedRect());
}

qreal BrushLine::revealed() const
{
    qreal count = 0;
    // A character the brush has passed counts whole: (start + duration - start) / duration can
    // round below 1, and a line written to its end must count every character (done).
    for (const auto &c : m_characters) {
        const bool passed = c.duration <= 0 || m_elapsed >= c.start + c.duration;
        count += passed ? 1 : std::clamp((m_elapsed - c.start) / c.duration, 0.0, 1.0);
    }
    return count;
}

QRectF BrushLine::cellOf(int index) const
{
    const int n = int(m_characters.size());
    const int place = !m_vertical && m_rightToLeft ? n - 1 - index : index;
    const qreal along = (m_vertical ? height() : width()) / 2 - m_pitch * n / 2 + m_pitch * place + (m_pitch - m_glyph) / 2;
    const qreal across = ((m_vertical ? width() : height()) - m_glyph) / 2;
    return m_vertical ? QRectF(across, along, m_glyph, m_glyph) : QRectF(along, across, m_glyph, m_glyph);
}

void BrushLine::paint(QPainter *painter)
{
    painter->setRenderHint(QPainter::Antialiasing);
    painter->setPen(Qt::NoPen);
    const qreal lift = std::max(1.0, m_glyph * 0.02);  // the raised look: a dark edge under the gold
    // A frame repaints only the cells the brush touched (tick): filling every written
    // character's outlines again, only to have the clip throw them away, made the GUI thread late.
    const QRectF repainted = painter->hasClipping() ? painter->clipBoundingRect() : QRectF(0, 0, width(), height());
    for (int i = 0; i < int(m_characters.size()); ++i) {
        const auto &c = m_characters[size_t(i)];
        const qreal into = m_elapsed - c.start;
        if (into <= 0)
            break;
        const QRectF cell = cellOf(i);
        if (!cell.adjusted(-lift, -lift, 2 * lift, 2 * lift).intersects(repainted))
            continue;
        if (c.strokeMs.empty()) {
            QFont font(m_fontFamily);
            font.setPixelSize(int(m_glyph));
            painter->setFont(font);
            painter->setOpacity(std::min(1.0, into / c.duration));
            painter->setPen(m_shadow);
            painter->drawText(cell.translated(lift, lift), Qt::AlignCenter, QString::fromUcs4(&c.code, 1));
            painter->setPen(m_ink);
            painter->drawText(cell, Qt::AlignCenter, QString::fromUcs4(&c.code, 1));
            painter->setOpacity(1);
            painter->setPen(Qt::NoPen);
            continue;
        }
        int done = 0;
        qreal left = into;
        while (done < int(c.strokeMs.size()) && left >= c.strokeMs[size_t(done)])
            left -= c.strokeMs[size_t(done++)];
        const qreal fraction = done < int(c.strokeMs.size()) ? left / c.strokeMs[size_t(done)] : 0;
        painter->setBrush(m_shadow);
        paintStrokes(*painter, cell.translated(lift, lift), c.code, done, fraction);
        painter->setBrush(m_ink);
        paintStrokes(*painter, cell, c.code, done, fraction);
    }
}
