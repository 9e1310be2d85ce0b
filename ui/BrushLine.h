#pragma once

#include <QColor>
#include <QElapsedTimer>
#include <QQuickPaintedItem>
#include <QTimer>

#include <vector>

// One line of a couplet written by the brush: each stroke of each character in order along its
// median, in gold ink, at a paced rhythm (StrokeLibrary); a character the library lacks fades in
// from the brush font. Painted with QPainter, so it works on the software renderer and on a GPU.
// WRITING starts (and holds) the brush; a new TEXT is written anew from its first stroke.
class BrushLine : public QQuickPaintedItem {
    Q_OBJECT
    QML_ELEMENT
    Q_PROPERTY(QString text READ text WRITE setText NOTIFY textChanged)
    Q_PROPERTY(bool vertical MEMBER m_vertical NOTIFY layoutChanged)
    // A level line whose first character stands at its right end: a 横批 over a 上联 hung on the
    // right is read from the right, and the brush starts there.
    Q_PROPERTY(bool rightToLeft MEMBER m_rightToLeft NOTIFY layoutChanged)
    Q_PROPERTY(qreal glyph MEMBER m_glyph NOTIFY layoutChanged)      // a character's size, px
    Q_PROPERTY(qreal pitch MEMBER m_pitch NOTIFY layoutChanged)      // from one character to the next, px
    Q_PROPERTY(QColor ink MEMBER m_ink NOTIFY layoutChanged)
    Q_PROPERTY(QColor shadow MEMBER m_shadow NOTIFY layoutChanged)
    Q_PROPERTY(QString fontFamily MEMBER m_fontFamily NOTIFY layoutChanged)
    Q_PROPERTY(bool writing READ writing WRITE setWriting NOTIFY writingChanged)
    Q_PROPERTY(qreal strokeMs MEMBER m_strokeMs NOTIFY layoutChanged)  // an average stroke's time, ms
    // Characters written so far, with the one under the brush as a fraction, of LENGTH; DONE when
    // all are. LENGTH is the text's as the brush scheduled it, changing with the progress.
    Q_PROPERTY(qreal revealed READ revealed NOTIFY progressChanged)
    Q_PROPERTY(int length READ length NOTIFY progressChanged)
    Q_PROPERTY(bool done READ done NOTIFY progressChanged)

public:
    explicit BrushLine(QQuickItem *parent = nullptr);

    QString text() const { return m_text; }
    void setText(const QString &text);
    // The text written again from its first stroke (as a new text is), when WRITING.
    Q_INVOKABLE void rewrite();
    bool writing() const { return m_writing; }
    void setWriting(bool writing);
    qreal revealed() const;
    int length() const { return int(m_characters.size()); }
    bool done() const { return m_elapsed >= m_total; }

    void paint(QPainter *painter) override;

signals:
    void textChanged();
    void layoutChanged();
    void writingChanged();
    void progressChanged();

private:
    // When each character's strokes start and how long each takes, from the text.
    struct Character {
        char32_t code;
        std::vector<qreal> strokeMs;  // empty: no strokes, faded in from the font
        qreal start = 0, duration = 0;
    };
    void schedule();
    void tick();
    QRectF cellOf(int index) const;

    QString m_text;
    bool m_vertical = true, m_rightToLeft = false, m_writing = false;
    qreal m_glyph = 64, m_pitch = 72;
    QColor m_ink{"#f3c969"}, m_shadow{"#2a0a06"};
    QString m_fontFamily{"LXGW WenKai"};
    qreal m_strokeMs = 55;
    std::vector<Character> m_characters;
    qreal m_total = 0, m_elapsed = 0;
    QTimer m_frame;
    QElapsedTimer m_clock;
    qreal m_clockBase = 0;
};
