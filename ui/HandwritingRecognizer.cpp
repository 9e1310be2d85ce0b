#include "HandwritingRecognizer.h"

#include "kaimen/CharacterSets.h"

#include <zinnia.h>

#include <QCoreApplication>
#include <QFileInfo>

#include <algorithm>
#include <cmath>
#include <memory>

#if !defined(KAIMEN_HANDWRITING_MODEL) || !defined(KAIMEN_BUILD_HANDWRITING_DIR)
#error "KAIMEN_HANDWRITING_MODEL must name Tegaki's model, KAIMEN_BUILD_HANDWRITING_DIR the build's folder"
#endif

namespace {

// Zinnia finds a stroke's corners by halving it recursively and indexes the halves as a binary
// tree's nodes, so a stroke with many corners (a child's zigzag scribble) asks for 2^corners of
// them: 400 scribbled points took the test's process past 20 GB and the kernel killed it. A stroke
// is handed over as its few corners (Ramer-Douglas-Peucker), as Zinnia would read it anyway.
constexpr int kMaxStrokePoints = 16;
constexpr size_t kMaxStrokes = 64;  // more than any character has (GB2312's most: 36)

void keepCorners(const QPolygonF &stroke, int first, int last, qreal tolerance, std::vector<bool> &kept)
{
    if (last - first < 2)
        return;
    const QPointF a = stroke[first], b = stroke[last];
    const QPointF along = b - a;
    const qreal length = std::hypot(along.x(), along.y());
    int farthest = -1;
    qreal distance = tolerance;
    for (int i = first + 1; i < last; ++i) {
        const QPointF p = stroke[i] - a;
        const qreal d = length > 0 ? std::abs(along.x() * p.y() - along.y() * p.x()) / length : std::hypot(p.x(), p.y());
        if (d > distance) {
            distance = d;
            farthest = i;
        }
    }
    if (farthest < 0)
        return;
    kept[size_t(farthest)] = true;
    keepCorners(stroke, first, farthest, tolerance, kept);
    keepCorners(stroke, farthest, last, tolerance, kept);
}

// STROKE (in the box's units) as at most kMaxStrokePoints of its points: its ends and corners,
// the tolerance widened until few enough are left.
QPolygonF corners(const QPolygonF &stroke, qreal box)
{
    if (stroke.size() <= 2)
        return stroke;
    for (qreal tolerance = box * 0.01;; tolerance *= 1.5) {
        std::vector<bool> kept(size_t(stroke.size()), false);
        kept.front() = kept.back() = true;
        keepCorners(stroke, 0, int(stroke.size()) - 1, tolerance, kept);
        QPolygonF simplified;
        for (int i = 0; i < stroke.size(); ++i)
            if (kept[size_t(i)])
                simplified << stroke[i];
        if (simplified.size() <= kMaxStrokePoints)
            return simplified;
    }
}

// Whether STROKE runs the way no stroke of a Chinese character is written: a level line drawn
// right to left, or an upright one drawn upwards (横 goes left to right, 竖 downwards; a 撇 that
// runs as flat as the first of 千 is leftward but not this level, a 提 rises but not this steeply).
// A visitor who never learnt to write Chinese draws such strokes as often as not.
bool runsBackwards(const QPolygonF &stroke)
{
    if (stroke.size() < 2)
        return false;
    const QPointF along = stroke.last() - stroke.first();
    return (along.x() < 0 && -along.x() > 4 * std::abs(along.y())) || (along.y() < 0 && -along.y() > 4 * std::abs(along.x()));
}

} // namespace

QStringList HandwritingRecognizer::modelsIn(const QString &folder)
{
    return {folder + "/handwriting-standard-order.model", folder + "/handwriting-traditional.model",
            QStringLiteral(KAIMEN_HANDWRITING_MODEL)};
}

QStringList HandwritingRecognizer::defaultModels()
{
    const QString installed = QCoreApplication::applicationDirPath() + "/../share/kaimen/handwriting";
    return modelsIn(QFileInfo::exists(installed) ? installed : QStringLiteral(KAIMEN_BUILD_HANDWRITING_DIR));
}

HandwritingRecognizer::HandwritingRecognizer(const QStringList &modelFiles)
{
    QStringList failed;
    for (const QString &file : modelFiles) {
        std::unique_ptr<zinnia::Recognizer> recognizer(zinnia::Recognizer::create());
        if (recognizer && recognizer->open(file.toLocal8Bit().constData()))
            m_recognizers.push_back(std::move(recognizer));
        else
            failed << QStringLiteral("cannot open the handwriting model %1 (%2)")
                          .arg(file, recognizer ? QString::fromLocal8Bit(recognizer->what()) : QString());
    }
    m_error = failed.join("; ");
}

HandwritingRecognizer::~HandwritingRecognizer() = default;

QStringList HandwritingRecognizer::classify(const std::vector<QPolygonF> &strokes, qreal side, int count) const
{
    if (m_recognizers.empty() || strokes.empty() || side <= 0 || count <= 0)
        return {};
    // Zinnia scales the box to its own; whole units of a finer one keep a small pad's detail.
    constexpr int kBox = 1000;
    const auto character = [&strokes, side](bool turnBackward) {
        std::unique_ptr<zinnia::Character> character(zinnia::Character::create());
        character->set_width(kBox);
        character->set_height(kBox);
        size_t written = 0;
        for (const QPolygonF &stroke : strokes) {
            if (stroke.isEmpty() || written == kMaxStrokes)
                continue;
            QPolygonF inBox;
            for (const QPointF &point : stroke)
                inBox << QPointF(std::clamp(point.x() / side, 0.0, 1.0) * kBox, std::clamp(point.y() / side, 0.0, 1.0) * kBox);
            if (turnBackward && runsBackwards(inBox))
                std::reverse(inBox.begin(), inBox.end());
            for (const QPointF &point : corners(inBox, kBox))
                character->add(written, int(std::lround(point.x())), int(std::lround(point.y())));
            ++written;
        }
        return written == 0 ? nullptr : std::move(character);
    };
    const auto asWritten = character(false);
    if (!asWritten)
        return {};
    // More than asked for: some answers are rare forms, some more than one model gives. With a
    // stroke drawn backwards, each model reads it both as drawn and turned round, as drawn first.
    const bool backwards = std::any_of(strokes.begin(), strokes.end(), runsBackwards);
    const auto turned = backwards ? character(true) : nullptr;
    std::vector<std::unique_ptr<zinnia::Result>> results;
    for (const auto &recognizer : m_recognizers) {
        results.emplace_back(recognizer->classify(*asWritten, size_t(count) * 2));
        if (turned)
            results.emplace_back(recognizer->classify(*turned, size_t(count) * 2));
    }
    QStringList characters;
    for (size_t rank = 0; rank < size_t(count) * 2 && characters.size() < count; ++rank)
        for (const auto &result : results)
            if (result && rank < result->size() && characters.size() < count)
                if (const char *value = result->value(rank);
                    kaimen::inGb2312(value) || kaimen::inBig5(value))
                    if (const QString c = QString::fromUtf8(value); !characters.contains(c))
                        characters << c;
    return characters;
}
