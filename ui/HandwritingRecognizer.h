#pragma once
// Characters written with a finger, recognised by Zinnia with three models: the pad's own two,
// trained at build time from the standard Chinese stroke order (tools/handwriting_data.py), for
// the simplified characters and for their traditional forms, and Tegaki's Simplified Chinese one
// (Debian's tegaki-zinnia-simplified-chinese), trained on other writers.
// For a visitor who cannot spell a wish in pinyin. Zinnia reads strokes in the order written.

#include <QPolygonF>
#include <QString>
#include <QStringList>

#include <memory>
#include <vector>

namespace zinnia {
class Recognizer;
}

class HandwritingRecognizer {
public:
    // The pad's own models in FOLDER (simplified, then traditional), then Tegaki's.
    static QStringList modelsIn(const QString &folder);
    // modelsIn() the installed share/kaimen/handwriting, or else the build's folder.
    static QStringList defaultModels();

    explicit HandwritingRecognizer(const QStringList &modelFiles = defaultModels());
    ~HandwritingRecognizer();
    HandwritingRecognizer(const HandwritingRecognizer &) = delete;
    HandwritingRecognizer &operator=(const HandwritingRecognizer &) = delete;

    // At least one model opened.
    bool isLoaded() const { return !m_recognizers.empty(); }
    // Which models could not be opened, and why ("" when all were).
    QString error() const { return m_error; }

    // The COUNT likeliest characters for STROKES, in writing order, each the points a finger
    // passed through in a square of SIDE (y down), best first: the models' answers taken in turn,
    // the first model's first. Only characters of GB2312 or Big5 (Tegaki's model also knows rare
    // forms no wish is written with); none for no strokes. A level stroke drawn right to left or
    // an upright one drawn upwards is also read turned round (after the reading as drawn).
    QStringList classify(const std::vector<QPolygonF> &strokes, qreal side, int count) const;

private:
    std::vector<std::unique_ptr<zinnia::Recognizer>> m_recognizers;
    QString m_error;
};
