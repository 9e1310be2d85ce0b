#include "HandwritingInput.h"

#include "KioskConfigQml.h"
#include "kaimen/CoupletWords.h"
#include "kaimen/SimplifiedScript.h"

#include <QLoggingCategory>

Q_LOGGING_CATEGORY(lcHandwriting, "kaimen.handwriting")

HandwritingInput::HandwritingInput(QObject *parent, const QStringList &modelFiles)
    : QObject(parent), m_recognizer(modelFiles)
{
    if (!m_recognizer.error().isEmpty())
        qCWarning(lcHandwriting).noquote()
            << m_recognizer.error() + (available() ? QString() : QStringLiteral("; the wish screen offers pinyin alone"));
}

HandwritingInput *HandwritingInput::create(QQmlEngine *qml, QJSEngine *)
{
    auto *input = new HandwritingInput(nullptr);
    input->preferWishesOf(*KioskConfigQml::of(qml));
    return input;
}

void HandwritingInput::preferWishesOf(const KioskConfig &config)
{
    setPreferred(config.settings().presetWishes);
    connect(&config, &KioskConfig::changed, this, [this, &config] { setPreferred(config.settings().presetWishes); });
}

QVariantList HandwritingInput::strokes() const
{
    QVariantList strokes;
    for (const QPolygonF &stroke : m_strokes) {
        QVariantList points;
        for (const QPointF &point : stroke)
            points << point;
        strokes << QVariant(points);
    }
    return strokes;
}

void HandwritingInput::addStroke(const QVariantList &points, qreal side)
{
    if (side <= 0)
        return;
    QPolygonF stroke;
    for (const QVariant &point : points)
        stroke << point.toPointF() / side;
    if (stroke.isEmpty())
        return;
    m_strokes.push_back(stroke);
    recognize();
}

void HandwritingInput::undoStroke()
{
    if (m_strokes.empty())
        return;
    m_strokes.pop_back();
    recognize();
}

void HandwritingInput::choose(int index)
{
    if (index < 0 || index >= m_candidates.size())
        return;
    const QString chosen = m_candidates.at(index);
    // A follower finishes a word: what follows it is not offered again (安 of 平安 is no head).
    const QStringList next = m_following ? QStringList() : followersOf(chosen);
    m_strokes.clear();
    m_candidates = next;
    m_following = !next.isEmpty();
    emit changed();
    emit committed(chosen);
}

void HandwritingInput::clear()
{
    if (m_strokes.empty() && m_candidates.isEmpty())
        return;
    m_strokes.clear();
    m_candidates.clear();
    m_following = false;
    emit changed();
}

void HandwritingInput::recognize()
{
    m_candidates = m_recognizer.classify(m_strokes, 1.0, kShownCandidates);
    m_following = false;
    emit changed();
}

QStringList HandwritingInput::followersOf(const QString &written) const
{
    // Compared in simplified characters, as the couplet words are: 飛 is followed as 飞 is (by 跃
    // of the tile 飞跃, shown as 躍 on a traditional kiosk), and so is a tile an operator typed
    // in traditional characters (飛躍).
    const auto simplified = [](const QString &text) {
        return QString::fromStdString(kaimen::toSimplifiedScript(text.toStdString()));
    };
    const QString character = simplified(written);
    QStringList followers;
    for (const QString &tile : m_preferred)
        if (const QString word = simplified(tile);
            word.size() == 2 && word.startsWith(character) && !followers.contains(word.mid(1)))
            followers << word.mid(1);
    for (const std::string &next : kaimen::coupletWordFollowers(character.toStdString())) {
        if (followers.size() >= kShownCandidates)
            break;
        if (const QString follower = QString::fromStdString(next); !followers.contains(follower))
            followers << follower;
    }
    return followers.mid(0, kShownCandidates);
}
