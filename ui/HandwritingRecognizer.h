#pragma once
// Characters written with a finger, recognised by Zinnia with four models: the pad's own two,
// trained at build time from the standard Chinese stroke order (tools/handwriting_data.py), for
// the simplified characters and for their traditional forms, Tegaki's Simplified Chinese one
// (Debian's tegaki-zinnia-simplified-chinese), trained on other writers, and the pad's own third,
// the simplified characters with their strokes ordered by place.
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
    // A model whose file name ends so was trained on strokes ordered by place, and is asked so.
    static constexpr const char *kAnyOrderSuffix = "-any-order.model";
    // The pad's own models in FOLDER (simplified, then traditional), Tegaki's, then the pad's own
    // for strokes in any order.
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
    // an upright one drawn upwards is also read turned round (after the reading as drawn), and
    // the any-order model reads the strokes ordered by place: written in another order too.
    QStringList classify(const std::vector<QPolygonF> &strokes, qreal side, int count) const;

private:
    std::vector<std::unique_ptr<zinnia::Recognizer>> m_recognizers;
    std::vector<bool> m_anyOrder;  // for each recogniser, whether it reads strokes ordered by place
    QString m_error;
};
