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

// Zinnia scales the box to its own; whole units of a finer one keep a small pad's detail.
constexpr int kBox = 1000;
// The any-order model's strokes are ordered by where they start: bands of this many of the box's
// units from the top, then from the left (tools/handwriting_data.py, ANY_ORDER_BAND).
constexpr int kAnyOrderBand = 150;

// STROKES (points in a square of SIDE) in the box's units, each as its corners: what every reading
// below starts from, so that each stroke's corners are found once however many readings there are.
std::vector<QPolygonF> cornersInBox(const std::vector<QPolygonF> &strokes, qreal side)
{
    std::vector<QPolygonF> inBox;
    for (const QPolygonF &stroke : strokes) {
        if (stroke.isEmpty() || inBox.size() == kMaxStrokes)
            continue;
        QPolygonF points;
        for (const QPointF &point : stroke)
            points << QPointF(std::clamp(point.x() / side, 0.0, 1.0) * kBox, std::clamp(point.y() / side, 0.0, 1.0) * kBox);
        inBox.push_back(corners(points, kBox));
    }
    return inBox;
}

// STROKES (cornersInBox) as Zinnia reads them: with TURN, a stroke drawn backwards turned round;
// BY_PLACE, ordered by where each starts.
std::unique_ptr<zinnia::Character> zinniaCharacter(std::vector<QPolygonF> strokes, bool turn, bool byPlace)
{
    if (turn)
        for (QPolygonF &stroke : strokes)
            if (runsBackwards(stroke))
                std::reverse(stroke.begin(), stroke.end());
    if (byPlace)
        std::stable_sort(strokes.begin(), strokes.end(), [](const QPolygonF &a, const QPolygonF &b) {
            const auto band = [](const QPolygonF &stroke) { return std::lround(stroke.first().y()) / kAnyOrderBand; };
            return band(a) != band(b) ? band(a) < band(b) : std::lround(a.first().x()) < std::lround(b.first().x());
        });
    std::unique_ptr<zinnia::Character> character(zinnia::Character::create());
    character->set_width(kBox);
    character->set_height(kBox);
    for (size_t i = 0; i < strokes.size(); ++i)
        for (const QPointF &point : strokes[i])
            character->add(i, int(std::lround(point.x())), int(std::lround(point.y())));
    return character;
}

} // namespace

QStringList HandwritingRecognizer::modelsIn(const QString &folder)
{
    return {folder + "/handwriting-standard-order.model", folder + "/handwriting-traditional.model",
            QStringLiteral(KAIMEN_HANDWRITING_MODEL), folder + "/handwriting" + kAnyOrderSuffix};
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
        if (!recognizer || !recognizer->open(file.toLocal8Bit().constData())) {
            failed << QStringLiteral("cannot open the handwriting model %1 (%2)")
                          .arg(file, recognizer ? QString::fromLocal8Bit(recognizer->what()) : QString());
            continue;
        }
        m_recognizers.push_back(std::move(recognizer));
        m_anyOrder.push_back(file.endsWith(QLatin1String(kAnyOrderSuffix)));
    }
    m_error = failed.join("; ");
}

HandwritingRecognizer::~HandwritingRecognizer() = default;

QStringList HandwritingRecognizer::classify(const std::vector<QPolygonF> &strokes, qreal side, int count) const
{
    if (m_recognizers.empty() || strokes.empty() || side <= 0 || count <= 0)
        return {};
    const std::vector<QPolygonF> inBox = cornersInBox(strokes, side);
    if (inBox.empty())
        return {};
    // With a stroke drawn backwards, each model reads the strokes both as drawn and with it
    // turned round, as drawn first; the any-order model reads them turned and ordered by place.
    const auto asWritten = zinniaCharacter(inBox, false, false);
    const bool backwards = std::any_of(inBox.begin(), inBox.end(), runsBackwards);
    const auto turned = backwards ? zinniaCharacter(inBox, true, false) : nullptr;
    const bool anyOrder = std::find(m_anyOrder.begin(), m_anyOrder.end(), true) != m_anyOrder.end();
    const auto byPlace = anyOrder ? zinniaCharacter(inBox, true, true) : nullptr;
    // More than asked for: some answers are rare forms, some more than one model gives.
    std::vector<std::unique_ptr<zinnia::Result>> results;
    for (size_t model = 0; model < m_recognizers.size(); ++model) {
        const auto &recognizer = m_recognizers[model];
        if (m_anyOrder[model]) {
            results.emplace_back(recognizer->classify(*byPlace, size_t(count) * 2));
            continue;
        }
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
