#pragma once
// The wish screen's handwriting pad, behind QML: the strokes a finger has drawn on it, the
// characters they may be (HandwritingRecognizer), and, once one is chosen, the characters that
// commonly follow it in a word (平 → 安, 生 …), so that a character the recogniser misses can still
// be reached from the one before it. One pad at a time: a singleton, as PinyinInput is.

#include "HandwritingRecognizer.h"

#include <QObject>
#include <QPointF>
#include <QQmlEngine>
#include <QStringList>
#include <QVariantList>

class KioskConfig;

class HandwritingInput : public QObject {
    Q_OBJECT
    QML_ELEMENT
    QML_SINGLETON
    Q_PROPERTY(bool available READ available CONSTANT)
    // What the strokes may be, best first; or, after a choice and before a new stroke, the
    // characters that follow the chosen one.
    Q_PROPERTY(QStringList candidates READ candidates NOTIFY changed)
    // Whether candidates are followers of the last character chosen (no stroke drawn since).
    Q_PROPERTY(bool following READ following NOTIFY changed)
    // The strokes drawn, each a list of points in a unit square (y down), to paint the ink.
    Q_PROPERTY(QVariantList strokes READ strokes NOTIFY changed)

public:
    explicit HandwritingInput(QObject *parent, const QStringList &modelFiles = HandwritingRecognizer::defaultModels());
    static HandwritingInput *create(QQmlEngine *qml, QJSEngine *);

    bool available() const { return m_recognizer.isLoaded(); }
    QStringList candidates() const { return m_candidates; }
    bool following() const { return m_following; }
    QVariantList strokes() const;

    // A stroke finished: POINTS (QML points) drawn on a pad SIDE pixels square.
    Q_INVOKABLE void addStroke(const QVariantList &points, qreal side);
    // Takes back the last stroke.
    Q_INVOKABLE void undoStroke();
    // Writes candidate INDEX (committed), clears the pad and offers what follows it.
    Q_INVOKABLE void choose(int index);
    Q_INVOKABLE void clear();

    // Words put first among the followers: the booth's own wishes (平 → 安 for 平安 on its tiles).
    void setPreferred(const QStringList &words) { m_preferred = words; }
    void preferWishesOf(const KioskConfig &config);

    static constexpr int kShownCandidates = 8;

signals:
    void changed();
    void committed(const QString &text);

private:
    void recognize();
    QStringList followersOf(const QString &character) const;

    HandwritingRecognizer m_recognizer;
    std::vector<QPolygonF> m_strokes;  // unit square
    QStringList m_candidates;
    bool m_following = false;
    QStringList m_preferred;
};
